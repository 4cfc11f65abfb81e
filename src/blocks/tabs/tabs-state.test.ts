import { describe, expect, it } from 'vitest';
import { clickTab, initialTab, NO_TAB, tabForKey, tabStop } from './tabs-state.ts';

describe('initialTab', () => {
  it('counts defaultActiveTab from 1', () => {
    expect(initialTab(1, 3)).toBe(0);
    expect(initialTab(3, 3)).toBe(2);
  });

  it('opens none for 0, unlike the reference SDK (gen-1 quirk 9)', () => {
    expect(initialTab(0, 3)).toBe(NO_TAB);
  });

  it('opens none for a tab that does not exist or a value that is not a whole number', () => {
    expect(initialTab(4, 3)).toBe(NO_TAB);
    expect(initialTab(-1, 3)).toBe(NO_TAB);
    expect(initialTab(1.5, 3)).toBe(NO_TAB);
    expect(initialTab(undefined, 3)).toBe(NO_TAB);
    expect(initialTab(1, 0)).toBe(NO_TAB);
  });
});

describe('clickTab', () => {
  it('activates the clicked tab', () => {
    expect(clickTab(0, 2, false)).toBe(2);
    expect(clickTab(NO_TAB, 1, true)).toBe(1);
  });

  it('closes the active tab only when collapsible', () => {
    expect(clickTab(1, 1, true)).toBe(NO_TAB);
    expect(clickTab(1, 1, false)).toBe(1);
  });
});

describe('tabForKey', () => {
  it('moves right and left, wrapping at the ends', () => {
    expect(tabForKey('ArrowRight', 0, 3)).toBe(1);
    expect(tabForKey('ArrowRight', 2, 3)).toBe(0);
    expect(tabForKey('ArrowLeft', 0, 3)).toBe(2);
    expect(tabForKey('ArrowLeft', 2, 3)).toBe(1);
  });

  it('goes to the first and last tab with Home and End', () => {
    expect(tabForKey('Home', 2, 3)).toBe(0);
    expect(tabForKey('End', 0, 3)).toBe(2);
  });

  it('swaps the arrows right to left', () => {
    expect(tabForKey('ArrowLeft', 0, 3, true)).toBe(1);
    expect(tabForKey('ArrowRight', 0, 3, true)).toBe(2);
  });

  it('ignores other keys and empty lists', () => {
    expect(tabForKey('ArrowDown', 0, 3)).toBeUndefined();
    expect(tabForKey('Enter', 0, 3)).toBeUndefined();
    expect(tabForKey('Home', 0, 0)).toBeUndefined();
  });
});

describe('tabStop', () => {
  it('is the active tab, else the last focused one, else the first', () => {
    expect(tabStop(2, 0, 3)).toBe(2);
    expect(tabStop(NO_TAB, 1, 3)).toBe(1);
    expect(tabStop(NO_TAB, 5, 3)).toBe(0);
  });
});
