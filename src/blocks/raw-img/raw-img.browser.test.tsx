import { expect } from 'chai';
import { BLOCK_TYPE, type BuilderBlock } from '../../core/types.ts';
import { showContent } from '../../../test/helpers/browser-render.tsx';

const API = 'https://cdn.builder.io/api/v1/image/assets%2Fspace%2Fraw';

const rawImg = (id: string, options: Record<string, unknown>): BuilderBlock => ({
  '@type': BLOCK_TYPE,
  id,
  component: { name: 'Raw:Img', options: { image: API, ...options } },
  responsiveStyles: { large: { display: 'flex', marginTop: '20px', width: '300px' } },
});

const show = (blocks: BuilderBlock[]) => showContent(blocks, '.builder-raw-img', { id: 'raw-img-test' });

describe('Raw:Img in Chromium', () => {
  it("is the block's own element, sized by its block styles and aspect ratio", async () => {
    const host = await show([
      rawImg('builder-raw', { aspectRatio: 0.5, title: 'title test', altText: 'alt text test' }),
    ]);
    const img = host.querySelector<HTMLImageElement>('img[title="title test"]')!;
    expect(img.classList.contains('builder-raw-img')).to.equal(true);
    expect(img.getAttribute('builder-id')).to.equal('builder-raw');
    expect(img.getAttribute('alt')).to.equal('alt text test');
    const { width, height } = img.getBoundingClientRect();
    expect([width, height]).to.deep.equal([300, 150]);
    expect(getComputedStyle(img).objectFit).to.equal('cover');
  });

  it('has no srcset for an SVG (noWebp)', async () => {
    const host = await show([rawImg('builder-svg', { noWebp: true, aspectRatio: 1 })]);
    expect(host.querySelector('.builder-raw-img')!.hasAttribute('srcset')).to.equal(false);
  });
});
