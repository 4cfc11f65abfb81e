import { describe, expect, it } from 'vitest';
import {
  alignIndex,
  autoplayDelay,
  canStep,
  fitSettings,
  pageOf,
  pageStarts,
  settingsAt,
  step,
  type SlideSettings,
} from './carousel-state.ts';
import { carouselInputs } from './carousel.inputs.ts';

const base: SlideSettings = { slidesToShow: 1, slidesToScroll: 1, infinite: true, dots: true };
const defaults = carouselInputs.find((input) => input.name === 'responsive')!.defaultValue as never;
const settings = (slidesToShow: number, slidesToScroll: number, infinite = true): SlideSettings => ({
  slidesToShow,
  slidesToScroll,
  infinite,
  dots: true,
});

describe('settingsAt', () => {
  it('shows 2 slides (scrolling 2) up to 3000 px and 1 up to 400 px by default', () => {
    expect(settingsAt(1280, defaults, base)).toMatchObject({ slidesToShow: 2, slidesToScroll: 2 });
    expect(settingsAt(3000, defaults, base)).toMatchObject({ slidesToShow: 2, slidesToScroll: 2 });
    expect(settingsAt(400, defaults, base)).toMatchObject({ slidesToShow: 1, slidesToScroll: 1 });
    expect(settingsAt(320, defaults, base)).toMatchObject({ slidesToShow: 1, slidesToScroll: 1 });
  });

  it('uses the base settings above every breakpoint and without a width (server)', () => {
    expect(settingsAt(3200, defaults, base)).toEqual(base);
    expect(settingsAt(undefined, defaults, base)).toEqual(base);
    expect(settingsAt(800, undefined, base)).toEqual(base);
  });

  it('takes the smallest breakpoint at or above the width, whatever the list order', () => {
    const responsive = [
      { breakpoint: 600, settings: { slidesToShow: 1, infinite: false } },
      { breakpoint: 1200, settings: { slidesToShow: 3, dots: false } },
      { breakpoint: 900, settings: { slidesToShow: 2 } },
    ];
    expect(settingsAt(1000, responsive, base)).toEqual({
      slidesToShow: 3,
      slidesToScroll: 1,
      infinite: true,
      dots: false,
    });
    expect(settingsAt(700, responsive, base)).toMatchObject({ slidesToShow: 2, dots: true });
    expect(settingsAt(500, responsive, base)).toMatchObject({ slidesToShow: 1, infinite: false });
  });
});

describe('fitSettings', () => {
  it('never shows more slides than there are, nor scrolls more than it shows', () => {
    expect(fitSettings(settings(3, 5), 2)).toMatchObject({ slidesToShow: 2, slidesToScroll: 2 });
    expect(fitSettings(settings(0, 0), 4)).toMatchObject({ slidesToShow: 1, slidesToScroll: 1 });
    expect(fitSettings(settings(2.7, 1.2), 4)).toMatchObject({ slidesToShow: 2, slidesToScroll: 1 });
  });
});

describe('pageStarts', () => {
  it('starts a page every slidesToScroll slides, the last page full', () => {
    expect(pageStarts(4, settings(2, 2))).toEqual([0, 2]);
    expect(pageStarts(5, settings(2, 2))).toEqual([0, 2, 3]);
    expect(pageStarts(5, settings(3, 1))).toEqual([0, 1, 2]);
    expect(pageStarts(3, settings(1, 1))).toEqual([0, 1, 2]);
  });

  it('has one page when everything fits', () => {
    expect(pageStarts(2, settings(2, 2))).toEqual([0]);
    expect(pageStarts(0, settings(1, 1))).toEqual([0]);
  });
});

describe('step', () => {
  const starts = [0, 2, 3]; // 5 slides, 2 shown, 2 scrolled

  it('moves one page forward and back', () => {
    expect(step(0, 1, starts, false)).toBe(2);
    expect(step(2, 1, starts, false)).toBe(3);
    expect(step(3, -1, starts, false)).toBe(2);
    expect(step(2, -1, starts, false)).toBe(0);
  });

  it('wraps at the ends when infinite', () => {
    expect(step(3, 1, starts, true)).toBe(0);
    expect(step(0, -1, starts, true)).toBe(3);
  });

  it('stays at the ends when not infinite', () => {
    expect(step(3, 1, starts, false)).toBe(3);
    expect(step(0, -1, starts, false)).toBe(0);
    expect(canStep(3, 1, starts, false)).toBe(false);
    expect(canStep(0, -1, starts, false)).toBe(false);
    expect(canStep(0, 1, starts, false)).toBe(true);
    expect(canStep(3, 1, starts, true)).toBe(true);
  });

  it('cannot move with one page, even when infinite', () => {
    expect(canStep(0, 1, [0], true)).toBe(false);
  });
});

describe('pageOf and alignIndex', () => {
  it('finds the page showing a slide and moves an index to its page start', () => {
    expect(pageOf(4, [0, 2, 3])).toBe(2);
    expect(pageOf(1, [0, 2, 3])).toBe(0);
    expect(alignIndex(4, [0, 2, 3])).toBe(3);
    expect(alignIndex(3, [0, 1, 2, 3, 4])).toBe(3);
    expect(alignIndex(-2, [0, 2])).toBe(0);
  });
});

describe('autoplayDelay', () => {
  it('converts seconds to ms, 5 s by default', () => {
    expect(autoplayDelay(2)).toBe(2000);
    expect(autoplayDelay(0.5)).toBe(500);
    expect(autoplayDelay(undefined)).toBe(5000);
    expect(autoplayDelay(0)).toBe(5000);
    expect(autoplayDelay(-1)).toBe(5000);
  });
});
