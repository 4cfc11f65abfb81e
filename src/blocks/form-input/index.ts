/** The Form:Input block's registration. */
import type { ComponentSpec } from '../../core/index.ts';
import { fieldStyles, formCss } from '../shared/form-css.ts';
import { FormInput } from './form-input.tsx';
import { formInputInputs, INPUT_TYPES } from './form-input.inputs.ts';

export { FormInput, formInputInputs, INPUT_TYPES };

/** `Form:Input`: one `<input>` of any of 18 types; `<builder-input>` standalone (light DOM). */
export const formInputSpec: ComponentSpec<typeof FormInput> = {
  name: 'Form:Input',
  tag: 'builder-input',
  inputs: formInputInputs,
  component: FormInput,
  noWrap: true,
  static: true,
  css: formCss,
  defaultStyles: fieldStyles,
};
