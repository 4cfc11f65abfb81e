// @ts-check
import { register } from 'node:module';

register('./client-references.mjs', import.meta.url);
