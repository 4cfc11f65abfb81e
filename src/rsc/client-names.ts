/**
 * The React API's components that only the browser's renderer has, as a server components tree
 * sees them: client references (this module is `'use client'` in the build), each a lazy handle
 * whose renderer loads when it first renders, so a route that imports them ships nothing until then.
 */
import { lazy } from 'react';

const renderer = () => import('./content-renderer.tsx');

export const Blocks = lazy(() => renderer().then((module) => ({ default: module.Blocks })));
export const Block = lazy(() => renderer().then((module) => ({ default: module.Block })));
export const BuilderBlocks = lazy(() => renderer().then((module) => ({ default: module.BuilderBlocks })));
