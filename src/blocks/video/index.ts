/**
 * The Video block's registration: small and eager (name, inputs, tag); the component loads on
 * first use from its own chunk, with its default CSS (./video.css.ts), added to the page's default
 * CSS as the chunk loads, before the block first renders. Server renders take that CSS from
 * ../server-css.ts.
 */
import type { ComponentSpec } from '../../core/index.ts';
import type { Video } from './video.tsx';
import { videoInputs } from './video.inputs.ts';

export { videoInputs };

/** `Video`: an mp4, lazy loaded, muted autoplay by default; `<builder-video>` standalone. */
export const videoSpec: ComponentSpec<typeof Video> = {
  name: 'Video',
  tag: 'builder-video',
  inputs: videoInputs,
  load: () => import('./video.tsx').then((m) => m.Video),
  canHaveChildren: true,
  defaultStyles: { position: 'relative', minHeight: '20px', minWidth: '20px' },
};
