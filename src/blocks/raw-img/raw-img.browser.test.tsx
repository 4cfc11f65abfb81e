import { expect } from 'chai';
import { createRoot, type Root } from 'react-dom/client';
import { BLOCK_TYPE, type BuilderBlock } from '../../core/types.ts';
import { BuilderContent } from '../../render/index.ts';
import { waitFor } from '../../../test/helpers/browser.ts';
import { registerBuiltInBlocks } from '../index.ts';

registerBuiltInBlocks();

const API = 'https://cdn.builder.io/api/v1/image/assets%2Fspace%2Fraw';

const rawImg = (id: string, options: Record<string, unknown>): BuilderBlock => ({
  '@type': BLOCK_TYPE, id, component: { name: 'Raw:Img', options: { image: API, ...options } },
  responsiveStyles: { large: { display: 'flex', marginTop: '20px', width: '300px' } },
});

let root: Root | undefined;
async function show(blocks: BuilderBlock[]): Promise<HTMLElement> {
  const host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  root.render(<BuilderContent content={{ id: 'raw-img-test', data: { blocks } }} canTrack={false} />);
  await waitFor(() => host.querySelector('.builder-raw-img'), 3000, 'the image');
  return host;
}

describe('Raw:Img in Chromium', () => {
  afterEach(() => {
    root?.unmount();
    document.body.innerHTML = '';
  });

  it("is the block's own element, sized by its block styles and aspect ratio", async () => {
    const host = await show([rawImg('builder-raw', { aspectRatio: 0.5, title: 'title test', altText: 'alt text test' })]);
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
