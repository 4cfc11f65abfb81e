/**
 * `<builder-symbol>`: reusable content: `symbol` is JSON, `{ "model": "symbol", "entry": "<id>" }` to fetch one, or `{ "content": {...} }` inline.
 *
 * @tag builder-symbol
 * @csspart base - the block's element
 */
import { symbolSpec, symbolInputs } from '../src/blocks/symbol/index.ts';
import { defineBlockElement, type BlockElement } from './block-element.tsx';

defineBlockElement('builder-symbol', symbolSpec);

declare global {
  interface HTMLElementTagNameMap {
    'builder-symbol': BlockElement<typeof symbolInputs>;
  }
}
