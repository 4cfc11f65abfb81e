/**
 * Custom fonts in Chromium: the content's `@font-face` rules make the browser fetch the font
 * file for text that uses the family, once for a page and its symbols, and once for several
 * shadow roots (where Chromium ignores `@font-face`, so the rules also go to the document head).
 */
import { expect } from 'chai';
import { BLOCK_TYPE, BuilderContent, type BuilderBlock, type BuilderContent as Content } from '../../src/index.ts';
import { testEnv, waitFor } from '../helpers/browser.ts';
import { mount, shadowRoot } from '../helpers/browser-render.tsx';

let run = 0;

/** A content using `family` (served from `url`) for its text, with `more` blocks after it. */
const content = (id: string, family: string, url: string, more: BuilderBlock[] = []): Content => ({
  id,
  data: {
    customFonts: [{ family, kind: 'serif', files: { regular: url } }],
    blocks: [
      {
        '@type': BLOCK_TYPE,
        id: `builder-${id}`,
        component: { name: 'Text', options: { text: 'Fresh coffee' } },
        responsiveStyles: { large: { fontFamily: `${family}, serif` } },
      },
      ...more,
    ],
  },
});

const show = (entry: Content, into?: ShadowRoot): HTMLElement =>
  mount(<BuilderContent content={entry} canTrack={false} />, { into });

const requestsTo = (url: string) =>
  performance.getEntriesByType('resource').filter((entry) => entry.name === url).length;
const faceOf = (family: string) => [...document.fonts].find((face) => face.family.replace(/"/g, '') === family);

describe('custom fonts', () => {
  beforeEach(() => void run++);
  afterEach(() => {
    for (const style of document.head.querySelectorAll('style[data-builder-custom-font]')) style.remove();
  });

  it('the browser fetches the font file once for a page and a symbol that both use it', async () => {
    const family = `Roaster${run}`;
    const url = `${testEnv().serviceUrl}/api/v1/file/roaster-${run}.woff2`;
    const symbol = content(`font-symbol-${run}`, family, url);
    const host = show(
      content(`font-page-${run}`, family, url, [
        {
          '@type': BLOCK_TYPE,
          id: `builder-symbol-${run}`,
          component: { name: 'Symbol', options: { symbol: { content: symbol } } },
        },
      ]),
    );
    await waitFor(() => host.querySelector(`[builder-content-id="font-symbol-${run}"]`), 'the symbol');
    await waitFor(() => faceOf(family) && faceOf(family)!.status !== 'unloaded', 'the font to be requested');
    await waitFor(() => requestsTo(url) > 0, 'the font request');
    // Resolves once layout is done and no font load is pending: any second request has finished too.
    await document.fonts.ready;
    expect(requestsTo(url)).to.equal(1);
    expect([...document.fonts].filter((face) => face.family.replace(/"/g, '') === family)).to.have.length(1);
    expect(faceOf(family)!.display).to.equal('fallback');
  });

  it('inside shadow roots: the rules also go to the document head, once per URL, and the file is fetched', async () => {
    const family = `Shadowed${run}`;
    const url = `${testEnv().serviceUrl}/api/v1/file/shadowed-${run}.woff2`;
    for (const id of ['shadow-a', 'shadow-b']) show(content(`${id}-${run}`, family, url), shadowRoot());
    await waitFor(() => document.head.querySelector(`style[data-builder-custom-font="${url}"]`), 'the head rule');
    expect(document.head.querySelectorAll('style[data-builder-custom-font]')).to.have.length(1);
    await waitFor(() => requestsTo(url) > 0, 'the font request');
    await document.fonts.ready;
    expect(requestsTo(url)).to.equal(1);
  });
});
