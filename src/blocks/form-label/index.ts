/** The Form:Label block's registration. */
import type { ComponentSpec } from '../../core/index.ts';
import { formCss } from '../shared/form-css.ts';
import { FormLabel } from './form-label.tsx';
import { formLabelInputs } from './form-label.inputs.ts';

export { FormLabel, formLabelInputs };

/** `Form:Label`: a label for a field (`for`, or the field inside it); `<builder-label>` standalone (light DOM). */
export const formLabelSpec: ComponentSpec<typeof FormLabel> = {
  name: 'Form:Label',
  tag: 'builder-label',
  inputs: formLabelInputs,
  component: FormLabel,
  noWrap: true,
  static: true,
  canHaveChildren: true,
  css: formCss,
};
