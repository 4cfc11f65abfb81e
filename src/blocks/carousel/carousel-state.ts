/**
 * The Carousel block's state without the DOM. The state is one number, the index of the first
 * visible slide; it only ever rests on a page start. Settings come from the responsive list
 * for the viewport width.
 */

/** How the carousel behaves at one viewport width. */
export interface SlideSettings {
  slidesToShow: number;
  slidesToScroll: number;
  /** Previous/next wrap around at the ends. */
  infinite: boolean;
  /** Show the buttons that pick a page. */
  dots: boolean;
}

/** One entry of the `responsive` option. */
export interface ResponsiveSetting {
  breakpoint?: number;
  settings?: Partial<SlideSettings>;
}

/**
 * The settings at viewport `width`: `base`, overridden by the entry with the smallest
 * breakpoint at or above the width (as slick reads the list). No width (server): `base`.
 */
export function settingsAt(
  width: number | undefined,
  responsive: readonly ResponsiveSetting[] | undefined,
  base: SlideSettings,
): SlideSettings {
  let match: ResponsiveSetting | undefined;
  if (width !== undefined && Array.isArray(responsive)) {
    for (const entry of responsive) {
      const breakpoint = Number(entry?.breakpoint);
      if (!(breakpoint >= width)) continue;
      if (!match || breakpoint < Number(match.breakpoint)) match = entry;
    }
  }
  const own = match?.settings ?? {};
  const pick = <K extends keyof SlideSettings>(key: K): SlideSettings[K] => own[key] ?? base[key];
  return {
    slidesToShow: pick('slidesToShow'),
    slidesToScroll: pick('slidesToScroll'),
    infinite: pick('infinite'),
    dots: pick('dots'),
  };
}

/** Settings made safe for `count` slides: whole numbers, at least one, never more than the slides. */
export function fitSettings(settings: SlideSettings, count: number): SlideSettings {
  const whole = (n: number, max: number) => Math.min(Math.max(1, Math.floor(Number(n) || 1)), Math.max(1, max));
  const slidesToShow = whole(settings.slidesToShow, count);
  return { ...settings, slidesToShow, slidesToScroll: whole(settings.slidesToScroll, slidesToShow) };
}

/**
 * First slide of each page: every `slidesToScroll` slides, the last one moved back so the last
 * page is full (5 slides by 2 → 0, 2, 3).
 */
export function pageStarts(count: number, { slidesToShow, slidesToScroll }: SlideSettings): number[] {
  const last = Math.max(0, count - slidesToShow);
  const starts: number[] = [];
  for (let start = 0; start < last; start += slidesToScroll) starts.push(start);
  starts.push(last);
  return starts;
}

/** The page showing slide `index` (the last page starting at or before it). */
export function pageOf(index: number, starts: readonly number[]): number {
  let page = 0;
  while (page + 1 < starts.length && starts[page + 1] <= index) page++;
  return page;
}

/**
 * The first slide after moving one page in `direction` (1 next, -1 previous) from the page
 * showing `index`. At an end it wraps when `infinite`, else stays.
 */
export function step(index: number, direction: 1 | -1, starts: readonly number[], infinite: boolean): number {
  const last = starts.length - 1;
  let page = pageOf(index, starts) + direction;
  if (page < 0) page = infinite ? last : 0;
  if (page > last) page = infinite ? 0 : last;
  return starts[page];
}

/** Whether moving in `direction` from `index` changes anything (for disabling the buttons). */
export function canStep(index: number, direction: 1 | -1, starts: readonly number[], infinite: boolean): boolean {
  return step(index, direction, starts, infinite) !== starts[pageOf(index, starts)];
}

/** `index` moved to the start of its page (after a resize changed the pages). */
export function alignIndex(index: number, starts: readonly number[]): number {
  return starts[pageOf(Math.max(0, index), starts)];
}

/** Autoplay's `autoplaySpeed` (seconds) in ms; anything not positive falls back to 5 s. */
export function autoplayDelay(seconds: number | undefined): number {
  const s = Number(seconds);
  return (s > 0 ? s : 5) * 1000;
}
