/**
 * The React API's components that only the browser's renderer has, as a server components tree
 * sees them: client references (this module is `'use client'` in the build), from
 * `#rsc-renderers` like ./block-island.tsx.
 */
import { createElement } from 'react';
import {
  Block as RendererBlock,
  Blocks as RendererBlocks,
  BuilderBlocks as RendererBuilderBlocks,
} from '#rsc-renderers';
import type { BlockRenderProps, BlocksProps } from '../render/index.ts';
import type { BuilderBlocksProps } from '../compat/index.ts';

// Functions, not the renderer's (lazy) components: React's server components protocol resolves a client reference to a function or class.
export const Blocks = (props: BlocksProps) => createElement(RendererBlocks, props);
export const Block = (props: BlockRenderProps) => createElement(RendererBlock, props);
export const BuilderBlocks = (props: BuilderBlocksProps) => createElement(RendererBuilderBlocks, props);
