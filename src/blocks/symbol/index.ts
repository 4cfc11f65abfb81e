/** The Symbol block's registration. */
import type { ComponentSpec } from '../../core/components.ts';
import { SymbolBlock } from './symbol.tsx';
import { symbolInputs } from './symbol.inputs.ts';

export { SymbolBlock, symbolInputs };

/** `Symbol`: reusable content, inline or fetched; it renders its own element (noWrap). */
export const symbolSpec: ComponentSpec<typeof SymbolBlock> = {
  name: 'Symbol',
  inputs: symbolInputs,
  tag: 'builder-symbol',
  component: SymbolBlock,
  noWrap: true,
};
