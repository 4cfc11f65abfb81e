/**
 * `<builder-label>`: a `<label>` (`text` is HTML) that also holds its children, so a field inside it is labelled by it.
 *
 * @tag builder-label
 * @slot - a field the label holds
 * @csspart label - the `<label>` (light DOM)
 */
import { formLabelSpec, formLabelInputs } from '../src/blocks/form-label/index.ts';
import { defineBlockElement, type BlockElement } from './block-element.tsx';

defineBlockElement('builder-label', formLabelSpec, { lightDom: 'always', hostChildren: true });

declare global {
  interface HTMLElementTagNameMap {
    'builder-label': BlockElement<typeof formLabelInputs>;
  }
}
