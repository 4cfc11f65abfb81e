/** The Embed block's registration. */
import type { ComponentSpec } from '../../core/index.ts';
import { Embed } from './embed.tsx';
import { embedInputs } from './embed.inputs.ts';

export { Embed, embedInputs };

/** `Embed`: HTML the editor fetched for a URL; `<builder-embed>` standalone. */
export const embedSpec: ComponentSpec<typeof Embed> = {
  name: 'Embed',
  tag: 'builder-embed',
  inputs: embedInputs,
  component: Embed,
};
