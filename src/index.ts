/**
 * The React API: `BuilderContent`, `Blocks` and `Block` for block authors, every built-in block
 * (registered once on import), the core (`builder`, `Builder`, `registerComponent`…), and the
 * names of Builder's own React SDKs (`BuilderComponent`, `Content`, `fetchOneEntry`…: src/compat/,
 * docs/migrating.md).
 */
import { registerBuiltInBlocks } from './blocks/index.ts';

// The names the server components entry exports too (the core, Builder's SDK functions, the types).
export * from './shared-exports.ts';
export { Blocks, Block, useRenderContext, RenderContext, preloadBlocks } from './render/index.ts';
export { builtInBlocks } from './blocks/index.ts';
// `BuilderContent` renders content and, given a function as children, is Gen 1's data component:
// imported from its own module, not through the compat layer's index, because every app that
// renders content ships it (bench/sizes.mjs counts it in the renderer's figure).
export { BuilderContent } from './compat/builder-content.tsx';
// Builder's Gen 1 and Gen 2 React names: an app's bundler keeps only those the app imports
// (bench/sizes.mjs measures them apart).
export { BuilderComponent, BuilderBlocks, withChildren, useIsPreviewing, Content } from './compat/index.ts';

registerBuiltInBlocks();
