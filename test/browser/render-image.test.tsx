import { setViewport } from '@web/test-runner-commands';
import { expect } from 'chai';
import '../../elements/index.ts';
import { BLOCK_TYPE, type BuilderBlock, type BuilderContent } from '../../src/core/types.ts';
import { waitFor } from '../helpers/browser.ts';
import { showContent } from '../helpers/browser-render.tsx';
import { renderContentToHtml } from '../helpers/server-render.ts';

// Answered by the local content service with a PNG as wide as `?width=` asks (3:2), else 600×400.
const PHOTO = 'https://cdn.builder.io/api/v1/image/assets%2Fspace%2Fphoto';

/** An Image block styled the way the editor styles one. */
function imageBlock(id: string, options: Record<string, unknown>, styles: Record<string, string> = {}): BuilderBlock {
  return {
    '@type': BLOCK_TYPE,
    id,
    component: { name: 'Image', options: { image: PHOTO, ...options } },
    responsiveStyles: {
      large: {
        display: 'flex',
        flexDirection: 'column',
        position: 'relative',
        flexShrink: '0',
        boxSizing: 'border-box',
        marginTop: '20px',
        width: '100%',
        minHeight: '20px',
        minWidth: '20px',
        overflow: 'hidden',
        ...styles,
      },
    },
  };
}

const show = (blocks: BuilderBlock[]) => showContent(blocks, '.builder-image', { id: 'image-test' });

const loaded = (img: HTMLImageElement) =>
  waitFor(() => img.complete && img.naturalWidth > 0, `${img.currentSrc} to load`);

describe('Image in Chromium', () => {
  before(() => setViewport({ width: 1280, height: 720 }));

  it('sizes pictures by their aspect ratio and block width, or at their natural size without one', async () => {
    const host = await show([
      imageBlock(
        'builder-one',
        { aspectRatio: 1.11, backgroundPosition: 'top right', highPriority: true },
        { marginLeft: 'auto', maxWidth: '604px', minHeight: '400px' },
      ),
      imageBlock('builder-two', { aspectRatio: 0.19, highPriority: true }),
      imageBlock(
        'builder-three',
        { aspectRatio: 0.2, backgroundSize: 'contain', highPriority: true },
        { marginRight: 'auto', maxWidth: '604px' },
      ),
      // A URL of its own: Chromium would draw a larger candidate the others loaded at its density.
      imageBlock(
        'builder-four',
        { image: `${PHOTO}-four`, backgroundSize: 'contain', highPriority: true },
        { marginRight: 'auto', maxWidth: '604px' },
      ),
    ]);
    const images = [...host.querySelectorAll<HTMLImageElement>('.builder-image')];
    expect(images).to.have.length(4);
    await Promise.all(images.map(loaded));
    const sizes = images.map((img) => [
      getComputedStyle(img).width,
      getComputedStyle(img).height,
      getComputedStyle(img).objectFit,
    ]);
    expect(sizes).to.deep.equal([
      ['604px', '670.438px', 'cover'],
      ['1264px', '240.156px', 'cover'],
      ['604px', '120.797px', 'contain'],
      ['600px', '400px', 'contain'],
    ]);
  });

  /** The rendered size of each picture, in px to one decimal, and the file it shows. */
  const drawn = (images: HTMLImageElement[]) =>
    images.map((img) => {
      const box = img.getBoundingClientRect();
      return [Math.round(box.width * 10) / 10, Math.round(box.height * 10) / 10, img.currentSrc];
    });
  const SIZES = '(max-width: 638px) 98vw, (max-width: 998px) 49vw, 71vw';

  it("draws a picture without an aspect ratio at the density-corrected size of the candidate Builder's SDKs' srcset gives", async () => {
    // Each picture a URL of its own: Chromium would draw a larger candidate it had cached at that one's density.
    const host = await show([
      imageBlock('builder-unsized', { image: `${PHOTO}-unsized`, highPriority: true, sizes: SIZES }),
      imageBlock('builder-sized', { image: `${PHOTO}-sized?width=982`, highPriority: true, sizes: SIZES }),
      imageBlock('builder-no-webp', { image: `${PHOTO}-no-webp?width=700`, highPriority: true, noWebp: true }),
    ]);
    const images = [...host.querySelectorAll<HTMLImageElement>('.builder-image')];
    await Promise.all(images.map(loaded));
    // At 1280 px the WebP source (no sizes: 100vw) offers 1200w at 0.94x, 1600w at 1.25x and the
    // file itself: at 1x without a width of its own (600×400 here), as 982w (0.77x) with one.
    expect(drawn(images)).to.deep.equal([
      [600, 400, `${PHOTO}-unsized?format=webp`],
      [1280, 853.6, `${PHOTO}-sized?format=webp&width=1600`], // 1600×1067 at 1.25x
      [700, 467, `${PHOTO}-no-webp?width=700`], // noWebp: the one file as asked for (700×467)
    ]);
  });

  it('draws it at the size of the candidate chosen for a narrow viewport', async () => {
    await setViewport({ width: 640, height: 720 });
    try {
      const host = await show([
        imageBlock('builder-narrow', { image: `${PHOTO}-narrow?width=982`, highPriority: true, sizes: SIZES }),
      ]);
      const img = host.querySelector<HTMLImageElement>('.builder-image')!;
      await loaded(img);
      // 400w is 0.63x, 800w 1.25x: 800×533 drawn at 1.25x.
      expect(drawn([img])).to.deep.equal([[640, 426.4, `${PHOTO}-narrow?format=webp&width=800`]]);
    } finally {
      await setViewport({ width: 1280, height: 720 });
    }
  });

  it('loads the WebP candidate closest to the rendered width', async () => {
    // A URL of its own: Chromium would reuse a larger candidate it has cached.
    const host = await show([
      imageBlock('builder-webp', { image: `${PHOTO}-webp`, aspectRatio: 0.5, highPriority: true }, { width: '300px' }),
    ]);
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
    expect(
      performance.getEntriesByType('resource').some((entry) => entry.name.startsWith(`${PHOTO}-lazy`)),
      'requested while far below the viewport',
    ).to.equal(false);
    lazy.scrollIntoView();
    await loaded(lazy);
    window.scrollTo(0, 0);
  });
});

/** A block styled the way the editor styles one; a Text when it has `text`, else a box. */
function child(id: string, styles: Record<string, string>, text?: string, children?: BuilderBlock[]): BuilderBlock {
  return {
    '@type': BLOCK_TYPE,
    id,
    ...(text === undefined ? { children } : { component: { name: 'Text', options: { text: `<p>${text}</p>` } } }),
    responsiveStyles: {
      large: {
        display: 'flex',
        flexDirection: 'column',
        position: 'relative',
        flexShrink: '0',
        boxSizing: 'border-box',
        paddingTop: '10px',
        paddingBottom: '10px',
        ...styles,
      },
    },
  };
}

const withChildren = (image: BuilderBlock, children: BuilderBlock[]): BuilderBlock => ({ ...image, children });
const OVER = { aspectRatio: 0.4, fitContent: false, highPriority: true };

/** Image children placed the ways real pages place them: over the picture, and sizing the block. */
const PLACED: BuilderContent = {
  id: 'image-children-test',
  data: {
    blocks: [
      withChildren(imageBlock('builder-at-bottom', OVER), [
        child('builder-at-bottom-child', { marginTop: 'auto' }, 'at the bottom'),
      ]),
      withChildren(imageBlock('builder-pushed', OVER), [
        child('builder-pushed-top', { marginBottom: 'auto' }, 'on top'),
        child('builder-pushed-bottom', {}, 'pushed to the bottom'),
      ]),
      withChildren(imageBlock('builder-centred', OVER), [
        child('builder-centred-child', { marginTop: 'auto', marginBottom: 'auto' }, 'centred'),
      ]),
      withChildren(imageBlock('builder-justified', OVER), [
        child('builder-justified-box', { flexGrow: '1', justifyContent: 'center', alignItems: 'center' }, undefined, [
          child('builder-justified-child', {}, 'centred by the box around it'),
        ]),
      ]),
      withChildren(
        imageBlock('builder-fit', { aspectRatio: 0.4, fitContent: true, highPriority: true }, { minHeight: '360px' }),
        [child('builder-fit-child', { marginTop: 'auto' }, 'at the bottom of a block the children size')],
      ),
    ],
  },
};

/**
 * Where each child sits in its Image block's box, in px (rounded): the gaps that put it at the
 * bottom or in the centre are 0, and how far it sits from the top shows that it moved.
 */
function placements(scope: ParentNode): Record<string, number> {
  const box = (id: string) => {
    const element = scope.querySelector(`[builder-id="${id}"]`);
    if (!element) throw new Error(`no block ${id}`);
    return element.getBoundingClientRect();
  };
  const px = (value: number) => Math.round(value) || 0;
  const middle = (rect: DOMRect) => [(rect.top + rect.bottom) / 2, (rect.left + rect.right) / 2];
  const [bottom, pushed, centred, justified, fit] = [
    'builder-at-bottom',
    'builder-pushed',
    'builder-centred',
    'builder-justified',
    'builder-fit',
  ].map(box);
  const [top, pushedDown] = [box('builder-pushed-top'), box('builder-pushed-bottom')];
  const centredChild = box('builder-centred-child');
  const justifiedChild = box('builder-justified-child');
  return {
    'picture height (0.4 × width)': px(bottom.height - 0.4 * bottom.width),
    'margin-top auto: gap below': px(bottom.bottom - box('builder-at-bottom-child').bottom),
    'margin-top auto: offset from the top': px(box('builder-at-bottom-child').top - bottom.top),
    'margin-bottom auto: first child from the top': px(top.top - pushed.top),
    'margin-bottom auto: gap below the next child': px(pushed.bottom - pushedDown.bottom),
    'both auto: vertical centre offset': px(middle(centredChild)[0] - middle(centred)[0]),
    'justify-content center: vertical centre offset': px(middle(justifiedChild)[0] - middle(justified)[0]),
    'align-items center: horizontal centre offset': px(middle(justifiedChild)[1] - middle(justified)[1]),
    'align-items center: child narrower than the picture': px(justified.width - justifiedChild.width) > 0 ? 1 : 0,
    'fitContent: block height': px(fit.height),
    'fitContent, margin-top auto: gap below': px(fit.bottom - box('builder-fit-child').bottom),
  };
}

/** The placements of {@link PLACED} at 1280 px: what Builder's SDKs show (see test/reference/cases/image-children.json). */
function expectPlaced(found: Record<string, number>): void {
  const atTop = found['margin-top auto: offset from the top'];
  expect(atTop, 'the child moved down from the top').to.be.above(400);
  expect(found).to.deep.equal({
    'picture height (0.4 × width)': 0,
    'margin-top auto: gap below': 0,
    'margin-top auto: offset from the top': atTop,
    'margin-bottom auto: first child from the top': 0,
    'margin-bottom auto: gap below the next child': 0,
    'both auto: vertical centre offset': 0,
    'justify-content center: vertical centre offset': 0,
    'align-items center: horizontal centre offset': 0,
    'align-items center: child narrower than the picture': 1,
    'fitContent: block height': 360,
    'fitContent, margin-top auto: gap below': 0,
  });
}

describe('Image children in Chromium', () => {
  before(() => setViewport({ width: 1280, height: 720 }));

  it("sit where their auto margins and flex alignment put them in the picture's box (React API)", async () => {
    const host = await showContent(PLACED.data!.blocks!, '[builder-id="builder-fit-child"]', { id: PLACED.id });
    expectPlaced(placements(host));
  });

  it("sit in the same places in <builder-content>'s shadow root", async () => {
    const element = document.createElement('builder-content');
    element.setAttribute('api-key', 'abcd');
    element.setAttribute('model', 'page');
    element.setAttribute('can-track', 'false');
    element.content = structuredClone(PLACED);
    document.body.append(element);
    try {
      const shadow = await waitFor(
        () => element.shadowRoot?.querySelector('[builder-id="builder-fit-child"]') && element.shadowRoot,
        'the content in the shadow root',
      );
      expectPlaced(placements(shadow));
    } finally {
      element.remove();
    }
  });

  it('sit in the same places in server-rendered HTML laid out without JavaScript', async () => {
    const { html } = await renderContentToHtml({ content: structuredClone(PLACED), model: 'page', canTrack: false });
    const frame = document.createElement('iframe');
    frame.setAttribute('sandbox', 'allow-same-origin');
    frame.style.cssText = 'width: 1280px; height: 720px; border: 0';
    frame.srcdoc = `<!doctype html><html><head><style>body { margin: 0 }</style></head><body>${html}</body></html>`;
    const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
    document.body.append(frame);
    try {
      await loaded;
      expectPlaced(placements(frame.contentDocument!));
    } finally {
      frame.remove();
    }
  });
});
