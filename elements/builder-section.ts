/**
 * `<builder-section>`: a full-width section whose content is at most `max-width` wide.
 *
 * @tag builder-section
 * @csspart base - the block's element
 * @csspart section - the `<section>`
 */
import { sectionSpec, sectionInputs } from '../src/blocks/section/index.ts';
import { defineBlockElement, type BlockElement } from './block-element.tsx';

defineBlockElement('builder-section', sectionSpec, { parts: { section: 'section' } });

declare global {
  interface HTMLElementTagNameMap {
    'builder-section': BlockElement<typeof sectionInputs>;
  }
}
