/**
 * The Symbol block: reusable content, given inline (`symbol.content`) or fetched by
 * `symbol.model` + `symbol.entry`, rendered as its own content root inside the block's element.
 * `symbol.data` seeds its state (over its inputs' defaults); with `inheritState` it sees and
 * writes the surrounding state. It refetches when the locale (prop or `state.locale`) changes.
 * References that loop back (or nest too deep) stop with one warning.
 */
import { createElement, useMemo, type ReactNode } from 'react';
import { SYMBOL_PLACEHOLDER, warnOnce, type BuilderContent, symbolCycle } from '../../core/index.ts';
import {
  type BlockComponent, ContentRoot, RenderContext, useRenderContext, chooseVariation, hashOf, useFetchedContent,
} from '../../render/index.ts';
import type { symbolInputs } from './symbol.inputs.ts';

/** How many symbols may nest before rendering stops (a cycle, or runaway content). */
export const MAX_SYMBOL_DEPTH = 12;

interface SymbolOption {
  model?: string;
  entry?: string;
  data?: Record<string, unknown>;
  content?: BuilderContent;
  locale?: string;
}

/** The Symbol block (named so it does not shadow the global `Symbol`). */
export const SymbolBlock: BlockComponent<typeof symbolInputs> = ({ symbol, inheritState, attributes, builderBlock }) => {
  const ctx = useRenderContext();
  const option = (symbol && typeof symbol === 'object' ? symbol : {}) as SymbolOption;
  const inline = option.content && typeof option.content === 'object' ? option.content : undefined;
  const model = option.model || 'symbol';
  const stateLocale = typeof ctx.state.locale === 'string' ? ctx.state.locale : undefined;
  const locale = option.locale ?? stateLocale ?? ctx.locale;
  const data = option.data && typeof option.data === 'object' ? option.data : undefined;
  const reference = `${model}:${option.entry ?? inline?.id ?? ''}`;
  const cyclic = ctx.depth >= MAX_SYMBOL_DEPTH || (!!option.entry && ctx.symbols.includes(reference));
  const fetchModel = !inline && option.entry && !cyclic ? model : undefined;
  const fetched = useFetchedContent(fetchModel, {
    entry: option.entry,
    locale,
    key: `${reference}:${hashOf(data ?? {})}`,
    apiKey: ctx.apiKey,
    apiVersion: ctx.apiVersion,
  });
  const raw = inline ?? (fetched.status === 'loaded' ? fetched.content : undefined);
  const content = useMemo(() => (raw ? chooseVariation(ctx, raw) : undefined), [raw, ctx.canTrack]); // eslint-disable-line react-hooks/exhaustive-deps
  const inner = useMemo(
    () => ({ ...ctx, depth: ctx.depth + 1, symbols: [...ctx.symbols, reference] }),
    [ctx, reference],
  );

  let body: ReactNode = null;
  if (cyclic) {
    warnOnce(`symbol-cycle:${reference}`, symbolCycle(reference, builderBlock.id, MAX_SYMBOL_DEPTH));
  } else if (!inline && !option.entry) {
    body = SYMBOL_PLACEHOLDER;
  } else if (content) {
    body = (
      <RenderContext.Provider value={inner}>
        <ContentRoot key={content.id} content={content} model={model} data={data} inheritState={!!inheritState} locale={locale} />
      </RenderContext.Provider>
    );
  }
  // `builder-inline-symbol` marks a symbol the editor saved as inline (`symbol.inline`), not any content given inline.
  const className = `${attributes?.className ?? ''} builder-symbol${(option as { inline?: unknown }).inline === true ? ' builder-inline-symbol' : ''}`.trim();
  return createElement(builderBlock.tagName || 'div', { ...attributes, className, 'data-model': model }, body);
};
