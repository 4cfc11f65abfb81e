// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { render } from '../../../test/helpers/happy-dom-render.tsx';
import { defaultsOf } from '../../core/inputs.ts';
import { BLOCK_TYPE } from '../../core/types.ts';
import { RawImg, rawImgInputs } from './index.ts';

const API = 'https://cdn.builder.io/api/v1/image/assets%2Fabc%2Fdef';

async function renderRawImg(options: Record<string, unknown>): Promise<HTMLImageElement> {
  const container = await render(
    <RawImg
      {...defaultsOf(rawImgInputs)}
      {...options}
      builderBlock={{ '@type': BLOCK_TYPE, id: 'builder-r' }}
      builderState={{}}
      attributes={{ className: 'builder-block builder-r', 'builder-id': 'builder-r', style: { marginTop: '20px' } }}
    />,
  );
  const img = container.firstElementChild;
  if (!(img instanceof HTMLImageElement)) throw new Error('Raw:Img did not render an <img> as its element');
  return img;
}

describe('Raw:Img', () => {
  it('is the block element itself: block attributes plus builder-raw-img', async () => {
    const img = await renderRawImg({ image: API });
    expect(img.className).toBe('builder-block builder-r builder-raw-img');
    expect(img.getAttribute('builder-id')).toBe('builder-r');
    expect(img.style.marginTop).toBe('20px');
  });

  it('loads lazily, with the image API srcset', async () => {
    const img = await renderRawImg({ image: API });
    expect(img.getAttribute('src')).toBe(API);
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('srcset')).toContain(`${API}?width=400 400w`);
  });

  it('has no srcset with noWebp (SVG) or for other hosts', async () => {
    expect((await renderRawImg({ image: API, noWebp: true })).hasAttribute('srcset')).toBe(false);
    expect((await renderRawImg({ image: 'https://example.com/a.png' })).hasAttribute('srcset')).toBe(false);
  });

  it('carries alt text and title, or is presentational without alt text', async () => {
    const described = await renderRawImg({ image: API, altText: 'alt text test', title: 'title test' });
    expect(described.getAttribute('alt')).toBe('alt text test');
    expect(described.getAttribute('title')).toBe('title test');
    expect(described.hasAttribute('role')).toBe(false);
    const decorative = await renderRawImg({ image: API });
    expect(decorative.getAttribute('alt')).toBe('');
    expect(decorative.getAttribute('role')).toBe('presentation');
  });

  it('fits and positions the picture, keeping the height-to-width ratio', async () => {
    const img = await renderRawImg({
      image: API,
      backgroundSize: 'contain',
      backgroundPosition: 'top right',
      aspectRatio: 0.5,
    });
    expect(img.style.objectFit).toBe('contain');
    expect(img.style.objectPosition).toBe('top right');
    expect(img.style.aspectRatio).toBe('1 / 0.5');
  });

  it('covers and centres by default', async () => {
    const img = await renderRawImg({ image: API });
    expect(img.style.objectFit).toBe('cover');
    expect(img.style.objectPosition).toBe('center');
  });
});
