// @vitest-environment happy-dom
import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from '../../../test/helpers/happy-dom-render.tsx';
import { defaultsOf } from '../../core/inputs.ts';
import { BLOCK_TYPE, type BuilderBlock } from '../../core/types.ts';
import { videoInputs } from './index.ts';
import { Video } from './video.tsx';

const MP4 = 'https://cdn.builder.io/o/assets%2Fa%2Fb%2Fcompressed?alt=media';
const child: BuilderBlock = { '@type': BLOCK_TYPE, id: 'builder-child' };

/** An IntersectionObserver the test moves into view by hand. */
let observed: { callback: IntersectionObserverCallback; element?: Element }[] = [];
class FakeIntersectionObserver {
  constructor(callback: IntersectionObserverCallback) {
    observed.push({ callback });
  }
  observe(element: Element) {
    observed.at(-1)!.element = element;
  }
  disconnect() {
    observed = observed.filter((o) => o.element && false);
  }
}
function scrollIntoView() {
  act(() => {
    for (const { callback, element } of observed) {
      callback(
        [{ isIntersecting: true, target: element } as unknown as IntersectionObserverEntry],
        {} as IntersectionObserver,
      );
    }
  });
}

beforeEach(() => {
  observed = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
});

const renderVideo = (options: Record<string, unknown>, block: Partial<BuilderBlock> = {}): Promise<HTMLElement> =>
  render(
    <Video
      {...defaultsOf(videoInputs)}
      {...options}
      builderBlock={{ '@type': BLOCK_TYPE, id: 'builder-v', ...block }}
      builderState={{}}
    />,
  );

const videoOf = (container: HTMLElement) => container.querySelector('video.builder-video') as HTMLVideoElement;

describe('Video', () => {
  it('plays muted, inline and looping without controls with the options a new block gets', async () => {
    const video = videoOf(
      await renderVideo({ video: MP4, autoPlay: true, muted: true, loop: true, playsInline: true }),
    );
    expect(video.autoplay).toBe(true);
    expect(video.muted).toBe(true);
    expect(video.loop).toBe(true);
    expect(video.controls).toBe(false);
    expect(video.hasAttribute('playsinline')).toBe(true);
    expect(video.getAttribute('preload')).toBe('metadata');
  });

  it('turns nothing on for content saved without those keys, as Builder renders it', async () => {
    const video = videoOf(await renderVideo({ video: MP4 }));
    expect([video.autoplay, video.muted, video.loop, video.controls, video.hasAttribute('playsinline')]).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(video.style.objectFit).toBe('');
  });

  it('follows the content options', async () => {
    const video = videoOf(
      await renderVideo({
        video: MP4,
        autoPlay: false,
        muted: false,
        loop: false,
        controls: true,
        playsInline: false,
        posterImage: 'https://example.com/p.png',
      }),
    );
    expect(video.autoplay).toBe(false);
    expect(video.muted).toBe(false);
    expect(video.loop).toBe(false);
    expect(video.controls).toBe(true);
    expect(video.hasAttribute('playsinline')).toBe(false);
    expect(video.getAttribute('poster')).toBe('https://example.com/p.png');
  });

  it('with lazyLoad, gives the mp4 source its src only once the video nears the viewport', async () => {
    const container = await renderVideo({ video: MP4, lazyLoad: true });
    const waiting = container.querySelector('video > source')!;
    expect(waiting.getAttribute('src')).toBeNull();
    expect(waiting.getAttribute('data-src')).toBe(MP4);
    expect(videoOf(container).getAttribute('preload')).toBe('none');
    scrollIntoView();
    const source = container.querySelector('video > source');
    expect(source?.getAttribute('src')).toBe(MP4);
    expect(source?.getAttribute('type')).toBe('video/mp4');
  });

  it('loads at once with lazyLoad off or not set', async () => {
    expect(
      (await renderVideo({ video: MP4, lazyLoad: false })).querySelector('video > source')?.getAttribute('src'),
    ).toBe(MP4);
    expect((await renderVideo({ video: MP4 })).querySelector('video > source')?.getAttribute('src')).toBe(MP4);
  });

  it('fits and positions the picture', async () => {
    const video = videoOf(await renderVideo({ video: MP4, fit: 'contain', position: 'top left' }));
    expect(video.style.objectFit).toBe('contain');
    expect(video.style.objectPosition).toBe('top left');
  });

  it('keeps the aspect ratio with a sizer and fills the block over it', async () => {
    const container = await renderVideo({ video: MP4, aspectRatio: 0.5 });
    expect((videoOf(container).nextElementSibling as HTMLElement).style.paddingTop).toBe('50%');
    expect(videoOf(container).style.position).toBe('absolute');
    expect((videoOf(container).parentElement as HTMLElement).style.position).toBe('relative');
  });

  it('lays children over the video when fitContent is off', async () => {
    const container = await renderVideo({ video: MP4, aspectRatio: 0.7, fitContent: false }, { children: [child] });
    const [, sizer, over] = [...videoOf(container).parentElement!.children] as HTMLElement[];
    expect(sizer.style.paddingTop).toBe('70%');
    expect(over.style.position).toBe('absolute');
    expect(over.querySelector(':scope > [builder-id="builder-child"]')).not.toBeNull();
  });

  it('lets fitting children size the block instead of the sizer', async () => {
    const container = await renderVideo({ video: MP4, aspectRatio: 0.7, fitContent: true }, { children: [child] });
    const [, fitting, extra] = [...videoOf(container).parentElement!.children] as HTMLElement[];
    expect(extra).toBeUndefined();
    expect(fitting.style.position).toBe('');
    expect(fitting.querySelector(':scope > [builder-id="builder-child"]')).not.toBeNull();
  });
});
