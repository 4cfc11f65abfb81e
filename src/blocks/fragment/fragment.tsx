/** The Core:Fragment block: its child blocks, with no element of its own. */
import type { ReactNode } from 'react';
import {
  blockNodes,
  useRenderContext,
  type BlockComponent,
  type BlockProps,
  type RenderContextValue,
} from '../../render/index.ts';
import type { fragmentInputs } from './fragment.inputs.ts';

/** The Core:Fragment block. */
export const Fragment: BlockComponent<typeof fragmentInputs> = (props) => fragmentElement(props, useRenderContext());

/** The child blocks (no hooks: a server components tree calls it too). */
export function fragmentElement({ builderBlock }: BlockProps, ctx: RenderContextValue): ReactNode {
  return Array.isArray(builderBlock.children) ? blockNodes(builderBlock.children, ctx) : null;
}
