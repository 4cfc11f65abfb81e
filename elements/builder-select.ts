/**
 * `<builder-select>`: one `<select>` (`options` is JSON: `[{ "value": "a", "name": "Shown text" }]`), a real field of an enclosing form.
 *
 * @tag builder-select
 * @csspart select - the `<select>` (light DOM)
 * @cssproperty --builder-input-padding - (10px)
 * @cssproperty --builder-input-border - (1px solid #ccc)
 * @cssproperty --builder-input-radius - (3px)
 */
import { formSelectSpec, formSelectInputs } from '../src/blocks/form-select/index.ts';
import { defineBlockElement, type BlockElement } from './block-element.tsx';

defineBlockElement('builder-select', formSelectSpec, { lightDom: 'always' });

declare global {
  interface HTMLElementTagNameMap {
    'builder-select': BlockElement<typeof formSelectInputs>;
  }
}
