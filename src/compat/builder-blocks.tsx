/**
 * Gen 1's `BuilderBlocks` over the kit's `Blocks`: `parentElementId` (or `parent`) and `dataPath`
 * name the list for the editor, as Gen 1 resolves them (`this.x` → `x`; any other path is under
 * `component.options.`).
 */
import { isValidElement, type CSSProperties, type ReactNode } from 'react';
import type { BuilderBlock } from '../core/index.ts';
import { Blocks } from '../render/index.ts';

export interface BuilderBlocksProps {
  /** The blocks to render (React elements in the list render as they are). */
  blocks?: readonly BuilderBlock[] | readonly ReactNode[] | ReactNode;
  /** Id of the block that owns the list. */
  parentElementId?: string;
  /** The owning block (its `id` is used when `parentElementId` is not given). */
  parent?: { id?: string };
  /** Where the list lives in the owning block: `component.options.columns.0.blocks`, `columns.0.blocks`, `this.children`. */
  dataPath?: string;
  /** Marks a nested list (`builder-blocks-child`). */
  child?: boolean;
  className?: string;
  style?: CSSProperties;
  /** Accepted for Gen 1's signature; ignored. */
  fieldName?: string;
  /** Accepted for Gen 1's signature; ignored. */
  emailMode?: boolean;
  /** Accepted for Gen 1's signature; ignored. */
  size?: unknown;
}

/** `dataPath` as the editor reads it. */
export function editorPath(dataPath: string | undefined): string | undefined {
  const path = dataPath?.trim();
  if (!path) return undefined;
  if (path.startsWith('this.')) return path.slice('this.'.length);
  return path.startsWith('component.options.') ? path : `component.options.${path}`;
}

/**
 * Renders a list of blocks in a `div.builder-blocks` (plus `no-blocks` when empty,
 * `builder-blocks-child` for `child`).
 * @example <BuilderBlocks parentElementId={builderBlock.id} dataPath={`component.options.tabs.${i}.content`} blocks={tab.content} />
 */
export function BuilderBlocks(props: BuilderBlocksProps): ReactNode {
  const { blocks } = props;
  const list = (Array.isArray(blocks) ? blocks : isValidElement(blocks) ? [blocks] : undefined) as
    BuilderBlock[] | undefined;
  const className = [!list?.length && 'no-blocks', props.child && 'builder-blocks-child', props.className]
    .filter(Boolean)
    .join(' ');
  return (
    <Blocks
      blocks={list}
      path={editorPath(props.dataPath)}
      parent={props.parentElementId ?? props.parent?.id}
      className={className || undefined}
      style={props.style}
    />
  );
}
