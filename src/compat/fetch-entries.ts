/**
 * Gen 2's content fetchers, `fetchOneEntry` and `fetchEntries`, over the core. Each call has a
 * `Builder` of its own, set up from its arguments (API key, host, environment, preview), so
 * nothing is written into the page's `builder`; the entries come from the core's content client
 * and their A/B variation is chosen as rendered content's is (see {@link fetchEntries}).
 */
import { Builder, builder, type BuilderContent } from '../core/index.ts';
import type { GetContentOptions } from './gen1-options.ts';
import { searchString } from './search.ts';

/** The arguments of `fetchOneEntry` / `fetchEntries` (Gen 2's `GetContentOptions`). */
export interface FetchEntriesOptions {
  /** The model to fetch. */
  model: string;
  /** The space's public API key. */
  apiKey: string;
  /** A MongoDB-style query on the entries (`{ 'data.slug': 'shoes' }`). */
  query?: Record<string, unknown>;
  /** Targeting attributes (`{ urlPath: '/about' }`); none are added for you. */
  userAttributes?: (Record<string, unknown> & { urlPath?: string }) | null;
  /** More API options: `getBuilderSearchParams(…)`'s result, or `locale`, `includeRefs`, `cachebust`… */
  options?: Record<string, unknown> | URLSearchParams;
  /** Resolves localized values to this locale (also sent as the `locale` user attribute). */
  locale?: string;
  /** How many entries (`fetchEntries` only). @defaultValue 30 */
  limit?: number;
  offset?: number;
  /** `false`: the entries come as stored, their A/B tests not resolved (the default variation shows). @defaultValue true */
  canTrack?: boolean;
  /** Resolve references at every depth. */
  enrich?: boolean;
  includeUnpublished?: boolean;
  apiVersion?: 'v3';
  /** Only these fields (`'id,name,data.title'`). */
  fields?: string;
  /** Leave these fields out. @defaultValue 'meta.componentsUsed' */
  omit?: string;
  /** Content API host. @defaultValue 'https://cdn.builder.io' */
  apiHost?: string;
  /** Order of the entries per field, `1` ascending or `-1` descending (`{ createdDate: -1 }`): sent as `sort.{field}`. */
  sort?: Record<string, 1 | -1>;
  /** CDN cache hint: the response's max-age in seconds (sent when a number ≥ 0). */
  cacheSeconds?: number;
  /** CDN cache hint: how long a stale response may be served while it is refreshed (sent when a number ≥ 0). */
  staleCacheSeconds?: number;
  /** Sends the request instead of the global `fetch`. */
  fetch?: (input: string, init?: object) => Promise<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- Gen 2's own type
  /** `fetch`'s second argument (`headers` are merged with the kit's; Next.js reads `next: { revalidate }` from it). */
  fetchOptions?: object;
}

/**
 * The `options` keys that set up the call's `Builder` or that the query reads by name; every
 * other key is sent to the Content API as a parameter of its own, as Gen 2 sends them.
 */
const READ = [
  'env',
  'api',
  'preview',
  'cachebust',
  'noCache',
  'locale',
  'includeRefs',
  'enrich',
  'includeUnpublished',
  'fields',
  'omit',
  'format',
  'rev',
];

/** `options` as one flat object (a repeated URL parameter keeps its last value). */
function flatOptions(options: FetchEntriesOptions['options']): Record<string, unknown> {
  if (!options) return {};
  return options instanceof URLSearchParams ? Object.fromEntries(new URLSearchParams(searchString(options))) : options;
}

const last = (value: unknown): unknown => (Array.isArray(value) ? value[value.length - 1] : value);
const text = (value: unknown): string | undefined =>
  typeof last(value) === 'string' ? (last(value) as string) : undefined;
function flag(value: unknown): boolean | undefined {
  const one = last(value);
  return one === true || one === 'true' ? true : one === false || one === 'false' ? false : undefined;
}

/**
 * The per-call `Builder` and the core's options for `args`. Parameters of the page URL kind
 * (`preview`, `overrides.<model>`, `env`, `cachebust`, `noCache`) set up the call's own instance,
 * so a server passing its request's `builder.*` parameters fetches the preview too; the other
 * `options` are Content API parameters, sent as they are (Gen 1's nested `options` in the core).
 */
function callFor(
  args: FetchEntriesOptions,
  one: boolean,
): { client: Builder; options: GetContentOptions; previewing: boolean } {
  const extra = flatOptions(args.options);
  const client = new Builder(args.apiKey ?? null);
  if (args.apiHost) client.apiHost = args.apiHost;
  const env = text(extra.env) ?? text(extra.api);
  if (env) client.env = env as Builder['env']; // ignored unless it names an environment
  if (extra.preview !== undefined) client.preview = true;
  client.cachebust = !!flag(extra.cachebust);
  client.noCache = !!flag(extra.noCache);

  const overrideKey = `overrides.${args.model}`;
  const override = one ? text(extra[overrideKey]) : undefined;
  // Everything else in `options` (`noTargeting`, `userAttributes.*`, `space`…) is sent as it is.
  const params = Object.fromEntries(
    Object.entries(extra)
      .filter(([name]) => !READ.includes(name) && name !== overrideKey)
      .map(([name, value]) => [name, last(value)]),
  );
  const options: GetContentOptions = {
    query: args.query,
    limit: one ? 1 : (args.limit ?? 30),
    offset: args.offset,
    // Gen 2 targets only by the attributes given (plus the locale, which the core adds), never by the page's URL.
    userAttributes: { ...args.userAttributes },
    locale: args.locale ?? text(extra.locale),
    entry: override,
    includeRefs: flag(extra.includeRefs) ?? true,
    enrich: args.enrich ?? flag(extra.enrich),
    includeUnpublished: args.includeUnpublished ?? flag(extra.includeUnpublished),
    noTraverse: one ? undefined : true,
    fields: args.fields ?? text(extra.fields),
    omit: args.omit ?? text(extra.omit),
    format: text(extra.format),
    rev: text(extra.rev),
    apiVersion: args.apiVersion,
    options: params,
    sort: args.sort,
    cacheSeconds: args.cacheSeconds,
    staleCacheSeconds: args.staleCacheSeconds,
    fetch: args.fetch,
    fetchOptions: args.fetchOptions,
  };
  return { client, options, previewing: extra.preview !== undefined || extra.frameEditing !== undefined };
}

/**
 * Entries fetched for the content editor or a preview (the request's `builder.preview` or
 * `builder.frameEditing`, passed through `getBuilderSearchParams`): a server component's
 * `Content` hands them to the browser's renderer, which takes the editor's updates.
 */
const forPreview = new WeakSet<object>();
export const fetchedForPreview = (content: unknown): boolean =>
  !!content && typeof content === 'object' && forPreview.has(content);

async function fetchList(args: FetchEntriesOptions, one: boolean): Promise<BuilderContent[]> {
  const { client, options, previewing } = callFor(args, one);
  const entries = await client.fetchContent(args.model, options).promise();
  // The page's visitor (cookie, consent, queued choice) decides, as it does for `<Content>`, so
  // rendering the entry afterwards shows the same variation.
  const shown = args.canTrack === false ? entries : entries.map((entry) => builder.chooseVariation(entry));
  if (previewing) for (const entry of shown) forPreview.add(entry);
  return shown;
}

/**
 * The first entry of `model` matching `args`, or `null`. Rejects when the request fails (no API
 * key, a non-2xx answer, a network error).
 *
 * @example const page = await fetchOneEntry({ model: 'page', apiKey, userAttributes: { urlPath: '/about' } });
 */
export async function fetchOneEntry(args: FetchEntriesOptions): Promise<BuilderContent | null> {
  const [entry] = await fetchList(args, true);
  return entry ?? null;
}

/**
 * The entries of `model` matching `args` (30 unless `limit` says otherwise), each as this visitor
 * sees it: its A/B variation chosen from the page's cookie (or drawn and stored once tracking is
 * allowed), unless `canTrack` is `false`.
 *
 * @example const posts = await fetchEntries({ model: 'blog-post', apiKey, limit: 10, offset: 10 });
 */
export function fetchEntries(args: FetchEntriesOptions): Promise<BuilderContent[]> {
  return fetchList(args, false);
}
