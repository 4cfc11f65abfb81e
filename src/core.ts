/** The framework-free core: content API client, tracking, A/B tests, cookies, URL parameters. */
export * from './core/types.ts';
export * from './core/inputs.ts';
export * from './core/components.ts';
export { pageGlobal } from './core/page-global.ts';

// The Builder API
export { Builder, type GetContentOptions, type TrackOptions } from './core/builder.ts';
export { builder, chooseVariation, trackConversion, trackImpression, trackInteraction } from './core/singleton.ts';
export type { Observable, Subscription } from './core/observable.ts';
export type { ApiVersion } from './core/content-url.ts';
export { prepareEntry } from './core/content-entry.ts';
export { DEFAULT_MAX_ENTRY_BYTES, DEFAULT_TIMEOUT_MS, FetchError } from './core/fetch-json.ts';
export type { FetchFailureKind } from './core/errors.ts';
export { DEFAULT_API_HOST, ENVIRONMENTS, type Environment } from './core/environments.ts';

// A/B tests and tracking
export {
  DEFAULT_VARIATION_NAME,
  TEST_COOKIE_PREFIX,
  selectVariation,
  type SelectVariationOptions,
  type SelectedVariation,
} from './core/ab-test.ts';
export { setTrackingContent, type TrackedContent } from './core/tracking-content.ts';
export type { TrackingEvent, TrackingEventType } from './core/tracking-events.ts';
export type { ClickPosition } from './core/heatmap.ts';
export { defaultCanTrack } from './core/tracking-permission.ts';
export { detectDevice, type Device, type UserAttributes } from './core/user-attributes.ts';

// Page, cookies, query strings
export { isBrowser, isEditing, isIframe, isPreviewing, isServer } from './core/runtime.ts';
export { readUrlParams, type UrlOption, type UrlParams } from './core/url-params.ts';
export type { CookieOptions, ServerRequest, ServerResponse } from './core/cookies.ts';
export {
  parseQuery,
  parseQueryDeep,
  stringifyQuery,
  stringifyQueryDeep,
  type QueryObject,
} from './core/query-string.ts';

// Forms (spec §7): the request a Form block sends and the reading of its answer
// (./core/form-submit.ts) are framework-free but not part of this entry: the Form block imports
// them through ./core/index.ts, and the core entry stays within its size budget (9.5 KiB).

// Errors the core API raises or logs. The renderer's, forms' and editor's messages live in
// errors.ts too and are imported from there by those layers, so the core bundle stays small.
export {
  ACTION_NOT_FOUND,
  CONTENT_NOT_JSON,
  COOKIE_NAME_INVALID,
  COOKIE_VALUE_INVALID,
  MISSING_API_KEY,
  SDK_NOT_INITIALIZED,
  SECURE_COOKIE_OVER_HTTP,
  actionNotFound,
  invalidApiVersion,
  missingApiKey,
  propertyNotAllowed,
} from './core/errors.ts';
export { SDK_NAME, SDK_VERSION } from './core/version.ts';
