/**
 * Block animations in Chromium: the start state is painted from the first frame (no flash),
 * page-load animations transition to their last step, scroll animations wait for the element
 * to come into view and run once, hover animations follow the pointer, and visitors who prefer
 * reduced motion get the final styles at once. As in Builder's SDK, a scroll animation's element
 * is checked once where it sat when its content mounted, then on scroll only (at most every
 * 200 ms): content above it that changes size does not play it, and whether it plays never
 * depends on when the animator's code arrived. The animator's timers are setTimeouts: a fake
 * clock stands in for them where the test counts time or checks that nothing plays, however long.
 */
import { expect } from 'chai';
import { emulateMedia, resetMouse, sendMouse, setViewport } from '@web/test-runner-commands';
import { useEffect } from 'react';
import { BLOCK_TYPE, BuilderContent, type BuilderBlock } from '../../src/index.ts';
import { nextTask, waitFor } from '../helpers/browser.ts';
import { mount } from '../helpers/browser-render.tsx';
import { installFakeClock } from '../helpers/fake-clock.ts';

const FADE_IN = [
  { styles: { opacity: '0', transform: 'translateY(40px)' } },
  { styles: { opacity: '1', transform: 'none' } },
];

const box = (id: string, animations: unknown[], extra: Partial<BuilderBlock> = {}): BuilderBlock => ({
  '@type': BLOCK_TYPE,
  id,
  animations,
  responsiveStyles: { large: { height: '100px', color: 'rgb(0, 0, 255)' } },
  component: { name: 'Text', options: { text: `<p>${id}</p>` } },
  ...extra,
});
const spacer = (id: string, height = '2000px'): BuilderBlock => ({
  '@type': BLOCK_TYPE,
  id,
  responsiveStyles: { large: { height } },
});

/** Renders `blocks` synchronously: when this returns, the DOM is what the first paint will show. */
const show = (blocks: BuilderBlock[]): HTMLElement =>
  mount(<BuilderContent content={{ id: 'animated', data: { blocks } }} canTrack={false} />, { sync: true });
const element = (id: string) => document.querySelector<HTMLElement>(`[builder-id="${id}"]`)!;
const opacity = (id: string) => Number(getComputedStyle(element(id)).opacity);
/** The animator has started on the element (it marks each element it animates). */
const animating = (id: string) =>
  waitFor(() => element(id)?.hasAttribute('data-builder-animated'), `the animator on ${id}`);
/** Resolves with the page's next scroll event, after the animator's own listener (added before) has had it. */
const nextScroll = () =>
  new Promise<void>((resolve) => window.addEventListener('scroll', () => resolve(), { capture: true, once: true }));
/** The animator's scroll throttle (spec §9). */
const SCROLL_THROTTLE_MS = 200;
/** Whether the element is in the viewport now (Builder's rule without a threshold). */
const inViewNow = (id: string) => {
  const { top, bottom } = element(id).getBoundingClientRect();
  return bottom > 0 && top < window.innerHeight;
};
/** Runs `change` in an effect after the content's own: after it mounted, before the animator's code (loaded asynchronously) starts. */
function AfterMount({ change }: { change: () => void }) {
  useEffect(change, [change]);
  return null;
}
const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
/**
 * Scrolls to the top and lets every scroll event already due fire (the browser fires them with
 * the next frame: a scroll, or the scroll position clamped when the last test's page went), so
 * none reaches content mounted after.
 */
async function scrollToTop(): Promise<void> {
  window.scrollTo(0, 0);
  await nextFrame();
  await nextFrame();
}
/** The scroll animation's element shows its last step (set by a play; a waiting element keeps the first). */
const played = (id: string) => element(id).style.opacity === '1';

describe('block animations', () => {
  before(() => setViewport({ width: 1000, height: 600 }));
  afterEach(async () => {
    await emulateMedia({ reducedMotion: 'no-preference' });
    await resetMouse();
  });

  it('pageLoad: shows the first step from the first frame, then transitions to the last step', async () => {
    show([
      box('builder-fade', [{ trigger: 'pageLoad', steps: FADE_IN, duration: 0.6, delay: 0.1, easing: 'easeOut' }]),
    ]);
    expect(opacity('builder-fade')).to.equal(0);
    expect(getComputedStyle(element('builder-fade')).transform).to.equal('matrix(1, 0, 0, 1, 0, 40)');

    await waitFor(
      () => opacity('builder-fade') > 0 && opacity('builder-fade') < 1,
      'opacity part way through the transition',
    );
    const { transitionDuration, transitionTimingFunction, transitionDelay } = element('builder-fade').style;
    expect([transitionDuration, transitionTimingFunction, transitionDelay]).to.deep.equal(['0.6s', 'ease-out', '0.1s']);
    // The kit takes its transition off by a timer after the expected end; on a loaded machine the
    // browser's own transition may still be finishing then, so wait for both.
    await waitFor(
      () => element('builder-fade').style.transition === '' && !element('builder-fade').getAnimations().length,
      'the transition to end',
    );
    expect(opacity('builder-fade')).to.equal(1);
    expect(getComputedStyle(element('builder-fade')).transform).to.equal('none');
    expect(getComputedStyle(element('builder-fade')).height).to.equal('100px');
  });

  it('scrollInView: waits until the element is in view, checks scrolling at most every 200 ms, runs once', async () => {
    const clock = installFakeClock();
    const throttles = () => clock.delays().filter((ms) => ms === SCROLL_THROTTLE_MS).length;
    show([
      spacer('builder-spacer'),
      box('builder-below', [{ trigger: 'scrollInView', steps: FADE_IN, duration: 0.1 }]),
    ]);
    await animating('builder-below'); // checked once, where it sat at mount: out of view
    expect(opacity('builder-below')).to.equal(0);

    let scrolled = nextScroll();
    element('builder-below').scrollIntoView({ block: 'center' });
    await scrolled;
    expect(throttles(), 'one check scheduled').to.equal(1);
    clock.tick(SCROLL_THROTTLE_MS - 1);
    expect(opacity('builder-below'), 'not before the 200 ms interval').to.equal(0);
    clock.tick(1);
    clock.tick(0); // the first step's transition starts on the next turn
    await waitFor(() => opacity('builder-below') === 1, 'the element to fade in');
    clock.tick(1000); // the end of the transition
    expect(element('builder-below').style.transition).to.equal('');

    scrolled = nextScroll();
    window.scrollTo(0, 0);
    await scrolled;
    scrolled = nextScroll();
    element('builder-below').scrollIntoView({ block: 'center' });
    await scrolled;
    expect(throttles(), 'no check scheduled once it has run').to.equal(0);
    clock.tick(SCROLL_THROTTLE_MS);
    expect(opacity('builder-below'), 'stays in its final state').to.equal(1);
    expect(element('builder-below').style.transition, 'not played again').to.equal('');
  });

  it('scrollInView: an element already in view at load animates right away', async () => {
    show([box('builder-visible', [{ trigger: 'scrollInView', steps: FADE_IN, duration: 0.1 }])]);
    await waitFor(() => opacity('builder-visible') === 1, 'the element to fade in');
  });

  it('scrollInView: content above that shrinks (images loading, the DOM changing) does not play it; a scroll does', async () => {
    await scrollToTop();
    const clock = installFakeClock();
    show([
      spacer('builder-shrinks'),
      box('builder-lifted', [{ trigger: 'scrollInView', steps: FADE_IN, duration: 0.1 }]),
      spacer('builder-room-below'),
    ]);
    await animating('builder-lifted');
    expect(inViewNow('builder-lifted'), 'below the fold at first').to.equal(false);

    element('builder-shrinks').style.height = '0px';
    element('builder-shrinks').append(document.createElement('div'));
    await nextTask(); // the animator has seen the DOM change
    expect(inViewNow('builder-lifted'), 'in view now, without a scroll').to.equal(true);
    clock.tick(10_000);
    expect(played('builder-lifted'), 'not played, however long').to.equal(false);
    expect(element('builder-lifted').style.transition).to.equal('none');

    const scrolled = nextScroll();
    window.scrollBy(0, 1);
    await scrolled;
    clock.tick(SCROLL_THROTTLE_MS);
    clock.tick(0);
    expect(played('builder-lifted'), 'played on the scroll').to.equal(true);
  });

  it('scrollInView: where the element sat at mount decides, whatever the layout when the animator starts', async () => {
    await scrollToTop();
    const clock = installFakeClock();
    const seenBeforeTheAnimator: boolean[] = [];
    const change = () => {
      for (const id of ['builder-was-in-view', 'builder-was-below'])
        seenBeforeTheAnimator.push(!element(id).hasAttribute('data-builder-animated'));
      element('builder-grows').style.height = '2000px'; // pushes the first box out of view
      element('builder-shrinks').style.height = '0px'; // lifts the second into view
    };
    const scrollIn = [{ trigger: 'scrollInView', steps: FADE_IN, duration: 0.1 }];
    // Two content roots side by side, each measuring its own box at mount.
    mount(
      <div style={{ display: 'flex', alignItems: 'flex-start' }}>
        <div style={{ flex: 1 }}>
          <BuilderContent
            content={{
              id: 'pushed',
              data: { blocks: [spacer('builder-grows', '0px'), box('builder-was-in-view', scrollIn)] },
            }}
            canTrack={false}
          />
        </div>
        <div style={{ flex: 1 }}>
          <BuilderContent
            content={{
              id: 'lifted',
              data: {
                blocks: [
                  spacer('builder-shrinks', '3000px'),
                  box('builder-was-below', scrollIn),
                  spacer('builder-room-below'),
                ],
              },
            }}
            canTrack={false}
          />
        </div>
        <AfterMount change={change} />
      </div>,
      { sync: true },
    );
    await animating('builder-was-in-view');
    await animating('builder-was-below');
    expect(seenBeforeTheAnimator, 'the layout changed after mount, before the animator started').to.deep.equal([
      true,
      true,
    ]);
    expect([inViewNow('builder-was-in-view'), inViewNow('builder-was-below')]).to.deep.equal([false, true]);
    clock.tick(10_000);
    expect(played('builder-was-in-view'), 'in view at mount: played').to.equal(true);
    expect(played('builder-was-below'), 'below the fold at mount: waits for a scroll').to.equal(false);

    const scrolled = nextScroll();
    window.scrollBy(0, 1);
    await scrolled;
    clock.tick(SCROLL_THROTTLE_MS);
    clock.tick(0);
    expect(played('builder-was-below')).to.equal(true);
  });

  it('scrollInView: thresholdPercent keeps the element waiting until it is that far inside the viewport', async () => {
    await scrollToTop();
    const clock = installFakeClock();
    // The viewport is 600 px high: a 30 % threshold is a 180 px margin at the bottom.
    show([
      spacer('builder-above', '400px'),
      box('builder-deep', [{ trigger: 'scrollInView', steps: FADE_IN, duration: 0.1, thresholdPercent: 30 }]),
      spacer('builder-room-below'),
    ]);
    await animating('builder-deep');
    expect(inViewNow('builder-deep'), 'inside the viewport, not past the margin').to.equal(true);
    clock.tick(10_000);
    expect(played('builder-deep')).to.equal(false);

    const scrolled = nextScroll();
    window.scrollBy(0, 100); // its top moves 100 px up, above 600 − 180
    await scrolled;
    clock.tick(SCROLL_THROTTLE_MS);
    clock.tick(0);
    expect(played('builder-deep')).to.equal(true);
  });

  it('hover: goes to the last step while the pointer is over the element, and back when it leaves', async () => {
    show([
      box('builder-hover', [
        { trigger: 'hover', steps: [{ styles: {} }, { styles: { color: 'rgb(255, 0, 0)' } }], duration: 0.05 },
      ]),
    ]);
    await animating('builder-hover');
    expect(getComputedStyle(element('builder-hover')).color).to.equal('rgb(0, 0, 255)');
    const rect = element('builder-hover').getBoundingClientRect();
    await sendMouse({ type: 'move', position: [Math.round(rect.left + 20), Math.round(rect.top + 20)] });
    await waitFor(() => getComputedStyle(element('builder-hover')).color === 'rgb(255, 0, 0)', 'the hover colour');
    await sendMouse({ type: 'move', position: [Math.round(rect.left + 20), Math.round(rect.bottom + 200)] });
    await waitFor(() => getComputedStyle(element('builder-hover')).color === 'rgb(0, 0, 255)', 'the colour back');
  });

  it('prefers-reduced-motion: no start state, the final styles at once, no transition', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    show([
      box('builder-calm', [{ trigger: 'pageLoad', steps: FADE_IN, duration: 2 }]),
      spacer('builder-spacer'),
      box('builder-calm-below', [{ trigger: 'scrollInView', steps: FADE_IN, duration: 2 }]),
    ]);
    expect(opacity('builder-calm')).to.equal(1);
    await waitFor(() => element('builder-calm').hasAttribute('data-builder-animated'), 'the animator');
    for (const id of ['builder-calm', 'builder-calm-below']) {
      expect(opacity(id)).to.equal(1);
      expect(element(id).style.transition).to.equal('');
      expect(getComputedStyle(element(id)).transform).to.equal('none');
    }
  });

  it('an animated block that appears later (a show binding turning true) animates too, never stuck in its start state', async () => {
    const warn = console.warn;
    const warnings: string[] = [];
    console.warn = (...args: unknown[]) => void warnings.push(args.map(String).join(' '));
    try {
      show([
        box('builder-later', [{ trigger: 'pageLoad', steps: FADE_IN, duration: 0.1 }], {
          bindings: { show: 'state.open' },
        }),
        {
          '@type': BLOCK_TYPE,
          id: 'builder-open',
          component: { name: 'Text', options: { text: 'open' } },
          actions: { click: 'state.open = true' },
        },
      ]);
      // The animator has started (it warns that the block is not on the page yet) before the block appears.
      await waitFor(() => warnings.some((w) => w.includes('builder-later')), 'the animator to start');
      element('builder-open').click();
      await waitFor(() => element('builder-later'), 'the block to appear');
      await waitFor(() => opacity('builder-later') === 1, 'the block to fade in');
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
      const shown = box('builder-shown', [{ trigger: 'pageLoad', steps: FADE_IN }]);
      show([hidden, shown]);
      show([hidden, shown]);
      // Both animators have started (each marks the block it found) and warned, if at all, as they did.
      await waitFor(
        () => document.querySelectorAll('[builder-id="builder-shown"][data-builder-animated]').length === 2,
        'both animators',
      );
      expect(warnings).to.deep.equal(['Cannot animate element: element with ID builder-hidden not found!']);
    } finally {
      console.warn = original;
    }
  });
});
