/**
 * One block: repeat expansion, bindings, show/hide, actions, the element with its attributes,
 * the component or the child blocks. The hot path reads the render context once, and the
 * element parts of blocks without bindings or actions are computed once per block.
 */
import { createElement, PureComponent, type ReactElement, type ReactNode } from 'react';
import { getComponent, type ComponentSpec } from '../core/components.ts';
import { isBlock, type BuilderBlock } from '../core/types.ts';
import { attributesOf, reactEventName, setPath, tagOf, VOID_TAGS, type BoundBlock } from './block-attributes.ts';
import { logBlockError, warnOnce } from './block-boundary.tsx';
import type { BlockAttributes, BlockProps as ComponentBlockProps } from './block-props.ts';
import { componentOptions, resolveComponent } from './component-options.tsx';
import { RenderContext, type RenderContextValue } from './context.ts';
import { evaluate, type ExpressionScope } from './expression/evaluate.ts';
import { expressionGlobals } from './sdk.ts';
import { scopeState } from './state.ts';

export interface BlockRenderProps {
  /** The block to render, as content JSON. */
  block: BuilderBlock;
  /** Position among its siblings. */
  index?: number;
}

/** What expressions inside `block` see. */
export function expressionScope(block: BuilderBlock, ctx: RenderContextValue, event?: unknown): ExpressionScope {
  return { state: ctx.state, context: ctx.context, block, event, ...expressionGlobals() };
}

/** The block with each binding's value set at its path. */
function bind(block: BuilderBlock, ctx: RenderContextValue, where: string): BoundBlock {
  let bound = block as BoundBlock;
  const scope = expressionScope(block, ctx);
  for (const path in block.bindings) {
    const code = block.bindings[path];
    if (typeof code === 'string' && code.trim()) bound = setPath(bound, path, evaluate(code, scope, where));
  }
  return bound;
}

/** React handlers running the block's `actions` against state. */
function handlers(block: BuilderBlock, ctx: RenderContextValue, where: string): Record<string, (event: unknown) => void> {
  const out: Record<string, (event: unknown) => void> = {};
  for (const name in block.actions) {
    const code = block.actions[name];
    if (typeof code === 'string' && code.trim()) out[reactEventName(name)] = (event) => void evaluate(code, expressionScope(block, ctx, event), where);
  }
  return out;
}

/** The child blocks of a block without a component. */
function childBlocks(block: BuilderBlock): ReactNode {
  const children = block.children;
  if (!Array.isArray(children) || !children.length) return null;
  return children.map((child, i) => createElement(Block, { key: keyOf(child, i), block: child, index: i }));
}

/** A React key for the `i`th block of a list. */
export function keyOf(block: unknown, i: number): string {
  const id = isBlock(block) ? block.id : undefined;
  return id ? `${id}:${i}` : String(i);
}

/** Element attributes and tag of blocks without bindings or actions: the same on every render. */
const staticParts = new WeakMap<BuilderBlock, { attributes: BlockAttributes; tag: string }>();

function elementParts(block: BuilderBlock, ctx: RenderContextValue, where: string): { bound: BoundBlock; attributes: BlockAttributes; tag: string } | null {
  if (!block.bindings && !block.actions) {
    let parts = staticParts.get(block);
    if (!parts) {
      const attributes = attributesOf(block as BoundBlock);
      staticParts.set(block, (parts = { attributes, tag: tagOf(block as BoundBlock, attributes) }));
    }
    return 'show' in block || 'hide' in block ? withVisibility(block as BoundBlock, parts) : { bound: block as BoundBlock, ...parts };
  }
  const bound = block.bindings ? bind(block, ctx, where) : (block as BoundBlock);
  const attributes = attributesOf(bound);
  if (block.actions) Object.assign(attributes, handlers(block, ctx, where));
  return withVisibility(bound, { attributes, tag: tagOf(bound, attributes) });
}

/** `null` when the bound block is hidden (`hide` truthy, or `show` present and falsy). */
function withVisibility(bound: BoundBlock, parts: { attributes: BlockAttributes; tag: string }) {
  return bound.hide || ('show' in bound && !bound.show) ? null : { bound, ...parts };
}

function renderBlock(block: BuilderBlock, ctx: RenderContextValue, where: string): ReactNode {
  const parts = elementParts(block, ctx, where);
  if (!parts) return null;
  const { bound, attributes, tag } = parts;
  const wrap = (children: ReactNode): ReactElement => {
    if (tag === 'a' && ctx.renderLink) return <>{ctx.renderLink({ ...attributes, children })}</>;
    return createElement(tag, attributes, VOID_TAGS.has(tag) ? undefined : children);
  };
  const component = bound.component;
  if (!component?.name) return wrap(childBlocks(block));
  if (component.tag && /^[a-z][\w-]*$/i.test(component.tag)) return wrap(createElement(component.tag, component.options));

  const spec = ctx.components?.get(component.name) ?? getComponent(component.name);
  const Component = spec && resolveComponent(spec as ComponentSpec);
  if (!spec || !Component) {
    warnOnce(`missing:${component.name}`, `Missing registration for ${component.name}, have you included the registration in your bundle? (block ${where} renders its children only)`);
    return wrap(childBlocks(block));
  }
  const props: Record<string, unknown> & ComponentBlockProps = {
    ...componentOptions(spec as ComponentSpec, bound, ctx, where),
    builderBlock: block,
    builderState: ctx.state,
  };
  if (spec.noWrap) props.attributes = attributes;
  const rendered = createElement(Component, props);
  return spec.noWrap ? rendered : wrap(rendered);
}

/** The name each repeated item gets: `state.products` → `productsItem`. */
export function itemNameOf(block: BuilderBlock): string {
  const { collection = '', itemName } = block.repeat ?? {};
  if (itemName) return itemName;
  const last = collection.split('(')[0].split('.').pop()?.replace(/[^\w$]/g, '') ?? '';
  return last ? `${last}Item` : 'item';
}

const unrepeated = new WeakMap<BuilderBlock, BuilderBlock>();

/** A block with a `repeat`: one copy per item of the collection, each in its own scope. */
function Repeat({ block, ctx }: { block: BuilderBlock; ctx: RenderContextValue }): ReactNode {
  const where = block.id ?? 'repeat';
  const items = evaluate(block.repeat!.collection, expressionScope(block, ctx), where);
  if (!Array.isArray(items)) return null;
  let single = unrepeated.get(block);
  if (!single) unrepeated.set(block, (single = { ...block, repeat: null }));
  const itemName = itemNameOf(block);
  // The server (and the hydrating client) show the first item only (spec §4).
  const shown = ctx.isServer ? items.slice(0, 1) : items;
  return shown.map((item, i) => (
    <RenderContext.Provider
      key={i}
      value={{ ...ctx, state: scopeState(ctx.state, { [itemName]: item, $index: i, $item: item, [`$${itemName}Index`]: i }) }}
    >
      <Block block={single} index={i} />
    </RenderContext.Provider>
  ));
}

interface BlockState {
  failed: boolean;
  block?: BuilderBlock;
}

/**
 * Renders one block: repeat, bindings, show/hide, actions, its element (`tagName`, default
 * `div`) with `builder-id` and classes `<id> builder-block`, and its component or children.
 * A block that fails renders nothing and logs one error naming its id; its siblings render.
 * One class fiber per block is the context read, the memo and the error boundary at once.
 */
export class Block extends PureComponent<BlockRenderProps, BlockState> {
  static override contextType = RenderContext;
  declare context: RenderContextValue;
  override state: BlockState = { failed: false };

  static getDerivedStateFromError(): Partial<BlockState> {
    return { failed: true };
  }

  /** New content for this block gets a fresh try. */
  static getDerivedStateFromProps(props: BlockRenderProps, state: BlockState): Partial<BlockState> | null {
    return props.block === state.block ? null : { block: props.block, failed: false };
  }

  override componentDidCatch(error: unknown): void {
    logBlockError(this.where(), error);
  }

  private where(): string {
    return this.props.block?.id ?? `#${this.props.index ?? 0}`;
  }

  override render(): ReactNode {
    const { block } = this.props;
    if (this.state.failed || !isBlock(block)) return null;
    const ctx = this.context;
    try {
      if (block.repeat?.collection && typeof block.repeat.collection === 'string') return <Repeat block={block} ctx={ctx} />;
      return renderBlock(block, ctx, this.where());
    } catch (error) {
      logBlockError(this.where(), error);
      return null;
    }
  }
}
