/**
 * The error catalogue (spec §8) plus the kit's own messages, as named constants. Programmer
 * mistakes throw or reject with these; bad content and network trouble reach subscribers or
 * are logged, never thrown out of a timer.
 */

/** Start of the message when content is fetched without an API key. */
export const MISSING_API_KEY = 'Fetching content failed, expected apiKey to be defined instead got: ';
/** `Fetching content failed, expected apiKey to be defined instead got: <value>`. */
export const missingApiKey = (value: unknown): string => MISSING_API_KEY + String(value);

/** `Invalid apiVersion: expected 'v1' or 'v3', received '<value>'`. */
export const invalidApiVersion = (value: unknown): string =>
  `Invalid apiVersion: expected 'v1' or 'v3', received '${String(value)}'`;

/** Logged (console.error) when something is tracked before `builder.init(apiKey)`. */
export const SDK_NOT_INITIALIZED =
  'Builder integration error: Looks like the Builder SDK has not been initialized properly (your API key has not been set).';

/** Start of the message thrown by `Builder.runAction` for an unregistered action. */
export const ACTION_NOT_FOUND = 'Action not found';
/** `Action not found: <name>`. */
export const actionNotFound = (name: string): string => `${ACTION_NOT_FOUND}: ${name}`;

/** Thrown when a secure cookie is set over http. */
export const SECURE_COOKIE_OVER_HTTP = 'Cannot send secure cookie over unencrypted connection';
/** Thrown (TypeError) for a cookie name outside the RFC 6265 token characters. */
export const COOKIE_NAME_INVALID = 'argument name is invalid';
/** Thrown (TypeError) for a cookie value outside the RFC 6265 cookie-octets. */
export const COOKIE_VALUE_INVALID = 'argument value is invalid';

/** `Property name "<name>" is not allowed` (query-string keys that could pollute prototypes). */
export const propertyNotAllowed = (name: string): string => `Property name "${name}" is not allowed`;

// Content fetching: failures reach the subscribers' error callbacks.
export const contentHttpError = (status: number, url: string): string =>
  `Fetching content failed with HTTP ${status}: ${url}`;
/** A content response whose body is not a JSON object. */
export const CONTENT_NOT_JSON = 'Fetching content failed: the response is not JSON';
/** Logged once per entry: its `data.blocksString` did not parse, so it renders no blocks. */
export const INVALID_BLOCKS_STRING = 'Builder: blocksString is not valid JSON, no blocks rendered for entry';
/** Logged when a page URL parameter is ignored (bad JSON, a forbidden property name). */
export const IGNORED_URL_PARAMETER = 'Builder: ignored page URL parameter';

// Forms (spec §8); used by the form block and src/core/form-submit.ts.
export const FORM_SUBMISSION_ERROR = 'Form submission error :( Please check your answers and try again';
/** The form's default sending message. */
export const FORM_SENDING = 'Sending...';
/** The form's default success message. */
export const FORM_SUCCESS = 'Thanks!';
/** A form set to e-mail its submissions names no address. */
export const SUBMISSIONS_EMAIL_REQUIRED = 'SubmissionsToEmail is required when sendSubmissionsTo is set to email';

/** Warned when content holds localized values but no locale was given. */
export const LOCALE_REQUIRED_WARNING =
  '[Builder.io] In order to use localized fields in Builder, you must pass a locale prop to the BuilderComponent';

/** Shown by a Symbol block that names no model and entry and carries no content. */
export const SYMBOL_PLACEHOLDER =
  'Symbols let you reuse dynamic elements across your content. Please choose a model and entry for this symbol.';

/** Warned when an editor registration comes from a host that is not trusted. */
export const EDITOR_UNTRUSTED_HOST = 'Builder.registerEditor() called in the wrong environment!';
/** Warned (with the sender's origin) when a component registration message comes from a host that is not trusted. */
export const EDITOR_REGISTRATION_UNTRUSTED = 'Builder: component registration received from a host that is not trusted (kept as editor metadata only):';
/** Warned when an editor patch cannot be applied (bad path, forbidden property name). */
export const EDITOR_PATCH_FAILED = 'Builder: editor patch not applied';
