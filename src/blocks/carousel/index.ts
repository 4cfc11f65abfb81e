/**
 * The Carousel block's registration: small and eager (name, inputs, tag); the component loads on
 * first use from its own chunk, with its default CSS (./carousel.css.ts), added to the page's
 * default CSS as the chunk loads, before the block first renders. Server renders take that CSS
 * from ../server-css.ts.
 */
import type { ComponentSpec } from '../../core/index.ts';
import type { Carousel } from './carousel.tsx';
import { carouselInputs } from './carousel.inputs.ts';

export { carouselInputs };
export type { CarouselProps } from './carousel.tsx';
export type { CarouselEventMap, SlideChangeDetail } from './carousel-events.ts';

/** `Builder:Carousel`; `<builder-carousel>` standalone. */
export const carouselSpec: ComponentSpec<typeof Carousel> = {
  name: 'Builder:Carousel',
  friendlyName: 'Carousel',
  tag: 'builder-carousel',
  inputs: carouselInputs,
  load: () => import('./carousel.tsx').then((m) => m.Carousel),
  canHaveChildren: true,
  defaultStyles: { paddingLeft: '30px', paddingRight: '30px', paddingBottom: '30px' },
};
