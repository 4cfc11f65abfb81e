/**
 * The browser's `Block`: one fiber per block that is not rendered inline in its list (bindings,
 * actions, repeats, components with hooks), which reads the render context, keeps the block's
 * memo and is its error boundary. Its output comes from ./block-render.ts.
 */
import { createElement, PureComponent, type ReactNode } from 'react';
import { isBlock, type BuilderBlock } from '../core/index.ts';
import { logBlockError } from './block-boundary.tsx';
import {
  itemNameOf,
  renderBlock,
  setBlockFiber,
  whereOf,
  type BlockMemo,
  type BlockRenderProps,
} from './block-render.tsx';
import { RenderContext, type RenderContextValue } from './context.ts';
import { evaluate } from './expression/evaluate.ts';
import { expressionScope } from './expression-scope.ts';
import { localize } from './localize.ts';
import { scopeState } from './state.ts';

const unrepeated = new WeakMap<BuilderBlock, BuilderBlock>();

/** A block with a `repeat`: one copy per item of the collection, each in its own scope. */
function Repeat({ block, ctx }: { block: BuilderBlock; ctx: RenderContextValue }): ReactNode {
  const where = block.id ?? 'repeat';
  const items = localize(evaluate(block.repeat!.collection, expressionScope(block, ctx), where), ctx.locale);
  if (!Array.isArray(items)) return null;
  let single = unrepeated.get(block);
  if (!single) unrepeated.set(block, (single = { ...block, repeat: null }));
  const itemName = itemNameOf(block);
  // The server (and the hydrating client) show the first item only (spec §4).
  const shown = ctx.isServer ? items.slice(0, 1) : items;
  return shown.map((item, i) => (
    <RenderContext.Provider
      key={i}
      value={{
        ...ctx,
        state: scopeState(ctx.state, { [itemName]: item, $index: i, $item: item, [`$${itemName}Index`]: i }),
      }}
    >
      <Block block={single} index={i} />
    </RenderContext.Provider>
  ));
}

interface BlockState {
  failed: boolean;
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
  private memo: BlockMemo = {};

  static getDerivedStateFromError(): Partial<BlockState> {
    return { failed: true };
  }

  /** New content for this block gets a fresh try. */
  override componentDidUpdate(previous: BlockRenderProps): void {
    if (this.state.failed && previous.block !== this.props.block) this.setState({ failed: false });
  }

  override componentDidCatch(error: unknown): void {
    logBlockError(whereOf(this.props), error);
  }

  override render(): ReactNode {
    const { block } = this.props;
    if (this.state.failed || !isBlock(block)) return null;
    const ctx = this.context;
    try {
      if (block.repeat?.collection && typeof block.repeat.collection === 'string')
        return <Repeat block={block} ctx={ctx} />;
      return renderBlock(block, ctx, whereOf(this.props), this.memo);
    } catch (error) {
      logBlockError(whereOf(this.props), error);
      return null;
    }
  }
}

setBlockFiber((block, index, key) => createElement(Block, { key, block, index }));
