/** The Custom Code block's registration. */
import type { ComponentSpec } from '../../core/index.ts';
import { CustomCode } from './custom-code.tsx';
import { customCodeInputs } from './custom-code.inputs.ts';

export { CustomCode, customCodeInputs };

/** `Custom Code`: raw HTML and scripts; `<builder-custom-code>` standalone. */
export const customCodeSpec: ComponentSpec<typeof CustomCode> = {
  name: 'Custom Code',
  tag: 'builder-custom-code',
  inputs: customCodeInputs,
  component: CustomCode,
};
