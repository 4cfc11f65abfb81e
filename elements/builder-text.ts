/**
 * `<builder-text>`: rich text (`text` is HTML).
 *
 * @tag builder-text
 * @csspart base - the block's element
 * @csspart text - the text's element
 */
import { textSpec, textInputs } from '../src/blocks/text/index.ts';
import { defineBlockElement, type BlockElement } from './block-element.tsx';

defineBlockElement('builder-text', textSpec, { parts: { text: '.builder-text' } });

declare global {
  interface HTMLElementTagNameMap {
    'builder-text': BlockElement<typeof textInputs>;
  }
}
