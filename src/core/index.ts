/**
 * The core layer's face to the layers above it (render, blocks, elements): they import from
 * here only. The public core API is ../core.ts, which the package exports as `./core`.
 */
export {
  applyVariation,
  isAbTest,
  pickVariation,
  rollShares,
  sharesOf,
  TEST_COOKIE_DAYS,
  TEST_COOKIE_PREFIX,
  type AbTest,
  type Share,
  type VariationPick,
} from './ab-test.ts';
export { Builder, type GetContentOptions, type TrackOptions } from './builder.ts';
export {
  type ComponentSpec,
  getComponent,
  listComponents,
  onComponentRegistered,
  registerComponent,
  type ServerFetch,
} from './components.ts';
export { type CacheEntry, type ContentCache } from './content-client.ts';
export { type DetailOf, type DispatchOptions, eventDispatcher } from './custom-events.ts';
export { containsBlock } from './editing/block-search.ts';
export {
  type ContentIdentity,
  editedContent,
  editorSelection,
  onEditorState,
  postToEditor,
  rememberShownContent,
  subscribeEditor,
} from './editing/editor-store.ts';
export { startEditing, trustEditorHosts } from './editing/start.ts';
// Every user-visible message (spec §8 and the kit's own).
export * from './errors.ts';
export * from './content-markup.ts';
export { DEFAULT_MAX_ENTRY_BYTES, DEFAULT_TIMEOUT_MS, FetchError, fetchJson, type FetchLimits } from './fetch-json.ts';
export {
  buildFormRequest,
  errorMessageAt,
  type FormFields,
  type FormRequest,
  formSubmitHost,
  type FormSubmitOptions,
  type FormValue,
  sendFormRequest,
} from './form-submit.ts';
export { type ClickPosition } from './heatmap.ts';
export {
  defaultsOf,
  defineInputs,
  type InputDeclaration,
  type InputType,
  type PropsOf,
  type ElementPropsOf,
} from './inputs.ts';
export { type Observable } from './observable.ts';
export { pageGlobal } from './page-global.ts';
export { isBrowser, isEditing, isIframe, isPreviewing, isServer, pageSearch } from './runtime.ts';
export { escapeHtmlAttribute, isForbiddenKey, isPlainObject, isRecord, scriptJson } from './safety.ts';
export { builder } from './singleton.ts';
export { setTrackingContent } from './tracking-content.ts';
export { defaultCanTrack } from './tracking-permission.ts';
export {
  BLOCK_TYPE,
  type BuilderBlock,
  type BuilderContent,
  isBlock,
  LOCALIZED_VALUE_TYPE,
  type StyleMap,
} from './types.ts';
export { readUrlParams } from './url-params.ts';
export { SDK_VERSION, VERSION } from './version.ts';
