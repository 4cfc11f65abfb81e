/** The Slot block's registration. */
import type { ComponentSpec } from '../../core/index.ts';
import { Slot, slotElement } from './slot.tsx';
import { slotInputs } from './slot.inputs.ts';

export { Slot, slotElement, slotInputs };

/** `Slot`: the blocks a symbol receives under one input name. */
export const slotSpec: ComponentSpec<typeof Slot> = {
  name: 'Slot',
  inputs: slotInputs,
  component: Slot,
  hideFromInsertMenu: true,
};
