/**
 * `<builder-image>`: a responsive image (srcset, lazy loading, aspect ratio).
 *
 * @tag builder-image
 * @csspart base - the block's element
 * @csspart image - the `<img>`
 */
import { imageSpec, imageInputs } from '../src/blocks/image/index.ts';
import { defineBlockElement, type BlockElement } from './block-element.tsx';

defineBlockElement('builder-image', imageSpec, { parts: { image: 'img' } });

declare global {
  interface HTMLElementTagNameMap {
    'builder-image': BlockElement<typeof imageInputs>;
  }
}
