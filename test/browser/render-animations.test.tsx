/**
 * Block animations in Chromium: the start state is painted from the first frame (no flash),
 * page-load animations transition to their last step, scroll animations wait for the element
 * to come into view (checked at most every 200 ms) and run once, hover animations follow the
 * pointer, and visitors who prefer reduced motion get the final styles at once.
 */
import { expect } from 'chai';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { emulateMedia, resetMouse, sendMouse, setViewport } from '@web/test-runner-commands';
import { BLOCK_TYPE, BuilderContent, type BuilderBlock } from '../../src/index.ts';
import { waitFor } from '../helpers/browser.ts';

const FADE_IN = [{ styles: { opacity: '0', transform: 'translateY(40px)' } }, { styles: { opacity: '1', transform: 'none' } }];

const box = (id: string, animations: unknown[], extra: Partial<BuilderBlock> = {}): BuilderBlock => ({
  '@type': BLOCK_TYPE, id, animations, responsiveStyles: { large: { height: '100px', color: 'rgb(0, 0, 255)' } },
  component: { name: 'Text', options: { text: `<p>${id}</p>` } }, ...extra,
});
const spacer = (id: string): BuilderBlock => ({ '@type': BLOCK_TYPE, id, responsiveStyles: { large: { height: '2000px' } } });

const roots: Root[] = [];
/** Renders `blocks` synchronously: when this returns, the DOM is what the first paint will show. */
function show(blocks: BuilderBlock[]): HTMLElement {
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  roots.push(root);
  flushSync(() => root.render(<BuilderContent content={{ id: 'animated', data: { blocks } }} canTrack={false} />));
  return host;
}
const element = (id: string) => document.querySelector<HTMLElement>(`[builder-id="${id}"]`)!;
const opacity = (id: string) => Number(getComputedStyle(element(id)).opacity);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('block animations', () => {
  before(() => setViewport({ width: 1000, height: 600 }));
  afterEach(async () => {
    for (const root of roots.splice(0)) root.unmount();
    document.body.innerHTML = '';
    window.scrollTo(0, 0);
    await emulateMedia({ reducedMotion: 'no-preference' });
    await resetMouse();
  });

  it('pageLoad: shows the first step from the first frame, then transitions to the last step', async () => {
    show([box('builder-fade', [{ trigger: 'pageLoad', steps: FADE_IN, duration: 0.6, delay: 0.1, easing: 'easeOut' }])]);
    expect(opacity('builder-fade')).to.equal(0);
    expect(getComputedStyle(element('builder-fade')).transform).to.equal('matrix(1, 0, 0, 1, 0, 40)');

    await waitFor(() => opacity('builder-fade') > 0 && opacity('builder-fade') < 1, 3000, 'opacity part way through the transition');
    const { transitionDuration, transitionTimingFunction, transitionDelay } = element('builder-fade').style;
    expect([transitionDuration, transitionTimingFunction, transitionDelay]).to.deep.equal(['0.6s', 'ease-out', '0.1s']);
    await waitFor(() => element('builder-fade').style.transition === '', 3000, 'the transition to end');
    expect(opacity('builder-fade')).to.equal(1);
    expect(getComputedStyle(element('builder-fade')).transform).to.equal('none');
    expect(getComputedStyle(element('builder-fade')).height).to.equal('100px');
  });

  it('scrollInView: waits until the element is in view, checks scrolling at most every 200 ms, runs once', async () => {
    show([spacer('builder-spacer'), box('builder-below', [{ trigger: 'scrollInView', steps: FADE_IN, duration: 0.1 }])]);
    await sleep(400);
    expect(opacity('builder-below')).to.equal(0);

    element('builder-below').scrollIntoView({ block: 'center' });
    const scrolled = performance.now();
    await sleep(120);
    expect(opacity('builder-below'), 'not before the 200 ms interval').to.equal(0);
    await waitFor(() => opacity('builder-below') === 1, 2000, 'the element to fade in');
    expect(performance.now() - scrolled).to.be.greaterThan(190);

    window.scrollTo(0, 0);
    await sleep(300);
    element('builder-below').scrollIntoView({ block: 'center' });
    await sleep(300);
    expect(opacity('builder-below'), 'stays in its final state').to.equal(1);
  });

  it('scrollInView: an element already in view at load animates right away', async () => {
    show([box('builder-visible', [{ trigger: 'scrollInView', steps: FADE_IN, duration: 0.1 }])]);
    await waitFor(() => opacity('builder-visible') === 1, 2000, 'the element to fade in');
  });

  it('hover: goes to the last step while the pointer is over the element, and back when it leaves', async () => {
    show([box('builder-hover', [{ trigger: 'hover', steps: [{ styles: {} }, { styles: { color: 'rgb(255, 0, 0)' } }], duration: 0.05 }])]);
    await sleep(100);
    expect(getComputedStyle(element('builder-hover')).color).to.equal('rgb(0, 0, 255)');
    const rect = element('builder-hover').getBoundingClientRect();
    await sendMouse({ type: 'move', position: [Math.round(rect.left + 20), Math.round(rect.top + 20)] });
    await waitFor(() => getComputedStyle(element('builder-hover')).color === 'rgb(255, 0, 0)', 2000, 'the hover colour');
    await sendMouse({ type: 'move', position: [Math.round(rect.left + 20), Math.round(rect.bottom + 200)] });
    await waitFor(() => getComputedStyle(element('builder-hover')).color === 'rgb(0, 0, 255)', 2000, 'the colour back');
  });

  it('prefers-reduced-motion: no start state, the final styles at once, no transition', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    show([
      box('builder-calm', [{ trigger: 'pageLoad', steps: FADE_IN, duration: 2 }]),
      spacer('builder-spacer'),
      box('builder-calm-below', [{ trigger: 'scrollInView', steps: FADE_IN, duration: 2 }]),
    ]);
    expect(opacity('builder-calm')).to.equal(1);
    await waitFor(() => element('builder-calm').hasAttribute('data-builder-animated'), 2000, 'the animator');
    for (const id of ['builder-calm', 'builder-calm-below']) {
      expect(opacity(id)).to.equal(1);
      expect(element(id).style.transition).to.equal('');
      expect(getComputedStyle(element(id)).transform).to.equal('none');
    }
  });

  it('an animated block that appears later (a show binding turning true) animates too, never stuck in its start state', async () => {
    const warn = console.warn;
    console.warn = () => {};
    try {
      show([
        box('builder-later', [{ trigger: 'pageLoad', steps: FADE_IN, duration: 0.1 }], { bindings: { show: 'state.open' } }),
        { '@type': BLOCK_TYPE, id: 'builder-open', component: { name: 'Text', options: { text: 'open' } }, actions: { click: 'state.open = true' } },
      ]);
      await sleep(200);
      element('builder-open').click();
      await waitFor(() => element('builder-later'), 2000, 'the block to appear');
      await waitFor(() => opacity('builder-later') === 1, 2000, 'the block to fade in');
    } finally {
      console.warn = warn;
    }
  });

  it('warns once when an animated block is not on the page', async () => {
    const warnings: string[] = [];
    const original = console.warn;
    console.warn = (...args: unknown[]) => void warnings.push(args.map(String).join(' '));
    try {
      const hidden = box('builder-hidden', [{ trigger: 'pageLoad', steps: FADE_IN }], { bindings: { hide: 'true' } });
      show([hidden]);
      show([hidden]);
      await waitFor(() => warnings.length > 0, 2000, 'the warning');
      await sleep(100);
      expect(warnings).to.deep.equal(['Cannot animate element: element with ID builder-hidden not found!']);
    } finally {
      console.warn = original;
    }
  });
});
