/** The Form:Select block's options (spec §3): the only place they are declared. */
import { defineInputs } from '../../core/index.ts';

export const formSelectInputs = defineInputs([
  {
    name: 'options',
    editorOnly: true,
    type: 'list',
    required: true,
    defaultValue: [{ value: 'option 1' }, { value: 'option 2' }],
    subFields: [
      { name: 'value', type: 'text', required: true },
      { name: 'name', type: 'text' },
    ],
  },
  { name: 'name', type: 'string', required: true },
  { name: 'defaultValue', type: 'string' },
  { name: 'value', type: 'string', advanced: true },
  { name: 'required', type: 'boolean', defaultValue: false },
]);
