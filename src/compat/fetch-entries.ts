/**
 * Gen 2's content fetchers, `fetchOneEntry` and `fetchEntries`, over the core. Each call has a
 * `Builder` of its own, set up from its arguments (API key, host, environment, preview), so
 * nothing is written into the page's `builder`; the entries come from the core's content client
 * and their A/B variation is chosen as rendered content's is (see {@link fetchEntries}).
 */
import { Builder, builder, warnOnce, type BuilderContent, compatOptionIgnored } from '../core/index.ts';
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
  /** Accepted for Gen 2's signature; not supported (a warning says so once). */
  sort?: Record<string, 1 | -1>;
  /** Accepted for Gen 2's signature; not supported (a warning says so once). */
  cacheSeconds?: number;
  /** Accepted for Gen 2's signature; not supported (a warning says so once). */
  staleCacheSeconds?: number;
  /** Accepted for Gen 2's signature; not supported: the core calls the global `fetch` (a warning says so once). */
  fetch?: unknown;
  /** Accepted for Gen 2's signature; not supported (a warning says so once). */
  fetchOptions?: object;
}

const UNSUPPORTED = ['sort', 'cacheSeconds', 'staleCacheSeconds', 'fetch', 'fetchOptions'] as const;

/** `options` as one flat object (a repeated URL parameter keeps its last value). */
function flatOptions(options: FetchEntriesOptions['options']): Record<string, unknown> {
  if (!options) return {};
  return options instanceof URLSearchParams ? Object.fromEntries(new URLSearchParams(searchString(options))) : options;
}

const last = (value: unknown): unknown => (Array.isArray(value) ? value[value.length - 1] : value);
const text = (value: unknown): string | undefined => (typeof last(value) === 'string' ? (last(value) as string) : undefined);
function flag(value: unknown): boolean | undefined {
  const one = last(value);
  return one === true || one === 'true' ? true : one === false || one === 'false' ? false : undefined;
}

/**
 * The per-call `Builder` and the core's options for `args`. Parameters of the page URL kind
 * (`preview`, `overrides.<model>`, `env`, `cachebust`, `noCache`) set up the call's own instance,
 * so a server passing its request's `builder.*` parameters fetches the preview too.
 */
function callFor(args: FetchEntriesOptions, one: boolean): { client: Builder; options: GetContentOptions } {
  for (const name of UNSUPPORTED) {
    if (args[name] !== undefined) warnOnce(`compat:fetch:${name}`, compatOptionIgnored(name));
  }
  const extra = flatOptions(args.options);
  const client = new Builder(args.apiKey ?? null);
  if (args.apiHost) client.apiHost = args.apiHost;
  const env = text(extra.env) ?? text(extra.api);
  if (env) client.env = env as Builder['env']; // ignored unless it names an environment
  if (extra.preview !== undefined) client.preview = true;
  client.cachebust = !!flag(extra.cachebust);
  client.noCache = !!flag(extra.noCache);

  const locale = args.locale ?? text(extra.locale);
  const override = one ? text(extra[`overrides.${args.model}`]) : undefined;
  const options: GetContentOptions = {
    query: args.query,
    limit: one ? 1 : args.limit ?? 30,
    offset: args.offset,
    // Gen 2 targets only by the attributes given (plus the locale), never by the page's URL.
    userAttributes: { ...(locale ? { locale } : {}), ...args.userAttributes },
    locale,
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
  };
  return { client, options };
}

async function fetchList(args: FetchEntriesOptions, one: boolean): Promise<BuilderContent[]> {
  const { client, options } = callFor(args, one);
  const entries = await client.fetchContent(args.model, options).promise();
  // The page's visitor (cookie, consent, queued choice) decides, as it does for `<Content>`, so
  // rendering the entry afterwards shows the same variation.
  return args.canTrack === false ? entries : entries.map((entry) => builder.chooseVariation(entry));
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
