import { setViewport } from '@web/test-runner-commands';
import {
  block,
  cleanup,
  click,
  expectNoAxeViolations,
  press,
  showContent,
  text,
  waitFor,
} from '../../../test/helpers/layout-blocks.tsx';

/** One page with all four layout blocks, checked with axe in each widget's states. */
const page = () => [
  text('<h1>Brew guide</h1>'),
  block('Builder:Carousel', {
    label: 'Origins',
    autoplay: true,
    autoplaySpeed: 30,
    slides: ['Huila', 'Guji', 'Kiambu'].map((name) => ({ content: [text(`<p>${name}</p>`)] })),
  }),
  block('Builder: Tabs', {
    collapsible: true,
    tabs: ['Pour-over', 'French press'].map((name) => ({
      label: [text(`<p>${name}</p>`)],
      content: [text(`<p>How to brew: ${name}</p>`)],
    })),
  }),
  block('Builder:Accordion', {
    oneAtATime: true,
    headingLevel: 2,
    items: ['Grind', 'Storage'].map((name) => ({
      title: [text(`<p>${name}</p>`)],
      detail: [text(`<p>About ${name}</p>`)],
    })),
  }),
  block(
    'Builder:Masonry',
    { gutterSize: 8 },
    {
      children: [120, 80, 100].map((h) => text(`<p>${h}</p>`, { responsiveStyles: { large: { height: `${h}px` } } })),
    },
  ),
];

describe('A page with all four layout blocks', () => {
  before(() => setViewport({ width: 1000, height: 900 }));
  afterEach(cleanup);

  it('has no axe violations in any widget state', async () => {
    const host = await showContent(page(), '.builder-masonry-tile');
    await waitFor(
      () =>
        host.querySelector('.builder-carousel') &&
        host.querySelector('[role=tab]') &&
        host.querySelector('.builder-accordion-trigger'),
      'every widget',
    );
    await expectNoAxeViolations();

    await click(host.querySelector('.builder-carousel-next')!);
    await click(host.querySelectorAll('[role=tab]')[1]);
    await click(host.querySelector('.builder-accordion-trigger')!);
    await expectNoAxeViolations();

    await click(host.querySelector('.builder-carousel-rotation')!);
    await click(host.querySelectorAll('[role=tab]')[1]); // collapsed: no tab open
    await click(host.querySelectorAll('.builder-accordion-trigger')[1]);
    host.querySelectorAll<HTMLElement>('.builder-accordion-trigger')[1].focus();
    await press('ArrowUp');
    await expectNoAxeViolations();
  });
});
