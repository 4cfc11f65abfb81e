/**
 * The animator: runs the `animations` of a content root's blocks (gen1 §2.17). Loaded lazily
 * (`import('./animations.ts')`) by a content root whose content has animated blocks, started
 * after mount and stopped on unmount, so pages without animations never load it.
 *
 * Triggers: `pageLoad` plays at once; `scrollInView` plays once, the first time the element is
 * in view (its bottom below 5% of the viewport height and its top above 95%), checked at start
 * and on scroll at most every 200 ms (spec §9; the first check waits for the interval);
 * `hover` goes to the last step while the pointer is over the element and back when it leaves.
 * A play applies the first step without a transition, then each next step with
 * `transition: all {duration}s {easing}` (the animation's delay before the first, each step's
 * own delay too), and removes the transition when done. A property a step does not name is
 * cleared, so the element's own styles show. Visitors who prefer reduced motion get the last
 * step at once and hover changes without a transition. Elements that appear later (repeated
 * items, lazily shown panels) are picked up as they are added.
 */
import { type BuilderBlock, type StyleMap, warnOnce, animationTargetMissing } from '../core/index.ts';
import { ANIMATED_ATTRIBUTE, animationsOf, type BlockAnimation } from './animation-start.ts';
import { blockClass, blockIdOf, cssProperty, escapeClass } from './stylesheet.ts';

/** How often scrolling checks whether elements came into view (spec §9). */
export const SCROLL_THROTTLE_MS = 200;

type Step = NonNullable<BlockAnimation['steps']>[number];

/** `easeInOut` → `ease-in-out`; functions (`cubic-bezier(…)`) and keywords stay as written. */
const cssEasing = (easing: unknown) =>
  typeof easing === 'string' && easing ? (easing.includes('(') ? easing : easing.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)) : 'ease';

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
    run.timers.push(window.setTimeout(() => {
      el.style.transition = `all ${duration}s ${easing} ${delay}s`;
      applyStep(el, step, properties);
    }, at));
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

/** Whether the element counts as in view (gen1's rule). */
function inView(el: Element): boolean {
  const rect = el.getBoundingClientRect();
  const height = window.innerHeight;
  return rect.bottom > height * 0.05 && rect.top < height * 0.95;
}

/**
 * Runs the animations of `blocks` on their elements inside `root` (the content root element).
 * Returns the function that stops everything (listeners, timers, the observer).
 */
export function startAnimations(root: Element, blocks: readonly BuilderBlock[]): () => void {
  const run: Run = { timers: [], cleanups: [], reduced: matchMedia('(prefers-reduced-motion: reduce)').matches };
  const targets = blocks.flatMap((block) => {
    const animations = animationsOf(block);
    const id = blockIdOf(block);
    return id && animations.length ? [{ id, selector: `.${escapeClass(blockClass(id))}`, animations }] : [];
  });
  const bound = new WeakSet<Element>();
  const waiting: { el: HTMLElement; animation: BlockAnimation }[] = [];

  let throttle = 0;
  const check = () => {
    for (let i = waiting.length - 1; i >= 0; i--) {
      if (!inView(waiting[i].el)) continue;
      const [entry] = waiting.splice(i, 1);
      play(entry.el, entry.animation, run);
    }
  };
  const onScroll = () => {
    if (throttle || !waiting.length) return;
    throttle = window.setTimeout(() => {
      throttle = 0;
      check();
    }, SCROLL_THROTTLE_MS);
  };

  const bind = () => {
    for (const { selector, animations } of targets) {
      for (const el of root.querySelectorAll<HTMLElement>(selector)) {
        if (bound.has(el)) continue;
        bound.add(el);
        el.setAttribute(ANIMATED_ATTRIBUTE, '');
        for (const animation of animations) {
          if (animation.trigger === 'hover') bindHover(el, animation, run);
          else if (animation.trigger === 'scrollInView' && !run.reduced) {
            el.style.transition = 'none';
            applyStep(el, animation.steps![0], propertiesOf(animation.steps!));
            waiting.push({ el, animation });
          } else play(el, animation, run);
        }
      }
    }
    check();
  };

  bind();
  for (const { id, selector } of targets) {
    if (!root.querySelector(selector)) warnOnce(`animate:${id}`, animationTargetMissing(id));
  }
  const observer = new MutationObserver(bind);
  observer.observe(root, { childList: true, subtree: true });
  window.addEventListener('scroll', onScroll, { capture: true, passive: true });

  return () => {
    observer.disconnect();
    window.removeEventListener('scroll', onScroll, { capture: true });
    clearTimeout(throttle);
    for (const timer of run.timers) clearTimeout(timer);
    for (const cleanup of run.cleanups) cleanup();
  };
}
