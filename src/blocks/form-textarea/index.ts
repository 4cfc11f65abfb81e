/** The Form:TextArea block's registration. */
import type { ComponentSpec } from '../../core/index.ts';
import { fieldStyles, formCss } from '../shared/form-css.ts';
import { FormTextArea } from './form-textarea.tsx';
import { formTextAreaInputs } from './form-textarea.inputs.ts';

export { FormTextArea, formTextAreaInputs };

/** `Form:TextArea`: one `<textarea>`; `<builder-textarea>` standalone (light DOM). */
export const formTextAreaSpec: ComponentSpec<typeof FormTextArea> = {
  name: 'Form:TextArea',
  tag: 'builder-textarea',
  inputs: formTextAreaInputs,
  component: FormTextArea,
  noWrap: true,
  static: true,
  css: formCss,
  defaultStyles: fieldStyles,
};
