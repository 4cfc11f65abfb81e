import { describe, expect, it } from 'vitest';
import { normalizeOpen, titleForKey, toggleItem } from './accordion-state.ts';

describe('toggleItem', () => {
  it('opens items alongside each other', () => {
    expect(toggleItem([], 1, false)).toEqual([1]);
    expect(toggleItem([2], 0, false)).toEqual([0, 2]);
  });

  it('closes an open item', () => {
    expect(toggleItem([0, 2], 2, false)).toEqual([0]);
    expect(toggleItem([1], 1, true)).toEqual([]);
  });

  it('with one at a time (oneAtATime or grid), opening one closes the others', () => {
    expect(toggleItem([0], 2, true)).toEqual([2]);
    expect(toggleItem([0, 1], 2, true)).toEqual([2]);
  });

  it('returns a new array', () => {
    const open = [1];
    expect(toggleItem(open, 3, false)).not.toBe(open);
    expect(open).toEqual([1]);
  });
});

describe('normalizeOpen', () => {
  it('drops duplicates and invalid indexes, sorted', () => {
    expect(normalizeOpen([2, 0, 2, -1, 1.5], false)).toEqual([0, 2]);
  });

  it('keeps one when only one may be open', () => {
    expect(normalizeOpen([0, 3], true)).toEqual([3]);
  });
});

describe('titleForKey', () => {
  it('moves down and up, wrapping, and to the ends with Home and End', () => {
    expect(titleForKey('ArrowDown', 2, 3)).toBe(0);
    expect(titleForKey('ArrowUp', 0, 3)).toBe(2);
    expect(titleForKey('Home', 2, 3)).toBe(0);
    expect(titleForKey('End', 0, 3)).toBe(2);
    expect(titleForKey('ArrowRight', 0, 3)).toBeUndefined();
  });
});
