/**
 * A list of blocks in a `div.builder-blocks`: the root list of a content entry, and every list
 * a block keeps in its options (columns, slides, tabs…) or children.
 */
import { useContext, type CSSProperties, type ReactNode } from 'react';
import type { BuilderBlock } from '../core/index.ts';
import { blockNodes } from './block-render.tsx';
import './block.tsx'; // the fiber of blocks not rendered inline
import { RenderContext, type RenderContextValue } from './context.ts';

export interface BlocksProps {
  /** The blocks to render; anything that is not an array renders an empty list. */
  blocks: readonly BuilderBlock[] | undefined | null;
  /** Where the list lives in its parent block (`component.options.columns.0.blocks`), for the editor. */
  path?: string;
  /** Id of the block that owns the list, for the editor. */
  parent?: string;
  className?: string;
  style?: CSSProperties;
}

/**
 * Renders `blocks` in a `div.builder-blocks`.
 * @example <Blocks blocks={column.blocks} path={`component.options.columns.${i}.blocks`} parent={builderBlock.id} />
 */
export function Blocks(props: BlocksProps): ReactNode {
  return blockList(props, useContext(RenderContext));
}

/**
 * The same list as {@link Blocks}, for a block that renders inline and has the render context
 * at hand: called as a function, it adds no fiber of its own.
 */
export function blockList({ blocks, path, parent, className, style }: BlocksProps, ctx: RenderContextValue): ReactNode {
  return (
    <div
      className={className ? `builder-blocks ${className}` : 'builder-blocks'}
      builder-path={path}
      builder-parent-id={parent}
      style={style}
    >
      {Array.isArray(blocks) ? blockNodes(blocks, ctx) : undefined}
    </div>
  );
}
