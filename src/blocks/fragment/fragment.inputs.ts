/** The Core:Fragment block has no options: it only holds child blocks. */
import { defineInputs } from '../../core/index.ts';

export const fragmentInputs = defineInputs([]);
