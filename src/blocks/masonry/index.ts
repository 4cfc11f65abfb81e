/**
 * The Masonry block's registration: small and eager (name, inputs, tag, CSS); the component
 * itself loads on first use from its own chunk.
 */
import type { ComponentSpec } from '../../core/index.ts';
import type { Masonry } from './masonry.tsx';
import { masonryCss } from './masonry.css.ts';
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
  css: masonryCss,
  canHaveChildren: true,
};
