/**
 * The Slot block: inside a symbol, shows the blocks the symbol was given under input `name`
 * (`symbol.data.<name>`, which is in the symbol's state).
 */
import type { BuilderBlock } from '../../core/index.ts';
import { type BlockComponent, Blocks } from '../../render/index.ts';
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
