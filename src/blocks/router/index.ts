/** The Core:Router block's registration. */
import type { ComponentSpec } from '../../core/index.ts';
import { Router } from './router.tsx';
import { routerInputs } from './router.inputs.ts';

export { Router, routerInputs };

/** `Core:Router`: the page model's entry for the current path, following in-page navigation. */
export const routerSpec: ComponentSpec<typeof Router> = {
  name: 'Core:Router',
  inputs: routerInputs,
  tag: 'builder-router',
  component: Router,
  hideFromInsertMenu: true,
};
