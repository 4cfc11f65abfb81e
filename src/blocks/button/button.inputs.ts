/** The Core:Button block's options: the only place they are declared. */
import { defineInputs } from '../../core/index.ts';

export const buttonInputs = defineInputs([
  { name: 'text', editorOnly: true, type: 'text', defaultValue: 'Click me!' },
  { name: 'link', type: 'url', helperText: 'Makes the button a link to this address' },
  { name: 'openLinkInNewTab', type: 'boolean', defaultValue: false },
]);
