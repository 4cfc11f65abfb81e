/** The Form:Select block's registration. */
import type { ComponentSpec } from '../../core/index.ts';
import { formCss } from '../shared/form-css.ts';
import { FormSelect } from './form-select.tsx';
import { formSelectInputs } from './form-select.inputs.ts';

export { FormSelect, formSelectInputs };

/** `Form:Select`: one `<select>`; `<builder-select>` standalone (light DOM). */
export const formSelectSpec: ComponentSpec<typeof FormSelect> = {
  name: 'Form:Select',
  tag: 'builder-select',
  inputs: formSelectInputs,
  component: FormSelect,
  noWrap: true,
  static: true,
  css: formCss,
  defaultStyles: { alignSelf: 'flex-start' },
};
