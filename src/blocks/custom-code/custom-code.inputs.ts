/** The Custom Code block's options: the only place they are declared. */
import { defineInputs } from '../../core/index.ts';

export const customCodeInputs = defineInputs([
  {
    name: 'code',
    editorOnly: true,
    type: 'html',
    required: true,
    defaultValue: '<p>Hello there, I am custom HTML code!</p>',
  },
]);
