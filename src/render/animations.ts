/**
 * The animator: runs the `animations` of a content root's blocks (gen1 §2.17). Loaded lazily
 * (`import('./animations.ts')`) by a content root whose content has animated blocks, started
 * after mount and stopped on unmount, so pages without animations never load it.
 *
 * Triggers: `pageLoad` plays at once; `scrollInView` plays once, the first time the element is
 * in view ({@link isInView}: Builder's Gen 2 rule, with the animation's `thresholdPercent`).
 * As in Builder's SDK, that is checked once where the element first shows (where it sat when
 * the content root mounted, measured then by ./animation-start.ts; or as it appears later),
 * then only on scroll, at most every 200 ms (spec §9; the first check waits for the interval).
 * Nothing else re-checks (content above that grows or shrinks as images load does not play
 * it), so whether it plays never depends on when this code arrived. `hover` goes to the last
 * step while the pointer is over the element and back when it leaves.
 * A play applies the first step without a transition, then each next step with
 * `transition: all {duration}s {easing}` (the animation's delay before the first, each step's
 * own delay too), and removes the transition when done. A property a step does not name is
 * cleared, so the element's own styles show. Visitors who prefer reduced motion get the last
 * step at once and hover changes without a transition. Elements that appear later (repeated
 * items, lazily shown panels) are picked up as they are added.
 */
import { type BuilderBlock, type StyleMap, warnOnce, animationTargetMissing } from '../core/index.ts';
import {
  ANIMATED_ATTRIBUTE,
  animatedElements,
  animationsOf,
  type BlockAnimation,
  type MountView,
  type ViewportBox,
} from './animation-start.ts';
import { blockIdOf, cssProperty } from './stylesheet.ts';

/** How often scrolling checks whether elements came into view (spec §9). */
export const SCROLL_THROTTLE_MS = 200;

type Step = NonNullable<BlockAnimation['steps']>[number];

/** `easeInOut` → `ease-in-out`; functions (`cubic-bezier(…)`) and keywords stay as written. */
const cssEasing = (easing: unknown) =>
  typeof easing === 'string' && easing
    ? easing.includes('(')
      ? easing
      : easing.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)
    : 'ease';

const seconds = (value: unknown, fallback: number) => (typeof value === 'number' && value >= 0 ? value : fallback);

/** Every property any step names (a step that leaves one out clears it). */
function propertiesOf(steps: readonly Step[]): string[] {
  const names = new Set<string>();
  for (const step of steps) for (const name in step?.styles) names.add(name);
  return [...names];
}

function applyStep(el: HTMLElement, step: Step | undefined, properties: readonly string[]): void {
  const styles: StyleMap = step?.styles ?? {};
  for (const name of properties) {
    const value = styles[name];
    el.style.setProperty(cssProperty(name), value === undefined || value === null ? '' : String(value));
  }
}

/** What one `startAnimations` call holds, released by its stop function. */
interface Run {
  timers: number[];
  cleanups: (() => void)[];
  reduced: boolean;
}

function play(el: HTMLElement, animation: BlockAnimation, run: Run): void {
  const steps = animation.steps!;
  const properties = propertiesOf(steps);
  if (run.reduced || steps.length < 2) {
    applyStep(el, steps[steps.length - 1], properties);
    return;
  }
  el.style.transition = 'none';
  applyStep(el, steps[0], properties);
  void getComputedStyle(el).opacity; // commit the start state, so the next step transitions from it
  const duration = seconds(animation.duration, 0.5);
  const easing = cssEasing(animation.easing);
  let at = 0;
  steps.slice(1).forEach((step, i) => {
    const delay = (i === 0 ? seconds(animation.delay, 0) : 0) + seconds(step?.delay, 0);
    run.timers.push(
      window.setTimeout(() => {
        el.style.transition = `all ${duration}s ${easing} ${delay}s`;
        applyStep(el, step, properties);
      }, at),
    );
    at += (delay + duration) * 1000;
  });
  run.timers.push(window.setTimeout(() => void (el.style.transition = ''), at + 100));
}

function bindHover(el: HTMLElement, animation: BlockAnimation, run: Run): void {
  const steps = animation.steps!;
  const properties = propertiesOf(steps);
  if (!run.reduced) {
    el.style.transition = `all ${seconds(animation.duration, 0.5)}s ${cssEasing(animation.easing)} ${seconds(animation.delay, 0)}s`;
  }
  applyStep(el, steps[0], properties);
  const enter = () => applyStep(el, steps[steps.length - 1], properties);
  const leave = () => applyStep(el, steps[0], properties);
  el.addEventListener('mouseenter', enter);
  el.addEventListener('mouseleave', leave);
  run.cleanups.push(() => {
    el.removeEventListener('mouseenter', enter);
    el.removeEventListener('mouseleave', leave);
  });
}

/**
 * Whether a scroll animation's element is in view, by Builder's Gen 2 rule: its bottom below and
 * its top above a margin of `thresholdPercent` % of the viewport height (the animation's own
 * field; 0 when it has none) inside the viewport's top and bottom edges.
 */
export function isInView({ top, bottom }: ViewportBox, viewportHeight: number, thresholdPercent: unknown): boolean {
  const percent = typeof thresholdPercent === 'number' && Number.isFinite(thresholdPercent) ? thresholdPercent : 0;
  const margin = (percent / 100) * viewportHeight;
  return bottom > margin && top < viewportHeight - margin;
}

/** Whether the element is in view now. */
const inViewNow = (el: Element, animation: BlockAnimation) =>
  isInView(el.getBoundingClientRect(), window.innerHeight, animation.thresholdPercent);

/**
 * Runs the animations of `blocks` on their elements inside `root` (the content root element);
 * `mounted` is what the root saw when it mounted (./animation-start.ts `viewAtMount`).
 * Returns the function that stops everything (listeners, timers, the observer).
 */
export function startAnimations(root: Element, blocks: readonly BuilderBlock[], mounted?: MountView): () => void {
  const run: Run = { timers: [], cleanups: [], reduced: matchMedia('(prefers-reduced-motion: reduce)').matches };
  const targets = blocks.flatMap((block) => {
    const animations = animationsOf(block);
    const id = blockIdOf(block);
    return id && animations.length ? [{ id, animations }] : [];
  });
  const bound = new WeakSet<Element>();
  const waiting: { el: HTMLElement; animation: BlockAnimation }[] = [];

  let throttle = 0;
  const check = () => {
    for (let i = waiting.length - 1; i >= 0; i--) {
      const { el, animation } = waiting[i];
      if (!inViewNow(el, animation)) continue;
      waiting.splice(i, 1);
      play(el, animation, run);
    }
  };
  const onScroll = () => {
    if (throttle || !waiting.length) return;
    throttle = window.setTimeout(() => {
      throttle = 0;
      check();
    }, SCROLL_THROTTLE_MS);
  };

  /** Animates the elements not animated yet; a scroll animation's is checked here once, then on scroll only. */
  const bind = () => {
    for (const { id, animations } of targets) {
      for (const el of animatedElements(root, id)) {
        if (bound.has(el)) continue;
        bound.add(el);
        el.setAttribute(ANIMATED_ATTRIBUTE, '');
        for (const animation of animations) {
          if (animation.trigger === 'hover') bindHover(el, animation, run);
          else if (animation.trigger === 'scrollInView' && !run.reduced) {
            el.style.transition = 'none';
            applyStep(el, animation.steps![0], propertiesOf(animation.steps!));
            const box = mounted?.boxes.get(el);
            if (box ? isInView(box, mounted!.viewportHeight, animation.thresholdPercent) : inViewNow(el, animation))
              play(el, animation, run);
            else waiting.push({ el, animation });
          } else play(el, animation, run);
        }
      }
    }
  };

  bind();
  for (const { id } of targets) {
    if (!animatedElements(root, id).length) warnOnce(`animate:${id}`, animationTargetMissing(id));
  }
  const observer = new MutationObserver(bind);
  observer.observe(root, { childList: true, subtree: true });
  window.addEventListener('scroll', onScroll, { capture: true, passive: true });
  // The page scrolled between mount and now, unseen here: checked as if the scroll came now.
  if (mounted && window.scrollY !== mounted.scrollY) onScroll();

  return () => {
    observer.disconnect();
    window.removeEventListener('scroll', onScroll, { capture: true });
    clearTimeout(throttle);
    for (const timer of run.timers) clearTimeout(timer);
    for (const cleanup of run.cleanups) cleanup();
  };
}
