import { setViewport } from '@web/test-runner-commands';
import { expect } from 'chai';
import { BLOCK_TYPE, type BuilderBlock } from '../../core/types.ts';
import { waitFor } from '../../../test/helpers/browser.ts';
import { showContent } from '../../../test/helpers/browser-render.tsx';

// Answered by the local content service with a 600×400 PNG.
const PHOTO = 'https://cdn.builder.io/api/v1/image/assets%2Fspace%2Fphoto';

/** An Image block styled the way the editor styles one. */
function imageBlock(id: string, options: Record<string, unknown>, styles: Record<string, string> = {}): BuilderBlock {
  return {
    '@type': BLOCK_TYPE,
    id,
    component: { name: 'Image', options: { image: PHOTO, ...options } },
    responsiveStyles: {
      large: {
        display: 'flex', flexDirection: 'column', position: 'relative', flexShrink: '0', boxSizing: 'border-box',
        marginTop: '20px', width: '100%', minHeight: '20px', minWidth: '20px', overflow: 'hidden', ...styles,
      },
    },
  };
}

const show = (blocks: BuilderBlock[]) => showContent(blocks, '.builder-image', { id: 'image-test' });

const loaded = (img: HTMLImageElement) => waitFor(() => img.complete && img.naturalWidth > 0, `${img.currentSrc} to load`);

describe('Image in Chromium', () => {
  before(() => setViewport({ width: 1280, height: 720 }));

  it('sizes pictures by their aspect ratio and block width, or at their natural size without one', async () => {
    const host = await show([
      imageBlock('builder-one', { aspectRatio: 1.11, backgroundPosition: 'top right', highPriority: true }, { marginLeft: 'auto', maxWidth: '604px', minHeight: '400px' }),
      imageBlock('builder-two', { aspectRatio: 0.19, highPriority: true }),
      imageBlock('builder-three', { aspectRatio: 0.2, backgroundSize: 'contain', highPriority: true }, { marginRight: 'auto', maxWidth: '604px' }),
      imageBlock('builder-four', { backgroundSize: 'contain', highPriority: true }, { marginRight: 'auto', maxWidth: '604px' }),
    ]);
    const images = [...host.querySelectorAll<HTMLImageElement>('.builder-image')];
    expect(images).to.have.length(4);
    await Promise.all(images.map(loaded));
    const sizes = images.map((img) => [getComputedStyle(img).width, getComputedStyle(img).height, getComputedStyle(img).objectFit]);
    expect(sizes).to.deep.equal([
      ['604px', '670.438px', 'cover'],
      ['1264px', '240.156px', 'cover'],
      ['604px', '120.797px', 'contain'],
      ['600px', '400px', 'contain'],
    ]);
  });

  it('loads the WebP candidate closest to the rendered width', async () => {
    // A URL of its own: Chromium would reuse a larger candidate it has cached.
    const host = await show([imageBlock('builder-webp', { image: `${PHOTO}-webp`, aspectRatio: 0.5, highPriority: true }, { width: '300px' })]);
    const img = host.querySelector<HTMLImageElement>('.builder-image')!;
    await loaded(img);
    expect(img.currentSrc).to.equal(`${PHOTO}-webp?format=webp&width=400`);
  });

  it('loads a lazy image only when it nears the viewport', async () => {
    const host = await show([
      imageBlock('builder-near', { aspectRatio: 0.1, image: `${PHOTO}-near` }),
      imageBlock('builder-spacer', { aspectRatio: 3, highPriority: true }),
      imageBlock('builder-lazy', { aspectRatio: 0.5, image: `${PHOTO}-lazy` }),
    ]);
    const [near, spacer, lazy] = host.querySelectorAll<HTMLImageElement>('.builder-image');
    // A lazy image in view and the eager one have loaded: the browser has decided about every image by then.
    await loaded(near);
    await loaded(spacer);
    expect(lazy.complete && lazy.naturalWidth > 0, 'loaded while far below the viewport').to.equal(false);
    expect(performance.getEntriesByType('resource').some((entry) => entry.name.startsWith(`${PHOTO}-lazy`)), 'requested while far below the viewport').to.equal(false);
    lazy.scrollIntoView();
    await loaded(lazy);
    window.scrollTo(0, 0);
  });
});
