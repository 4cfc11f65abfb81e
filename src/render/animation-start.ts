/**
 * What a content root does for its animations before the animator (./animations.ts, loaded
 * lazily) takes over. The first step of each block's page-load or scroll animation, as CSS in
 * the content root's stylesheet: the element is painted in its start state from the first frame
 * (server HTML included), so it never flashes its final look. The rule stops applying once the
 * animator marks the element, and it is left out for visitors who prefer reduced motion (they
 * see the final styles straight away). And where each animated element sat when the root
 * mounted ({@link viewAtMount}).
 */
import type { BuilderBlock, StyleMap } from '../core/index.ts';
import { blockClass, blockIdOf, declarations, escapeClass } from './stylesheet.ts';

/** One entry of a block's `animations`. */
export interface BlockAnimation {
  /** `pageLoad`, `scrollInView` or `hover`. */
  trigger?: string;
  /** Styles to go through, the first being the start state. */
  steps?: { styles?: StyleMap; delay?: number }[];
  /** Seconds per step. */
  duration?: number;
  /** Seconds before the first step starts. */
  delay?: number;
  /** CSS easing, or its camelCase name (`easeInOut`). */
  easing?: string;
  /** `scrollInView`: the margin inside the viewport's top and bottom edges the element must pass, in % of its height. */
  thresholdPercent?: number;
}

/** Set by the animator on each element it drives (the start rule then stops applying). */
export const ANIMATED_ATTRIBUTE = 'data-builder-animated';

/** The animations of a block that are well-formed enough to run. */
export function animationsOf(block: BuilderBlock): BlockAnimation[] {
  const list = block.animations;
  return Array.isArray(list)
    ? (list.filter((a) => a && typeof a === 'object' && Array.isArray((a as BlockAnimation).steps)) as BlockAnimation[])
    : [];
}

/** The selector of the block `id`'s elements: its class (repeated copies share it). */
const selectorOf = (id: string): string => `.${escapeClass(blockClass(id))}`;

/** The elements of the block `id` inside `root`. */
export const animatedElements = (root: ParentNode, id: string): NodeListOf<HTMLElement> =>
  root.querySelectorAll<HTMLElement>(selectorOf(id));

/** Where an element sat in the viewport (px from its top). */
export interface ViewportBox {
  top: number;
  bottom: number;
}

/** What a content root saw of its animated elements when it mounted. */
export interface MountView {
  /** Where each element sat in the viewport. */
  readonly boxes: ReadonlyMap<Element, ViewportBox>;
  readonly viewportHeight: number;
  /** The page's vertical scroll position. */
  readonly scrollY: number;
}

/**
 * Builder's SDK checks whether a scroll animation's element is in view once, when its block
 * mounts, then on scroll only. The animator's code arrives after mount, when images above may
 * have loaded and moved the element: so the root measures its elements at mount, and the
 * animator decides from that whenever it starts (and checks at once if the page scrolled since).
 */
export function viewAtMount(root: ParentNode, blocks: readonly BuilderBlock[]): MountView {
  const boxes = new Map<Element, ViewportBox>();
  for (const block of blocks) {
    const id = blockIdOf(block);
    if (id) for (const element of animatedElements(root, id)) boxes.set(element, element.getBoundingClientRect());
  }
  return { boxes, viewportHeight: window.innerHeight, scrollY: window.scrollY };
}

/** Start-state rules for the animated blocks of a content ('' when none applies). */
export function animationStartCss(blocks: readonly BuilderBlock[]): string {
  let rules = '';
  for (const block of blocks) {
    const first = animationsOf(block).find((animation) => animation.trigger !== 'hover');
    const id = blockIdOf(block);
    const body = id && first ? declarations(first.steps?.[0]?.styles) : '';
    if (body) rules += `\n${selectorOf(id!)}:not([${ANIMATED_ATTRIBUTE}]) {${body}}`;
  }
  return rules && `@media (prefers-reduced-motion: no-preference) {${rules}\n}`;
}
