/**
 * The Slot block: inside a symbol, shows the blocks the symbol was given under input `name`
 * (`symbol.data.<name>`, which is in the symbol's state).
 */
import type { BuilderBlock } from '../../core/types.ts';
import type { BlockComponent } from '../../render/block-props.ts';
import { Blocks } from '../../render/blocks.tsx';
import type { slotInputs } from './slot.inputs.ts';

/** The Slot block. */
export const Slot: BlockComponent<typeof slotInputs> = ({ name, builderState, builderBlock }) => {
  const blocks = name ? builderState[name] : undefined;
  return (
    <div className="builder-slot" data-builder-slot={name}>
      <Blocks blocks={Array.isArray(blocks) ? (blocks as BuilderBlock[]) : undefined} path={`symbol.data.${name}`} parent={builderBlock.id} />
    </div>
  );
};
