import { expect } from 'chai';
import '../../elements/index.ts';
import { waitFor } from '../helpers/browser.ts';
import { reactSettled } from '../helpers/browser-render.tsx';
import { inside, isShown, mount, nextEvent, rendered, unmountAll, withPageStyle } from './elements-helpers.ts';

const text = (id: string, html: string) => ({
  '@type': '@builder.io/sdk:Element',
  id,
  component: { name: 'Text', options: { text: html } },
});
const TABS = JSON.stringify([
  {
    label: [text('builder-tab-a', 'Grind')],
    content: [{ ...text('builder-tab-a-body', 'Coarse'), responsiveStyles: { large: { color: 'rgb(0, 128, 0)' } } }],
  },
  { label: [text('builder-tab-b', 'Water')], content: [text('builder-tab-b-body', 'Filtered')] },
]);

afterEach(unmountAll);

describe('<builder-tabs>', () => {
  it('renders tabs from JSON, nested blocks with their responsive styles, and styles tab--active through ::part', async () => {
    await withPageStyle('builder-tabs::part(tab--active) { outline: 3px solid rgb(255, 0, 0); }', async () => {
      const element = mount(`<builder-tabs tabs='${TABS}'></builder-tabs>`);
      const active = await rendered(element, '[part~="tab--active"]');
      expect(active.textContent).to.equal('Grind');
      expect(getComputedStyle(active).outlineColor).to.equal('rgb(255, 0, 0)');
      const body = await rendered(element, '.builder-tab-a-body');
      expect(getComputedStyle(body).color).to.equal('rgb(0, 128, 0)');
      const tab = inside(element).querySelectorAll<HTMLElement>('[part~="tab"]')[1];
      expect(getComputedStyle(tab).outlineStyle).to.equal('none');
    });
  });

  it('dispatches tabchange across the shadow boundary, and a collapsible active tab closes', async () => {
    const element = mount(`<builder-tabs collapsible tabs='${TABS}'></builder-tabs>`);
    const tabs = await waitFor(
      () =>
        inside(element).querySelectorAll<HTMLButtonElement>('[part~="tab"]').length === 2 &&
        inside(element).querySelectorAll<HTMLButtonElement>('[part~="tab"]'),
      'two tabs',
    );
    const changed = nextEvent<{ index: number }>(document, 'tabchange');
    tabs[1].click();
    const event = await changed;
    expect(event.detail.index).to.equal(1);
    expect(event.target).to.equal(element);
    await waitFor(() => tabs[1].part.contains('tab--active'), 'second tab active');
    tabs[1].click();
    await waitFor(() => !inside(element).querySelector('[part~="tab--active"]'), 'no tab active');
  });

  it('re-renders when default-active-tab changes from a script property, and keeps its state when moved', async () => {
    const element = document.createElement('builder-tabs');
    element.tabs = JSON.parse(TABS);
    element.defaultActiveTab = 2;
    const holder = mount('<div></div>');
    holder.append(element);
    const active = await rendered(element, '[part~="tab--active"]');
    expect(active.textContent).to.equal('Water');
    const tabs = inside(element).querySelectorAll<HTMLButtonElement>('[part~="tab"]');
    tabs[0].click();
    await waitFor(() => tabs[0].part.contains('tab--active'), 'first tab active');
    mount('<section></section>').append(element); // a move: disconnected and connected in one task
    // The tag decides in a microtask whether it was removed; had it unmounted, a new render would be on its way.
    await reactSettled();
    expect(inside(element).querySelector('[part~="tab--active"]')?.textContent).to.equal('Grind');
  });
});

describe('<builder-accordion>', () => {
  it('takes its children in pairs (title, detail) with use-children-for-items and toggles with an event', async () => {
    const element = mount(`<builder-accordion use-children-for-items one-at-a-time>
      <span>Ship abroad?</span><p>Not yet.</p>
      <span>Compostable?</span><p>Yes.</p>
    </builder-accordion>`);
    const titles = await waitFor(() => {
      const found = inside(element).querySelectorAll<HTMLElement>('[part~="trigger"]');
      return found.length === 2 && found;
    }, 'two titles');
    const answer = element.querySelectorAll('p')[0];
    expect(isShown(answer)).to.equal(false);
    const toggled = nextEvent<{ index: number; open: boolean }>(document, 'accordiontoggle');
    titles[0].click();
    expect((await toggled).detail).to.deep.equal({ index: 0, open: true });
    await waitFor(() => isShown(answer), 'first detail shown');
    expect(inside(element).querySelector('[part~="detail--open"]')).not.to.equal(null);
  });
});

describe('<builder-carousel>', () => {
  it('shows its children as slides and pages with the next button, dispatching slidechange', async () => {
    const element =
      mount(`<builder-carousel use-children-for-slides responsive='[{"breakpoint":5000,"settings":{"slidesToShow":1,"slidesToScroll":1}}]'>
      <div>One</div><div>Two</div><div>Three</div>
    </builder-carousel>`);
    const slides = await waitFor(() => {
      const found = inside(element).querySelectorAll('[part~="slide"]');
      return found.length === 3 && found;
    }, 'three slides');
    expect(slides[0].getAttribute('data-state')).to.equal('active');
    const next = await rendered<HTMLButtonElement>(element, '[part~="next"]');
    const changed = nextEvent<{ index: number }>(element, 'slidechange');
    next.click();
    expect((await changed).detail.index).to.equal(1);
    await waitFor(() => slides[1].getAttribute('data-state') === 'active', 'second slide');
    expect(inside(element).querySelectorAll('[part~="dot"]')).to.have.length(3);
  });
});

describe('<builder-masonry>', () => {
  it('lays its children out as tiles', async () => {
    const element = mount(`<builder-masonry column-width="100px" gutter-size="4">
      <div style="height: 40px">a</div><div style="height: 80px">b</div><div style="height: 60px">c</div>
    </builder-masonry>`);
    const tiles = await waitFor(() => {
      const found = inside(element).querySelectorAll('[part~="tile"]');
      return found.length === 3 && found;
    }, 'three tiles');
    expect(tiles).to.have.length(3);
    await rendered(element, '.builder-masonry--laid-out');
  });
});
