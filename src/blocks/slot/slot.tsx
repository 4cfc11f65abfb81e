/**
 * The Slot block: inside a symbol, shows the blocks the symbol was given under input `name`
 * (`symbol.data.<name>`, which is in the symbol's state).
 */
import type { ReactNode } from 'react';
import type { BuilderBlock, PropsOf } from '../../core/index.ts';
import {
  blockList,
  useRenderContext,
  type BlockComponent,
  type BlockProps,
  type RenderContextValue,
} from '../../render/index.ts';
import type { slotInputs } from './slot.inputs.ts';

/** The Slot block. */
export const Slot: BlockComponent<typeof slotInputs> = (props) => slotElement(props, useRenderContext());

/** The slot's blocks (no hooks: a server components tree calls it too). */
export function slotElement(
  { name, builderState, builderBlock }: PropsOf<typeof slotInputs> & BlockProps,
  ctx: RenderContextValue,
): ReactNode {
  const blocks = name ? builderState[name] : undefined;
  return (
    <div className="builder-slot" data-builder-slot={name}>
      {blockList(
        {
          blocks: Array.isArray(blocks) ? (blocks as BuilderBlock[]) : undefined,
          path: `symbol.data.${name}`,
          parent: builderBlock.id,
        },
        ctx,
      )}
    </div>
  );
}
