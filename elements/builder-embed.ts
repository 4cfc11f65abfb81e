/**
 * `<builder-embed>`: embed HTML (`content`), its scripts run.
 *
 * @tag builder-embed
 * @csspart base - the block's element
 * @csspart embed - the element holding the HTML
 */
import { embedSpec, embedInputs } from '../src/blocks/embed/index.ts';
import { defineBlockElement, type BlockElement } from './block-element.tsx';

defineBlockElement('builder-embed', embedSpec, { parts: { embed: '.builder-embed' } });

declare global {
  interface HTMLElementTagNameMap {
    'builder-embed': BlockElement<typeof embedInputs>;
  }
}
