/**
 * `<builder-custom-code>`: custom HTML (`code`), its scripts run.
 *
 * @tag builder-custom-code
 * @csspart base - the block's element
 * @csspart code - the element holding the HTML
 */
import { customCodeSpec, customCodeInputs } from '../src/blocks/custom-code/index.ts';
import { defineBlockElement, type BlockElement } from './block-element.tsx';

defineBlockElement('builder-custom-code', customCodeSpec, { parts: { code: '.builder-custom-code' } });

declare global {
  interface HTMLElementTagNameMap {
    'builder-custom-code': BlockElement<typeof customCodeInputs>;
  }
}
