/** The Core:Fragment block: its child blocks, with no element of its own. */
import { Block, keyOf, type BlockComponent } from '../../render/index.ts';
import type { fragmentInputs } from './fragment.inputs.ts';

/** The Core:Fragment block. */
export const Fragment: BlockComponent<typeof fragmentInputs> = ({ builderBlock }) => {
  const children = Array.isArray(builderBlock.children) ? builderBlock.children : [];
  return <>{children.map((child, i) => <Block key={keyOf(child, i)} block={child} index={i} />)}</>;
};
