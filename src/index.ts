/** The React API: the renderer, every block, and the core. */
export * from './core/index.ts';
export type * from './render/block-props.ts';
