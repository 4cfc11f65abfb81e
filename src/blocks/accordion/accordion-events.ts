/**
 * The events the Accordion dispatches on its root: they bubble and cross shadow roots, so
 * `<builder-accordion>` (and any ancestor) receives them. The one declaration of them:
 * scripts/elements-typings.mjs copies it into the tags' typings and manifest.
 */

/** The detail of `accordiontoggle`. */
export interface AccordionToggleDetail {
  /** The item, 0-based. */
  index: number;
  /** Whether it is open now. */
  open: boolean;
}

/** The events of the Accordion (and `<builder-accordion>`). */
export interface AccordionEventMap {
  /** An item opened or closed (`detail: { index, open }`). */
  accordiontoggle: CustomEvent<AccordionToggleDetail>;
}
