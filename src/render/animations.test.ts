/**
 * The rule of a scroll animation's "in view" (Builder's Gen 2 SDK): the element's bottom below
 * and its top above a margin of `thresholdPercent` % of the viewport height, 0 when it has none.
 */
import { describe, expect, it } from 'vitest';
import { isInView } from './animations.ts';

const box = (top: number, height = 100) => ({ top, bottom: top + height });

describe('isInView', () => {
  it('without a threshold: any part of the element inside the viewport', () => {
    expect(isInView(box(599), 600, undefined)).toBe(true);
    expect(isInView(box(600), 600, undefined)).toBe(false);
    expect(isInView(box(-99), 600, undefined)).toBe(true);
    expect(isInView(box(-100), 600, undefined)).toBe(false);
  });

  it('thresholdPercent: past a margin of that share of the viewport height, at the bottom and at the top', () => {
    // 30 % of 600 px: 180 px.
    expect(isInView(box(419), 600, 30)).toBe(true);
    expect(isInView(box(420), 600, 30)).toBe(false);
    expect(isInView(box(81), 600, 30)).toBe(true);
    expect(isInView(box(80), 600, 30)).toBe(false);
  });

  it('a threshold that is not a finite number counts as none', () => {
    for (const threshold of ['30', null, Number.NaN, Number.POSITIVE_INFINITY, {}])
      expect(isInView(box(550), 600, threshold)).toBe(true);
  });
});
