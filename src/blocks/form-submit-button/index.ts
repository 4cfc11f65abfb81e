/** The Form:SubmitButton block's registration. */
import type { ComponentSpec } from '../../core/index.ts';
import { formCss } from '../shared/form-css.ts';
import { FormSubmitButton } from './form-submit-button.tsx';
import { formSubmitButtonInputs } from './form-submit-button.inputs.ts';

export { FormSubmitButton, formSubmitButtonInputs };

/** `Form:SubmitButton`: submits the form around it; `<builder-submit-button>` standalone (light DOM). */
export const formSubmitButtonSpec: ComponentSpec<typeof FormSubmitButton> = {
  name: 'Form:SubmitButton',
  tag: 'builder-submit-button',
  inputs: formSubmitButtonInputs,
  component: FormSubmitButton,
  noWrap: true,
  static: true,
  css: formCss,
  defaultStyles: {
    appearance: 'none',
    paddingTop: '15px',
    paddingBottom: '15px',
    paddingLeft: '25px',
    paddingRight: '25px',
    backgroundColor: '#3898EC',
    color: 'white',
    borderRadius: '4px',
    cursor: 'pointer',
  },
};
