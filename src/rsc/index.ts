/**
 * `builder-elements` in a React Server Components tree (package.json's `react-server` condition:
 * a Next.js App Router server component imports this). The same names as the React API
 * (src/index.ts) but `builtInBlocks` (the browser's block registrations): the core, Builder's SDK
 * names (`fetchOneEntry`, `getBuilderSearchParams`, `isPreviewing`…), `Content`/`BuilderContent`/
 * `BuilderComponent` as server components (./content.tsx), the renderer's components as lazy
 * client references (./client-names.ts) and its hooks as names that say where they belong
 * (./browser-only.ts). No module here touches client-only React (`createContext`, `Component`,
 * hooks) when it loads.
 */
export * from '../core.ts';
export type * from '../render/block-props.ts';
export {
  evaluate,
  interpolate,
  navigate,
  type BuilderContentProps,
  type CustomComponent,
  type BlocksProps,
  type BlockRenderProps,
  type RenderContextValue,
  type LinkProps,
  type ContentInfo,
  type ExpressionScope,
} from '../render/index.ts';
export { Content, BuilderContent, BuilderComponent, type ServerContentProps } from './content.tsx';
export {
  fetchOneEntry,
  fetchEntries,
  getBuilderSearchParams,
  isPreviewing,
  isEditing,
  subscribeToEditor,
  type SubscribeToEditorOptions,
  type ContentProps,
  type FetchEntriesOptions,
  type Search,
  type SearchQuery,
  type RegisteredComponent,
  type ComponentRegistration,
  type RegisteredInput,
  type ContentOptions,
  type BuilderElement,
  type BuilderContentDataProps,
  type BuilderComponentProps,
  type BuilderBlocksProps,
  type WithChildrenProps,
} from '../compat/index.ts';
export { Blocks, Block, BuilderBlocks } from './client-names.ts';
export { useRenderContext, RenderContext, preloadBlocks, withChildren, useIsPreviewing } from './browser-only.ts';
