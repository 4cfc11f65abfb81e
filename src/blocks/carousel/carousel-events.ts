/**
 * The events the Carousel dispatches on its root: they bubble and cross shadow roots, so
 * `<builder-carousel>` (and any ancestor) receives them. The one declaration of them:
 * scripts/elements-typings.mjs copies it into the tags' typings and manifest.
 */

/** The detail of `slidechange`. */
export interface SlideChangeDetail {
  /** The first shown slide, 0-based. */
  index: number;
}

/** The events of the Carousel (and `<builder-carousel>`). */
export interface CarouselEventMap {
  /** The first shown slide changed (`detail.index`, 0-based). */
  slidechange: CustomEvent<SlideChangeDetail>;
}
