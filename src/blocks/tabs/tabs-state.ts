/**
 * The Tabs block's state without the DOM: which tab is active (`-1` for none) and where the
 * arrow keys move focus. The component only wires these to events.
 */

/** No tab is active. */
export const NO_TAB = -1;

/**
 * The tab open at first: `defaultActiveTab` counts from 1, and 0 (or a number past the last
 * tab, or anything that is not a whole number) opens none.
 */
export function initialTab(defaultActiveTab: number | undefined, count: number): number {
  const n = Number(defaultActiveTab);
  return Number.isInteger(n) && n >= 1 && n <= count ? n - 1 : NO_TAB;
}

/** The active tab after `index` is clicked: the active tab of a collapsible set closes. */
export function clickTab(active: number, index: number, collapsible: boolean): number {
  return index === active && collapsible ? NO_TAB : index;
}

/**
 * The tab a key moves focus to in a horizontal tab list (wrapping at the ends), or `undefined`
 * for keys the list does not handle. `rtl` swaps the arrows.
 */
export function tabForKey(key: string, from: number, count: number, rtl = false): number | undefined {
  if (count < 1) return undefined;
  const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
  const back = rtl ? 'ArrowRight' : 'ArrowLeft';
  switch (key) {
    case forward:
      return (from + 1) % count;
    case back:
      return (from - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}

/** The tab that takes part in the page's Tab order (roving tabindex): the active one, else the last focused. */
export function tabStop(active: number, lastFocused: number, count: number): number {
  if (active >= 0 && active < count) return active;
  return lastFocused >= 0 && lastFocused < count ? lastFocused : 0;
}
