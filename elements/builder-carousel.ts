/**
 * `<builder-carousel>`: slides that page by arrows, dots, swipe or autoplay (`slides` is JSON:
 * `[{ "content": [blocks] }]`, or with `use-children-for-slides` each child is one slide); its
 * code loads the first time a carousel shows.
 *
 * @tag builder-carousel
 * @events CarouselEventMap - the events it fires, with their details (src/blocks/carousel/carousel-events.ts)
 * @slot - with `use-children-for-slides`: the slides, one per child
 * @csspart base - the carousel
 * @csspart slide - each slide
 * @csspart prev - the "previous" button
 * @csspart next - the "next" button
 * @csspart dots - the row of dots
 * @csspart dot - each dot, with `dot--active`
 * @csspart rotation - the button that pauses and resumes autoplay
 * @cssproperty --builder-carousel-control-color - arrows (inherit)
 * @cssproperty --builder-carousel-dot-color - dots (currentColor)
 * @cssproperty --builder-carousel-duration - slide animation (.4s)
 * @cssproperty --builder-focus-color - focus ring (#1a73e8)
 */
import { carouselInputs, carouselSpec } from '../src/blocks/carousel/index.ts';
import { defineBlockElement, type BlockElement } from './block-element.tsx';

defineBlockElement('builder-carousel', carouselSpec, { componentParts: true, childItems: true });

declare global {
  interface HTMLElementTagNameMap {
    'builder-carousel': BlockElement<typeof carouselInputs>;
  }
}
