/**
 * One block's output without hooks or component state: bindings, show/hide, actions, the
 * element with its attributes, the component or the child blocks, from the block's JSON and the
 * render context passed in. The browser's `Block` fiber (./block.tsx) and a React Server
 * Components tree (src/rsc/) both render through it. The hot path reads the render context
 * once, and the element parts of blocks without bindings or actions are computed once per block.
 */
import { createElement, Fragment, isValidElement, type ComponentType, type ReactElement, type ReactNode } from 'react';
import {
  getComponent,
  onComponentRegistered,
  type ComponentSpec,
  isBlock,
  type BuilderBlock,
  warnOnce,
  missingRegistration,
  isRecord,
} from '../core/index.ts';
import { attributesOf, reactEventName, setPath, tagOf, VOID_TAGS, type BoundBlock } from './block-attributes.ts';
import { logBlockError } from './block-boundary.tsx';
import type { BlockAttributes, BlockProps as ComponentBlockProps } from './block-props.ts';
import { componentOptions, resolveComponent, type OptionsMemo } from './component-options.tsx';
import type { RenderContextValue } from './context.ts';
import { evaluate } from './expression/evaluate.ts';
import { expressionScope } from './expression-scope.ts';
import { localize } from './localize.ts';

export { expressionScope };

export interface BlockRenderProps {
  /** The block to render, as content JSON. */
  block: BuilderBlock;
  /** Position among its siblings. */
  index?: number;
}

/** Whether a block field holds a map (content may hold anything in it). */

/**
 * The block with each binding's value set at its path. A binding whose code fails (throws,
 * names something unknown, is refused by the subset, runs past its budget) yields `undefined`
 * from `evaluate`, with one warning, and that is set too: the value the editor stored under the
 * path never shows, as in Builder's SDKs (a failing `show` hides the block, a failing `hide` does
 * not). The server render applies the same, so its HTML hydrates.
 */
function bind(block: BuilderBlock, ctx: RenderContextValue, where: string): BoundBlock {
  let bound = block as BoundBlock;
  if (!isRecord(block.bindings)) return bound;
  const scope = expressionScope(block, ctx);
  for (const path in block.bindings) {
    const code = block.bindings[path];
    // What a binding returns reads as the locale's, like the options it replaces. An empty
    // binding (the editor leaves one when its code is cleared) yields `undefined` too, as in Gen 2.
    if (typeof code === 'string') bound = setPath(bound, path, localize(evaluate(code, scope, where), ctx.locale));
  }
  return bound;
}

/** React handlers running the block's `actions` against state. */
function handlers(
  block: BuilderBlock,
  ctx: RenderContextValue,
  where: string,
): Record<string, (event: unknown) => void> {
  const out: Record<string, (event: unknown) => void> = {};
  if (!isRecord(block.actions)) return out;
  for (const name in block.actions) {
    const code = block.actions[name];
    if (typeof code === 'string' && code.trim() && /^[a-zA-Z]+$/.test(name))
      out[reactEventName(name)] = (event) => void evaluate(code, expressionScope(block, ctx, event), where);
  }
  return out;
}

/** The child blocks of a block without a component. */
function childBlocks(block: BuilderBlock, ctx: RenderContextValue): ReactNode {
  const children = block.children;
  if (!Array.isArray(children) || !children.length) return null;
  return blockNodes(children, ctx);
}

/**
 * The blocks of a list as React nodes (React elements in the list are kept as they are). A
 * static block (no bindings, actions or repeat) with no component or one that renders inline
 * gets no fiber of its own: it is rendered right here, in the fiber that renders the list,
 * and a failure leaves out that block alone, as a Block's would. Every other block is a
 * `<Block>`. On a typical page this leaves one component fiber for every few blocks instead of
 * one per block.
 */
export function blockNodes(list: readonly unknown[], ctx: RenderContextValue): ReactNode[] {
  const server = ctx.serverTree;
  if (server) return list.map((block, i) => server.block(block, i, ctx));
  const nodes: ReactNode[] = new Array(list.length);
  for (let i = 0; i < list.length; i++) {
    const block = list[i];
    if (isValidElement(block)) {
      nodes[i] = block;
      continue;
    }
    const key = keyOf(block, i);
    nodes[i] =
      isBlock(block) && rendersInline(block, ctx)
        ? inlineBlock(block, i, key, ctx)
        : blockFiber!(block as BuilderBlock, i, key);
  }
  return nodes;
}

/** A block with a fiber of its own (./block.tsx's `Block`, set when that module loads: only the browser's renderer has it). */
let blockFiber: ((block: BuilderBlock, index: number, key: string) => ReactNode) | undefined;
export function setBlockFiber(render: (block: BuilderBlock, index: number, key: string) => ReactNode): void {
  blockFiber = render;
}

/** Whether `block` can render inside its list's fiber (see {@link blockNodes}). */
function rendersInline(block: BuilderBlock, ctx: RenderContextValue): boolean {
  if (block.bindings || block.actions || block.repeat?.collection) return false;
  const name = block.component?.name;
  if (!name) return true;
  const spec = ctx.components?.get(name) ?? registered(name);
  return !!spec && !spec.noWrap && !!spec.component && inlineRenders.has(spec.component);
}

/** How messages name a block: its id, or its position when it has none. */
export const whereOf = ({ block, index }: BlockRenderProps): string =>
  (typeof block?.id === 'string' && block.id) || `#${index ?? 0}`;

function inlineBlock(block: BuilderBlock, index: number, key: string, ctx: RenderContextValue): ReactNode {
  const where = whereOf({ block, index });
  try {
    return renderBlock(block, ctx, where, undefined, key);
  } catch (error) {
    logBlockError(where, error);
    return null;
  }
}

/** A React key for the `i`th block of a list. */
export function keyOf(block: unknown, i: number): string {
  const id = isBlock(block) ? block.id : undefined;
  return id ? `${id}:${i}` : String(i);
}

export interface ElementParts {
  bound: BoundBlock;
  attributes: BlockAttributes;
  tag: string;
}

type Props = Record<string, unknown> & ComponentBlockProps;

/** Renders a component's output from its props and the render context, without hooks. */
export type InlineRender = (props: Props, ctx: RenderContextValue) => ReactNode;

const inlineRenders = new WeakMap<object, InlineRender>();

/**
 * Lets the renderer call `component`'s output directly inside the block's own fiber instead of
 * mounting the component as a fiber of its own. For the common built-in blocks (Text, Image,
 * Columns, Section) this drops one React fiber per block, about a tenth of a page's render
 * work. `render` must use no hooks: it gets the render context as an argument. Errors it
 * throws are the block's (logged, the block left out), as with any component.
 */
export function renderInline<P>(
  component: ComponentType<P>,
  render: (props: P & ComponentBlockProps, ctx: RenderContextValue) => ReactNode,
): void {
  inlineRenders.set(component, render as unknown as InlineRender);
}

/**
 * What one Block keeps between its renders. Per instance rather than page-wide WeakMaps keyed
 * by the block JSON: a first render then costs no WeakMap insertions (whose ephemeron entries
 * the GC has to trace), and repeated items, which share one block object, each keep their own.
 */
export interface BlockMemo extends OptionsMemo {
  /** The block the static parts below belong to. */
  partsOf?: BuilderBlock;
  /** Element parts of a block without bindings or actions: the same on every render. */
  parts?: ElementParts | null;
  /** The last component props, reused while the options, state and attributes they came from are unchanged. */
  props?: Props;
  propsOptions?: object;
  propsState?: object;
  propsAttributes?: BlockAttributes;
  propsHost?: Record<string, unknown>;
}

/** The bound block, its element attributes and tag; `null` when it is hidden. Kept in `memo` for static blocks. */
function elementParts(
  block: BuilderBlock,
  ctx: RenderContextValue,
  where: string,
  memo: BlockMemo | undefined,
): ElementParts | null {
  const isStatic = !!memo && !block.bindings && !block.actions;
  if (isStatic && memo.partsOf === block) return memo.parts!;
  const bound = block.bindings ? bind(block, ctx, where) : (block as BoundBlock);
  let parts: ElementParts | null = null;
  if (!(bound.hide || ('show' in bound && !bound.show))) {
    const attributes = attributesOf(bound);
    if (block.actions) Object.assign(attributes, handlers(block, ctx, where));
    parts = { bound, attributes, tag: tagOf(bound, attributes) };
  }
  if (isStatic) {
    memo.partsOf = block;
    memo.parts = parts;
  }
  return parts;
}

/**
 * The block's element and content. A Block passes its `memo`; a block rendered inline in its
 * list passes none (its parts are fresh objects) and the React `key` its element needs.
 */
export function renderBlock(
  block: BuilderBlock,
  ctx: RenderContextValue,
  where: string,
  memo: BlockMemo | undefined,
  key?: string,
): ReactNode {
  const parts = elementParts(block, ctx, where, memo);
  if (!parts) return null;
  const { bound, attributes, tag } = parts;
  const wrap = (children: ReactNode): ReactElement => {
    if (tag === 'a' && ctx.renderLink)
      return <Fragment key={key}>{ctx.renderLink({ ...attributes, children })}</Fragment>;
    // Without a memo the attributes are this render's own object, so the key can ride on it.
    if (key !== undefined) attributes.key = key;
    return createElement(tag, attributes, VOID_TAGS.has(tag) ? undefined : children);
  };
  const component = isRecord(bound.component) ? bound.component : undefined;
  if (!component?.name || typeof component.name !== 'string') return wrap(childBlocks(block, ctx));
  if (typeof component.tag === 'string' && /^[a-z][\w-]*$/i.test(component.tag))
    return wrap(createElement(component.tag, isRecord(component.options) ? component.options : null));

  const spec = ctx.components?.get(component.name) ?? registered(component.name);
  const Component = spec && resolveComponent(spec);
  if (!spec || !Component) {
    warnOnce(`missing:${component.name}`, missingRegistration(component.name, where));
    return wrap(childBlocks(block, ctx));
  }
  const props = componentProps(block, spec, parts, ctx, where, memo);
  const inline = inlineRenders.get(Component);
  const rendered = inline ? inline(props, ctx) : createElement(Component, props);
  return spec.noWrap ? rendered : wrap(rendered);
}

/** The component's props: its options, `builderBlock`, `builderState` (+ `attributes` for noWrap); reused while unchanged. */
function componentProps(
  block: BuilderBlock,
  spec: ComponentSpec,
  { bound, attributes }: ElementParts,
  ctx: RenderContextValue,
  where: string,
  memo: BlockMemo | undefined,
): Props {
  const options = componentOptions(spec, bound, ctx, where, memo);
  // A custom element's own block also gets what the tag holds beyond JSON (its light-DOM children).
  const host = ctx.host?.block === block ? ctx.host.props : undefined;
  if (!memo) return { ...options, ...host, builderBlock: block, builderState: ctx.state };
  const last = memo.props;
  if (
    last &&
    memo.propsOptions === options &&
    memo.propsState === ctx.state &&
    memo.propsAttributes === attributes &&
    memo.propsHost === host &&
    last.builderBlock === block
  )
    return last;
  const props: Props = { ...options, ...host, builderBlock: block, builderState: ctx.state };
  if (spec.noWrap) props.attributes = attributes;
  memo.props = props;
  memo.propsOptions = options;
  memo.propsState = ctx.state;
  memo.propsAttributes = attributes;
  memo.propsHost = host;
  return props;
}

/**
 * This copy's own built-in blocks. The registry is page-wide; where several copies of the kit
 * run in one process with different Reacts (a server rendering Next.js's Pages Router with the
 * app's React and its App Router with Next's own), a built-in block registered by one copy would
 * call the other React's hooks. Each copy renders the built-ins with its own components; the
 * registry still decides whether a name is built in or the site's own.
 */
const ownBlocks = new Map<string, ComponentSpec>();
/** Page-wide registrations by name (a built-in one as this copy has it), cached until the next registration. */
let registrations = new Map<string, ComponentSpec | undefined>();
/** Makes `spec` this copy's own block of its name (`replace`: over one set before: the server's eager widgets). */
export function setOwnBlock(spec: ComponentSpec, replace = false): void {
  if (replace || !ownBlocks.has(spec.name)) ownBlocks.set(spec.name, spec);
  registrations = new Map();
}

onComponentRegistered(() => {
  registrations = new Map();
});
export function registered(name: string): ComponentSpec | undefined {
  if (!registrations.has(name)) {
    const spec = getComponent(name);
    registrations.set(name, spec?.builtIn ? (ownBlocks.get(name) ?? spec) : spec);
  }
  return registrations.get(name);
}

/** The name each repeated item gets: `state.products` → `productsItem`. */
export function itemNameOf(block: BuilderBlock): string {
  const { collection = '', itemName } = block.repeat ?? {};
  if (itemName) return itemName;
  const last =
    collection
      .split('(')[0]
      .split('.')
      .pop()
      ?.replace(/[^\w$]/g, '') ?? '';
  return last ? `${last}Item` : 'item';
}
