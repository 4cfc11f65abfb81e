/**
 * The first step of each block's page-load or scroll animation, as CSS in the content root's
 * stylesheet: the element is painted in its start state from the first frame (server HTML
 * included), so it never flashes its final look before the animator (./animations.ts, loaded
 * lazily) takes over. The rule stops applying once the animator marks the element, and it is
 * left out for visitors who prefer reduced motion (they see the final styles straight away).
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
}

/** Set by the animator on each element it drives (the start rule then stops applying). */
export const ANIMATED_ATTRIBUTE = 'data-builder-animated';

/** The animations of a block that are well-formed enough to run. */
export function animationsOf(block: BuilderBlock): BlockAnimation[] {
  const list = block.animations;
  return Array.isArray(list) ? (list.filter((a) => a && typeof a === 'object' && Array.isArray((a as BlockAnimation).steps)) as BlockAnimation[]) : [];
}

/** Start-state rules for the animated blocks of a content ('' when none applies). */
export function animationStartCss(blocks: readonly BuilderBlock[]): string {
  let rules = '';
  for (const block of blocks) {
    const first = animationsOf(block).find((animation) => animation.trigger !== 'hover');
    const id = blockIdOf(block);
    const body = id && first ? declarations(first.steps?.[0]?.styles) : '';
    if (body) rules += `\n.${escapeClass(blockClass(id!))}:not([${ANIMATED_ATTRIBUTE}]) {${body}}`;
  }
  return rules && `@media (prefers-reduced-motion: no-preference) {${rules}\n}`;
}
