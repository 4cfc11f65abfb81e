/** The Text block's registration. */
import type { ComponentSpec } from '../../core/index.ts';
import { Text, textCss, textElement } from './text.tsx';
import { textInputs } from './text.inputs.ts';

export { Text, textElement, textInputs };

/** `Text`: rich text; `<builder-text>` standalone. */
export const textSpec: ComponentSpec<typeof Text> = {
  name: 'Text',
  tag: 'builder-text',
  inputs: textInputs,
  component: Text,
  css: textCss,
  // Builder's Text evaluates `{{expression}}` in its HTML.
  templates: ['text'],
  defaultStyles: { lineHeight: 'normal', height: 'auto', textAlign: 'center' },
};
