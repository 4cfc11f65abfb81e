/**
 * Conformance: accordion.spec on accordion.json (/accordion), accordion-one-at-a-time.json,
 * and the two fixtures without peer assertions: accordion-grid.json (rendered as a user would
 * expect: titles side by side, the open detail across the row under its title) and
 * accordion-no-detail.json (item 1 has an empty detail).
 */
import { expect } from 'chai';
import {
  byText,
  captureConsole,
  cleanup,
  click,
  findByText,
  isVisible,
  renderRoute,
  viewport,
  waitFor,
  waitForText,
} from './harness.tsx';

const shows = (text: string) => findByText(text).some(isVisible);
const ITEMS = [1, 2, 3];

/** Renders `route` and waits until the titles are there (the widget loads on first use). */
async function renderAccordion(route: string): Promise<void> {
  await renderRoute(route);
  await waitForText('Item 3', { exact: true });
}

describe('conformance: accordion', () => {
  before(() => viewport());
  afterEach(() => cleanup());

  describe('accordion.json (/accordion)', () => {
    it('renders the titles, with every detail hidden until its title is clicked', async () => {
      await renderAccordion('/accordion');
      for (const i of ITEMS) {
        expect(isVisible(byText(`Item ${i}`, { exact: true }))).to.equal(true);
        expect(shows(`Inside Item ${i}`)).to.equal(false);
      }
    });

    it('opens each item on click, leaving the others open', async () => {
      await renderAccordion('/accordion');
      for (const i of ITEMS) {
        await click(byText(`Item ${i}`, { exact: true }));
        await waitForText(`Inside Item ${i}`);
      }
      for (const i of ITEMS) expect(shows(`Inside Item ${i}`)).to.equal(true);
    });

    it('closes an item when its title is clicked again', async () => {
      await renderAccordion('/accordion');
      for (const i of ITEMS) {
        await click(byText(`Item ${i}`, { exact: true }));
        await waitForText(`Inside Item ${i}`);
        await click(byText(`Item ${i}`, { exact: true }));
        await waitFor(() => !shows(`Inside Item ${i}`), `Inside Item ${i} to hide`);
      }
    });

    it('uses the expected class names on titles and the open detail', async () => {
      await renderAccordion('/accordion');
      expect(document.querySelectorAll('.builder-accordion-title')).to.have.length(3);
      await click(byText('Item 2', { exact: true }));
      const open = document.querySelectorAll('.builder-accordion-detail-open');
      expect(open).to.have.length(1);
      expect(open[0].textContent).to.equal('Inside Item 2');
    });
  });

  describe('accordion-one-at-a-time.json (/accordion-one-at-a-time)', () => {
    it('shows only the item opened last', async () => {
      await renderAccordion('/accordion-one-at-a-time');
      for (const i of ITEMS) {
        await click(byText(`Item ${i}`, { exact: true }));
        await waitForText(`Inside Item ${i}`);
        for (const j of ITEMS.filter((j) => j !== i))
          expect(shows(`Inside Item ${j}`), `Inside Item ${j}`).to.equal(false);
      }
    });
  });

  describe('accordion-grid.json (/accordion-grid)', () => {
    it('puts the titles side by side and opens one detail at a time across the row under its title', async () => {
      await renderAccordion('/accordion-grid');
      const titles = () =>
        [...document.querySelectorAll('.builder-accordion-title')].map((t) => t.getBoundingClientRect());
      const [first, second, third] = titles();
      expect(second.top).to.equal(first.top);
      expect(third.top).to.equal(first.top);
      expect(second.left).to.be.greaterThan(first.left);
      await click(byText('Item 1', { exact: true }));
      await waitForText('Inside Item 1');
      await click(byText('Item 3', { exact: true }));
      await waitForText('Inside Item 3');
      expect(shows('Inside Item 1')).to.equal(false);
      await waitFor(() => document.getAnimations().length === 0, 'the opening animation');
      const detail = document.querySelector('.builder-accordion-detail-open')!.getBoundingClientRect();
      expect(detail.top).to.be.closeTo(titles()[0].bottom, 1);
      expect(detail.left).to.be.closeTo(titles()[0].left, 1);
      expect(titles()[2].top).to.equal(titles()[0].top);
    });
  });

  describe('accordion-no-detail.json (/accordion-no-detail)', () => {
    it('opens Item 1 without an error and shows no detail; items 2 and 3 work', async () => {
      const errors = captureConsole('error');
      try {
        await renderAccordion('/accordion-no-detail');
        await click(byText('Item 1', { exact: true }));
        const open = document.querySelector('.builder-accordion-detail-open')!;
        expect(open.textContent).to.equal('');
        expect(open.getBoundingClientRect().height).to.equal(0);
        for (const i of [2, 3]) {
          await click(byText(`Item ${i}`, { exact: true }));
          await waitForText(`Inside Item ${i}`);
        }
        expect(errors.text()).to.deep.equal([]);
      } finally {
        errors.restore();
      }
    });
  });
});
