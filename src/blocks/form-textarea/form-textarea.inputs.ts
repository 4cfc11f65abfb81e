/** The Form:TextArea block's options (spec §3): the only place they are declared. */
import { defineInputs } from '../../core/index.ts';

export const formTextAreaInputs = defineInputs([
  { name: 'placeholder', editorOnly: true, type: 'string', defaultValue: 'Hello there' },
  { name: 'name', type: 'string', required: true },
  { name: 'defaultValue', type: 'string' },
  { name: 'value', type: 'string', advanced: true },
  { name: 'required', type: 'boolean', defaultValue: false },
]);
