import { expect } from 'chai';
import { emulateMedia, sendMouse, setViewport } from '@web/test-runner-commands';
import { BuilderContent } from '../../render/index.ts';
import { carouselSpec } from './index.ts';
import {
  animationsDone,
  block,
  cleanup,
  click,
  container,
  expectNoAxeViolations,
  frame,
  serverHtml,
  showContent,
  showStandalone,
  text,
  waitFor,
} from '../../../test/helpers/layout-blocks.tsx';
import { installFakeClock, type FakeClock } from '../../../test/helpers/fake-clock.ts';
import { hydrate, reactSettled } from '../../../test/helpers/browser-render.tsx';

const slideList = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    content: [text(`<p>Slide ${i + 1}</p>`, { responsiveStyles: { large: { height: '120px' } } })],
  }));

const showCarousel = (options: Record<string, unknown> = {}) =>
  showContent([block('Builder:Carousel', { slides: slideList(5), ...options })], '.builder-carousel-slide');

const slides = (root: ParentNode) => [...root.querySelectorAll<HTMLElement>('.builder-carousel-slide')];
const button = (root: ParentNode, which: string) =>
  root.querySelector<HTMLButtonElement>(`.builder-carousel-${which}`)!;
const dots = (root: ParentNode) => [...root.querySelectorAll<HTMLButtonElement>('.builder-carousel-dot')];

/** Texts of the slides inside the viewport (after the transition), which are also the only ones not inert. */
async function visible(root: ParentNode): Promise<string[]> {
  await animationsDone();
  const viewport = root.querySelector('.builder-carousel-viewport')!.getBoundingClientRect();
  const inView = slides(root).filter((s) => {
    const r = s.getBoundingClientRect();
    return r.left >= viewport.left - 1 && r.right <= viewport.right + 1;
  });
  const notInert = slides(root).filter((s) => !s.inert);
  expect(notInert.map((s) => s.textContent)).to.deep.equal(inView.map((s) => s.textContent));
  return inView.map((s) => s.textContent ?? '');
}

describe('Carousel in Chromium', () => {
  before(() => setViewport({ width: 1000, height: 700 }));
  afterEach(async () => {
    cleanup();
    await emulateMedia({ reducedMotion: 'no-preference' });
    await setViewport({ width: 1000, height: 700 });
  });

  describe('given five slides and the default options', () => {
    it('is a labelled carousel region of labelled slides, two in view up to 3000 px wide', async () => {
      const host = await showCarousel();
      const region = host.querySelector('.builder-carousel')!;
      expect([
        region.getAttribute('role'),
        region.getAttribute('aria-roledescription'),
        region.getAttribute('aria-label'),
      ]).to.deep.equal(['region', 'carousel', 'Carousel']);
      expect(slides(host).map((s) => s.getAttribute('aria-label'))).to.deep.equal([
        '1 of 5',
        '2 of 5',
        '3 of 5',
        '4 of 5',
        '5 of 5',
      ]);
      expect(
        slides(host).every(
          (s) => s.getAttribute('role') === 'group' && s.getAttribute('aria-roledescription') === 'slide',
        ),
      ).to.equal(true);
      expect(await visible(host)).to.deep.equal(['Slide 1', 'Slide 2']);
    });

    it('goes forward with next and back with previous (not swapped)', async () => {
      const host = await showCarousel();
      expect(button(host, 'next').getAttribute('aria-label')).to.equal('Next slides');
      await click(button(host, 'next'));
      expect(await visible(host)).to.deep.equal(['Slide 3', 'Slide 4']);
      await click(button(host, 'next'));
      expect(await visible(host)).to.deep.equal(['Slide 4', 'Slide 5']);
      await click(button(host, 'prev'));
      expect(await visible(host)).to.deep.equal(['Slide 3', 'Slide 4']);
    });

    it('wraps around at the ends (infinite by default)', async () => {
      const host = await showCarousel();
      await click(button(host, 'prev'));
      expect(await visible(host)).to.deep.equal(['Slide 4', 'Slide 5']);
      await click(button(host, 'next'));
      expect(await visible(host)).to.deep.equal(['Slide 1', 'Slide 2']);
    });

    it('has one dot per page, the current one marked, each going to its page', async () => {
      const host = await showCarousel();
      expect(dots(host).map((d) => d.getAttribute('aria-label'))).to.deep.equal([
        'Slides 1 to 2',
        'Slides 3 to 4',
        'Slides 4 to 5',
      ]);
      expect(dots(host).map((d) => d.getAttribute('aria-current'))).to.deep.equal(['true', null, null]);
      expect(dots(host)[0].getAttribute('part')).to.equal('dot dot--active');
      await click(dots(host)[2]);
      expect(await visible(host)).to.deep.equal(['Slide 4', 'Slide 5']);
      expect(dots(host).map((d) => d.getAttribute('aria-current'))).to.deep.equal([null, null, 'true']);
    });

    it('dispatches slidechange with the first visible slide', async () => {
      const host = await showCarousel();
      const events: unknown[] = [];
      host.addEventListener('slidechange', (e) => events.push((e as CustomEvent).detail));
      await click(button(host, 'next'));
      await click(dots(host)[0]);
      expect(events).to.deep.equal([{ index: 2 }, { index: 0 }]);
    });
  });

  it('shows one slide up to 400 px wide and follows a resize', async () => {
    const host = await showCarousel();
    await setViewport({ width: 390, height: 700 });
    await waitFor(() => dots(host).length === 5, 'one dot per slide');
    expect(await visible(host)).to.deep.equal(['Slide 1']);
    await click(button(host, 'next'));
    expect(await visible(host)).to.deep.equal(['Slide 2']);
    await setViewport({ width: 1000, height: 700 });
    await waitFor(() => dots(host).length === 3, 'one dot per page of two');
    expect(await visible(host)).to.deep.equal(['Slide 1', 'Slide 2']);
  });

  it('follows its own responsive settings; without infinite the buttons stop at the ends', async () => {
    const responsive = [
      { breakpoint: 1200, settings: { slidesToShow: 3, slidesToScroll: 1, infinite: false, dots: false } },
    ];
    const host = await showCarousel({ responsive });
    expect(await visible(host)).to.deep.equal(['Slide 1', 'Slide 2', 'Slide 3']);
    expect(dots(host)).to.have.length(0);
    expect(button(host, 'prev').disabled).to.equal(true);
    await click(button(host, 'next'));
    await click(button(host, 'next'));
    expect(await visible(host)).to.deep.equal(['Slide 3', 'Slide 4', 'Slide 5']);
    expect(button(host, 'next').disabled).to.equal(true);
  });

  it('hides the dots with hideDots', async () => {
    const host = await showCarousel({ hideDots: true });
    expect(dots(host)).to.have.length(0);
  });

  it("shows the content's own previous and next buttons, in the right places", async () => {
    const host = await showCarousel({ prevButton: [text('<p>Back</p>')], nextButton: [text('<p>Forward</p>')] });
    expect(button(host, 'prev').textContent).to.equal('BackPrevious slides');
    expect(button(host, 'next').textContent).to.equal('ForwardNext slides');
    expect(button(host, 'prev').getBoundingClientRect().left).to.be.lessThan(
      button(host, 'next').getBoundingClientRect().left,
    );
    await click(host.querySelector('.builder-carousel-next .builder-text')!);
    expect(await visible(host)).to.deep.equal(['Slide 3', 'Slide 4']);
  });

  it('makes a slide of each child block, and of each element of a repeated child', async () => {
    const repeated = text('', {
      repeat: { collection: 'state.origins' },
      bindings: { 'component.options.text': 'state.originsItem' },
    });
    const host = await showContent(
      [block('Builder:Carousel', { useChildrenForSlides: true }, { children: [text('<p>First</p>'), repeated] })],
      '.builder-carousel-slide',
      { data: { origins: ['Huila', 'Guji', 'Huehuetenango'] } },
    );
    await waitFor(() => slides(host).length === 4, 'four slides');
    expect(slides(host).map((s) => s.textContent)).to.deep.equal(['First', 'Huila', 'Guji', 'Huehuetenango']);
  });

  // Autoplay waits with setTimeout: a fake clock stands in for it, so "after N ms" and "not
  // however long" are exact. Everything else (React, transitions, events) runs in real time.
  describe('autoplay', () => {
    const current = (root: ParentNode) => dots(root).findIndex((d) => d.getAttribute('aria-current') === 'true');
    const liveRegion = (root: ParentNode) =>
      root.querySelector('.builder-carousel-viewport')!.getAttribute('aria-live');
    let clock: FakeClock;
    beforeEach(() => {
      clock = installFakeClock();
    });
    /**
     * Resolves once React has done its work and the carousel has (`1`) or has not (`0`) set its
     * autoplay timer (one of `delay` ms: the test runner's own commands set timers too).
     */
    async function timers(count: 0 | 1, what: string, delay = 200): Promise<void> {
      await reactSettled();
      const autoplayTimers = () => clock.delays().filter((ms) => ms === delay).length;
      await waitFor(
        () => autoplayTimers() === count,
        () => `${what} (timers now: ${clock.delays().join(', ') || 'none'})`,
      );
    }

    it('moves on every autoplaySpeed seconds, wrapping at the end', async () => {
      const host = await showCarousel({ autoplay: true, autoplaySpeed: 0.3, slides: slideList(4) });
      await timers(1, 'the autoplay timer', 300);
      clock.tick(299);
      expect(current(host)).to.equal(0);
      clock.tick(1);
      await waitFor(() => current(host) === 1, 'the second page');
      await timers(1, 'the next autoplay timer', 300);
      clock.tick(300);
      await waitFor(() => current(host) === 0, 'the first page again');
    });

    it('waits while the pointer is over it and while focus is inside', async () => {
      const host = await showCarousel({ autoplay: true, autoplaySpeed: 0.2 });
      await timers(1, 'the autoplay timer');
      const region = host.querySelector('.builder-carousel')!.getBoundingClientRect();
      await sendMouse({ type: 'move', position: [Math.round(region.left + 50), Math.round(region.top + 20)] });
      await waitFor(() => liveRegion(host) === 'polite', 'autoplay to hold under the pointer');
      await timers(0, 'the autoplay timer to stop');
      clock.tick(10_000);
      expect(current(host)).to.equal(0);
      await sendMouse({ type: 'move', position: [0, 690] });
      await timers(1, 'autoplay to resume');
      clock.tick(200);
      await waitFor(() => current(host) === 1, 'the next page');
      await timers(1, 'the next autoplay timer');
      button(host, 'next').focus();
      const at = current(host);
      await waitFor(() => liveRegion(host) === 'polite', 'autoplay to hold while focus is inside');
      await timers(0, 'the autoplay timer to stop while focus is inside');
      clock.tick(10_000);
      expect(current(host)).to.equal(at);
      button(host, 'next').blur();
      await timers(1, 'autoplay to resume after blur');
      clock.tick(200);
      await waitFor(() => current(host) !== at, 'the page after blur');
    });

    it('has a button that stops and starts the rotation', async () => {
      const host = await showCarousel({ autoplay: true, autoplaySpeed: 0.2 });
      const rotation = button(host, 'rotation');
      expect(rotation.getAttribute('aria-label')).to.equal('Stop automatic slide show');
      expect(liveRegion(host)).to.equal('off');
      await timers(1, 'the autoplay timer');
      rotation.click();
      rotation.blur();
      await frame();
      expect(rotation.getAttribute('aria-label')).to.equal('Start automatic slide show');
      expect(liveRegion(host)).to.equal('polite');
      await timers(0, 'the autoplay timer to stop');
      clock.tick(10_000);
      expect(current(host)).to.equal(0);
      rotation.click();
      rotation.blur();
      await timers(1, 'rotation to start again');
      clock.tick(200);
      await waitFor(() => current(host) === 1, 'the next page');
    });

    it('does not run for visitors who ask for reduced motion, unless they start it', async () => {
      await emulateMedia({ reducedMotion: 'reduce' });
      const host = await showCarousel({ autoplay: true, autoplaySpeed: 0.2 });
      expect(button(host, 'rotation').getAttribute('aria-label')).to.equal('Start automatic slide show');
      await timers(0, 'no autoplay timer');
      clock.tick(10_000);
      expect(current(host)).to.equal(0);
      button(host, 'rotation').click();
      button(host, 'rotation').blur();
      await timers(1, 'rotation the visitor started');
      clock.tick(200);
      await waitFor(() => current(host) === 1, 'the next page');
    });
  });

  describe('swipe and drag', () => {
    const viewportCentre = (root: ParentNode) => {
      const r = root.querySelector('.builder-carousel-viewport')!.getBoundingClientRect();
      return { x: Math.round(r.left + r.width / 2), y: Math.round(r.top + r.height / 2) };
    };

    async function touchSwipe(root: ParentNode, dx: number): Promise<void> {
      const viewport = root.querySelector('.builder-carousel-viewport')!;
      const { x, y } = viewportCentre(root);
      const init = { bubbles: true, composed: true, pointerId: 7, pointerType: 'touch', isPrimary: true };
      viewport.dispatchEvent(new PointerEvent('pointerdown', { ...init, clientX: x, clientY: y }));
      for (let step = 1; step <= 5; step++) {
        viewport.dispatchEvent(
          new PointerEvent('pointermove', { ...init, clientX: x + (dx * step) / 5, clientY: y + 2 }),
        );
      }
      viewport.dispatchEvent(new PointerEvent('pointerup', { ...init, clientX: x + dx, clientY: y + 2 }));
      await frame();
    }

    it('moves to the next page on a swipe left and back on a swipe right', async () => {
      const host = await showCarousel();
      await touchSwipe(host, -150);
      expect(await visible(host)).to.deep.equal(['Slide 3', 'Slide 4']);
      await touchSwipe(host, 150);
      expect(await visible(host)).to.deep.equal(['Slide 1', 'Slide 2']);
    });

    it('stays on a short movement', async () => {
      const host = await showCarousel();
      await touchSwipe(host, -20);
      expect(await visible(host)).to.deep.equal(['Slide 1', 'Slide 2']);
    });

    it('follows a mouse drag, and the click ending it does not reach the slide', async () => {
      const host = await showCarousel();
      let clicks = 0;
      host.querySelector('.builder-carousel-track')!.addEventListener('click', () => clicks++);
      const { x, y } = viewportCentre(host);
      await sendMouse({ type: 'move', position: [x, y] });
      await sendMouse({ type: 'down' });
      await sendMouse({ type: 'move', position: [x - 60, y] });
      const track = host.querySelector<HTMLElement>('.builder-carousel-track')!;
      expect(track.style.getPropertyValue('--builder-carousel-drag')).to.equal('-60px');
      await sendMouse({ type: 'move', position: [x - 160, y] });
      await sendMouse({ type: 'up' });
      await frame();
      expect(await visible(host)).to.deep.equal(['Slide 3', 'Slide 4']);
      expect(clicks).to.equal(0);
      expect(track.style.getPropertyValue('--builder-carousel-drag')).to.equal('0px');
    });
  });

  it('hydrates server HTML holding the first slide without a mismatch, then shows them all', async () => {
    const content = {
      id: 'carousel-hydration',
      data: { blocks: [block('Builder:Carousel', { slides: slideList(3) })] },
    };
    const app = <BuilderContent content={content} canTrack={false} />;
    const host = container();
    host.innerHTML = await serverHtml(app);
    expect(slides(host).map((s) => s.textContent)).to.deep.equal(['Slide 1']);
    const problems: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => problems.push(args.map(String).join(' '));
    try {
      const { errors, done } = hydrate(host, app);
      await done;
      problems.push(...errors.map(String));
      await waitFor(() => slides(host).length === 3, 'every slide after hydration');
      expect(await visible(host)).to.deep.equal(['Slide 1', 'Slide 2']);
    } finally {
      console.error = original;
    }
    expect(problems).to.deep.equal([]);
  });

  it('works standalone in a shadow root with light-DOM slides; slidechange crosses it', async () => {
    const { host, root } = await showStandalone(
      carouselSpec,
      { useChildrenForSlides: true },
      '.builder-carousel-slide',
      {
        shadow: true,
        children: ['<div>One</div>', '<div>Two</div>', '<div>Three</div>'],
      },
    );
    expect(slides(root)).to.have.length(3);
    const events: unknown[] = [];
    const listener = (e: Event) => events.push([(e as CustomEvent).detail, e.target === host]);
    document.addEventListener('slidechange', listener);
    await click(button(root, 'next'));
    document.removeEventListener('slidechange', listener);
    expect(events).to.deep.equal([[{ index: 1 }, true]]);
  });

  it('shows the slide the editor selected (selectedIndex)', async () => {
    const { root } = await showStandalone(
      carouselSpec,
      { slides: slideList(5), selectedIndex: 4 },
      '.builder-carousel-slide',
    );
    await waitFor(
      () =>
        slides(root)
          .filter((s) => !s.inert)
          .map((s) => s.textContent)
          .join() === 'Slide 4,Slide 5',
      'slides 4 and 5',
    );
  });

  it('has no axe violations, at rest, moved on and autoplaying', async () => {
    const host = await showCarousel();
    await expectNoAxeViolations();
    await click(button(host, 'next'));
    await expectNoAxeViolations();
    cleanup();
    await showCarousel({ autoplay: true, autoplaySpeed: 0.2, prevButton: [text('<p>Back</p>')] });
    await expectNoAxeViolations();
  });
});
