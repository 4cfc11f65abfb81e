/**
 * Content as React Server Components: a content root and its blocks rendered on the server,
 * block by block, into the server component tree, so a block that needs no browser code ships
 * none. Blocks render through the renderer's hook-free path (src/render/block-render.tsx) with a
 * render context made here and passed down by hand (a server component has no React context);
 * the built-in blocks that can are rendered by their server renders (src/blocks/server-components.ts),
 * the app's `customComponents` and registrations marked `isRSC` as server components. Every
 * other block (forms, layout widgets, blocks with actions, components only the browser knows)
 * is a client island (./block-island.tsx) that the framework server-renders and the browser
 * hydrates. Repeats render every item: nothing hydrates them later.
 */
import { createElement, Fragment, isValidElement, Suspense, type ReactNode } from 'react';
import {
  getComponent,
  isBlock,
  listComponents,
  LOCALE_REQUIRED_WARNING,
  warnOnce,
  type BuilderBlock,
  type BuilderContent,
  type ComponentSpec,
} from '../core/index.ts';
import { serverComponents } from '../blocks/server-components.ts';
import {
  blockList,
  breakpointsOf,
  contentStyles,
  evaluate,
  expressionScope,
  initialState,
  itemNameOf,
  keyOf,
  localize,
  localizeValues,
  logBlockError,
  renderBlock,
  renderInline,
  styleHtml,
  whereOf,
  type ContentInfo,
  type CustomComponent,
  type RenderContextValue,
  type ServerTree,
} from '../render/index.ts';
import { BlockIsland, type IslandRoot } from './block-island.tsx';
import { ContentShell } from './content-shell.tsx';
import { plainData } from './plain-data.ts';

/** Whether `value` is a client reference: a `'use client'` export as a server components bundler gives it, which may pass to the browser. */
export const isClientReference = (value: unknown): boolean =>
  (value as { $$typeof?: symbol } | null | undefined)?.$$typeof === Symbol.for('react.client.reference');

/** A component the server tree can render: a client reference (a `'use client'` export), or marked `isRSC`. */
const rendersOnServer = (spec: ComponentSpec & { isRSC?: boolean }): boolean =>
  spec.isRSC === true || isClientReference(spec.component);

/**
 * The components a server tree renders itself, by content name: the built-ins it can (unless the
 * page registered its own block of that name), registrations it can render, then the app's
 * `customComponents` (given to a server component, so they are server or client components).
 */
export function serverTreeComponents(custom: readonly CustomComponent[] | undefined): Map<string, ComponentSpec> {
  const components = new Map<string, ComponentSpec>();
  for (const [name, { spec }] of serverComponents()) {
    const registered = getComponent(name);
    if (!registered || registered.builtIn) components.set(name, spec);
  }
  for (const registered of listComponents())
    if (!registered.builtIn && rendersOnServer(registered)) components.set(registered.name, guarded(registered));
  for (const spec of custom ?? []) components.set(spec.name, guarded(spec));
  return components;
}

/**
 * `spec` with its server component called by the tree, so that what it throws (or rejects with)
 * leaves out its block alone, as a failing block does anywhere: a server component has no error
 * boundary. A client reference is rendered as an element (the browser runs it).
 */
function guarded(spec: ComponentSpec): ComponentSpec {
  const component = spec.component as ((props: Record<string, unknown>) => ReactNode) | undefined;
  if (typeof component !== 'function' || isClientReference(component)) return spec;
  renderInline(component, (props) => {
    const where = props.builderBlock.id ?? spec.name;
    try {
      const out = component(props);
      return isThenable(out)
        ? (Promise.resolve(out).catch((error: unknown) => void logBlockError(where, error)) as ReactNode)
        : (out as ReactNode);
    } catch (error) {
      logBlockError(where, error);
      return null;
    }
  });
  return spec;
}

const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  typeof (value as PromiseLike<unknown> | null)?.then === 'function';

/** Whether `block` (not a repeat) must render in the browser: actions, or a component the server tree cannot render. */
function inBrowser(block: BuilderBlock, ctx: RenderContextValue): boolean {
  if (block.actions && typeof block.actions === 'object' && Object.keys(block.actions).length) return true;
  const name = block.component?.name;
  if (typeof name !== 'string' || !name || typeof block.component?.tag === 'string') return false;
  const spec = ctx.components?.get(name);
  if (!spec) return true;
  const builtIn = serverComponents().get(name);
  const options = block.component?.options;
  return builtIn?.spec === spec && !!builtIn.inBrowser?.(options && typeof options === 'object' ? options : {});
}

/** The fields of the render context an island gets as they are. */
type IslandField = Exclude<keyof IslandRoot, 'context' | 'link'>;
/** Each {@link IslandField} once: a field missing here (or one too many) is a type error. */
const ISLAND_FIELDS: Record<IslandField, true> = {
  content: true,
  page: true,
  locale: true,
  localized: true,
  apiKey: true,
  apiHost: true,
  apiVersion: true,
  canTrack: true,
  breakpoints: true,
  depth: true,
  symbols: true,
};

/** What an island gets of its content root: data only, it crosses to the browser. */
function islandRoot(ctx: RenderContextValue): IslandRoot {
  const fields = Object.fromEntries(Object.keys(ISLAND_FIELDS).map((key) => [key, ctx[key as IslandField]]));
  return {
    ...(fields as Pick<IslandRoot, IslandField>),
    context: plainData(ctx.context, 'context'),
    link: ctx.linkComponent as IslandRoot['link'],
  };
}

/** One block of a list in the server tree (keyed); a failing block is left out, its siblings render. */
function serverBlock(block: unknown, index: number, ctx: RenderContextValue): ReactNode {
  if (isValidElement(block)) return block;
  if (!isBlock(block)) return null;
  const key = keyOf(block, index);
  const where = whereOf({ block, index });
  try {
    const collection = block.repeat?.collection;
    if (typeof collection === 'string' && collection)
      return createElement(Fragment, { key }, repeatedItems(block, collection, ctx, where));
    if (inBrowser(block, ctx)) {
      // Its own boundary: the server HTML stays while the island's code loads, the rest hydrates meanwhile.
      return (
        <Suspense key={key}>
          <BlockIsland block={block} index={index} state={plainData(ctx.state, 'state')} root={islandRoot(ctx)} />
        </Suspense>
      );
    }
    return renderBlock(block, ctx, where, undefined, key);
  } catch (error) {
    logBlockError(where, error);
    return null;
  }
}

/** Every item of a repeat, each block in its own scope (`<name>Item`, `$index`…). */
function repeatedItems(block: BuilderBlock, collection: string, ctx: RenderContextValue, where: string): ReactNode[] {
  const items = localize(evaluate(collection, expressionScope(block, ctx), where), ctx.locale);
  if (!Array.isArray(items)) return [];
  const single = { ...block, repeat: null };
  const itemName = itemNameOf(block);
  return items.map((item, i) =>
    serverBlock(single, i, {
      ...ctx,
      state: { ...ctx.state, [itemName]: item, $index: i, $item: item, [`$${itemName}Index`]: i },
    }),
  );
}

export interface RootOptions {
  model: string;
  /** Merged over the content's state. */
  data?: Record<string, unknown>;
  /** A symbol that sees the state of the content around it. */
  inheritState?: boolean;
  locale?: string;
  /** The page's own root (it tracks; nested roots do not). */
  isPage?: boolean;
  /** Whether the page's root reports impressions and clicks (tracking on and a space to report to). */
  track?: boolean;
  /** One of an A/B test's variations side by side: the test's id. */
  variantOf?: string;
}

/** A content root in the server tree: its element, stylesheet and blocks. */
export function serverRoot(content: BuilderContent, options: RootOptions, parent: RenderContextValue): ReactNode {
  const id = typeof content.id === 'string' ? content.id : undefined;
  const variationId = typeof content.variationId === 'string' ? content.variationId : id;
  const info: ContentInfo = { id, variationId, model: options.model };
  const rootId = variationId ?? id ?? '';
  const styles = contentStyles(content, rootId, parent.fonts);
  const locale = options.locale ?? parent.locale;
  if (styles.sheet.localized && !locale) warnOnce('locale', LOCALE_REQUIRED_WARNING);
  const own = localizeValues(initialState(content, options.data), locale);
  const ctx: RenderContextValue = {
    ...parent,
    // Each content's code runs in a sandbox of its own (a QuickJS context no other content sees).
    sandbox: parent.newSandbox?.(content) ?? parent.sandbox,
    state: options.inheritState ? { ...parent.state, ...own } : own,
    content: info,
    page: options.isPage ? info : parent.page,
    locale,
    localized: styles.sheet.localized,
    breakpoints: breakpointsOf(content),
    fonts: styles.fonts,
    nested: true,
  };
  const children = (
    <>
      {styles.css ? <style dangerouslySetInnerHTML={styleHtml(styles.css)} /> : null}
      {blockList({ blocks: content.data?.blocks }, ctx)}
    </>
  );
  const dir = content.meta?.rtlMode ? 'rtl' : undefined;
  const { animated } = styles.sheet;
  const track = !!(options.isPage && options.track);
  if (track || animated.length) {
    return (
      <ContentShell
        rootId={rootId}
        model={options.model}
        contentId={id}
        variationId={variationId}
        track={track}
        variantOf={options.variantOf}
        dir={dir}
        apiKey={parent.apiKey}
        apiHost={parent.apiHost}
        apiVersion={parent.apiVersion as 'v1' | 'v3' | undefined}
        locale={locale}
        animated={animated.length ? plainData(animated, 'animations') : undefined}
      >
        {children}
      </ContentShell>
    );
  }
  return (
    <div builder-content-id={rootId} builder-model={options.model} builder-variant-of={options.variantOf} dir={dir}>
      {children}
    </div>
  );
}

/** The server tree's renderers, set on every render context of a server components render. */
export const serverTree: ServerTree = {
  block: serverBlock,
  root: (content, options, ctx) => serverRoot(content, options, ctx),
};
