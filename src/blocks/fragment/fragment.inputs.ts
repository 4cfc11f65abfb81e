/** The Core:Fragment block has no options: it only holds child blocks. */
import { defineInputs } from '../../core/inputs.ts';

export const fragmentInputs = defineInputs([]);
