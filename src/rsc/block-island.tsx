/**
 * The client component a server components tree renders for a block that needs the browser
 * (./server-tree.tsx). A framework ships every client component a route's server code imports,
 * whether or not a page renders it, so this one is only a handle: the renderer it needs
 * (./island-renderer.tsx) loads when an island first renders, and a page of static blocks never
 * loads it. The server tree puts each island in a Suspense boundary, so the island's server HTML
 * stays until its code is here and then hydrates in place.
 */
import { lazy } from 'react';
import type { BlockIslandProps } from './island-renderer.tsx';

export type { BlockIslandProps, IslandRoot } from './island-renderer.tsx';

const Island = lazy(() => import('./island-renderer.tsx').then((module) => ({ default: module.BlockIslandRenderer })));

// A function, not the lazy component itself: React's server components protocol resolves a client reference to a function or class.
export function BlockIsland(props: BlockIslandProps) {
  return <Island {...props} />;
}
