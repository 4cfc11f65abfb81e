/**
 * The React API: `BuilderContent`, `Blocks` and `Block` for block authors, every built-in block
 * (registered once on import), the core (`builder`, `Builder`, `registerComponent`…), and the
 * names of Builder's own React SDKs (`BuilderComponent`, `Content`, `fetchOneEntry`…: src/compat/,
 * docs/migrating.md).
 */
import { registerBuiltInBlocks } from './blocks/index.ts';

export * from './core.ts';
export type * from './render/block-props.ts';
export {
  Blocks,
  Block,
  useRenderContext,
  RenderContext,
  evaluate,
  interpolate,
  navigate,
  preloadBlocks,
  type BuilderContentProps,
  type CustomComponent,
  type BlocksProps,
  type BlockRenderProps,
  type RenderContextValue,
  type LinkProps,
  type ContentInfo,
  type ExpressionScope,
} from './render/index.ts';
export { builtInBlocks } from './blocks/index.ts';
// `BuilderContent` renders content and, given a function as children, is Gen 1's data component:
// imported from its own module, not through the compat layer's index, because every app that
// renders content ships it (bench/sizes.mjs counts it in the renderer's figure).
export { BuilderContent } from './compat/builder-content.tsx';
// Builder's Gen 1 and Gen 2 React names: an app's bundler keeps only those the app imports
// (bench/sizes.mjs measures them apart). `isPreviewing`/`isEditing` take Gen 2's optional search.
export {
  BuilderComponent,
  BuilderBlocks,
  withChildren,
  useIsPreviewing,
  Content,
  fetchOneEntry,
  fetchEntries,
  getBuilderSearchParams,
  isPreviewing,
  isEditing,
  subscribeToEditor,
  type SubscribeToEditorOptions,
  type BuilderContentDataProps,
  type BuilderComponentProps,
  type BuilderBlocksProps,
  type WithChildrenProps,
  type ContentProps,
  type FetchEntriesOptions,
  type Search,
  type SearchQuery,
  type RegisteredComponent,
  type ComponentRegistration,
  type RegisteredInput,
  type ContentOptions,
  type BuilderElement,
} from './compat/index.ts';

registerBuiltInBlocks();
