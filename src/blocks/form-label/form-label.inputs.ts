/** The Form:Label block's options (spec §3): the only place they are declared. */
import { defineInputs } from '../../core/index.ts';

export const formLabelInputs = defineInputs([
  { name: 'text', editorOnly: true, type: 'richText', defaultValue: 'Label' },
  { name: 'for', type: 'text' },
]);
