/**
 * The content query URL (spec §7): `{host}/api/{v3|v1}/query/{apiKey}/{keys}` (or
 * `/api/v1/codegen/…` for the `solid`/`react` formats) with its parameters in a fixed order, so
 * equal queries give equal URLs.
 */
import { stringifyQuery } from './query-string.ts';

/** The content API versions (spec §5). */
export type ApiVersion = 'v1' | 'v3';
/** Used when none is set. */
export const DEFAULT_API_VERSION: ApiVersion = 'v3';
/** Left out of every response unless `omit` says otherwise. */
export const DEFAULT_OMIT = 'meta.componentsUsed';

/** One requested key in a query (a batch may hold several). */
export interface ContentQueryItem {
  /** The key the response is filed under. */
  key: string;
  model: string;
  entry?: string;
  query?: unknown;
  limit?: number;
  offset?: number;
  rev?: string;
  static?: boolean;
  prerender?: boolean;
  extractCss?: boolean;
  preview?: boolean;
}

/** Sent as `options.{key}.{name}`, JSON-encoded, in this order. */
export const ITEM_OPTIONS = [
  'prerender',
  'extractCss',
  'limit',
  'offset',
  'query',
  'preview',
  'model',
  'entry',
  'rev',
  'static',
] as const;

/** Everything one content request URL encodes. */
export interface ContentQuery {
  host: string;
  apiKey: string;
  apiVersion: ApiVersion;
  items: readonly ContentQueryItem[];
  /** Fields to leave out; `meta.componentsUsed` by default. */
  omit?: string;
  fields?: string;
  locale?: string;
  format?: string;
  /** Other top-level API parameters (`includeRefs`, `enrich`, `noTraverse`, `sort.{field}`…); undefined ones are skipped. */
  flags?: Record<string, string | number | boolean | undefined>;
  /** Sent JSON-encoded as one `userAttributes` parameter (keeps value types). */
  userAttributes?: Record<string, unknown>;
  cachebust?: boolean;
  noCache?: boolean;
  preview?: boolean;
  /** `overrides.{key}` = content id. */
  overrides?: Record<string, string>;
  /** Raw parameters merged last, over everything else (the page's `builder.params`). */
  params?: Record<string, string>;
}

const CODEGEN_FORMATS = ['solid', 'react'];

const isValidNumber = (value: unknown) => typeof value !== 'number' || (Number.isFinite(value) && value >= 0);

/** The full request URL for `query`. */
export function contentUrl(query: ContentQuery): string {
  const params = new Map<string, string>();
  const put = (name: string, value: unknown) => {
    if (value !== undefined && value !== null && value !== '') params.set(name, String(value));
  };
  put('omit', query.omit ?? DEFAULT_OMIT);
  put('apiKey', query.apiKey);
  for (const [name, value] of Object.entries(query.flags ?? {})) put(name, value);
  put('locale', query.locale);
  put('fields', query.fields);
  put('format', query.format);
  if (query.userAttributes) put('userAttributes', JSON.stringify(query.userAttributes));
  if (query.cachebust) put('cachebust', true);
  if (query.noCache) put('noCache', true);
  for (const [key, id] of Object.entries(query.overrides ?? {})) put(`overrides.${key}`, id);
  for (const item of query.items) {
    for (const name of ITEM_OPTIONS) {
      const value = item[name];
      if (value !== undefined && isValidNumber(value)) put(`options.${item.key}.${name}`, JSON.stringify(value));
    }
  }
  if (query.preview) put('preview', true);
  for (const [name, value] of Object.entries(query.params ?? {})) params.set(name, value);

  const codegen = CODEGEN_FORMATS.includes(query.format ?? '');
  const path = codegen ? `api/v1/codegen` : `api/${query.apiVersion}/query`;
  const keys = query.items.map((item) => encodeURIComponent(item.key)).join(',');
  return `${query.host}/${path}/${encodeURIComponent(query.apiKey)}/${keys}?${stringifyQuery(params)}`;
}
