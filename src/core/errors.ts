/**
 * The error catalogue (spec §8) plus the kit's own messages, as named constants. Programmer
 * mistakes throw or reject with these; bad content and network trouble reach subscribers or
 * are logged, never thrown out of a timer; what is logged is logged once ({@link warnOnce}).
 */
import { pageGlobal } from './page-global.ts';

/** Distinct keys remembered by {@link warnOnce}: a long-running server seeing endless distinct content does not grow without end. */
const MAX_REPORTED_KEYS = 1000;
const reported = pageGlobal('reported-once', () => new Set<string>());

/**
 * Logs `message` (with `detail`) once per `key`, as a warning or an error: once for the whole
 * page (every copy of the kit shares the memory) or server process, so repeated renders do not
 * flood the console.
 */
export function warnOnce(key: string, message: string, detail?: unknown, level: 'warn' | 'error' = 'warn'): void {
  if (reported.has(key)) return;
  if (reported.size >= MAX_REPORTED_KEYS) reported.clear();
  reported.add(key);
  console[level](message, ...(detail === undefined ? [] : [detail]));
}

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
export const contentHttpError = (status: number, url: string): string => fetchFailed('content', 'http', url, status);
/** Start of the message for a content response whose body is not a JSON object (the URL follows). */
export const CONTENT_NOT_JSON = 'Fetching content failed: the response is not JSON';
/** Why a fetch failed (src/core/fetch-json.ts): each names its cause in the message. */
export type FetchFailureKind = 'timeout' | 'stalled' | 'network' | 'http' | 'too-large' | 'not-json';
const FETCH_FAILURES: Record<FetchFailureKind, string> = {
  timeout: 'no answer within $ ms',
  stalled: 'the answer did not complete within $ ms',
  network: 'the connection failed or was cut ($)',
  http: 'HTTP $',
  'too-large': 'the answer is larger than the limit of $ bytes',
  'not-json': 'the response is not JSON',
};
/** `Fetching content failed: no answer within 10000 ms: <url>` and the like (`what` is `content` or `data`). */
export const fetchFailed = (what: string, kind: FetchFailureKind, url: string, detail: string | number): string =>
  kind === 'http'
    ? `Fetching ${what} failed with HTTP ${detail}: ${url}`
    : `Fetching ${what} failed: ${FETCH_FAILURES[kind].replace('$', String(detail))}: ${url}`;
/** Logged once per entry: its `data.blocksString` did not parse, so it renders no blocks. */
export const INVALID_BLOCKS_STRING = 'Builder: blocksString is not valid JSON, no blocks rendered for entry';
/** Why each refused content option is refused, and what to do instead. */
const REFUSED_CONTENT_OPTIONS = {
  fetchTotalCount: 'no total count is answered, page with limit and offset',
  includeUrl: "it is Builder's internal option, target a page with url",
};
/** A content option the kit refuses (`get`, `getAll`, a renderer's `options`): the query fails with this. */
export const contentOptionRefused = (name: keyof typeof REFUSED_CONTENT_OPTIONS): string =>
  `Builder: the content option "${name}" is not supported: ${REFUSED_CONTENT_OPTIONS[name]} (docs/core-api.md#fetching-content)`;
/** Logged when a page URL parameter is ignored (bad JSON, a forbidden property name). */
export const IGNORED_URL_PARAMETER = 'Builder: ignored page URL parameter';
/** Why page URL parameters were ignored (after their names, cut to 200 characters; one message for all): the limits in src/core/url-params.ts, docs/security.md. */
export const URL_PARAMETERS_OVER_LIMITS = '…: past the limits';

// Forms (spec §8); used by the form block and src/core/form-submit.ts.
export const FORM_SUBMISSION_ERROR = 'Form submission error :( Please check your answers and try again';
/** The form's default sending message. */
export const FORM_SENDING = 'Sending...';
/** The form's default success message. */
export const FORM_SUCCESS = 'Thanks!';
/** A form set to e-mail its submissions names no address. */
export const SUBMISSIONS_EMAIL_REQUIRED = 'SubmissionsToEmail is required when sendSubmissionsTo is set to email';

// Content holds localized values but no locale was given: warned once per page by the renderer,
// naming the locale input of the API the page renders content with.
const LOCALE_REQUIRED = '[Builder.io] In order to use localized fields in Builder, you must pass ';
/** The locale input of each React API, as the locale warning names it (Gen 1's own words for `BuilderComponent`). */
export const LOCALE_INPUTS = {
  BuilderComponent: 'a locale prop to the BuilderComponent',
  BuilderContent: 'a locale prop to BuilderContent',
  Content: 'a locale prop to Content (or the locale option to fetchOneEntry and fetchEntries)',
} as const;
/** The locale input of a custom element. */
export const localeAttribute = (tag: string): string => `a locale attribute to <${tag}>`;
/**
 * The locale warning the renderer logs: it names the locale input of each API the page has
 * rendered content with (`nameLocaleInput`) or, until one did, the kit's `BuilderContent`, which
 * does not call it (every app that renders content ships it, and the renderer's size budget has
 * no room to spare). A live binding: the renderer reads it when it warns.
 */
export let LOCALE_REQUIRED_WARNING = LOCALE_REQUIRED + LOCALE_INPUTS.BuilderContent;
const localeInputs = (): Set<string> => pageGlobal('locale-inputs', () => new Set());
/** Called by each API as it renders content: the locale warning will name `input` (`LOCALE_INPUTS.Content`, `localeAttribute(tag)`). */
export function nameLocaleInput(input: string): void {
  const inputs = localeInputs();
  if (inputs.has(input) && LOCALE_REQUIRED_WARNING.includes(input)) return;
  inputs.add(input);
  LOCALE_REQUIRED_WARNING = LOCALE_REQUIRED + [...inputs].join(' or ');
}

/** Shown by a Symbol block that names no model and entry and carries no content. */
export const SYMBOL_PLACEHOLDER =
  'Symbols let you reuse dynamic elements across your content. Please choose a model and entry for this symbol.';

/** Warned when an editor registration comes from a host that is not trusted. */
export const EDITOR_UNTRUSTED_HOST = 'Builder.registerEditor() called in the wrong environment!';
/** Warned (with the sender's origin) when a component registration message comes from a host that is not trusted. */
export const EDITOR_REGISTRATION_UNTRUSTED =
  'Builder: component registration received from a host that is not trusted (kept as editor metadata only):';
/** Warned when an editor patch cannot be applied (bad path, forbidden property name). */
export const EDITOR_PATCH_FAILED = 'Builder: editor patch not applied';

/** Logged (console.error) after a message to the editor could not be posted (data that cannot be cloned). */
export const editorSendFailed = (type: string): string => `Builder: could not send ${type} to the editor`;
/** Logged when the editor protocol's code did not load inside the editor's frame. */
export const EDITOR_PROTOCOL_NOT_LOADED = 'Builder: the editor protocol did not load';

// The renderer: bad content, failing blocks and failed requests stay local and are logged.
/** A block whose component threw; it is left out and its siblings render. */
export const blockFailed = (blockId: string): string => `Builder: block ${blockId} failed to render and was left out:`;
/** Markup in a block's HTML that content may not make (the kit's elements; page-wide ones in rich text; what would leave its root on the server): left out. */
export const markupDropped = (blockId: string, what: string): string =>
  `Builder: block ${blockId} holds markup that would act outside its content, left out: ${what}`;
/** What {@link markupDropped} names for HTML built to parse differently the second time (it is left out whole). */
export const MARKUP_MUTATES = 'markup that parses differently when read again';
/** What {@link markupDropped} names for suspicious HTML a server render without a parser left out whole (it loaded none of the server modules). */
export const MARKUP_UNCHECKED = 'markup no parser checked (no DOM, no server entry)';
/** A block's `tagName` that is not one of the elements content may use (src/core/content-markup.ts). */
export const tagNameRefused = (blockId: string, tag: string): string =>
  `Builder: block ${blockId} cannot be a <${tag}> element (it would act outside its content); rendered as a <div>`;
/** A whole content root that threw; it is left out until it gets other content. */
export const contentFailed = (contentId: string): string =>
  `Builder: content ${contentId} failed to render and was left out:`;
/** A name of the browser's renderer (a hook, the render context) used in a server component. */
export const browserOnlyName = (name: string): string =>
  `Builder: ${name} belongs to the browser's renderer: use it in a client component ('use client'), not in a server component`;
/** The server could not start QuickJS for content code outside the expression subset. */
export const ISOLATE_UNAVAILABLE =
  'Builder: the isolate for content code could not start on this server; code outside the expression subset is skipped:';
/** Data a server component hands to the browser held functions: they cannot cross and are left out. */
export const serverDataDropped = (what: string): string =>
  `Builder: ${what} holds functions or values that cannot pass from a server component to the browser; they were left out there (pass them from a client component instead)`;
/** A block names a component nobody registered (spec §8 wording, with the block's id). */
export const missingRegistration = (name: string, where: string): string =>
  `Missing registration for ${name}, have you included the registration in your bundle? (block ${where} renders its children only)`;
/** Content fetch failed for a model (the error follows). */
export const contentLoadFailed = (model: string): string => `Builder: could not load ${model} content`;
/** A symbol that includes itself (or nests too deep). */
export const symbolCycle = (reference: string, blockId: string | undefined, depth: number): string =>
  `Builder: symbol ${reference} in block ${blockId} refers back to itself (or nests deeper than ${depth}); not rendered`;
/** An animation names an element id the content does not have (spec §8 wording). */
export const animationTargetMissing = (id: string): string =>
  `Cannot animate element: element with ID ${id} not found!`;
/** An expression outside the eval-free subset on a page whose CSP forbids eval. */
export const expressionSkipped = (where: string, code: string): string =>
  `Builder: skipped an expression in block ${where}: it needs JavaScript outside the safe subset and this page does not allow eval: ${code}`;
/** An expression threw, or ran past its work budget. */
export const expressionFailed = (where: string, code: string, stopped: boolean): string =>
  `Builder: expression ${stopped ? 'stopped (too much work)' : 'failed'} in block ${where}: ${code}`;
/** A function content made failed when the page (not an expression) called it. */
export const closureFailed = (stopped: boolean): string =>
  `Builder: a function made by content code ${stopped ? 'stopped (too much work)' : 'failed'} when the page called it; it returned undefined`;

// httpRequests of content (spec §5).
export const httpRequestRefused = (where: string, url: string): string =>
  `Builder: httpRequests URL refused in ${where} (only http and https URLs are fetched): ${url}`;
export const httpRequestFailed = (url: string): string => `Builder: httpRequests could not load ${url}`;
export const httpRequestPrivate = (url: string): string =>
  `Builder: httpRequests URL refused on the server (private or loopback address): ${url}. The browser fetches it instead; list its host in the allowedPrivateHosts option of renderContentToHtml to fetch it on the server.`;
export const httpRequestUnresolved = (url: string): string =>
  `Builder: httpRequests URL not fetched on the server (its host name did not resolve): ${url}. The browser fetches it instead.`;

// Content code on the server (QuickJS isolate). `code` is cut to its first 200 characters.
const excerpt = (code: string) => code.slice(0, 200);
export const serverCodeSkipped = (where: string, reason: string, code: string): string =>
  `Builder: server code skipped in ${where}: ${reason}: ${excerpt(code)}`;
export const serverCodeCrashed = (where: string, code: string): string =>
  `Builder: server code stopped the isolate in ${where}: ${excerpt(code)}`;
export const serverCodeStopped = (why: string, where: string, code: string): string =>
  `Builder: server code stopped ${why} in ${where}: ${excerpt(code)}`;
export const serverCodeFailed = (where: string, name: string, message: string, code: string): string =>
  `Builder: server code failed in ${where}: ${name}: ${message}: ${excerpt(code)}`;
/** Content whose code passed a limit: its code outside the subset is skipped in this process for `ms` (`codeLimits.quarantineMs`). */
export const serverCodeQuarantined = (content: string, ms: number): string =>
  `Builder: server code of content ${content || '(no id)'} passed a limit; its code outside the expression subset is skipped on this server for the next ${ms} ms (codeLimits.quarantineMs)`;
/** A value server code returned would run code when written out (a toString/valueOf/toJSON/Symbol.toPrimitive function, a getter). */
export const serverValueRefused = (where: string, code: string): string =>
  `Builder: server code's value not rendered in ${where}, it would run code: ${excerpt(code)}`;

// Server rendering options.
export const invalidAttributeName = (given: string): string =>
  `renderContentElementToHtml: "${given}" is not a valid attribute name`;
export const reservedAttribute = (name: string): string =>
  `renderContentElementToHtml: the "${name}" attribute is set by the function (use the shadow option, or the content option)`;

// Custom elements.
export const elementDefinedTwice = (tag: string, defined: string | undefined, ours: string): string =>
  `<${tag}> is already defined by Builder Elements ${defined ?? '(unknown version)'}; version ${ours} is not used for it`;
export const hydrationMismatch = (tag: string): string =>
  `<${tag}>: the server HTML did not match the first render and was rendered again in the browser`;
export const attributeNotNumber = (tag: string, attribute: string, value: string): string =>
  `<${tag}>: attribute "${attribute}" expects a number, got "${value}"`;
export const attributeNotJson = (tag: string, attribute: string, reason: string): string =>
  `<${tag}>: attribute "${attribute}" is not valid JSON (${reason}); keeping the previous value`;
export const serverContentNotJson = (tag: string, reason: string): string =>
  `<${tag}>: the server's content JSON is not valid (${reason}); rendering afresh`;
