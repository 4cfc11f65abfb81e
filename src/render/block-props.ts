/**
 * What every block component receives, besides its own declared options (`PropsOf<inputs>`).
 * Blocks render nested block lists with `<Blocks>` and single child blocks with `<Block>`
 * (both from `src/render/index.ts`); the render context (state, registry, content root) reaches
 * them through React context, so nothing here is passed down by hand.
 */
import type { ComponentType, ReactNode } from 'react';
import type { InputDeclaration, PropsOf, BuilderBlock } from '../core/index.ts';

/** State visible to a block: content state, repeat item variables, symbol inputs. */
export type BlockState = Record<string, unknown>;

/** Attributes of the block's own element, handed to `noWrap` components to spread on their root. */
export interface BlockAttributes {
  className: string;
  'builder-id'?: string;
  style?: Record<string, string | number>;
  [attribute: string]: unknown;
}

export interface BlockProps {
  /** The block being rendered, as content JSON. */
  builderBlock: BuilderBlock;
  /** The state this block sees. Read it; change it through actions. */
  builderState: BlockState;
  /** Only for `noWrap` components: the element attributes the wrapper would have carried. */
  attributes?: BlockAttributes;
  /**
   * Items given by a custom element's light-DOM children (one per child), used by the
   * `useChildrenFor…` inputs when there is no content to take them from.
   */
  slotted?: ReactNode[];
  /**
   * DOM nodes a custom element rendering into its light DOM was given as children, for the
   * component to place inside its own element (`<builder-form>` puts its fields inside the
   * real `<form>` so the browser's validation and submission see them).
   */
  hostChildren?: Node[];
}

/** A block component typed from its input declarations. */
export type BlockComponent<I extends readonly InputDeclaration[]> = ComponentType<PropsOf<I> & BlockProps>;
