/**
 * `<builder-columns>`: columns of blocks (`columns` is JSON: `[{ "blocks": [...], "width": 50 }]`), stacked on small screens.
 *
 * @tag builder-columns
 * @csspart base - the block's element
 * @csspart columns - the row
 * @csspart column - each column
 */
import { columnsSpec, columnsInputs } from '../src/blocks/columns/index.ts';
import { defineBlockElement, type BlockElement } from './block-element.tsx';

defineBlockElement('builder-columns', columnsSpec, {
  parts: { columns: '.builder-columns', column: '.builder-column' },
});

declare global {
  interface HTMLElementTagNameMap {
    'builder-columns': BlockElement<typeof columnsInputs>;
  }
}
