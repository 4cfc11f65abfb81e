/**
 * Measures a Masonry grid and places its tiles: before the first paint, again whenever the grid
 * or a tile changes size (a window resize, an image arriving), and once more when the images
 * present at mount have loaded. `ready` turns true when those images have settled, or after
 * {@link READY_TIMEOUT} ms at the latest, so a slow image never keeps the grid hidden.
 */
import { useCallback, useEffect, useState, type RefObject } from 'react';
import { useBrowserLayoutEffect } from '../../render/index.ts';
import { columnCount, placeTiles, sameLayout, type MasonryLayout } from './masonry-layout.ts';

/** The longest the grid stays invisible waiting for images (ms). */
export const READY_TIMEOUT = 1000;

/** The tile elements of a grid, in order. */
function tilesOf(grid: HTMLElement): HTMLElement[] {
  return [...grid.children].filter((child): child is HTMLElement => child.classList.contains('builder-masonry-tile'));
}

/** Images inside the grid, including those in light-DOM children shown through slots. */
function imagesIn(grid: HTMLElement): HTMLImageElement[] {
  const images = [...grid.querySelectorAll('img')];
  for (const slot of grid.querySelectorAll('slot')) {
    for (const element of slot.assignedElements({ flatten: true })) {
      if (element instanceof HTMLImageElement) images.push(element);
      images.push(...element.querySelectorAll('img'));
    }
  }
  return images;
}

/** Resolves when every image in the grid has loaded or failed. */
function imagesSettled(grid: HTMLElement): Promise<unknown> {
  const pending = imagesIn(grid).filter((image) => !image.complete);
  return Promise.all(
    pending.map(
      (image) =>
        new Promise((resolve) => {
          image.addEventListener('load', resolve, { once: true });
          image.addEventListener('error', resolve, { once: true });
        }),
    ),
  );
}

/** The layout of the grid `grid` (`undefined` until measured) and whether it may be shown. */
export function useMasonryLayout(
  grid: RefObject<HTMLElement | null>,
  gutter: number,
  tileCount: number,
): { layout?: MasonryLayout; ready: boolean } {
  const [layout, setLayout] = useState<MasonryLayout>();
  const [ready, setReady] = useState(false);

  const measure = useCallback(() => {
    const element = grid.current;
    if (!element) return;
    const tiles = tilesOf(element);
    const tileWidth = tiles[0]?.getBoundingClientRect().width ?? 0;
    const columns = columnCount(element.clientWidth, tileWidth, gutter);
    const next = placeTiles(
      tiles.map((tile) => tile.getBoundingClientRect().height),
      columns,
      tileWidth,
      gutter,
    );
    setLayout((previous) => (sameLayout(previous, next) ? previous : next));
  }, [grid, gutter]);

  useBrowserLayoutEffect(measure, [measure, tileCount]);

  useEffect(() => {
    const element = grid.current;
    if (!element) return undefined;
    let frame = 0;
    const observer = new ResizeObserver(() => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(measure);
    });
    observer.observe(element);
    for (const tile of tilesOf(element)) observer.observe(tile);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [grid, measure, tileCount]);

  useEffect(() => {
    const element = grid.current;
    if (!element) return undefined;
    let done = false;
    const finish = (): void => {
      if (done) return;
      done = true;
      measure();
      setReady(true);
    };
    const timer = setTimeout(finish, READY_TIMEOUT);
    void imagesSettled(element).then(finish);
    return () => {
      done = true;
      clearTimeout(timer);
    };
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- once: the first layout only

  return { layout, ready };
}
