/**
 * The props a block's component receives: its declared defaults under the block's bound
 * options, localized values resolved for the locale, and `{{…}}` templates of Text evaluated.
 * Unbound options are merged once per block and reused on its later renders.
 */
import { createElement, lazy, Suspense, useState, type ComponentType, type ProviderProps, type ReactNode } from 'react';
import { type ComponentSpec, defaultsOf } from '../core/index.ts';
import type { BoundBlock } from './block-attributes.ts';
import { RenderContext, useRenderContext, type RenderContextValue } from './context.ts';
import { interpolate } from './expression/evaluate.ts';
import { expressionScope } from './expression-scope.ts';
import { localize } from './localize.ts';
import { useBrowserLayoutEffect } from './server-pass.ts';

type Options = Record<string, unknown>;

const defaults = new WeakMap<ComponentSpec, Options>();
const EMPTY: Options = {};

/** Where a block keeps its merged options between renders (see {@link componentOptions}); flat fields, no object per block. */
export interface OptionsMemo {
  optionsSource?: Options;
  optionsSpec?: ComponentSpec;
  optionsLocale?: string;
  options?: Options;
}

export { localize };

function withDefaults(spec: ComponentSpec, options: Options, ctx: RenderContextValue): Options {
  let base = defaults.get(spec);
  if (!base) defaults.set(spec, (base = spec.inputs ? defaultsOf(spec.inputs) : EMPTY));
  const own = ctx.localized ? (localize(options, ctx.locale) as Options) : options;
  return base === EMPTY ? own : { ...base, ...own };
}

/**
 * The options `spec`'s component gets for the bound block; the merge is kept in `memo` (when
 * given) and reused while the block's options object, the spec and the locale stay the same.
 */
export function componentOptions(
  spec: ComponentSpec,
  block: BoundBlock,
  ctx: RenderContextValue,
  where: string,
  memo: OptionsMemo | undefined,
): Options {
  const options = block.component?.options ?? EMPTY;
  let value: Options;
  if (!memo) {
    value = withDefaults(spec, options, ctx);
  } else if (
    memo.options &&
    memo.optionsSource === options &&
    memo.optionsSpec === spec &&
    memo.optionsLocale === ctx.locale
  ) {
    value = memo.options;
  } else {
    value = withDefaults(spec, options, ctx);
    memo.optionsSource = options;
    memo.optionsSpec = spec;
    memo.optionsLocale = ctx.locale;
    memo.options = value;
  }
  // `{{expression}}` templates the spec names (Text's HTML) are evaluated against the state.
  for (const name of spec.templates ?? []) {
    const template = value[name];
    if (typeof template === 'string' && template.includes('{{'))
      value = { ...value, [name]: interpolate(template, expressionScope(block, ctx), where) };
  }
  return value;
}

/** Components of lazily loaded blocks, by loader: the lazy wrapper until the code is here, then the loaded one. */
const byLoader = new WeakMap<() => Promise<unknown>, ComponentType<Options>>();

/**
 * `component` inside a Suspense boundary (no fallback: nothing shows while it waits): how a
 * lazily loaded block always renders (server and browser, before and after its code arrived),
 * so server HTML and hydration see the same tree.
 */
export function withBoundary(component: unknown): ComponentType<Options> {
  return (props: Options): ReactNode =>
    createElement(Suspense, null, createElement(component as ComponentType<Options>, props));
}

/** Loads a lazily loaded block's code ahead of its first render (e.g. before hydrating server HTML). */
export async function preloadComponent(spec: ComponentSpec): Promise<void> {
  const { load } = spec;
  if (!load || spec.component) return;
  byLoader.set(load, withBoundary(await load()));
}

/**
 * A lazily loaded block. Until its code is here, server HTML of it is a Suspense boundary React
 * has not hydrated, and any render that reaches the boundary costs that HTML: an urgent one (the
 * app's click) renders it afresh, throwing the HTML away; a transition (the end of the server
 * pass, a state write) is held back, but React 18 has already queued its error by then and, when
 * it sets that render aside half done, reports it with whatever commits next. So the block keeps
 * the render context and the boundary element of its first render until its component has
 * rendered (hydrated, or mounted); then it follows the current ones. Its own provider stops a
 * changed context short of the boundary: React 18 stops there, React 19 at the block itself,
 * which reads the context.
 */
function lazyBlock(load: () => Promise<unknown>): ComponentType<Options> {
  const Lazy = lazy(async () => ({ default: (await load()) as ComponentType<Options> }));
  /** Inside the boundary: calls `done` in the commit that first shows the block's component. */
  function Arrived({ done, props }: { done: () => void; props: Options }): ReactNode {
    useBrowserLayoutEffect(done, []);
    return createElement(Lazy, props);
  }
  return function LazyBlock(props: Options): ReactNode {
    const value = useRenderContext();
    const provided = (): ProviderProps<RenderContextValue> => ({
      value,
      children: createElement(Suspense, null, createElement(Arrived, { done: () => hold(false), props })),
    });
    // The first render's, until its component has rendered; then none.
    const [held, hold] = useState<ProviderProps<RenderContextValue> | false>(provided);
    // A new provider element either way (it renders again); while held, with the first context
    // and boundary element (React finds the boundary as it left it).
    return createElement(RenderContext.Provider, held || provided());
  };
}

/** The component of `spec`: the eager one, the loaded one, or a lazily loaded one that renders nothing until it arrives. */
export function resolveComponent(spec: ComponentSpec): ComponentType<Options> | undefined {
  if (spec.component) return spec.component as ComponentType<Options>;
  const { load } = spec;
  if (!load) return undefined;
  return byLoader.get(load) ?? byLoader.set(load, lazyBlock(load)).get(load);
}
