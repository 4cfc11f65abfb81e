import { expect } from 'chai';
import { setViewport } from '@web/test-runner-commands';
import { testEnv } from '../../../test/helpers/browser.ts';
import { BuilderContent } from '../../render/index.ts';
import { masonrySpec } from './index.ts';
import {
  block,
  cleanup,
  container,
  expectNoAxeViolations,
  serverHtml,
  showContent,
  showStandalone,
  text,
  waitFor,
} from '../../../test/helpers/layout-blocks.tsx';
import { hydrate, reactSettled } from '../../../test/helpers/browser-render.tsx';
import { installFakeClock } from '../../../test/helpers/fake-clock.ts';
import { READY_TIMEOUT } from './use-masonry-layout.ts';

const tile = (height: number, label = `${height}`) =>
  text(`<p>${label}</p>`, { responsiveStyles: { large: { height: `${height}px` } } });
const HEIGHTS = [100, 50, 80, 30, 60];

const tiles = (root: ParentNode) => [...root.querySelectorAll<HTMLElement>('.builder-masonry-tile')];
const positions = (root: ParentNode) => tiles(root).map((t) => [t.offsetLeft, t.offsetTop]);
const grid = (root: ParentNode) => root.querySelector<HTMLElement>('.builder-masonry')!;
const shown = (root: ParentNode) => getComputedStyle(grid(root)).opacity === '1';

async function showMasonry(
  options: Record<string, unknown>,
  children: ReturnType<typeof tile>[],
  width = 650,
): Promise<HTMLElement> {
  const host = await showContent([block('Builder:Masonry', options, { children })], '.builder-masonry-tile', { width });
  await waitFor(() => shown(host), 'the grid to show');
  return host;
}

describe('Masonry in Chromium', () => {
  before(() => setViewport({ width: 1000, height: 700 }));
  afterEach(async () => {
    cleanup();
    await setViewport({ width: 1000, height: 700 });
  });

  it('places each child tile into the shortest column, as many columns as fit', async () => {
    const host = await showMasonry(
      { columnWidth: '200px', gutterSize: 10 },
      HEIGHTS.map((h) => tile(h)),
    );
    expect(tiles(host).map((t) => t.getBoundingClientRect().width)).to.deep.equal([200, 200, 200, 200, 200]);
    expect(positions(host)).to.deep.equal([
      [0, 0],
      [210, 0],
      [420, 0],
      [210, 60],
      [420, 90],
    ]);
    expect(grid(host).getBoundingClientRect().height).to.equal(150);
    expect(tiles(host)[0].getAttribute('part')).to.equal('tile');
  });

  it('uses 200 px columns and no gutter by default', async () => {
    const host = await showMasonry(
      {},
      HEIGHTS.map((h) => tile(h)),
    );
    expect(positions(host)).to.deep.equal([
      [0, 0],
      [200, 0],
      [400, 0],
      [200, 50],
      [200, 80],
    ]); // a tie goes left
  });

  it('lays out again when its width changes', async () => {
    const host = await showMasonry(
      { gutterSize: 10 },
      HEIGHTS.map((h) => tile(h)),
    );
    host.style.width = '420px';
    await waitFor(() => positions(host)[2][0] === 210, 'two columns');
    expect(positions(host)).to.deep.equal([
      [0, 0],
      [210, 0],
      [210, 60],
      [0, 110],
      [0, 150],
    ]);
  });

  it('lays out again when the viewport is resized', async () => {
    const host = await showMasonry(
      { columnWidth: '300px' },
      HEIGHTS.map((h) => tile(h)),
      0,
    );
    expect(positions(host).filter(([, y]) => y === 0)).to.have.length(3);
    await setViewport({ width: 640, height: 700 });
    await waitFor(() => positions(host).filter(([, y]) => y === 0).length === 2, 'two columns');
  });

  it('lays out again when a tile grows (an image arriving)', async () => {
    const host = await showMasonry(
      { gutterSize: 10 },
      HEIGHTS.map((h) => tile(h)),
    );
    (tiles(host)[1].querySelector('.builder-block') as HTMLElement).style.height = '200px';
    await waitFor(() => positions(host)[3][0] === 420, 'the fourth tile to move');
  });

  it('stays invisible until its images have loaded, and places them by their real size', async () => {
    const src = `${testEnv().serviceUrl}/api/v1/image/masonry-test.png?t=${Date.now()}`;
    const image = block(
      '',
      {},
      {
        component: undefined,
        tagName: 'img',
        properties: { src, alt: 'Roastery' },
        responsiveStyles: { large: { width: '100%' } },
      },
    );
    // One column, so the tile after the image sits right under it.
    const host = await showContent(
      [block('Builder:Masonry', {}, { children: [image, tile(40)] })],
      '.builder-masonry-tile',
      { width: 250 },
    );
    expect(shown(host)).to.equal(false);
    await waitFor(() => shown(host), 'the grid to show');
    const img = host.querySelector('img')!;
    expect(img.complete).to.equal(true);
    expect(img.getBoundingClientRect().height).to.be.closeTo(133, 1);
    expect(positions(host)[1]).to.deep.equal([0, Math.round(img.getBoundingClientRect().height)]);
  });

  it('shows itself after one second at most when an image never arrives', async () => {
    const spacer = document.createElement('div');
    spacer.style.height = '5000px';
    document.body.prepend(spacer);
    // Its time limit is a setTimeout: a fake clock stands in, so "after one second" is exact.
    const clock = installFakeClock();
    try {
      const lazy = block(
        '',
        {},
        {
          component: undefined,
          tagName: 'img',
          properties: {
            src: `${testEnv().serviceUrl}/api/v1/image/never.png`,
            loading: 'lazy',
            alt: 'x',
            width: '200',
            height: '100',
          },
        },
      );
      const host = await showContent(
        [block('Builder:Masonry', {}, { children: [lazy, tile(40)] })],
        '.builder-masonry-tile',
      );
      const limits = () => clock.delays().filter((ms) => ms === READY_TIMEOUT).length;
      await reactSettled();
      await waitFor(() => limits() === 1, 'the time limit to be set');
      expect(READY_TIMEOUT).to.equal(1000);
      clock.tick(READY_TIMEOUT - 1);
      await reactSettled();
      expect(shown(host)).to.equal(false);
      clock.tick(1);
      await waitFor(() => shown(host), 'the grid to show');
      expect(host.querySelector('img')!.complete).to.equal(false);
    } finally {
      spacer.remove();
    }
  });

  it('makes a tile of each element of a repeated child', async () => {
    const repeated = text('', {
      repeat: { collection: 'state.beans' },
      bindings: { 'component.options.text': 'state.beansItem' },
    });
    const host = await showContent([block('Builder:Masonry', {}, { children: [repeated] })], '.builder-masonry-tile', {
      data: { beans: ['Huila', 'Guji', 'Kiambu'] },
    });
    await waitFor(() => tiles(host).length === 3, 'three tiles');
    expect(tiles(host).map((t) => t.textContent)).to.deep.equal(['Huila', 'Guji', 'Kiambu']);
  });

  it('uses the tiles option when useChildrenForTiles is off', async () => {
    const host = await showMasonry(
      { useChildrenForTiles: false, tiles: [{ content: [tile(30, 'A')] }, { content: [tile(30, 'B')] }] },
      [tile(10, 'child')],
    );
    expect(tiles(host).map((t) => t.textContent)).to.deep.equal(['A', 'B']);
  });

  it('works standalone in a shadow root with light-DOM tiles', async () => {
    const { root } = await showStandalone(masonrySpec, { gutterSize: 10 }, '.builder-masonry-tile', {
      shadow: true,
      children: HEIGHTS.map((h) => `<div style="height:${h}px">${h}</div>`),
    });
    (root as ShadowRoot).host.setAttribute('style', 'display:block;width:650px');
    await waitFor(() => shown(root), 'the grid to show');
    await waitFor(() => positions(root)[4][0] === 420, 'the layout');
    expect(positions(root)).to.deep.equal([
      [0, 0],
      [210, 0],
      [420, 0],
      [210, 60],
      [420, 90],
    ]);
  });

  it('hydrates server HTML (tiles in rows, visible) and lays it out without hiding it', async () => {
    // A lazy image out of view never loads, so a grid that waited for it would stay hidden for a second.
    const spacer = document.createElement('div');
    spacer.style.height = '5000px';
    document.body.prepend(spacer);
    try {
      const lazy = block(
        '',
        {},
        {
          component: undefined,
          tagName: 'img',
          properties: {
            src: `${testEnv().serviceUrl}/api/v1/image/hydrate.png`,
            loading: 'lazy',
            alt: 'x',
            width: '200',
            height: '100',
          },
        },
      );
      const content = {
        id: 'masonry-hydration',
        data: {
          blocks: [block('Builder:Masonry', { gutterSize: 10 }, { children: [lazy, ...HEIGHTS.map((h) => tile(h))] })],
        },
      };
      const app = <BuilderContent content={content} canTrack={false} />;
      const host = container(650);
      host.innerHTML = await serverHtml(app);
      expect(tiles(host)).to.have.length(6);
      expect(shown(host)).to.equal(true);
      // Every change to the page from hydration until the grid is ready (its one-second limit,
      // on a fake clock, passed on purpose) is looked at: the grid is never hidden in between.
      const clock = installFakeClock();
      const opacities = new Set<string>();
      const look = () => void opacities.add(getComputedStyle(grid(host)).opacity);
      const observer = new MutationObserver(look);
      observer.observe(host, { subtree: true, childList: true, attributes: true });
      try {
        const { errors, done } = hydrate(host, app);
        await done;
        expect(errors).to.deep.equal([]);
        await waitFor(() => grid(host).classList.contains('builder-masonry--laid-out'), 'the layout');
        await reactSettled();
        look();
        clock.tick(READY_TIMEOUT);
        await reactSettled();
        look();
      } finally {
        observer.disconnect();
      }
      expect(grid(host).classList.contains('builder-masonry--laid-out')).to.equal(true);
      expect([...opacities]).to.deep.equal(['1']);
    } finally {
      spacer.remove();
    }
  });

  it('has no axe violations', async () => {
    await showMasonry(
      { gutterSize: 10 },
      HEIGHTS.map((h) => tile(h)),
    );
    await expectNoAxeViolations();
  });
});
