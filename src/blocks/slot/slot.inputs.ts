/** The Slot block's options: the only place they are declared. */
import { defineInputs } from '../../core/index.ts';

export const slotInputs = defineInputs([
  {
    name: 'name',
    editorOnly: true,
    type: 'string',
    required: true,
    defaultValue: 'children',
    helperText: 'The symbol input whose blocks go here',
  },
]);
