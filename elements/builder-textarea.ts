/**
 * `<builder-textarea>`: one `<textarea>`, a real field of an enclosing form.
 *
 * @tag builder-textarea
 * @csspart textarea - the `<textarea>` (light DOM)
 * @cssproperty --builder-input-padding - (10px)
 * @cssproperty --builder-input-border - (1px solid #ccc)
 * @cssproperty --builder-input-radius - (3px)
 */
import { formTextAreaSpec, formTextAreaInputs } from '../src/blocks/form-textarea/index.ts';
import { defineBlockElement, type BlockElement } from './block-element.tsx';

defineBlockElement('builder-textarea', formTextAreaSpec, { lightDom: 'always' });

declare global {
  interface HTMLElementTagNameMap {
    'builder-textarea': BlockElement<typeof formTextAreaInputs>;
  }
}
