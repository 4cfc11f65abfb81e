/** The Video block's registration. */
import type { ComponentSpec } from '../../core/components.ts';
import { Video, videoCss } from './video.tsx';
import { videoInputs } from './video.inputs.ts';

export { Video, videoInputs };

/** `Video`: an mp4, lazy loaded, muted autoplay by default; `<builder-video>` standalone. */
export const videoSpec: ComponentSpec<typeof Video> = {
  name: 'Video',
  tag: 'builder-video',
  inputs: videoInputs,
  component: Video,
  canHaveChildren: true,
  css: videoCss,
  defaultStyles: { position: 'relative', minHeight: '20px', minWidth: '20px' },
};
