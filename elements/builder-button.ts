/**
 * `<builder-button>`: a button, or a link styled as one when it has a `link`.
 *
 * @tag builder-button
 * @csspart base - the block's element
 * @csspart button - the `<button>` or `<a>` (the same element as base)
 */
import { buttonSpec, buttonInputs } from '../src/blocks/button/index.ts';
import { defineBlockElement, type BlockElement } from './block-element.tsx';

defineBlockElement('builder-button', buttonSpec, { parts: { button: '.builder-button' } });

declare global {
  interface HTMLElementTagNameMap {
    'builder-button': BlockElement<typeof buttonInputs>;
  }
}
