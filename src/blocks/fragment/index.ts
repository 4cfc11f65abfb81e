/** The Core:Fragment block's registration. */
import type { ComponentSpec } from '../../core/index.ts';
import { Fragment, fragmentElement } from './fragment.tsx';
import { fragmentInputs } from './fragment.inputs.ts';

export { Fragment, fragmentElement, fragmentInputs };

/** `Core:Fragment`: child blocks without an element (noWrap). */
export const fragmentSpec: ComponentSpec<typeof Fragment> = {
  name: 'Core:Fragment',
  inputs: fragmentInputs,
  component: Fragment,
  noWrap: true,
  canHaveChildren: true,
  hideFromInsertMenu: true,
};
