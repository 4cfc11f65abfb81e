/**
 * Conformance: Columns (blocks.spec "Blocks › Columns", "different width columns", "vertical
 * centering", link-component.spec "Columns", styles.spec responsive check).
 */
import { expect } from 'chai';
import { captureConsole, cleanup, css, quiet, renderRoute, viewport, waitForText } from './harness.tsx';

const VIEWPORTS = { mobile: [300, 700], tablet: [930, 700], desktop: [1200, 700] } as const;
/** Expected flex-direction per Columns block at mobile, tablet, desktop. */
const DIRECTIONS = [
  ['column', 'column', 'row'],
  ['column-reverse', 'column-reverse', 'row'],
  ['column', 'row', 'row'],
  ['column-reverse', 'row', 'row'],
  ['row', 'row', 'row'],
];

describe('conformance: columns', () => {
  afterEach(() => cleanup());
  after(() => viewport());

  describe('columns.json (/columns)', () => {
    Object.entries(VIEWPORTS).forEach(([name, [width, height]], v) => {
      it(`stacks and spaces columns at ${name} (${width}×${height})`, async () => {
        await viewport(width, height);
        await renderRoute('/columns');
        const all = [...document.querySelectorAll('.builder-columns')];
        expect(all).to.have.length(5);
        all.forEach((columns, i) => {
          const direction = css(columns).flexDirection;
          expect(direction, `columns #${i + 1}`).to.equal(DIRECTIONS[i][v]);
          const cols = [...columns.querySelectorAll(':scope > .builder-column')];
          expect(css(cols[0]).marginLeft, `columns #${i + 1} first column`).to.equal('0px');
          if (cols[1])
            expect(css(cols[1]).marginLeft, `columns #${i + 1} second column`).to.equal(
              direction === 'row' ? '20px' : '0px',
            );
        });
      });
    });

    it('has exactly 2 links: the home button and the linked first column', async () => {
      await viewport();
      await renderRoute('/columns');
      const links = [...document.querySelectorAll('a')];
      expect(links).to.have.length(2);
      expect(links.map((a) => a.getAttribute('href')).sort()).to.deep.equal(['/', '/test-column-one']);
    });

    it('drops the gutter of the stacked second column at 750px (picture → column nesting)', async () => {
      await viewport();
      await renderRoute('/columns');
      await waitForText('Stack at tablet');
      await viewport(750, 1000);
      const picture = document.querySelectorAll('picture')[1];
      const column = picture.parentElement!.parentElement!.parentElement!;
      expect(css(column).marginLeft).to.equal('0px');
    });
  });

  describe('columns-with-different-widths.json (/columns-with-different-widths)', () => {
    it('allocates widths by fraction after the gaps', async () => {
      await viewport();
      await renderRoute('/columns-with-different-widths');
      const gaps = [20, 0, 40, 20, 400];
      const fractions = [[1 / 2, 1 / 2], [1], [1 / 3, 1 / 3, 1 / 3], [1 / 3, 2 / 3], [1 / 3, 2 / 3]];
      const all = [...document.querySelectorAll('.builder-columns')];
      expect(all).to.have.length(5);
      all.forEach((columns, i) => {
        const total = columns.getBoundingClientRect().width;
        const cols = [...columns.querySelectorAll(':scope > .builder-column')];
        cols.forEach((col, j) => {
          expect(col.getBoundingClientRect().width).to.be.closeTo(fractions[i][j] * (total - gaps[i]), 0.05);
        });
      });
      const last = all[4];
      const W = last.getBoundingClientRect().width;
      const [a, b] = [...last.querySelectorAll(':scope > .builder-column')].map((c) => c.getBoundingClientRect().width);
      expect(W / 3 - a).to.be.closeTo(400 / 3, 0.05);
      expect((2 * W) / 3 - b).to.be.closeTo(800 / 3, 0.05);
      expect(W / 3 - a + (2 * W) / 3 - b).to.be.closeTo(400, 0.05);
    });
  });

  describe('columns-vertical-centering.json (/columns-vertical-centering)', () => {
    it('centres both texts on the 400px wrapper', async () => {
      await viewport();
      await renderRoute('/columns-vertical-centering');
      const wrapper = document.querySelector('.builder-columns')!.parentElement!.closest('div')!;
      const centre = (el: Element) => {
        const r = el.getBoundingClientRect();
        return r.top + r.height / 2;
      };
      const texts = [...document.querySelectorAll('.builder-text')];
      expect(texts).to.have.length(2);
      for (const text of texts) expect(centre(text)).to.be.closeTo(centre(wrapper), 0.05);
    });
  });

  describe('columns-vertical-center-flex.json (/columns-vertical-center-flex, held back)', () => {
    it('renders its columns without errors', async () => {
      const errors = captureConsole('error');
      try {
        await viewport();
        const { root } = await renderRoute('/columns-vertical-center-flex');
        await quiet();
        expect(root.querySelectorAll('.builder-column').length).to.be.greaterThan(0);
        expect(errors.calls).to.have.length(0);
      } finally {
        errors.restore();
      }
    });
  });
});
