/**
 * `<builder-submit-button>`: a submit `<button>` for an enclosing form.
 *
 * @tag builder-submit-button
 * @csspart submit - the `<button>` (light DOM)
 * @cssproperty --builder-submit-color - background (#3898ec)
 * @cssproperty --builder-submit-text-color - (#fff)
 * @cssproperty --builder-submit-padding - (15px 25px)
 * @cssproperty --builder-submit-radius - (4px)
 */
import { formSubmitButtonSpec, formSubmitButtonInputs } from '../src/blocks/form-submit-button/index.ts';
import { defineBlockElement, type BlockElement } from './block-element.tsx';

defineBlockElement('builder-submit-button', formSubmitButtonSpec, { lightDom: 'always' });

declare global {
  interface HTMLElementTagNameMap {
    'builder-submit-button': BlockElement<typeof formSubmitButtonInputs>;
  }
}
