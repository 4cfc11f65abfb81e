/**
 * `<builder-video>`: an mp4 video, muted autoplay by default, loaded when it nears the screen.
 *
 * @tag builder-video
 * @csspart base - the block's element
 * @csspart video - the `<video>`
 */
import { videoSpec, videoInputs } from '../src/blocks/video/index.ts';
import { defineBlockElement, type BlockElement } from './block-element.tsx';

defineBlockElement('builder-video', videoSpec, { parts: { video: 'video' } });

declare global {
  interface HTMLElementTagNameMap {
    'builder-video': BlockElement<typeof videoInputs>;
  }
}
