/**
 * The React API: `BuilderContent` (alias `BuilderComponent`), `Blocks` and `Block` for block
 * authors, every built-in block (registered once on import), and the core (`builder`,
 * `Builder`, `registerComponent`…).
 */
import { registerBuiltInBlocks } from './blocks/index.ts';

export * from './core.ts';
export type * from './render/block-props.ts';
export {
  BuilderContent, BuilderComponent, Blocks, Block, useRenderContext, RenderContext, evaluate, interpolate, navigate, preloadBlocks,
  type BuilderContentProps, type CustomComponent, type BlocksProps, type BlockRenderProps, type RenderContextValue,
  type LinkProps, type ContentInfo, type ExpressionScope,
} from './render/index.ts';
export { builtInBlocks } from './blocks/index.ts';

registerBuiltInBlocks();
