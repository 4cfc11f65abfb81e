import { expect } from 'chai';
import { accordionSpec } from './index.ts';
import {
  animationsDone,
  block,
  cleanup,
  click,
  expectNoAxeViolations,
  isShown,
  press,
  showContent,
  showStandalone,
  text,
  waitFor,
} from '../../../test/helpers/layout-blocks.tsx';

const itemList = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    title: [text(`<p>Item ${i + 1}</p>`)],
    detail: [text(`<p>Inside Item ${i + 1}</p>`)],
  }));

const showAccordion = (options: Record<string, unknown> = {}, width?: number) =>
  showContent([block('Builder:Accordion', { items: itemList(3), ...options })], '.builder-accordion-title button', {
    width,
  });

const triggers = (host: ParentNode) => [...host.querySelectorAll<HTMLButtonElement>('.builder-accordion-trigger')];
const details = (host: ParentNode) => [...host.querySelectorAll<HTMLElement>('.builder-accordion-detail')];
const openTexts = (host: ParentNode) =>
  details(host)
    .filter(isShown)
    .map((d) => d.textContent);
const focused = (host: ParentNode) => triggers(host).indexOf(document.activeElement as HTMLButtonElement);

describe('Accordion in Chromium', () => {
  afterEach(cleanup);

  describe('given three items', () => {
    it('renders each title as a button in a heading, wired to its detail region, all closed', async () => {
      const host = await showAccordion();
      const titles = [...host.querySelectorAll('.builder-accordion-title')];
      expect(titles.map((t) => t.getAttribute('role'))).to.deep.equal(['heading', 'heading', 'heading']);
      expect(titles[0].getAttribute('aria-level')).to.equal('3');
      expect(titles.map((t) => t.className)).to.deep.equal(
        Array(3).fill('builder-accordion-title builder-accordion-title-closed'),
      );
      triggers(host).forEach((button, i) => {
        expect(button.tagName).to.equal('BUTTON');
        expect(button.getAttribute('aria-expanded')).to.equal('false');
        expect(button.getAttribute('aria-controls')).to.equal(details(host)[i].id);
        expect(details(host)[i].getAttribute('aria-labelledby')).to.equal(button.id);
        expect(details(host)[i].getAttribute('role')).to.equal('region');
      });
      expect(openTexts(host)).to.deep.equal([]);
    });

    it('opens and closes items independently, with classes, parts and data-state', async () => {
      const host = await showAccordion();
      await click(triggers(host)[0]);
      await click(host.querySelectorAll('.builder-accordion-title .builder-text')[2]);
      expect(openTexts(host)).to.deep.equal(['Inside Item 1', 'Inside Item 3']);
      const title = host.querySelector('.builder-accordion-title')!;
      expect(title.className).to.equal('builder-accordion-title builder-accordion-title-open');
      expect([title.getAttribute('part'), title.getAttribute('data-state')]).to.deep.equal([
        'title title--open',
        'open',
      ]);
      expect(triggers(host)[0].getAttribute('aria-expanded')).to.equal('true');
      expect(host.querySelectorAll('.builder-accordion-detail-open')).to.have.length(2);
      expect(details(host)[0].getAttribute('part')).to.equal('detail detail--open');
      await click(triggers(host)[0]);
      expect(openTexts(host)).to.deep.equal(['Inside Item 3']);
      expect(triggers(host)[0].getAttribute('aria-expanded')).to.equal('false');
    });

    it('dispatches accordiontoggle with the index and the new state', async () => {
      const host = await showAccordion();
      const events: unknown[] = [];
      host.addEventListener('accordiontoggle', (e) => events.push((e as CustomEvent).detail));
      await click(triggers(host)[1]);
      await click(triggers(host)[1]);
      expect(events).to.deep.equal([
        { index: 1, open: true },
        { index: 1, open: false },
      ]);
    });

    it('toggles with Enter and Space, and moves between titles with the arrows, Home and End', async () => {
      const host = await showAccordion();
      triggers(host)[0].focus();
      await press('Enter');
      expect(openTexts(host)).to.deep.equal(['Inside Item 1']);
      await press('ArrowDown');
      expect(focused(host)).to.equal(1);
      await press('Space');
      await waitFor(() => openTexts(host).length === 2, 'item 2 to open');
      await press('ArrowDown', 'ArrowDown');
      expect(focused(host)).to.equal(0);
      await press('ArrowUp');
      expect(focused(host)).to.equal(2);
      await press('Home');
      expect(focused(host)).to.equal(0);
      await press('End');
      expect(focused(host)).to.equal(2);
    });
  });

  it('puts the titles at headingLevel in the outline, or outside it with 0', async () => {
    let host = await showAccordion({ headingLevel: 2 });
    expect(host.querySelector('.builder-accordion-title')!.getAttribute('aria-level')).to.equal('2');
    cleanup();
    host = await showAccordion({ headingLevel: 0 });
    expect(host.querySelector('.builder-accordion-title')!.hasAttribute('role')).to.equal(false);
  });

  it('with oneAtATime, opening one item closes the other', async () => {
    const host = await showAccordion({ oneAtATime: true });
    for (const i of [0, 1, 2]) {
      await click(triggers(host)[i]);
      expect(openTexts(host)).to.deep.equal([`Inside Item ${i + 1}`]);
    }
  });

  describe('grid', () => {
    const rects = (host: ParentNode) =>
      [...host.querySelectorAll('.builder-accordion-title')].map((t) => t.getBoundingClientRect());

    it('puts gridRowWidth-wide titles side by side and the open detail across the row under its title', async () => {
      const host = await showAccordion({ grid: true, items: itemList(6) }, 800);
      let titles = rects(host);
      expect(titles.map((r) => Math.round(r.width))).to.deep.equal(Array(6).fill(200));
      expect(titles.slice(0, 4).every((r) => r.top === titles[0].top)).to.equal(true);
      expect(titles[4].top).to.be.greaterThan(titles[0].top);

      await click(triggers(host)[1]);
      await animationsDone();
      titles = rects(host);
      const detail = details(host)[1].getBoundingClientRect();
      expect(Math.round(detail.width)).to.equal(800);
      expect(detail.top).to.be.closeTo(titles[0].bottom, 1);
      // The titles after the open one stay on its row; the next row comes after the detail.
      expect(titles.slice(0, 4).every((r) => r.top === titles[0].top)).to.equal(true);
      expect(titles[4].top).to.be.closeTo(detail.bottom, 1);
    });

    it('opens one at a time and follows gridRowWidth', async () => {
      const host = await showAccordion({ grid: true, gridRowWidth: '50%' }, 600);
      const titles = rects(host);
      expect(titles.map((r) => Math.round(r.width))).to.deep.equal([300, 300, 300]);
      expect(titles[2].top).to.be.greaterThan(titles[0].top);
      await click(triggers(host)[2]);
      await click(triggers(host)[0]);
      expect(openTexts(host)).to.deep.equal(['Inside Item 1']);
      await animationsDone();
      const detail = details(host)[0].getBoundingClientRect();
      expect(detail.top).to.be.closeTo(rects(host)[0].bottom, 1);
      expect(rects(host)[2].top).to.be.closeTo(detail.bottom, 1);
    });
  });

  it('opens an item with an empty detail without error, showing nothing', async () => {
    const errors: unknown[] = [];
    const onError = (e: ErrorEvent) => errors.push(e.message);
    window.addEventListener('error', onError);
    const items = itemList(2);
    items[0].detail = [];
    const host = await showAccordion({ items });
    await click(triggers(host)[0]);
    expect(triggers(host)[0].getAttribute('aria-expanded')).to.equal('true');
    expect(details(host)[0].textContent).to.equal('');
    expect(details(host)[0].getBoundingClientRect().height).to.equal(0);
    await click(triggers(host)[1]);
    expect(openTexts(host)).to.deep.equal(['', 'Inside Item 2'].filter(Boolean));
    window.removeEventListener('error', onError);
    expect(errors).to.deep.equal([]);
  });

  it('takes items from its children (first child title, second detail), one per repeated element', async () => {
    const child = block(
      '',
      {},
      {
        component: undefined,
        repeat: { collection: 'state.faqs', itemName: 'faq' },
        children: [
          block('Text', { text: '' }, { bindings: { 'component.options.text': 'state.faq.q' } }),
          block('Text', { text: '' }, { bindings: { 'component.options.text': 'state.faq.a' } }),
        ],
      },
    );
    const plain = block(
      '',
      {},
      { component: undefined, children: [text('<p>Plain title</p>'), text('<p>Plain detail</p>')] },
    );
    const host = await showContent(
      [block('Builder:Accordion', { useChildrenForItems: true }, { children: [child, plain] })],
      '.builder-accordion-trigger',
      {
        data: {
          faqs: [
            { q: 'Q1', a: 'A1' },
            { q: 'Q2', a: 'A2' },
          ],
        },
      },
    );
    await waitFor(() => triggers(host).length === 3 && host.textContent?.includes('Q2'), 'three items');
    expect(triggers(host).map((b) => b.textContent)).to.deep.equal(['Q1', 'Q2', 'Plain title']);
    await click(triggers(host)[1]);
    await click(triggers(host)[2]);
    expect(openTexts(host)).to.deep.equal(['A2', 'Plain detail']);
  });

  it('works standalone in a shadow root, light-DOM children paired as title and detail', async () => {
    const { host, root } = await showStandalone(
      accordionSpec,
      { useChildrenForItems: true },
      '.builder-accordion-trigger',
      {
        shadow: true,
        children: ['<h3>Shipping</h3>', '<p>We ship everywhere.</p>', '<h3>Returns</h3>', '<p>Within 30 days.</p>'],
      },
    );
    expect(triggers(root)).to.have.length(2);
    const answer = host.querySelector('p')!;
    expect(isShown(answer)).to.equal(false);
    const events: unknown[] = [];
    const listener = (e: Event) => events.push([(e as CustomEvent).detail, e.target === host]);
    document.addEventListener('accordiontoggle', listener);
    await click(triggers(root)[0]);
    document.removeEventListener('accordiontoggle', listener);
    expect(isShown(answer)).to.equal(true);
    expect(events).to.deep.equal([[{ index: 0, open: true }, true]]);
  });

  it("follows the editor's openIndexes", async () => {
    const { root } = await showStandalone(
      accordionSpec,
      { items: itemList(3), openIndexes: [0, 2] },
      '.builder-accordion-trigger',
    );
    await waitFor(() => openTexts(root).length === 2, 'the opened items');
    expect(openTexts(root)).to.deep.equal(['Inside Item 1', 'Inside Item 3']);
  });

  it('has no axe violations, closed, open and as a grid', async () => {
    let host = await showAccordion();
    await expectNoAxeViolations();
    await click(triggers(host)[0]);
    await click(triggers(host)[2]);
    await expectNoAxeViolations();
    cleanup();
    host = await showAccordion({ grid: true });
    await click(triggers(host)[1]);
    await expectNoAxeViolations();
  });
});
