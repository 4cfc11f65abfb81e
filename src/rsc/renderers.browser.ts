/**
 * The browser's renderer as the server components' client components use it in the browser
 * (package.json's `#rsc-renderers` import, `browser` condition): lazy components. A framework
 * ships every client component a route's server code imports, whether or not a page renders it,
 * so the renderer loads only when one of them first renders, and a page of static blocks never
 * loads it. Their server HTML stays, inside its Suspense boundary, until it has.
 */
import { lazy } from 'react';

const islandRenderer = () => import('./island-renderer.tsx');
const contentRenderer = () => import('./content-renderer.tsx');

export const IslandRenderer = lazy(() => islandRenderer().then((module) => ({ default: module.BlockIslandRenderer })));
export const ClientContent = lazy(() => contentRenderer().then((module) => ({ default: module.ClientContent })));
export const EditedContent = lazy(() => contentRenderer().then((module) => ({ default: module.EditedContent })));
export const Blocks = lazy(() => contentRenderer().then((module) => ({ default: module.Blocks })));
export const Block = lazy(() => contentRenderer().then((module) => ({ default: module.Block })));
export const BuilderBlocks = lazy(() => contentRenderer().then((module) => ({ default: module.BuilderBlocks })));
