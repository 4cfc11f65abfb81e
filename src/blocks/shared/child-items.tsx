/**
 * A layout block's items taken from its child blocks (`useChildrenForSlides`,
 * `useChildrenForItems`, `useChildrenForTiles`): one item per child, and one per element of a
 * repeated child's collection, each seen in its own scope (`$index`, `$item`, `{name}Item`),
 * the way the renderer scopes a repeat. Shared by the carousel, accordion and masonry.
 */
import type { ReactNode } from 'react';
import { isBlock, type BuilderBlock } from '../../core/index.ts';
import {
  type BlockState,
  evaluate,
  expressionScope,
  itemNameOf,
  RenderContext,
  scopeState,
  useRenderContext,
  type RenderContextValue,
} from '../../render/index.ts';

/** One item: the block to show and, for a repeated child, the state its copy sees. */
export interface ChildItem {
  key: string;
  block: BuilderBlock;
  /** Scoped state of a repeated copy; absent for a plain child. */
  state?: BlockState;
}

const unrepeated = new WeakMap<BuilderBlock, BuilderBlock>();

/** The child without its `repeat` (one object per child, so memoised blocks stay memoised). */
function single(block: BuilderBlock): BuilderBlock {
  let copy = unrepeated.get(block);
  if (!copy) unrepeated.set(block, (copy = { ...block, repeat: null }));
  return copy;
}

/**
 * The items of `parent`'s children. On the server (and while hydrating) a repeated child gives
 * its first item only, like every repeat (spec §4).
 */
export function childItems(parent: BuilderBlock, ctx: RenderContextValue): ChildItem[] {
  const items: ChildItem[] = [];
  (parent.children ?? []).forEach((child, i) => {
    if (!isBlock(child)) return;
    const key = child.id ?? String(i);
    const collection = child.repeat?.collection;
    if (typeof collection !== 'string' || !collection) {
      items.push({ key, block: child });
      return;
    }
    const values = evaluate(collection, expressionScope(child, ctx), child.id ?? 'repeat');
    if (!Array.isArray(values)) return;
    const name = itemNameOf(child);
    const shown = ctx.isServer ? values.slice(0, 1) : values;
    shown.forEach((value, index) => {
      const locals = { [name]: value, $index: index, $item: value, [`$${name}Index`]: index };
      items.push({ key: `${key}:${index}`, block: single(child), state: scopeState(ctx.state, locals) });
    });
  });
  return items;
}

/** Renders `children` in `item`'s scope (a repeated copy sees its own item variables). */
export function InItemScope({ item, children }: { item: ChildItem; children: ReactNode }): ReactNode {
  const ctx = useRenderContext();
  if (!item.state) return children;
  return <RenderContext.Provider value={{ ...ctx, state: item.state }}>{children}</RenderContext.Provider>;
}
