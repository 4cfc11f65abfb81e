/**
 * `<builder-input>`: one `<input>`, rendered into the light DOM so it is a real field of an enclosing form.
 *
 * @tag builder-input
 * @csspart input - the `<input>` (light DOM: `builder-input [part~=input]`)
 * @cssproperty --builder-input-padding - (10px)
 * @cssproperty --builder-input-border - (1px solid #ccc)
 * @cssproperty --builder-input-radius - (3px)
 */
import { formInputSpec, formInputInputs } from '../src/blocks/form-input/index.ts';
import { defineBlockElement, type BlockElement } from './block-element.tsx';

defineBlockElement('builder-input', formInputSpec, { lightDom: 'always' });

declare global {
  interface HTMLElementTagNameMap {
    'builder-input': BlockElement<typeof formInputInputs>;
  }
}
