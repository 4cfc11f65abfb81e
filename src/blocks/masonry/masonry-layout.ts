/**
 * The Masonry block's layout without the DOM: how many columns fit, and where each tile goes
 * (each tile in turn into the shortest column, the leftmost on a tie).
 */

/** Where a tile goes, in px from the grid's top left corner. */
export interface TilePosition {
  x: number;
  y: number;
}

export interface MasonryLayout {
  positions: TilePosition[];
  /** Height of the grid: the tallest column. */
  height: number;
  columns: number;
}

/** Rounding slack, so a row of columns that fits to the pixel is not one column short. */
const SLACK = 0.5;

/** How many `tileWidth` columns, `gutter` px apart, fit in `width` (at least one). */
export function columnCount(width: number, tileWidth: number, gutter: number): number {
  if (!(tileWidth > 0) || !(width > 0)) return 1;
  return Math.max(1, Math.floor((width + gutter + SLACK) / (tileWidth + gutter)));
}

/** Places tiles of the given heights into `columns` columns. */
export function placeTiles(
  heights: readonly number[],
  columns: number,
  tileWidth: number,
  gutter: number,
): MasonryLayout {
  const count = Math.max(1, Math.floor(columns));
  const bottoms = new Array<number>(count).fill(0);
  const positions = heights.map((height) => {
    let column = 0;
    for (let c = 1; c < count; c++) if (bottoms[c] < bottoms[column] - SLACK) column = c;
    const position = { x: column * (tileWidth + gutter), y: bottoms[column] };
    bottoms[column] += height + gutter;
    return position;
  });
  const height = heights.length ? Math.max(...bottoms) - gutter : 0;
  return { positions, height: Math.max(0, height), columns: count };
}

/** Whether two layouts put every tile in the same place (to stop re-layout loops). */
export function sameLayout(a: MasonryLayout | undefined, b: MasonryLayout): boolean {
  if (!a || a.height !== b.height || a.positions.length !== b.positions.length) return false;
  return a.positions.every((p, i) => p.x === b.positions[i].x && p.y === b.positions[i].y);
}
