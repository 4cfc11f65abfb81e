/**
 * The client components a server components tree renders for content the browser's renderer
 * shows whole (./content.tsx), as lazy handles like ./block-island.tsx: the renderer
 * (./content-renderer.tsx) loads only on pages that show such content.
 */
import { lazy } from 'react';

const renderer = () => import('./content-renderer.tsx');

/** Gen 2's `Content`, rendered by the browser's renderer. */
export const ClientContent = lazy(() => renderer().then((module) => ({ default: module.ClientContent })));

/** Inside the content editor's frame: the content the editor sends, for `model`. */
export const EditedContent = lazy(() => renderer().then((module) => ({ default: module.EditedContent })));
