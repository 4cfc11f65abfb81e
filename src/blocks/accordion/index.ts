/**
 * The Accordion block's registration: small and eager (name, inputs, tag); the component loads on
 * first use from its own chunk, with its default CSS (./accordion.css.ts), added to the page's
 * default CSS as the chunk loads, before the block first renders. Server renders take that CSS
 * from ../server-css.ts.
 */
import type { ComponentSpec } from '../../core/index.ts';
import type { Accordion } from './accordion.tsx';
import { accordionInputs } from './accordion.inputs.ts';

export { accordionInputs };
export type { AccordionProps } from './accordion.tsx';
export type { AccordionEventMap, AccordionToggleDetail } from './accordion-events.ts';

/** `Builder:Accordion`; `<builder-accordion>` standalone. */
export const accordionSpec: ComponentSpec<typeof Accordion> = {
  name: 'Builder:Accordion',
  friendlyName: 'Accordion',
  tag: 'builder-accordion',
  inputs: accordionInputs,
  load: () => import('./accordion.tsx').then((m) => m.Accordion),
  canHaveChildren: true,
};
