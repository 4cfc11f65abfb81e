/** The Embed block's options: the only place they are declared. */
import { defineInputs } from '../../core/index.ts';

export const embedInputs = defineInputs([
  { name: 'url', type: 'url', required: true, helperText: 'A page the editor turns into embed HTML (oEmbed)' },
  { name: 'content', type: 'html', hideFromUI: true },
]);
