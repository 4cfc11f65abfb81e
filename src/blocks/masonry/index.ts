/**
 * The Masonry block's registration: small and eager (name, inputs, tag); the component loads on
 * first use from its own chunk, with its default CSS (./masonry.css.ts), added to the page's
 * default CSS as the chunk loads, before the block first renders. Server renders take that CSS
 * from ../server-css.ts.
 */
import type { ComponentSpec } from '../../core/index.ts';
import type { Masonry } from './masonry.tsx';
import { masonryInputs } from './masonry.inputs.ts';

export { masonryInputs };
export type { MasonryProps } from './masonry.tsx';

/** `Builder:Masonry`; `<builder-masonry>` standalone. */
export const masonrySpec: ComponentSpec<typeof Masonry> = {
  name: 'Builder:Masonry',
  friendlyName: 'Masonry',
  tag: 'builder-masonry',
  inputs: masonryInputs,
  load: () => import('./masonry.tsx').then((m) => m.Masonry),
  canHaveChildren: true,
};
