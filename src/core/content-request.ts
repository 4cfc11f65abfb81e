/**
 * Turns `builder.get(model, options)` into a content query: the instance's settings, the page
 * URL's `builder.*` parameters and the call's options, merged with fixed precedence. Pure.
 */
import type { SharedQuery } from './content-client.ts';
import { ITEM_OPTIONS, type ContentQueryItem } from './content-url.ts';
import { apiHostFor, isProduction, type Environment } from './environments.ts';
import { isEditing, isPreviewing } from './runtime.ts';
import type { UrlParams } from './url-params.ts';
import { userAttributesFor } from './user-attributes.ts';

/** Options of `get`, `getAll` and `getContent`. */
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
  /** Targeting attributes; replaces the defaults (`urlPath`, `host`, `device`, set ones). */
  userAttributes?: Record<string, unknown>;
  /** Target this page URL instead of the current one (sets `userAttributes.urlPath`). */
  url?: string;
  /** Fields to leave out; default `meta.componentsUsed`. */
  omit?: string;
  fields?: string;
  locale?: string;
  format?: string;
  includeRefs?: boolean;
  enrich?: boolean;
  noTraverse?: boolean;
  includeUnpublished?: boolean;
  /** Reuse a completed result of the identical query (the renderer passes `true`). */
  cache?: boolean;
  /** Ask every cache on the way to bypass itself (also skips `cache`). */
  cachebust?: boolean;
  /** Ask the service not to cache (also skips `cache`). */
  noCache?: boolean;
  /** Per-call credentials; `get`, `getAll` and `getContent` adopt them when the instance has none. */
  apiKey?: string;
  /** Per-call API host (the instance's settings are left as they are). */
  apiHost?: string;
  authToken?: string;
  apiVersion?: string;
}

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
  if (options.url) userAttributes = { ...userAttributes, urlPath: userAttributesFor(options.url, undefined).urlPath };
  const bypassCaches = !isProduction(settings.env) || isEditing() || isPreviewing();
  const shared: SharedQuery = {
    host: options.apiHost ? apiHostFor(settings.env, options.apiHost) : settings.host,
    apiKey: options.apiKey ?? settings.apiKey,
    apiVersion: options.apiVersion ?? settings.apiVersion,
    authToken: options.authToken ?? settings.authToken,
    omit: options.omit,
    fields: options.fields,
    locale: options.locale,
    format: options.format,
    // The page URL's options (set by the editor) win over the call's.
    flags: { noTraverse: options.noTraverse, includeUnpublished: options.includeUnpublished, includeRefs: options.includeRefs, enrich: options.enrich, ...url.options },
    userAttributes,
    cachebust: settings.cachebust || url.cachebust || !!options.cachebust || bypassCaches,
    noCache: settings.noCache || url.noCache || !!options.noCache || bypassCaches,
    preview: settings.preview || !!url.preview,
    overrides: url.overrides,
    params: url.params,
  };
  const item: ContentQueryItem = { key: options.key ?? options.alias ?? (options.entry ? `${model}:${options.entry}` : model), model };
  for (const name of ITEM_OPTIONS) if (name !== 'model') (item as unknown as Record<string, unknown>)[name] = options[name];
  return { shared, item };
}
