/**
 * The Accordion block's registration: small and eager (name, inputs, tag, CSS); the component
 * itself loads on first use from its own chunk.
 */
import type { ComponentSpec } from '../../core/index.ts';
import type { Accordion } from './accordion.tsx';
import { accordionCss } from './accordion.css.ts';
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
  css: accordionCss,
  canHaveChildren: true,
};
