/** The framework-free core: content API client, tracking, A/B tests, cookies, URL parameters. */
export * from './types.ts';
export * from './inputs.ts';
export * from './components.ts';
export { pageGlobal } from './page-global.ts';

// The Builder API
export { Builder, type GetContentOptions } from './builder.ts';
export { builder, chooseVariation, trackConversion, trackImpression, trackInteraction } from './singleton.ts';
export type { Observable, Subscription } from './observable.ts';
export type { ApiVersion } from './content-url.ts';
export { prepareEntry } from './content-entry.ts';
export { DEFAULT_API_HOST, ENVIRONMENTS, type Environment } from './environments.ts';

// A/B tests and tracking
export { DEFAULT_VARIATION_NAME, TEST_COOKIE_PREFIX, selectVariation, type SelectVariationOptions, type SelectedVariation } from './ab-test.ts';
export { setTrackingContent, type TrackedContent } from './tracking-content.ts';
export type { TrackingEvent, TrackingEventType } from './tracking-events.ts';
export type { ClickPosition } from './heatmap.ts';
export { defaultCanTrack } from './tracking-permission.ts';
export { detectDevice, type Device } from './device.ts';
export type { UserAttributes } from './user-attributes.ts';

// Page, cookies, query strings
export { isBrowser, isEditing, isIframe, isPreviewing, isServer } from './runtime.ts';
export { readUrlParams, type UrlOption, type UrlParams } from './url-params.ts';
export type { CookieOptions, ServerRequest, ServerResponse } from './cookies.ts';
export { parseQuery, parseQueryDeep, stringifyQuery, stringifyQueryDeep, type QueryObject } from './query-string.ts';

// Forms (spec §7): the request a Form block sends and the reading of its answer
// Form submission requests (./form-submit.ts) are framework-free but not part of this entry:
// the Form block imports them directly, and the core entry stays within its 8 KiB budget.

// Errors the core API raises or logs. The renderer's, forms' and editor's messages live in
// errors.ts too and are imported from there by those layers, so the core bundle stays small.
export {
  ACTION_NOT_FOUND, CONTENT_NOT_JSON, COOKIE_NAME_INVALID, COOKIE_VALUE_INVALID, MISSING_API_KEY, SDK_NOT_INITIALIZED,
  SECURE_COOKIE_OVER_HTTP, actionNotFound, invalidApiVersion, missingApiKey, propertyNotAllowed,
} from './errors.ts';
export { SDK_NAME, SDK_VERSION } from './version.ts';
