// @ts-check
// The content API: `/api/{v1|v3}/query/:apiKey/:keys`, its codegen twin
// `/api/v1/codegen/:apiKey/:keys`, and the newer `/api/v3/content/:model` (`{ results }`).
import { HttpError, sendJson } from './http-io.mjs';
import { bag, readApiParams } from './query-params.mjs';
import { selectEntries } from './content-select.mjs';
import { shapeEntry } from './content-shape.mjs';

/** @typedef {import('./routes.mjs').RouteContext} RouteContext */
/** @typedef {import('./routes.mjs').Route} Route */
/** @typedef {import('./content-store.mjs').ContentStore} ContentStore */
/** @typedef {import('./content-store.mjs').ContentEntry} ContentEntry */
/** @typedef {import('./query-params.mjs').ApiParams} ApiParams */

/** A query answers the best match unless told otherwise (`getAll` asks for 30). */
const QUERY_DEFAULT_LIMIT = 1;
const CONTENT_DEFAULT_LIMIT = 30;
const MAX_LIMIT = 100;
const CODEGEN_FORMATS = new Set(['react', 'solid']);

/**
 * @param {ContentStore} store
 * @param {(apiKey: string) => void} checkApiKey throws 401 for a key the service does not know
 * @returns {Route[]}
 */
export function contentRoutes(store, checkApiKey) {
  /**
   * @param {string} key
   * @param {ApiParams} api
   * @param {(entry: ContentEntry) => ContentEntry} [transform]
   */
  async function answerKey(key, api, transform = (entry) => entry) {
    const options = api.options.get(key) ?? bag();
    const [keyModel, ...keyPath] = key.split(':');
    const model = typeof options.model === 'string' && options.model ? options.model : keyModel;
    const override = api.overrides.get(key);
    const entryId = override ?? optionalString(options.entry);
    const userAttributes = api.noTargeting ? {} : { ...api.userAttributes };
    // `page:/about` names the page it wants when the request carries no path of its own.
    if (!api.noTargeting && userAttributes.urlPath === undefined && keyPath.length)
      userAttributes.urlPath = keyPath.join(':');
    const found = selectEntries(await store.entries(model), {
      entryId,
      query: asObject(options.query),
      userAttributes,
      includeDrafts: api.preview || api.includeUnpublished || override !== undefined,
      offset: count(options.offset, 0),
      limit: Math.min(count(options.limit, QUERY_DEFAULT_LIMIT), MAX_LIMIT),
      sort: api.sort,
    });
    return found.map(({ entry }) => shapeEntry(transform(entry), api));
  }

  /**
   * @param {RouteContext} ctx
   * @param {(entry: ContentEntry) => ContentEntry} [transform]
   */
  async function answerKeys({ res, url, params }, transform) {
    checkApiKey(decodeSegment(params[0]));
    const api = readApiParams(url.searchParams);
    /** @type {Record<string, ContentEntry[]>} */
    const body = {};
    for (const key of params[1].split(',').map(decodeSegment).filter(Boolean)) {
      body[key] = await answerKey(key, api, transform);
    }
    sendJson(res, 200, body);
  }

  /** @param {RouteContext} ctx */
  async function codegen(ctx) {
    const format = ctx.url.searchParams.get('format') ?? '';
    if (!CODEGEN_FORMATS.has(format)) {
      checkApiKey(decodeSegment(ctx.params[0]));
      throw new HttpError(400, 'Codegen needs format=react or format=solid', 'invalid_format');
    }
    await answerKeys(ctx, (entry) => withGeneratedCode(entry, format));
  }

  /** @param {RouteContext} ctx */
  async function contentEndpoint({ res, url, params }) {
    checkApiKey(url.searchParams.get('apiKey') ?? '');
    const api = readApiParams(url.searchParams);
    const top = api.topLevel;
    const found = selectEntries(await store.entries(decodeSegment(params[0])), {
      entryId: optionalString(top.entry),
      query: asObject(top.query),
      userAttributes: api.noTargeting ? {} : api.userAttributes,
      includeDrafts: api.preview || api.includeUnpublished,
      offset: count(top.offset, 0),
      limit: Math.min(count(top.limit, CONTENT_DEFAULT_LIMIT), MAX_LIMIT),
      sort: api.sort,
    });
    sendJson(res, 200, { results: found.map(({ entry }) => shapeEntry(entry, api)) });
  }

  return [
    { method: 'GET', pattern: /^\/api\/v[13]\/query\/([^/]+)\/([^/]+)\/?$/, handler: (ctx) => answerKeys(ctx) },
    { method: 'GET', pattern: /^\/api\/v1\/codegen\/([^/]+)\/([^/]+)\/?$/, handler: codegen },
    { method: 'GET', pattern: /^\/api\/v3\/content\/([^/]+)\/?$/, handler: contentEndpoint },
  ];
}

/**
 * The remote service compiles blocks to code; here an entry either carries `data.blocksJs`
 * already or gets a labelled stand-in, which is all a client can check.
 * @param {ContentEntry} entry
 * @param {string} format
 * @returns {ContentEntry}
 */
function withGeneratedCode(entry, format) {
  const data = entry.data && typeof entry.data === 'object' ? entry.data : {};
  if (typeof data.blocksJs === 'string') return entry;
  const blocksJs =
    `/* ${format} code generated for content ${entry.id} (local stand-in) */\n` +
    'export default function Content() { return null; }\n';
  return { ...entry, data: { ...data, blocksJs } };
}

/**
 * A path segment, percent-decoded; bad escapes are the client's error.
 * @param {string} segment
 */
export function decodeSegment(segment) {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw new HttpError(400, `Malformed path segment "${segment}"`, 'invalid_path');
  }
}

/**
 * A non-negative integer option, or the fallback when absent or not a number.
 * @param {unknown} value
 * @param {number} fallback
 */
function count(value, fallback) {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() ? Number(value) : NaN;
  return Number.isInteger(n) && n >= 0 ? n : fallback;
}

/** @param {unknown} value */
function optionalString(value) {
  return typeof value === 'string' && value ? value : typeof value === 'number' ? String(value) : undefined;
}

/**
 * @param {unknown} value
 * @returns {Record<string, unknown> | undefined}
 */
function asObject(value) {
  return value && typeof value === 'object' && !Array.isArray(value)
    ? /** @type {Record<string, unknown>} */ (value)
    : undefined;
}
