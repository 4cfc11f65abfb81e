/**
 * What the React API (src/index.ts) and its React Server Components twin (src/rsc/index.ts)
 * export alike: the core, the renderer's functions and types that need no client, and those of
 * Builder's SDK names (src/compat/) that are the same in both. Each entry adds its own
 * components: the browser's in src/index.ts, server components and client references in
 * src/rsc/index.ts.
 */
export * from './core.ts';
export type * from './render/block-props.ts';
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
} from './render/index.ts';
// `isPreviewing`/`isEditing` take Gen 2's optional search.
export {
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
