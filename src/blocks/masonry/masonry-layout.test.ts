import { describe, expect, it } from 'vitest';
import { columnCount, placeTiles, sameLayout } from './masonry-layout.ts';

describe('columnCount', () => {
  it('fits as many columns as the width allows, gutters between them', () => {
    expect(columnCount(1000, 200, 0)).toBe(5);
    expect(columnCount(999, 200, 0)).toBe(4);
    expect(columnCount(640, 200, 20)).toBe(3); // 3 × 200 + 2 × 20 = 640
    expect(columnCount(639, 200, 20)).toBe(2);
  });

  it('tolerates sub-pixel rounding and always gives at least one column', () => {
    expect(columnCount(599.7, 200, 0)).toBe(3);
    expect(columnCount(100, 200, 0)).toBe(1);
    expect(columnCount(0, 200, 0)).toBe(1);
    expect(columnCount(500, 0, 0)).toBe(1);
  });
});

describe('placeTiles', () => {
  it('puts each tile into the shortest column, the leftmost on a tie', () => {
    const layout = placeTiles([100, 50, 80, 30, 60], 3, 200, 10);
    expect(layout.positions).toEqual([
      { x: 0, y: 0 },
      { x: 210, y: 0 },
      { x: 420, y: 0 },
      { x: 210, y: 60 }, // column 2 (bottom 60) is the shortest
      { x: 420, y: 90 }, // column 3 (bottom 90) beats column 2 (100) and column 1 (110)
    ]);
    expect(layout.height).toBe(150); // column 3: 80 + 10 + 60, no gutter under the last tile
    expect(layout.columns).toBe(3);
  });

  it('stacks everything in one column', () => {
    const layout = placeTiles([10, 20], 1, 100, 5);
    expect(layout.positions).toEqual([
      { x: 0, y: 0 },
      { x: 0, y: 15 },
    ]);
    expect(layout.height).toBe(35);
  });

  it('has no height without tiles', () => {
    expect(placeTiles([], 3, 100, 10)).toEqual({ positions: [], height: 0, columns: 3 });
  });
});

describe('sameLayout', () => {
  it('compares positions and height', () => {
    const a = placeTiles([10, 20], 2, 100, 0);
    expect(sameLayout(a, placeTiles([10, 20], 2, 100, 0))).toBe(true);
    expect(sameLayout(a, placeTiles([10, 30], 2, 100, 0))).toBe(false);
    expect(sameLayout(undefined, a)).toBe(false);
  });
});
