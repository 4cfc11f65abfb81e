// @ts-check
import { describe, expect, it } from 'vitest';
import { benchContent, countBlocks, UNIT_SIZE } from './content.mjs';
import { countElements, demoPageDom, minimalDom, parityElements } from './minimal-dom.mjs';

/**
 * @param {string} id
 * @param {string} name
 * @param {Record<string, unknown>} options
 * @param {Record<string, unknown>} [extra]
 */
const block = (id, name, options, extra = {}) => ({
  '@type': '@builder.io/sdk:Element',
  id,
  component: { name, options },
  ...extra,
});

const content = {
  id: 'small',
  data: {
    blocks: [
      block(
        'builder-s',
        'Core:Section',
        { maxWidth: 800 },
        {
          responsiveStyles: { large: { paddingTop: '40px' }, small: { paddingTop: '20px' } },
          children: [
            block('builder-t', 'Text', { text: '<p>Hi <em>there</em></p>' }),
            block(
              'builder-c',
              'Columns',
              {
                space: 20,
                columns: [
                  {
                    blocks: [
                      block('builder-i', 'Image', {
                        image: 'https://cdn.example/a.png',
                        altText: 'A',
                        aspectRatio: 0.5,
                        backgroundSize: 'contain',
                      }),
                    ],
                  },
                  { blocks: [block('builder-b', 'Core:Button', { text: 'Go', link: '/go' })] },
                ],
              },
              { responsiveStyles: { large: { marginTop: '10px' }, medium: { marginTop: '5px' } } },
            ),
          ],
        },
      ),
      block('builder-f', 'Symbol', { symbol: { model: 'symbol', entry: 'footer' } }),
    ],
  },
};

const footer = { id: 'footer', data: { blocks: [block('builder-ft', 'Text', { text: '<p>Footer</p>' })] } };

describe('minimalDom', () => {
  const { tree, css } = minimalDom(/** @type {any} */ (content), {
    symbols: (entry) => (entry === 'footer' ? /** @type {any} */ (footer) : undefined),
  });

  it("renders one element per block with the content's nesting, texts, images and classes", () => {
    expect(tree).toEqual([
      'div',
      { 'builder-content-id': 'small' },
      [
        [
          'section',
          { 'builder-id': 'builder-s', className: 'builder-s' },
          [
            [
              'div',
              {
                style: {
                  display: 'flex',
                  flexDirection: 'column',
                  width: '100%',
                  maxWidth: '800px',
                  marginLeft: 'auto',
                  marginRight: 'auto',
                },
              },
              [
                ['div', { 'builder-id': 'builder-t', className: 'builder-t' }, { html: '<p>Hi <em>there</em></p>' }],
                [
                  'div',
                  { 'builder-id': 'builder-c', className: 'builder-c' },
                  [
                    [
                      'div',
                      {},
                      [
                        [
                          'div',
                          { 'builder-id': 'builder-i', className: 'builder-i' },
                          [
                            [
                              'img',
                              {
                                src: 'https://cdn.example/a.png',
                                alt: 'A',
                                loading: 'lazy',
                                style: {
                                  display: 'block',
                                  width: '100%',
                                  objectFit: 'contain',
                                  objectPosition: 'center',
                                  aspectRatio: '1 / 0.5',
                                },
                              },
                              [],
                            ],
                          ],
                        ],
                      ],
                    ],
                    [
                      'div',
                      {},
                      [
                        [
                          'a',
                          { 'builder-id': 'builder-b', className: 'builder-b', href: '/go', role: 'button' },
                          ['Go'],
                        ],
                      ],
                    ],
                  ],
                ],
              ],
            ],
          ],
        ],
        [
          'div',
          { 'builder-id': 'builder-f', className: 'builder-f' },
          [['div', { 'builder-id': 'builder-ft', className: 'builder-ft' }, { html: '<p>Footer</p>' }]],
        ],
      ],
    ]);
  });

  it('counts the elements, those in text HTML included', () => {
    // root, section, its max-width div, text + p + em, columns + 2 columns, image + img, button, symbol, text + p
    expect(countElements(tree)).toBe(15);
  });

  it('writes the responsive styles as one stylesheet keyed by block class, large first, then medium and small', () => {
    expect(css).toBe(
      [
        '.builder-s{padding-top:40px;}',
        '.builder-c{margin-top:10px;}',
        '.builder-c{flex-direction:row;align-items:stretch;column-gap:20px}',
        '.builder-c>:nth-child(1){width:calc(50% - 10px)}',
        '.builder-c>:nth-child(2){width:calc(50% - 10px)}',
        '@media (max-width: 991px){.builder-c{margin-top:5px;}.builder-c{flex-direction:column}.builder-c>:nth-child(n){width:100%}}',
        '@media (max-width: 640px){.builder-s{padding-top:20px;}}',
      ].join('\n'),
    );
  });

  it('gives the bench content one element per block plus the markup its components need', () => {
    const n = 5 * UNIT_SIZE;
    const page = minimalDom(benchContent(n));
    // Per unit of ten blocks: section + its max-width div (2), heading text + h2 (2), columns
    // + 3 columns (4), 2 images + their img (4), 2 column texts (p; p + strong: 5), a text of
    // two p + em (4), the body text + p (2), the banner image + img (2): 25; and the root.
    expect(countElements(page.tree)).toBe(1 + 5 * 25);
  });
});

describe('parityElements', () => {
  it('counts the elements Builder renders around the blocks that the minimal DOM leaves out', () => {
    expect(parityElements(/** @type {any} */ (content))).toEqual({
      style: 1,
      'div.builder-blocks': 3, // the root's list and each column's
      'div.builder-text': 1, // the symbol's Text belongs to the symbol's own root
      'div.builder-columns': 1,
      picture: 1,
      source: 0, // not an image on Builder's CDN
      'div.builder-image-sizer': 1,
      section: 0, // the max-width div stands for it
    });
  });

  it('counts a section element for a Section without a max width, and a WebP source for a CDN image', () => {
    const counts = parityElements(
      /** @type {any} */ ({
        data: {
          blocks: [
            block(
              'builder-s',
              'Core:Section',
              {},
              { children: [block('builder-i', 'Image', { image: 'https://cdn.builder.io/api/v1/image/a' })] },
            ),
          ],
        },
      }),
    );
    expect(counts).toMatchObject({ section: 1, picture: 1, source: 1, 'div.builder-image-sizer': 0 });
  });

  it('accounts for every element the kit adds to the bench content, per unit of ten blocks', () => {
    const one = parityElements(benchContent(UNIT_SIZE));
    const two = parityElements(benchContent(2 * UNIT_SIZE));
    const perUnit = Object.values(two).reduce((a, b) => a + b, 0) - Object.values(one).reduce((a, b) => a + b, 0);
    // 3 column lists, 5 Text wrappers, 1 columns row, 3 × (picture, source, sizer)
    expect(perUnit).toBe(18);
  });
});

describe('demoPageDom', () => {
  /** @param {import('./minimal-dom.mjs').MinimalNode | string} node @returns {number} */
  const blockElements = (node) =>
    typeof node === 'string'
      ? 0
      : (node[1]['builder-id'] ? 1 : 0) +
        (Array.isArray(node[2]) ? node[2].reduce((sum, child) => sum + blockElements(child), 0) : 0);

  it('renders every block of the home page and of its two symbols once', async () => {
    const { readFile } = await import('node:fs/promises');
    const read = async (/** @type {string} */ file) =>
      JSON.parse(await readFile(new URL(`../demo/content/${file}.json`, import.meta.url), 'utf8'));
    const [home, footer, banner] = await Promise.all([
      read('page/home'),
      read('symbol/site-footer'),
      read('symbol/newsletter-banner'),
    ]);
    const { tree, css } = await demoPageDom('home');
    expect(blockElements(tree)).toBe(
      countBlocks(home.data.blocks) + countBlocks(footer.data.blocks) + countBlocks(banner.data.blocks),
    );
    expect(css).toContain('.builder-home-hero{');
  });
});
