/** The Text block's options: the only place they are declared. */
import { defineInputs } from '../../core/index.ts';

export const textInputs = defineInputs([
  { name: 'text', editorOnly: true, type: 'richText', required: true, defaultValue: 'Enter some text...' },
]);
