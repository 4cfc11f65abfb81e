/**
 * The React API's components that only the browser's renderer has, as a server components tree
 * sees them: client references (this module is `'use client'` in the build), each a handle whose
 * renderer loads when it first renders, so a route that imports them ships nothing until then.
 */
import { createElement, lazy, type ComponentProps } from 'react';
import type { BlockRenderProps, BlocksProps } from '../render/index.ts';
import type { BuilderBlocksProps } from '../compat/index.ts';

const renderer = () => import('./content-renderer.tsx');
const LazyBlocks = lazy(() => renderer().then((module) => ({ default: module.Blocks })));
const LazyBlock = lazy(() => renderer().then((module) => ({ default: module.Block })));
const LazyBuilderBlocks = lazy(() => renderer().then((module) => ({ default: module.BuilderBlocks })));

// Functions, not the lazy components: React's server components protocol resolves a client reference to a function or class.
export const Blocks = (props: BlocksProps) => createElement(LazyBlocks, props);
export const Block = (props: BlockRenderProps) => createElement(LazyBlock, props as ComponentProps<typeof LazyBlock>);
export const BuilderBlocks = (props: BuilderBlocksProps) => createElement(LazyBuilderBlocks, props);
