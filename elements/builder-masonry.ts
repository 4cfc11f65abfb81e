/**
 * `<builder-masonry>`: tiles in columns of `column-width`, packed (each child is one tile by default, or `tiles` as JSON); its code loads on first use.
 *
 * @tag builder-masonry
 * @slot - the tiles (one per child)
 * @csspart base - the grid
 * @csspart tile - each tile
 */
import { masonrySpec, masonryInputs } from '../src/blocks/masonry/index.ts';
import { defineBlockElement, type BlockElement } from './block-element.tsx';

defineBlockElement('builder-masonry', masonrySpec, { componentParts: true, childItems: true });

declare global {
  interface HTMLElementTagNameMap {
    'builder-masonry': BlockElement<typeof masonryInputs>;
  }
}
