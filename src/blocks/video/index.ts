/**
 * The Video block's registration: small and eager (name, inputs, tag, CSS); the component
 * loads on first use from its own chunk.
 */
import type { ComponentSpec } from '../../core/index.ts';
import type { Video } from './video.tsx';
import { videoCss } from './video.css.ts';
import { videoInputs } from './video.inputs.ts';

export { videoInputs };

/** `Video`: an mp4, lazy loaded, muted autoplay by default; `<builder-video>` standalone. */
export const videoSpec: ComponentSpec<typeof Video> = {
  name: 'Video',
  tag: 'builder-video',
  inputs: videoInputs,
  load: () => import('./video.tsx').then((m) => m.Video),
  canHaveChildren: true,
  css: videoCss,
  defaultStyles: { position: 'relative', minHeight: '20px', minWidth: '20px' },
};
