import { setViewport } from '@web/test-runner-commands';
import { expect } from 'chai';
import { BLOCK_TYPE, type BuilderBlock } from '../../core/types.ts';
import { waitFor } from '../../../test/helpers/browser.ts';
import { showContent } from '../../../test/helpers/browser-render.tsx';

// Answered by the local content service with a small mp4.
const MP4 = 'https://cdn.builder.io/o/assets%2Fspace%2Fclip%2Fcompressed?alt=media&optimized=true';

const style = (extra: Record<string, string>) => ({
  large: {
    display: 'flex',
    flexDirection: 'column',
    position: 'relative',
    flexShrink: '0',
    boxSizing: 'border-box',
    ...extra,
  },
});

const caption = (id: string): BuilderBlock => ({
  '@type': BLOCK_TYPE,
  id,
  component: { name: 'Text', options: { text: '<p>over the video</p>' } },
  responsiveStyles: style({ marginTop: '20px' }),
});

/** A Video block as the editor makes one: a centred box of `maxWidth`, a caption child. */
function videoBlock(
  id: string,
  maxWidth: string,
  options: Record<string, unknown>,
  block: Partial<BuilderBlock> = {},
): BuilderBlock {
  return {
    '@type': BLOCK_TYPE,
    id,
    class: 'some-class',
    component: { name: 'Video', options: { video: MP4, fitContent: false, fit: 'cover', ...options } },
    children: [caption(`${id}-caption`)],
    responsiveStyles: style({
      marginTop: '20px',
      minHeight: '20px',
      minWidth: '20px',
      width: '100%',
      maxWidth,
      marginLeft: 'auto',
      marginRight: 'auto',
    }),
    ...block,
  };
}

const show = (blocks: BuilderBlock[]) => showContent(blocks, 'video', { id: 'video-test' });

describe('Video in Chromium', () => {
  before(() => setViewport({ width: 1280, height: 720 }));

  it('fills its block at the aspect ratio, over the block width, with its children on top', async () => {
    const host = await show([
      {
        '@type': BLOCK_TYPE,
        id: 'builder-box',
        responsiveStyles: style({ height: '596px' }),
        children: [videoBlock('builder-v1', '152px', { aspectRatio: 1.3295 })],
      },
      videoBlock('builder-v2', '1249px', { aspectRatio: 0.1115, fit: 'contain' }),
      videoBlock('builder-v3', '744px', { aspectRatio: 0.3498, controls: true }),
      videoBlock(
        'builder-v4',
        '152px',
        { aspectRatio: 1.3295 },
        { tagName: 'a', properties: { href: 'https://example.com/', target: '_blank' } },
      ),
    ]);
    const videos = [...host.querySelectorAll('video')];
    expect(videos).to.have.length(4);
    const looks = videos.map((video) => {
      const css = getComputedStyle(video);
      return [css.width, css.objectFit, css.borderRadius, css.position];
    });
    expect(looks).to.deep.equal([
      ['152px', 'cover', '1px', 'absolute'],
      ['1249px', 'contain', '1px', 'absolute'],
      ['744px', 'cover', '1px', 'absolute'],
      ['152px', 'cover', '1px', 'absolute'],
    ]);
    expect(videos[0].getBoundingClientRect().height).to.be.closeTo(152 * 1.3295, 0.5);
    const boxes = host.querySelectorAll('.some-class');
    expect(boxes).to.have.length(host.querySelectorAll('.builder-video').length);
    for (const box of boxes) {
      const text = box.querySelector<HTMLElement>('.builder-text p')!;
      expect(text.textContent).to.equal('over the video');
      // The caption is what a visitor sees at its centre, not the video under it.
      const rect = text.getBoundingClientRect();
      expect(rect.width).to.be.greaterThan(0);
      box.scrollIntoView();
      const { left, top, width, height } = text.getBoundingClientRect();
      expect(text.contains(document.elementFromPoint(left + Math.min(width, 20) / 2, top + height / 2))).to.equal(true);
    }
  });

  it('asks for the video only when it nears the viewport', async () => {
    const host = await show([
      { '@type': BLOCK_TYPE, id: 'builder-spacer', responsiveStyles: style({ height: '2000px' }) },
      videoBlock('builder-lazy', '400px', {
        aspectRatio: 0.5,
        lazyLoad: true,
        posterImage: 'https://cdn.builder.io/api/v1/image/assets%2Fspace%2Fposter',
      }),
    ]);
    const video = host.querySelector('video')!;
    expect(video.querySelector('source')?.getAttribute('src'), 'src before scrolling').to.equal(null);
    expect(video.networkState).to.not.be.oneOf([HTMLMediaElement.NETWORK_IDLE, HTMLMediaElement.NETWORK_LOADING]);
    video.scrollIntoView();
    await waitFor(() => video.querySelector('source[src]'), 'the source');
    await waitFor(() => video.currentSrc === MP4, 'the video to start loading');
    expect(video.querySelector('source')!.getAttribute('src')).to.equal(MP4);
  });
});
