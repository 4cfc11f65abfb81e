/**
 * The Accordion block's state without the DOM: the set of open items, and where the arrow keys
 * move focus among the titles.
 */

/**
 * The open items after `index` is toggled. With `onlyOne` (oneAtATime, or a grid) opening an
 * item closes every other one. The result is sorted and never shares the input array.
 */
export function toggleItem(open: readonly number[], index: number, onlyOne: boolean): number[] {
  if (open.includes(index)) return open.filter((i) => i !== index);
  return onlyOne ? [index] : [...open, index].sort((a, b) => a - b);
}

/** The open items given from outside (the editor), reduced to one when only one may be open. */
export function normalizeOpen(open: readonly number[], onlyOne: boolean): number[] {
  const unique = [...new Set(open.filter((i) => Number.isInteger(i) && i >= 0))].sort((a, b) => a - b);
  return onlyOne ? unique.slice(-1) : unique;
}

/** The title a key moves focus to (Up/Down wrap, Home, End), or `undefined` for other keys. */
export function titleForKey(key: string, from: number, count: number): number | undefined {
  if (count < 1) return undefined;
  switch (key) {
    case 'ArrowDown':
      return (from + 1) % count;
    case 'ArrowUp':
      return (from - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}
