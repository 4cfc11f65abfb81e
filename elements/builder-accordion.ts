/**
 * `<builder-accordion>`: items that open and close (`items` is JSON: `[{ "title": [blocks], "detail": [blocks] }]`, or with `use-children-for-items` the children in pairs: title, detail, title, detail…); its code loads on first use.
 *
 * @tag builder-accordion
 * @events AccordionEventMap - the events it fires, with their details (src/blocks/accordion/accordion-events.ts)
 * @slot - with `use-children-for-items`: titles and details, alternating
 * @csspart base - the accordion
 * @csspart title - each title, with `title--open`
 * @csspart trigger - the button inside each title
 * @csspart detail - each detail, with `detail--open`
 * @cssproperty --builder-accordion-duration - open/close animation (.25s)
 * @cssproperty --builder-focus-color - focus ring (#1a73e8)
 */
import { accordionSpec, accordionInputs } from '../src/blocks/accordion/index.ts';
import { defineBlockElement, type BlockElement } from './block-element.tsx';

defineBlockElement('builder-accordion', accordionSpec, { componentParts: true, childItems: true });

declare global {
  interface HTMLElementTagNameMap {
    'builder-accordion': BlockElement<typeof accordionInputs>;
  }
}
