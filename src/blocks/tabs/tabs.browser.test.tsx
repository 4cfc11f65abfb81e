import { expect } from 'chai';
import { tabsSpec } from './index.ts';
import {
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

const tabList = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    label: [text(`<p>Tab ${i + 1}</p>`)],
    content: [text(`<p>inside tab ${i + 1}</p>`)],
  }));

/** Tabs as the editor makes a new block (it writes the active tab style into it). */
const showTabs = (options: Record<string, unknown> = {}, name = 'Builder: Tabs') =>
  showContent(
    [block(name, { tabs: tabList(3), activeTabStyle: { backgroundColor: 'rgba(0, 0, 0, 0.1)' }, ...options })],
    '.builder-tabs [role=tab]',
  );

const tabs = (host: ParentNode) => [...host.querySelectorAll<HTMLButtonElement>('[role=tab]')];
const panels = (host: ParentNode) => [...host.querySelectorAll<HTMLElement>('[role=tabpanel]')];
const visiblePanelTexts = (host: ParentNode) =>
  panels(host)
    .filter(isShown)
    .map((p) => p.textContent);
/** Text of the label with builder-tab-active ('' for none); assertions never hold DOM nodes (wtr cannot serialise them). */
const activeLabel = (host: ParentNode) =>
  [...host.querySelectorAll('.builder-tab-active')].map((t) => t.textContent).join('|');
/** Index of the focused tab (-1 when focus is elsewhere). */
const focusedTab = (host: ParentNode) => tabs(host).indexOf(document.activeElement as HTMLButtonElement);

describe('Tabs in Chromium', () => {
  afterEach(cleanup);

  describe('given three tabs with the default options', () => {
    it('renders a tab list of buttons wired to their panels, the first one active', async () => {
      const host = await showTabs();
      const list = host.querySelector('[role=tablist]')!;
      expect(list.getAttribute('part')).to.equal('tablist');
      const [first, second] = tabs(host);
      expect(tabs(host)).to.have.length(3);
      expect(first.tagName).to.equal('BUTTON');
      expect(first.getAttribute('aria-selected')).to.equal('true');
      expect(second.getAttribute('aria-selected')).to.equal('false');
      expect([first.tabIndex, second.tabIndex]).to.deep.equal([0, -1]);
      panels(host).forEach((panel, i) => {
        expect(tabs(host)[i].getAttribute('aria-controls')).to.equal(panel.id);
        expect(panel.getAttribute('aria-labelledby')).to.equal(tabs(host)[i].id);
      });
      expect(visiblePanelTexts(host)).to.deep.equal(['inside tab 1']);
    });

    it('marks the active label with builder-tab-active, its part, data-state and the active style inline', async () => {
      const host = await showTabs();
      const active = host.querySelectorAll('.builder-tab-active');
      expect(active).to.have.length(1);
      expect(active[0].textContent).to.equal('Tab 1');
      expect(active[0].getAttribute('part')).to.equal('tab tab--active');
      expect(active[0].getAttribute('data-state')).to.equal('active');
      expect(getComputedStyle(active[0]).backgroundColor).to.equal('rgba(0, 0, 0, 0.1)');
      expect(getComputedStyle(tabs(host)[1]).backgroundColor).to.equal('rgba(0, 0, 0, 0)');
      expect(tabs(host)[1].getAttribute('part')).to.equal('tab');
    });

    it('lets the page restyle the active label with --builder-tabs-active-bg', async () => {
      const host = await showTabs();
      host.style.setProperty('--builder-tabs-active-bg', 'rgb(255, 0, 0)');
      expect(getComputedStyle(host.querySelector('.builder-tab-active')!).backgroundColor).to.equal('rgb(255, 0, 0)');
    });

    it('switches tabs on click and dispatches tabchange', async () => {
      const host = await showTabs();
      const events: unknown[] = [];
      host.addEventListener('tabchange', (e) => events.push((e as CustomEvent).detail));
      await click(host.querySelector('[role=tab]:nth-child(2) .builder-text')!);
      expect(activeLabel(host)).to.equal('Tab 2');
      expect(visiblePanelTexts(host)).to.deep.equal(['inside tab 2']);
      await click(tabs(host)[1]);
      expect(events).to.deep.equal([{ index: 1 }]);
    });

    it('keeps the active tab open when it is clicked again (not collapsible)', async () => {
      const host = await showTabs();
      await click(tabs(host)[0]);
      expect(visiblePanelTexts(host)).to.deep.equal(['inside tab 1']);
    });

    it('keeps a visited panel mounted, so what it holds survives switching', async () => {
      const host = await showContent(
        [
          block('Builder: Tabs', {
            tabs: [
              {
                label: [text('<p>Form</p>')],
                content: [
                  block(
                    'Raw:Img',
                    {},
                    { component: undefined, tagName: 'input', properties: { 'aria-label': 'Name' } },
                  ),
                ],
              },
              { label: [text('<p>Other</p>')], content: [text('<p>other</p>')] },
            ],
          }),
        ],
        '[role=tab]',
      );
      const input = host.querySelector('input')!;
      input.value = 'kept';
      await click(tabs(host)[1]);
      await click(tabs(host)[0]);
      expect(host.querySelector('input') === input).to.equal(true);
      expect(input.value).to.equal('kept');
    });
  });

  describe('defaultActiveTab', () => {
    it('opens the given tab, counting from 1', async () => {
      const host = await showTabs({ defaultActiveTab: 2 });
      expect(activeLabel(host)).to.equal('Tab 2');
    });

    it('opens none with 0 (unlike the reference), the first tab still reachable by Tab', async () => {
      const host = await showTabs({ defaultActiveTab: 0 });
      expect(activeLabel(host)).to.equal('');
      expect(visiblePanelTexts(host)).to.deep.equal([]);
      expect(tabs(host).map((t) => t.tabIndex)).to.deep.equal([0, -1, -1]);
    });
  });

  describe('collapsible', () => {
    it('closes the active tab when it is clicked, and opens it again', async () => {
      const host = await showTabs({ collapsible: true });
      const events: unknown[] = [];
      host.addEventListener('tabchange', (e) => events.push((e as CustomEvent).detail));
      await click(tabs(host)[0]);
      expect(activeLabel(host)).to.equal('');
      expect(visiblePanelTexts(host)).to.deep.equal([]);
      await click(tabs(host)[0]);
      expect(visiblePanelTexts(host)).to.deep.equal(['inside tab 1']);
      expect(events).to.deep.equal([{ index: -1 }, { index: 0 }]);
    });
  });

  describe('tabHeaderLayout', () => {
    for (const layout of ['center', 'space-between', 'space-around', 'flex-start', 'flex-end']) {
      it(`lays the labels out with justify-content: ${layout}`, async () => {
        const host = await showTabs({ tabHeaderLayout: layout });
        expect(getComputedStyle(host.querySelector('[role=tablist]')!).justifyContent).to.equal(layout);
      });
    }
  });

  describe('keyboard', () => {
    it('moves focus and selection with the arrow keys (wrapping), Home and End', async () => {
      const host = await showTabs();
      tabs(host)[0].focus();
      await press('ArrowRight');
      expect(focusedTab(host)).to.equal(1);
      expect(activeLabel(host)).to.equal('Tab 2');
      expect(tabs(host).map((t) => t.tabIndex)).to.deep.equal([-1, 0, -1]);
      await press('End');
      expect(focusedTab(host)).to.equal(2);
      await press('ArrowRight');
      expect(focusedTab(host)).to.equal(0);
      await press('ArrowLeft');
      expect(focusedTab(host)).to.equal(2);
      await press('Home');
      expect(focusedTab(host)).to.equal(0);
      expect(visiblePanelTexts(host)).to.deep.equal(['inside tab 1']);
    });

    it('reaches the active tab, then its panel, with Tab', async () => {
      const before = document.createElement('button');
      before.textContent = 'before';
      const host = await showTabs({ defaultActiveTab: 2 });
      host.prepend(before);
      before.focus();
      await press('Tab');
      expect(focusedTab(host)).to.equal(1);
      await press('Tab');
      expect(document.activeElement === panels(host)[1]).to.equal(true);
    });

    it('toggles a collapsible tab with Enter and Space', async () => {
      const host = await showTabs({ collapsible: true });
      tabs(host)[0].focus();
      await press('Enter');
      expect(visiblePanelTexts(host)).to.deep.equal([]);
      await press('Space');
      await waitFor(() => visiblePanelTexts(host).length === 1, 'the panel to open');
      await press('ArrowRight', 'Space');
      expect(visiblePanelTexts(host)).to.deep.equal([]);
    });
  });

  it("follows the editor's selectedIndex", async () => {
    const { root } = await showStandalone(tabsSpec, { tabs: tabList(3), selectedIndex: 2 }, '[role=tab]');
    await waitFor(() => activeLabel(root) === 'Tab 3', 'the selected tab');
  });

  it('renders under the alias Builder:Tabs', async () => {
    const host = await showTabs({}, 'Builder:Tabs');
    expect(activeLabel(host)).to.equal('Tab 1');
  });

  it('works standalone in a shadow root; tabchange crosses it', async () => {
    const { host, root } = await showStandalone(tabsSpec, { tabs: tabList(2) }, '[role=tab]', {
      shadow: true,
      children: [],
    });
    const events: unknown[] = [];
    const listener = (e: Event) => events.push([(e as CustomEvent).detail, e.target === host]);
    document.addEventListener('tabchange', listener);
    await click(tabs(root)[1]);
    document.removeEventListener('tabchange', listener);
    expect(events).to.deep.equal([[{ index: 1 }, true]]);
    expect(activeLabel(root)).to.equal('Tab 2');
  });

  it('has no axe violations, open, switched and collapsed', async () => {
    const host = await showTabs({ collapsible: true });
    await expectNoAxeViolations();
    await click(tabs(host)[2]);
    await expectNoAxeViolations();
    await click(tabs(host)[2]);
    await expectNoAxeViolations();
  });
});
