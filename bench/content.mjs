// @ts-check
// The bench's content: a page of N blocks built from one repeating unit of ten (a Section holding
// a heading Text, a three-column Columns with images and text, and a paragraph Text, then a
// full-width Image), with the responsiveStyles the visual editor writes (every block carries its
// large styles, some have medium and small overrides).

/** @typedef {import('../src/core/types.ts').BuilderBlock} BuilderBlock */
/** @typedef {import('../src/core/types.ts').BuilderContent} BuilderContent */

/** Blocks in one repeating unit. */
export const UNIT_SIZE = 10;

/** What the editor puts on every block it creates. */
const BASE_STYLES = {
  display: 'flex',
  flexDirection: 'column',
  position: 'relative',
  flexShrink: '0',
  boxSizing: 'border-box',
};

const PHOTOS = ['beans', 'roaster', 'cup', 'farm', 'kettle', 'grinder', 'bag'];

/**
 * @param {string} id
 * @param {string} name
 * @param {Record<string, unknown>} options
 * @param {{ large?: Record<string, string>, medium?: Record<string, string>, small?: Record<string, string> }} styles
 * @param {BuilderBlock[]} [children]
 * @returns {BuilderBlock}
 */
function block(id, name, options, styles, children) {
  /** @type {BuilderBlock} */
  const made = {
    '@type': '@builder.io/sdk:Element',
    '@version': 2,
    id: `builder-${id}`,
    component: { name, options },
    responsiveStyles: { ...styles, large: { ...BASE_STYLES, ...styles.large } },
  };
  if (children) made.children = children;
  return made;
}

/**
 * @param {string} id
 * @param {string} html
 * @param {Record<string, string>} [large]
 * @param {Record<string, string>} [small]
 */
const text = (id, html, large = {}, small) =>
  block(
    id,
    'Text',
    { text: html },
    {
      large: { lineHeight: 'normal', height: 'auto', textAlign: 'left', marginTop: '12px', ...large },
      ...(small && { small }),
    },
  );

/**
 * @param {string} id
 * @param {number} i
 * @param {number} aspectRatio
 */
const image = (id, i, aspectRatio) =>
  block(
    id,
    'Image',
    {
      image: `https://cdn.builder.io/api/v1/image/assets%2Fbench%2F${PHOTOS[i % PHOTOS.length]}-${i}`,
      backgroundSize: 'cover',
      backgroundPosition: 'center',
      altText: `Photo ${i}`,
      aspectRatio,
    },
    { large: { width: '100%', minHeight: '20px', minWidth: '20px', overflow: 'hidden', borderRadius: '8px' } },
  );

/**
 * The ten blocks of unit `i`.
 * @param {number} i
 * @returns {BuilderBlock[]}
 */
function unit(i) {
  const id = (/** @type {string} */ name) => `u${i}-${name}`;
  const columns = block(
    id('columns'),
    'Columns',
    {
      space: 24,
      stackColumnsAt: 'tablet',
      columns: [
        {
          blocks: [
            image(id('c1-img'), i, 0.66),
            text(id('c1-text'), `<p>Washed lot ${i}: bright, citrus and black tea.</p>`),
          ],
        },
        {
          blocks: [
            image(id('c2-img'), i + 1, 0.66),
            text(id('c2-text'), `<p>Natural lot ${i}: <strong>berries</strong> and cocoa.</p>`),
          ],
        },
        {
          blocks: [
            text(id('c3-text'), `<p>Brew ${i}: 18 g in, 300 g out, <em>3:30</em>.</p><p>Grind medium-fine.</p>`, {
              fontSize: '15px',
            }),
          ],
        },
      ],
    },
    { large: { marginTop: '24px' }, medium: { marginTop: '16px' } },
  );
  const section = block(
    id('section'),
    'Core:Section',
    { maxWidth: 1200 },
    {
      large: {
        width: '100vw',
        marginLeft: 'calc(50% - 50vw)',
        paddingLeft: '20px',
        paddingRight: '20px',
        paddingTop: '50px',
        paddingBottom: '50px',
        backgroundColor: i % 2 ? '#f6efe6' : '#ffffff',
      },
      medium: { paddingTop: '32px', paddingBottom: '32px' },
      small: { paddingLeft: '12px', paddingRight: '12px' },
    },
    [
      text(
        id('heading'),
        `<h2>Roast notes ${i}</h2>`,
        { fontSize: '32px', fontWeight: '700', marginTop: '0px' },
        { fontSize: '24px' },
      ),
      columns,
      text(
        id('body'),
        `<p>Every week we roast a little differently. Batch ${i} spent twelve minutes in the drum and rested for two days before cupping.</p>`,
        { fontSize: '17px', color: '#3b2a1f' },
      ),
    ],
  );
  return [section, image(id('banner'), i, 0.4)];
}

/**
 * A page entry of exactly `n` blocks (counting nested ones), made of whole units plus Text
 * blocks for any remainder.
 * @param {number} n
 * @returns {BuilderContent}
 */
export function benchContent(n) {
  /** @type {BuilderBlock[]} */
  const blocks = [];
  const units = Math.floor(n / UNIT_SIZE);
  for (let i = 0; i < units; i++) blocks.push(...unit(i));
  for (let i = units * UNIT_SIZE; i < n; i++) blocks.push(text(`extra-${i}`, `<p>Note ${i}</p>`));
  return {
    id: `bench-${n}`,
    name: `Bench page (${n} blocks)`,
    published: 'published',
    data: { title: `Bench ${n}`, url: '/bench', blocks },
  };
}

/**
 * Counts blocks the way `benchContent` sizes them: every block, nested in children or in
 * Columns' column lists.
 * @param {BuilderBlock[] | undefined} blocks
 * @returns {number}
 */
export function countBlocks(blocks) {
  let count = 0;
  for (const b of blocks ?? []) {
    count += 1 + countBlocks(b.children);
    const columns = /** @type {{ blocks?: BuilderBlock[] }[] | undefined} */ (b.component?.options?.columns);
    for (const column of columns ?? []) count += countBlocks(column.blocks);
  }
  return count;
}
