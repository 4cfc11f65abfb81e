/** The Builder:RawText block's registration. */
import type { ComponentSpec } from '../../core/index.ts';
import { RawText } from './raw-text.tsx';
import { rawTextInputs } from './raw-text.inputs.ts';

export { RawText, rawTextInputs };

/** `Builder:RawText`: raw HTML in the block's own `span` (noWrap). */
export const rawTextSpec: ComponentSpec<typeof RawText> = {
  name: 'Builder:RawText',
  inputs: rawTextInputs,
  component: RawText,
  noWrap: true,
  hideFromInsertMenu: true,
};
