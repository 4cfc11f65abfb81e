/**
 * The differential suite starts each render with an empty memory cache (render.tsx): Chromium
 * draws an image at the density of the highest srcset candidate it finds there, so without
 * the eviction a render's picture sizes would depend on what the render before it loaded.
 */
import { executeServerCommand, setViewport } from '@web/test-runner-commands';
import { expect } from 'chai';
import { waitFor } from '../helpers/browser.ts';

// The local service draws an image-API picture at the width asked for (600×400 without one).
const PHOTO = `https://cdn.builder.io/api/v1/image/assets%2Fmemory-cache%2F${Date.now()}`;
/** Builder's SDKs' candidates around 1280 px: 1200w (0.94x), the file itself (1x), 1600w (1.25x). */
const SRCSET = `${PHOTO}?width=1200 1200w, ${PHOTO} 1x, ${PHOTO}?width=1600 1600w`;

async function pickedBy(srcset: string): Promise<string> {
  const img = document.createElement('img');
  img.srcset = srcset;
  document.body.append(img);
  try {
    await waitFor(() => img.complete && img.naturalWidth > 0, 'the image to load');
    return img.currentSrc;
  } finally {
    img.remove();
  }
}

describe('the memory cache between differential renders', () => {
  before(() => setViewport({ width: 1280, height: 720 }));

  it('a cached higher-density candidate wins until the cache is evicted', async () => {
    const larger = new Image();
    larger.src = `${PHOTO}?width=1600`;
    await larger.decode();
    expect(await pickedBy(SRCSET), 'with the 1600w file in the memory cache').to.equal(`${PHOTO}?width=1600`);
    await executeServerCommand('evict-memory-cache');
    expect(await pickedBy(SRCSET), 'after the eviction').to.equal(PHOTO);
  });
});
