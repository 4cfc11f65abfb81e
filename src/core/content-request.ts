/**
 * Turns `builder.get(model, options)` into a content query: the instance's settings, the page
 * URL's `builder.*` parameters and the call's options, merged with fixed precedence. Pure: it
 * throws (with `contentOptionRefused`) for an option the kit refuses.
 */
import type { SharedQuery } from './content-client.ts';
import { ITEM_OPTIONS, type ContentQueryItem } from './content-url.ts';
import type { ServerRequest, ServerResponse } from './cookies.ts';
import { apiHostFor, isProduction, type Environment } from './environments.ts';
import { contentOptionRefused } from './errors.ts';
import { flatten } from './query-string.ts';
import { isEditing, isPreviewing } from './runtime.ts';
import type { BuilderContent } from './types.ts';
import type { UrlParams } from './url-params.ts';
import { userAttributesFor } from './user-attributes.ts';

/**
 * Options of `get`, `getAll` and `getContent`: every option of Builder's Gen 1 SDK
 * (`@builder.io/sdk`'s `GetContentOptions`), plus the kit's own. Each one is sent, applied or
 * refused; docs/core-api.md says which.
 */
export interface GetContentOptions {
  /** The key results are filed under; default the model, or `{model}:{entry}` when `entry` is set. */
  key?: string;
  /** Same as `key` (the reference SDK's other name). */
  alias?: string;
  /** A specific entry id. */
  entry?: string;
  /** A content query (`{ 'data.slug': 'x' }`), sent JSON-encoded. */
  query?: Record<string, unknown>;
  limit?: number;
  offset?: number;
  rev?: string;
  static?: boolean;
  prerender?: boolean;
  extractCss?: boolean;
  /** Sent as `options.{key}.preview` (the reference SDK sets it for previews). */
  preview?: boolean;
  /** Targeting attributes; replaces the defaults (`urlPath`, `host`, `device`, set ones). */
  userAttributes?: Record<string, unknown>;
  /** Target this page URL instead of the current one (sets `userAttributes.urlPath`). */
  url?: string;
  /** No targeting: no user attributes are sent (and `noTargeting=true` is), so every entry matches. */
  noTargeting?: boolean;
  /**
   * More Content API parameters, sent as top-level query parameters (nested objects with dotted
   * names): Gen 1's `options: { noTargeting: true, includeRefs: true }`.
   */
  options?: Record<string, unknown>;
  /** Order of the results, `1` ascending or `-1` descending per field (`{ createdDate: -1 }`): sent as `sort.{field}`. */
  sort?: Record<string, 1 | -1>;
  /** CDN cache hint: the response's max-age in seconds (sent when a number ≥ 0). */
  cacheSeconds?: number;
  /** CDN cache hint: how long a stale response may be served while it is refreshed (sent when a number ≥ 0). */
  staleCacheSeconds?: number;
  /** Entries to answer with instead of fetching (Gen 1's `initialContent`): no request is made. */
  initialContent?: BuilderContent[];
  /** Fields to leave out; default `meta.componentsUsed`. */
  omit?: string;
  fields?: string;
  /** Resolves localized values to this locale; also sent as the `locale` user attribute. */
  locale?: string;
  format?: string;
  includeRefs?: boolean;
  enrich?: boolean;
  /** How references are resolved (`{ enrichLevel, model: { product: { fields } } }`): sent as `enrichOptions.*`. */
  enrichOptions?: {
    enrichLevel?: number;
    model?: Record<string, { fields?: string; omit?: string; [name: string]: unknown }>;
    [name: string]: unknown;
  };
  noTraverse?: boolean;
  includeUnpublished?: boolean;
  /** Reuse a completed result of the identical query (the renderer passes `true`). */
  cache?: boolean;
  /** Ask every cache on the way to bypass itself (also skips `cache`). */
  cachebust?: boolean;
  /** Ask the service not to cache (also skips `cache`). */
  noCache?: boolean;
  /** The function requests are sent with (Gen 2's `fetch`); the global `fetch` by default. */
  fetch?: (url: string, init?: object) => Promise<Response>;
  /** The deadline of the request, headers and body (ms): past it the query fails with a `timeout` or `stalled` error. @defaultValue 10000 */
  timeout?: number;
  /** Cancels the request (the query fails with the signal's reason); such a query shares no request with others. */
  signal?: AbortSignal;
  /** The largest entry accepted, in bytes of JSON: a larger answer fails with a `too-large` error. @defaultValue 5 MB (5242880) */
  maxEntryBytes?: number;
  /** The second argument of `fetch` for this query (`RequestInit`, Next.js's `next`…); its plain-object `headers` are merged with the kit's. */
  fetchOptions?: object;
  /** On a server: the request to target (its path, host and device) and to read the A/B cookie from. */
  req?: ServerRequest;
  /** On a server, with `req`: the response the A/B cookie is set on. */
  res?: ServerResponse;
  /** Per-call credentials; `get`, `getAll` and `getContent` adopt them when the instance has none. */
  apiKey?: string;
  /** Per-call API host (the instance's settings are left as they are). */
  apiHost?: string;
  authToken?: string;
  apiVersion?: string;
  /** Gen 1's: the model is the first argument (which wins, as in Gen 1). */
  model?: string;
  /** Gen 1's editor hint; `get` results never follow the editor, so it holds already. */
  noEditorUpdates?: boolean;
  /** Gen 1's deprecated rendering hint; it has no effect on a query (nor had it in Gen 1). */
  noWrap?: boolean;
  /** @deprecated Not supported: refused (Builder's `{ results, totalCount }` answer). Page with `limit` and `offset`. */
  fetchTotalCount?: boolean;
  /** @deprecated Not supported: refused (Builder's internal option sending the page URL). */
  includeUrl?: boolean;
}

/**
 * Parameters that name the space, its credentials or the query's own targeting: the call's own
 * fields set them, never `options` (which may come from a page URL, through Gen 2's
 * `getBuilderSearchParams`: a visitor must not point a page at another space).
 */
const CREDENTIALS = /^(apiKey|authToken|apiHost|host|userAttributes|model|limit|offset|query)$|^(options|overrides)\./;
const withoutCredentials = (params: Record<string, string>) =>
  Object.fromEntries(Object.entries(params).filter(([name]) => !CREDENTIALS.test(name)));

/** Options refused when set (the query fails with `contentOptionRefused(name)`). */
const REFUSED = ['fetchTotalCount', 'includeUrl'] as const;

/** The instance settings a query depends on (a `Builder` is one). */
export interface QuerySettings {
  readonly host: string;
  readonly env: Environment;
  apiKey: string | null;
  authToken: string | null;
  apiVersion: string;
  cachebust: boolean;
  noCache: boolean;
  preview: boolean;
}

/**
 * The query for `model`. The key is `options.key`, else `{model}:{entry}` for an entry, else the
 * model, so two entries of one model never share a key. Outside production, in the editor and
 * in a preview every cache is bypassed (a draft must show as it is now).
 */
export function contentRequest(
  model: string,
  options: GetContentOptions,
  settings: QuerySettings,
  url: UrlParams,
  userAttributes: Record<string, unknown>,
): { shared: SharedQuery; item: ContentQueryItem } {
  for (const name of REFUSED) if (options[name]) throw new Error(contentOptionRefused(name));
  const seconds = (value: number | undefined) => ((value ?? -1) >= 0 ? value : undefined);
  // Top-level API parameters besides the per-key ones: Gen 1's `options` as they are, then the
  // call's own (each only when set, so it wins over the same name in `options`).
  const params = {
    ...withoutCredentials(flatten(options.options ?? {})),
    ...flatten({
      noTraverse: options.noTraverse,
      includeUnpublished: options.includeUnpublished,
      includeRefs: options.includeRefs,
      enrich: options.enrich,
      noTargeting: options.noTargeting,
      sort: options.sort,
      cacheSeconds: seconds(options.cacheSeconds),
      staleCacheSeconds: seconds(options.staleCacheSeconds),
      enrichOptions: options.enrichOptions,
    }),
  };
  if (options.url) userAttributes = { ...userAttributes, urlPath: userAttributesFor(options.url, undefined).urlPath };
  if (options.locale) userAttributes = { locale: options.locale, ...userAttributes };
  const bypassCaches = !isProduction(settings.env) || isEditing() || isPreviewing();
  const shared: SharedQuery = {
    host: options.apiHost ? apiHostFor(settings.env, options.apiHost) : settings.host,
    apiKey: options.apiKey ?? settings.apiKey,
    apiVersion: options.apiVersion ?? settings.apiVersion,
    authToken: options.authToken ?? settings.authToken,
    fetch: options.fetch,
    fetchOptions: options.fetchOptions,
    timeout: options.timeout,
    // Gen 2's way to cancel is `fetchOptions.signal`: either one cancels (and stops sharing).
    signal: options.signal ?? (options.fetchOptions as RequestInit | undefined)?.signal ?? undefined,
    maxEntryBytes: options.maxEntryBytes,
    omit: options.omit,
    fields: options.fields,
    locale: options.locale,
    format: options.format,
    // The page URL's options (set by the editor) win over the call's.
    flags: { ...params, ...url.options },
    // No targeting: no attributes at all, so every entry matches.
    userAttributes: params.noTargeting === 'true' ? undefined : userAttributes,
    cachebust: settings.cachebust || url.cachebust || !!options.cachebust || bypassCaches,
    noCache: settings.noCache || url.noCache || !!options.noCache || bypassCaches,
    preview: settings.preview || !!url.preview,
    overrides: url.overrides,
    params: url.params,
  };
  const item: ContentQueryItem = {
    key: options.key ?? options.alias ?? (options.entry ? `${model}:${options.entry}` : model),
    model,
  };
  for (const name of ITEM_OPTIONS)
    if (name !== 'model') (item as unknown as Record<string, unknown>)[name] = options[name];
  return { shared, item };
}
