// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { render } from '../../../test/helpers/happy-dom-render.tsx';
import { defaultsOf } from '../../core/inputs.ts';
import { BLOCK_TYPE, type BuilderBlock } from '../../core/types.ts';
import { Image, imageInputs } from './index.ts';

const API = 'https://cdn.builder.io/api/v1/image/assets%2Fabc%2Fdef';
const child: BuilderBlock = { '@type': BLOCK_TYPE, id: 'builder-child' };

const renderImage = (options: Record<string, unknown>, block: Partial<BuilderBlock> = {}): Promise<HTMLElement> =>
  render(
    <Image
      {...defaultsOf(imageInputs)}
      {...options}
      builderBlock={{ '@type': BLOCK_TYPE, id: 'builder-i', ...block }}
      builderState={{}}
    />,
  );

const img = (container: HTMLElement) => container.querySelector('picture > img.builder-image') as HTMLImageElement;

describe('Image', () => {
  it('renders picture > img.builder-image with the URL exactly as given', async () => {
    const url = 'https://cdn.builder.io/api/v1/file/assets%2Fx%2Fy';
    const container = await renderImage({ image: url });
    expect(container.firstElementChild?.tagName).toBe('PICTURE');
    expect(img(container).getAttribute('src')).toBe(url);
  });

  it('offers the image API widths, and the same in WebP', async () => {
    const container = await renderImage({ image: API, aspectRatio: 0.5 });
    expect(img(container).getAttribute('srcset')).toContain(`${API}?width=800 800w`);
    const source = container.querySelector('picture > source');
    expect(source?.getAttribute('type')).toBe('image/webp');
    expect(source?.getAttribute('srcset')).toContain(`${API}?format=webp&width=800 800w`);
  });

  it("offers Builder's SDKs' candidates without an aspect ratio: the widths and the file itself at 1x, and a WebP source without sizes", async () => {
    const container = await renderImage(
      { image: API, sizes: '50vw', srcset: `${API}?width=622 622w` },
      { responsiveStyles: { large: { width: '345px' } } },
    );
    const widths = [100, 200, 400, 800, 1200, 1600, 2000];
    expect(img(container).getAttribute('srcset')?.split(', ')).toEqual([
      ...widths.map((w) => `${API}?width=${w} ${w}w`),
      API,
    ]);
    // The given sizes only (none derived from the block's width); the WebP source has none.
    expect(img(container).getAttribute('sizes')).toBe('50vw');
    const source = container.querySelector('source')!;
    expect(source.getAttribute('srcset')?.split(', ')).toEqual([
      ...widths.map((w) => `${API}?format=webp&width=${w} ${w}w`),
      `${API}?format=webp`,
    ]);
    expect(source.hasAttribute('sizes')).toBe(false);
  });

  it('without an aspect ratio, derives no sizes from the block widths and keeps a stored srcset for other hosts', async () => {
    const container = await renderImage(
      { image: 'https://example.com/a.png', srcset: 'https://example.com/a@2x.png 2x' },
      { responsiveStyles: { large: { width: '345px' } } },
    );
    expect(img(container).getAttribute('srcset')).toBe('https://example.com/a@2x.png 2x');
    expect(img(container).hasAttribute('sizes')).toBe(false);
    expect(container.querySelector('source')).toBeNull();
  });

  it('has no srcset and no WebP source with noWebp, with or without an aspect ratio', async () => {
    for (const aspectRatio of [undefined, 0.5]) {
      const container = await renderImage({ image: API, noWebp: true, aspectRatio, sizes: '50vw' });
      expect(img(container).hasAttribute('srcset')).toBe(false);
      expect(img(container).hasAttribute('sizes')).toBe(false);
      expect(container.querySelector('source')).toBeNull();
    }
  });

  it('has no srcset and no WebP source with noWebp (SVG)', async () => {
    const container = await renderImage({ image: API, noWebp: true, aspectRatio: 1 });
    expect(img(container).hasAttribute('srcset')).toBe(false);
    expect(container.querySelector('source')).toBeNull();
  });

  it('has no srcset and no WebP source for other hosts', async () => {
    const container = await renderImage({ image: 'https://example.com/photo.jpg', aspectRatio: 1 });
    expect(img(container).hasAttribute('srcset')).toBe(false);
    expect(container.querySelector('source')).toBeNull();
  });

  it('loads lazily with automatic priority by default', async () => {
    const image = img(await renderImage({ image: API }));
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(image.getAttribute('fetchpriority')).toBe('auto');
  });

  it('loads at once with high priority when highPriority is set', async () => {
    const image = img(await renderImage({ image: API, highPriority: true }));
    expect(image.getAttribute('loading')).toBe('eager');
    expect(image.getAttribute('fetchpriority')).toBe('high');
  });

  it('passes sizes to the img and the WebP source, without a condition on the last entry', async () => {
    const container = await renderImage({
      image: API,
      aspectRatio: 1,
      sizes: '(max-width: 638px) 98vw, (min-width: 639px) 50vw',
    });
    expect(img(container).getAttribute('sizes')).toBe('(max-width: 638px) 98vw, 50vw');
    expect(container.querySelector('source')?.getAttribute('sizes')).toBe('(max-width: 638px) 98vw, 50vw');
  });

  it('derives sizes from the block widths when none is given', async () => {
    const container = await renderImage(
      { image: API, aspectRatio: 1 },
      { responsiveStyles: { large: { width: '345px' }, medium: { width: '100%' } } },
    );
    expect(img(container).getAttribute('sizes')).toBe('(max-width: 991px) 100vw, 345px');
  });

  it('has alt text and a title, or is presentational without alt text', async () => {
    const described = img(await renderImage({ image: API, altText: 'alt text test', title: 'title test' }));
    expect(described.getAttribute('alt')).toBe('alt text test');
    expect(described.getAttribute('title')).toBe('title test');
    expect(described.hasAttribute('role')).toBe(false);
    const decorative = img(await renderImage({ image: API }));
    expect(decorative.getAttribute('alt')).toBe('');
    expect(decorative.getAttribute('role')).toBe('presentation');
  });

  it('maps backgroundSize and backgroundPosition to object-fit and object-position', async () => {
    expect(img(await renderImage({ image: API })).style.objectFit).toBe('cover');
    const image = img(await renderImage({ image: API, backgroundSize: 'contain', backgroundPosition: 'top right' }));
    expect(image.style.objectFit).toBe('contain');
    expect(image.style.objectPosition).toBe('top right');
  });

  it('reserves the height with a sizer and fills the block when it has an aspect ratio', async () => {
    const container = await renderImage({ image: API, aspectRatio: 0.5 });
    expect((container.querySelector('.builder-image-sizer') as HTMLElement).style.paddingTop).toBe('50%');
    expect(img(container).style.position).toBe('absolute');
    expect(img(container).style.width).toBe('100%');
  });

  it('keeps the natural size without an aspect ratio', async () => {
    const container = await renderImage({ image: API });
    expect(container.querySelector('.builder-image-sizer')).toBeNull();
    expect(img(container).style.position).toBe('');
  });

  it('lets fitting children size the block instead of the sizer, as its own children', async () => {
    const container = await renderImage({ image: API, aspectRatio: 0.5, fitContent: true }, { children: [child] });
    expect(container.querySelector('.builder-image-sizer')).toBeNull();
    expect([...container.children].map((element) => element.getAttribute('builder-id') ?? element.localName)).toEqual([
      'picture',
      'builder-child',
    ]);
  });

  /** The element laid over the picture, holding the children directly (no list element between). */
  const overlayOf = (container: HTMLElement) => {
    const overlay = container.querySelector('[builder-id="builder-child"]')!.parentElement as HTMLElement;
    expect(overlay.parentElement).toBe(container);
    expect([
      overlay.style.position,
      overlay.style.top,
      overlay.style.left,
      overlay.style.width,
      overlay.style.height,
    ]).toEqual(['absolute', '0px', '0px', '100%', '100%']);
    expect([overlay.style.display, overlay.style.flexDirection, overlay.style.alignItems]).toEqual([
      'flex',
      'column',
      'stretch',
    ]);
    return overlay;
  };

  it('keeps the sizer and lays children over the image for content saved without fitContent, as Builder renders it', async () => {
    const container = await renderImage({ image: API, aspectRatio: 0.5 }, { children: [child] });
    expect(container.querySelector('.builder-image-sizer')).not.toBeNull();
    expect(overlayOf(container).previousElementSibling?.className).toBe('builder-image-sizer');
  });

  it('lays children over the image when fitContent is off', async () => {
    const container = await renderImage(
      { image: API, aspectRatio: 0.5, fitContent: false },
      { children: [child, { ...child, id: 'builder-second' }] },
    );
    expect(container.querySelector('.builder-image-sizer')).not.toBeNull();
    expect([...overlayOf(container).children].map((element) => element.getAttribute('builder-id'))).toEqual([
      'builder-child',
      'builder-second',
    ]);
  });

  it('renders no picture without an image', async () => {
    expect((await renderImage({})).querySelector('picture')).toBeNull();
  });
});
