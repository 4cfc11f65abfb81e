/**
 * `<builder-form>`: a form sent by e-mail through the content service or to the site's own endpoint. It renders into its light DOM and moves its children (fields, `<builder-input>`s, buttons) inside its real `<form>`, so the browser validates and submits them.
 *
 * @tag builder-form
 * @events FormEventMap - the events it fires, with their details (src/blocks/form/form-events.ts)
 * @slot - the form's fields and buttons
 * @csspart form - the `<form>`, with `form--unsubmitted|sending|success|error` (light DOM: style it as `builder-form [part~=form]`)
 * @csspart message - the message of the current state, with `message--<state>`
 * @csspart error-text - the server's answer shown on error
 * @cssproperty --builder-form-error-color - colour of the error text (#c00)
 */
import { formSpec, formInputs } from '../src/blocks/form/index.ts';
import { defineBlockElement, type BlockElement } from './block-element.tsx';

defineBlockElement('builder-form', formSpec, { lightDom: 'always', hostChildren: true });

declare global {
  interface HTMLElementTagNameMap {
    'builder-form': BlockElement<typeof formInputs>;
  }
}
