/** The Symbol block's registration. */
import type { ComponentSpec, ServerFetch } from '../../core/index.ts';
import { hashOf } from '../../render/index.ts';
import { SymbolBlock, symbolServerElement } from './symbol.tsx';
import { symbolInputs } from './symbol.inputs.ts';

type SymbolOption = { model?: string; entry?: string; data?: Record<string, unknown>; content?: unknown };

/** On the server: a symbol that names an entry but carries no content gets its fetched content. */
async function fetchSymbol(
  options: Record<string, unknown>,
  fetch: ServerFetch,
): Promise<Record<string, unknown> | undefined> {
  const symbol = options.symbol as SymbolOption | undefined;
  if (!symbol || typeof symbol !== 'object' || symbol.content || typeof symbol.entry !== 'string' || !symbol.entry)
    return undefined;
  const model = typeof symbol.model === 'string' && symbol.model ? symbol.model : 'symbol';
  const content = await fetch(model, {
    entry: symbol.entry,
    key: `${model}:${symbol.entry}:${hashOf(symbol.data ?? {})}`,
  });
  return content ? { ...options, symbol: { ...symbol, content } } : undefined;
}

export { SymbolBlock, symbolServerElement, symbolInputs };

/** `Symbol`: reusable content, inline or fetched; it renders its own element (noWrap). */
export const symbolSpec: ComponentSpec<typeof SymbolBlock> = {
  name: 'Symbol',
  inputs: symbolInputs,
  tag: 'builder-symbol',
  component: SymbolBlock,
  noWrap: true,
  resolveOnServer: fetchSymbol,
};
