/**
 * The names of Builder's own React SDKs, over the kit's pieces, so their users migrate by
 * changing the import (docs/migrating.md). Gen 1 (`@builder.io/react`): `BuilderComponent`, the
 * render-prop `BuilderContent`, `BuilderBlocks`, `withChildren`, `useIsPreviewing`. Gen 2
 * (`@builder.io/sdk-react`): `Content`, `fetchOneEntry`, `fetchEntries`,
 * `getBuilderSearchParams`, `isPreviewing(search?)`, `isEditing(search?)`, `subscribeToEditor`,
 * `RegisteredComponent`.
 */
export { BuilderContent } from './builder-content.tsx';
export { BuilderContentData, type BuilderContentDataProps } from './content-data.tsx';
export { BuilderComponent, type BuilderComponentProps } from './builder-component.tsx';
export { BuilderBlocks, type BuilderBlocksProps } from './builder-blocks.tsx';
export { withChildren, type WithChildrenProps } from './with-children.tsx';
export { useIsPreviewing } from './use-is-previewing.ts';
export { Content, type ContentProps } from './content.tsx';
export { fetchOneEntry, fetchEntries, fetchedForPreview, type FetchEntriesOptions } from './fetch-entries.ts';
export { getBuilderSearchParams, isPreviewing, isEditing, type Search, type SearchQuery } from './search.ts';
export { subscribeToEditor, type SubscribeToEditorOptions } from './subscribe-to-editor.ts';
export {
  asCustomComponents,
  type RegisteredComponent,
  type ComponentRegistration,
  type RegisteredInput,
} from './registered-component.ts';
export type { BuilderElement, ContentOptions } from './gen1-options.ts';
