import { describe, expect, it } from 'vitest';
import { BLOCK_TYPE, renderContentToHtml, type BuilderBlock, type BuilderContent } from '../../server.ts';

let id = 0;
const block = (name: string, options: Record<string, unknown>, extra: Partial<BuilderBlock> = {}): BuilderBlock => ({
  '@type': BLOCK_TYPE,
  id: `builder-ssr-${++id}`,
  component: { name, options },
  ...extra,
});
const text = (html: string, extra: Partial<BuilderBlock> = {}) => block('Text', { text: html }, extra);
const page = (blocks: BuilderBlock[], state?: Record<string, unknown>): BuilderContent => ({
  id: 'layout-ssr',
  data: { blocks, state },
});
const render = async (blocks: BuilderBlock[], state?: Record<string, unknown>) =>
  (await renderContentToHtml({ content: page(blocks, state), canTrack: false })).contentHtml;

describe('server rendering of the layout blocks', () => {
  it('renders only the first carousel slide, full width, without controls (spec §4)', async () => {
    const html = await render([
      block('Builder:Carousel', { slides: ['One', 'Two', 'Three'].map((s) => ({ content: [text(`<p>${s}</p>`)] })) }),
    ]);
    expect(html).toContain('aria-roledescription="carousel"');
    expect(html).toContain('<p>One</p>');
    expect(html).not.toContain('<p>Two</p>');
    expect(html).toContain('aria-label="1 of 3"');
    expect(html).not.toContain('builder-carousel-next');
    expect(html).not.toContain('builder-carousel-dot');
  });

  it('renders only the first slide of repeated children too', async () => {
    const repeated = text('', {
      repeat: { collection: 'state.names' },
      bindings: { 'component.options.text': 'state.namesItem' },
    });
    const html = await render([block('Builder:Carousel', { useChildrenForSlides: true }, { children: [repeated] })], {
      names: ['Huila', 'Guji'],
    });
    expect(html).toContain('Huila');
    expect(html).not.toContain('Guji');
  });

  it('renders the open tab with its panel, and the accordion closed', async () => {
    const html = await render([
      block('Builder: Tabs', {
        tabs: [
          { label: [text('<p>A</p>')], content: [text('<p>inside A</p>')] },
          { label: [text('<p>B</p>')], content: [text('<p>inside B</p>')] },
        ],
      }),
      block('Builder:Accordion', { items: [{ title: [text('<p>Q</p>')], detail: [text('<p>Answer</p>')] }] }),
    ]);
    expect(html).toMatch(/class="builder-tab-wrap builder-tab-active"[^>]*>.*<p>A<\/p>/);
    expect(html).toContain('inside A');
    expect(html).not.toContain('inside B');
    expect(html).toContain('aria-expanded="false"');
    expect(html).not.toContain('Answer');
  });

  it('renders the masonry tiles visible, wrapping in rows until the client lays them out', async () => {
    const html = await render([block('Builder:Masonry', {}, { children: [text('<p>tile</p>')] })]);
    expect(html).toMatch(/<div class="builder-masonry" part="base" style="[^"]*--builder-masonry-column:200px[^"]*"/);
    expect(html).not.toContain('opacity');
    expect(html).toContain('builder-masonry-tile');
  });
});
