/**
 * The Symbol block: reusable content, given inline (`symbol.content`) or fetched by
 * `symbol.model` + `symbol.entry`, rendered as its own content root inside the block's element.
 * `symbol.data` seeds its state (over its inputs' defaults); with `inheritState` it sees and
 * writes the surrounding state. It refetches when the locale (prop or `state.locale`) changes.
 * References that loop back (or nest too deep) stop with one warning.
 */
import { createElement, useMemo, type ReactNode } from 'react';
import { SYMBOL_PLACEHOLDER, warnOnce, type BuilderContent, symbolCycle, type PropsOf } from '../../core/index.ts';
import {
  type BlockComponent,
  type BlockProps,
  ContentRoot,
  RenderContext,
  type RenderContextValue,
  useRenderContext,
  chooseVariation,
  hashOf,
  useEntry,
  MAX_SYMBOL_DEPTH,
} from '../../render/index.ts';
import type { symbolInputs } from './symbol.inputs.ts';

interface SymbolOption {
  model?: string;
  entry?: string;
  data?: Record<string, unknown>;
  content?: BuilderContent;
  locale?: string;
}

/** What a Symbol block's options say, read the same way in the browser and in a server components tree. */
function symbolParts({ symbol, attributes }: PropsOf<typeof symbolInputs> & BlockProps, ctx: RenderContextValue) {
  const option = (symbol && typeof symbol === 'object' ? symbol : {}) as SymbolOption;
  const inline = option.content && typeof option.content === 'object' ? option.content : undefined;
  const model = option.model || 'symbol';
  const stateLocale = typeof ctx.state.locale === 'string' ? ctx.state.locale : undefined;
  const locale = option.locale ?? stateLocale ?? ctx.locale;
  const data = option.data && typeof option.data === 'object' ? option.data : undefined;
  const reference = `${model}:${option.entry ?? inline?.id ?? ''}`;
  const cyclic = ctx.depth >= MAX_SYMBOL_DEPTH || (!!option.entry && ctx.symbols.includes(reference));
  // `builder-inline-symbol` marks a symbol the editor saved as inline (`symbol.inline`), not any content given inline.
  const className =
    `${attributes?.className ?? ''} builder-symbol${(option as { inline?: unknown }).inline === true ? ' builder-inline-symbol' : ''}`.trim();
  return { option, inline, model, locale, data, reference, cyclic, className };
}

/** The symbol's element around its body. */
const symbolElement = ({ attributes, builderBlock }: BlockProps, className: string, model: string, body: ReactNode) =>
  createElement(builderBlock.tagName || 'div', { ...attributes, className, 'data-model': model }, body);

/** The Symbol block (named so it does not shadow the global `Symbol`). */
export const SymbolBlock: BlockComponent<typeof symbolInputs> = (props) => {
  const ctx = useRenderContext();
  const { option, inline, model, locale, data, reference, cyclic, className } = symbolParts(props, ctx);
  // Neither the editor's content nor the server's A/B choice: a symbol is content inside a root.
  const { shown: content } = useEntry({
    model,
    query: {
      entry: option.entry,
      locale,
      key: `${reference}:${hashOf(data ?? {})}`,
      apiKey: ctx.apiKey,
      apiVersion: ctx.apiVersion,
    },
    fetches: !inline && !!option.entry && !cyclic,
    given: inline,
  });
  const inner = useMemo(
    () => ({ ...ctx, depth: ctx.depth + 1, symbols: [...ctx.symbols, reference] }),
    [ctx, reference],
  );

  let body: ReactNode = null;
  if (cyclic) {
    warnOnce(`symbol-cycle:${reference}`, symbolCycle(reference, props.builderBlock.id, MAX_SYMBOL_DEPTH));
  } else if (!inline && !option.entry) {
    body = SYMBOL_PLACEHOLDER;
  } else if (content) {
    body = (
      <RenderContext.Provider value={inner}>
        <ContentRoot
          key={content.id}
          content={content}
          model={model}
          data={data}
          inheritState={!!props.inheritState}
          locale={locale}
        />
      </RenderContext.Provider>
    );
  }
  return symbolElement(props, className, model, body);
};

/**
 * The Symbol block in a server components tree (no hooks): its content, inlined before the render
 * (the spec's `resolveOnServer`), as a content root nested in the tree.
 */
export function symbolServerElement(
  props: PropsOf<typeof symbolInputs> & BlockProps,
  ctx: RenderContextValue,
): ReactNode {
  const { option, inline, model, locale, data, reference, cyclic, className } = symbolParts(props, ctx);
  let body: ReactNode = null;
  if (cyclic) {
    warnOnce(`symbol-cycle:${reference}`, symbolCycle(reference, props.builderBlock.id, MAX_SYMBOL_DEPTH));
  } else if (!inline && !option.entry) {
    body = SYMBOL_PLACEHOLDER;
  } else if (inline && ctx.serverTree) {
    const inner = { ...ctx, depth: ctx.depth + 1, symbols: [...ctx.symbols, reference] };
    body = ctx.serverTree.root(
      chooseVariation(ctx, inline),
      { model, data, inheritState: !!props.inheritState, locale },
      inner,
    );
  }
  return symbolElement(props, className, model, body);
}
