/**
 * The client component a server components tree renders for a block that needs the browser
 * (./server-tree.tsx): the browser's renderer for that block (./island-renderer.tsx), taken from
 * `#rsc-renderers` (package.json): at once on a server, lazily in the browser (./renderers.browser.ts).
 */
import { IslandRenderer } from '#rsc-renderers';
import type { BlockIslandProps } from './island-renderer.tsx';

export type { BlockIslandProps, IslandRoot } from './island-renderer.tsx';

// A function, not the lazy component itself: React's server components protocol resolves a client reference to a function or class.
export function BlockIsland(props: BlockIslandProps) {
  return <IslandRenderer {...props} />;
}
