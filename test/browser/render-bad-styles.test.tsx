/**
 * Inline styles from content that the browser's `style` object throws on when React assigns
 * them (array indices, read-only members): found by `npm run fuzz` through `<builder-content>`
 * (4 of 10,000 random contents lost their whole root). The block keeps its other styles, and
 * the rest of the content renders.
 */
import { expect } from 'chai';
import { BLOCK_TYPE, type BuilderBlock } from '../../src/index.ts';
import { showContent } from '../helpers/browser-render.tsx';

const block = (id: string, fields: Partial<BuilderBlock> & Record<string, unknown>): BuilderBlock => ({
  '@type': BLOCK_TYPE,
  id,
  ...fields,
});
const healthy = block('builder-healthy', { component: { name: 'Text', options: { text: 'still here' } } });

describe('inline styles the browser refuses', () => {
  for (const [what, style] of [
    ['an array index', { 0: 'red', color: 'rgb(1, 2, 3)' }],
    ['an array', ['red', 'blue']],
    ['length', { length: 3, color: 'rgb(1, 2, 3)' }],
    ['parentRule', { parentRule: 'x', color: 'rgb(1, 2, 3)' }],
  ] as const) {
    it(`${what} in block.style is left out, the block and its neighbours render`, async () => {
      const host = await showContent(
        [block('builder-styled', { style: style }), healthy],
        '[builder-id="builder-healthy"]',
      );
      const styled = host.querySelector<HTMLElement>('[builder-id="builder-styled"]');
      expect(styled, 'the styled block').to.not.equal(null);
      if (!Array.isArray(style)) expect(styled!.style.color).to.equal('rgb(1, 2, 3)');
      expect(host.textContent).to.contain('still here');
    });

    it(`${what} in properties.style is left out too`, async () => {
      const host = await showContent(
        [block('builder-styled', { properties: { style } as unknown as Record<string, string> }), healthy],
        '[builder-id="builder-healthy"]',
      );
      expect(host.querySelector('[builder-id="builder-styled"]')).to.not.equal(null);
    });
  }
});
