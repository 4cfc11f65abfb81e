// @ts-check
// Reads the content API's query string. Clients send per-key options as dotted names with
// JSON-stringified values (`options.page.limit=5`, `options.page.entry=%22abc%22`), user
// attributes flattened (`userAttributes.urlPath=/x`) or as JSON, overrides per key, the order
// (`sort.{field}=1` or `-1`) and `noTargeting`.
import { checkJsonDepth, HttpError } from './http-io.mjs';
import { MAX_JSON_DEPTH } from './json-depth.mjs';

/** Names that could reach an object's prototype; refused anywhere in a parameter name or JSON value. */
const DENIED_NAMES = new Set(['__proto__', 'prototype', 'constructor']);

/** @typedef {Record<string, unknown>} Bag a null-prototype object */

/**
 * @typedef {object} ApiParams
 * @property {Map<string, Bag>} options per requested key: limit, offset, query, entry, model…
 * @property {Map<string, string>} overrides requested key → content id
 * @property {Bag} userAttributes
 * @property {Bag} topLevel top-level `limit`, `offset`, `entry`, `model`, `query` (content endpoint)
 * @property {string | undefined} locale
 * @property {string[] | undefined} fields
 * @property {string[]} omit
 * @property {string | undefined} format
 * @property {boolean} preview
 * @property {boolean} includeUnpublished
 * @property {Record<string, 1 | -1>} sort field → direction, in the order given
 * @property {boolean} noTargeting the user attributes are not held against the entries
 */

/** @returns {Bag} */
export function bag() {
  return Object.create(null);
}

/**
 * @param {URLSearchParams} search
 * @returns {ApiParams}
 */
export function readApiParams(search) {
  /** @type {ApiParams} */
  const params = {
    options: new Map(),
    overrides: new Map(),
    userAttributes: bag(),
    topLevel: bag(),
    locale: undefined,
    fields: undefined,
    omit: ['meta.componentsUsed'],
    format: undefined,
    preview: false,
    includeUnpublished: false,
    sort: /** @type {Record<string, 1 | -1>} */ (bag()),
    noTargeting: false,
  };
  for (const [name, value] of search) {
    checkName(name);
    const [head, ...rest] = name.split('.');
    if (head === 'options' && rest.length >= 2) {
      // The key itself may contain dots (`page:/a.html`); the option name is the last segment.
      const option = /** @type {string} */ (rest.pop());
      const key = rest.join('.');
      const bucket = params.options.get(key) ?? bag();
      bucket[option] = parseJsonish(value);
      params.options.set(key, bucket);
    } else if (head === 'overrides' && rest.length >= 1) {
      params.overrides.set(rest.join('.'), value);
    } else if (head === 'userAttributes') {
      if (rest.length === 0) Object.assign(params.userAttributes, parseJsonObject(value, name));
      else setPath(params.userAttributes, rest, value);
    } else if (head === 'sort' && rest.length) {
      params.sort[rest.join('.')] = Number(parseJsonish(value)) < 0 ? -1 : 1;
    } else if (head === 'query') {
      if (rest.length === 0) Object.assign((params.topLevel.query ??= bag()), parseJsonObject(value, name));
      else setPath(/** @type {Bag} */ (params.topLevel.query ??= bag()), rest, jsonString(value));
    } else {
      readTopLevel(params, name, value);
    }
  }
  return params;
}

/**
 * @param {ApiParams} params
 * @param {string} name
 * @param {string} value
 */
function readTopLevel(params, name, value) {
  switch (name) {
    case 'locale':
      params.locale = value || undefined;
      break;
    case 'fields':
      params.fields = commaList(value);
      break;
    case 'omit':
      params.omit = commaList(value) ?? [];
      break;
    case 'format':
      params.format = value || undefined;
      break;
    case 'preview':
      params.preview = isTrue(value);
      break;
    case 'includeUnpublished':
      params.includeUnpublished = isTrue(value);
      break;
    case 'noTargeting':
      params.noTargeting = isTrue(value);
      break;
    case 'limit':
    case 'offset':
    case 'entry':
    case 'model':
      params.topLevel[name] = parseJsonish(value);
      break;
    default:
      break; // apiKey, cachebust, noCache, cacheSeconds, rev, static…: accepted and ignored
  }
}

/** @param {string} name */
function checkName(name) {
  const segments = name.split('.');
  // Dotted names nest (`query.a.b.c`), so they are held to the same depth as JSON values.
  if (segments.length > MAX_JSON_DEPTH) {
    throw new HttpError(400, `Parameter names may have at most ${MAX_JSON_DEPTH} dotted parts`, 'too_deep');
  }
  for (const segment of segments) {
    if (DENIED_NAMES.has(segment))
      throw new HttpError(400, `Property name "${segment}" is not allowed`, 'invalid_parameter');
  }
}

/**
 * A `query.*` value: Builder's SDKs send strings JSON-encoded (`query.id="abc"`), others plain.
 * @param {string} value
 */
function jsonString(value) {
  if (!/^".*"$/.test(value)) return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

/**
 * JSON when it parses (the SDK stringifies option values), the raw text otherwise; too deep
 * a value is refused either way.
 * @param {string} value
 * @returns {unknown}
 */
export function parseJsonish(value) {
  checkJsonDepth(value, 'A JSON parameter');
  try {
    return safeJsonParse(value);
  } catch {
    return value;
  }
}

/**
 * `JSON.parse` that drops prototype-reaching keys and yields null-prototype objects.
 * @param {string} text
 * @returns {unknown}
 */
export function safeJsonParse(text) {
  return JSON.parse(text, (key, value) => {
    if (DENIED_NAMES.has(key)) return undefined;
    if (value && typeof value === 'object' && !Array.isArray(value)) return Object.assign(bag(), value);
    return value;
  });
}

/**
 * @param {string} value
 * @param {string} name for the error message
 * @returns {Bag}
 */
function parseJsonObject(value, name) {
  const parsed = parseJsonish(value);
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new HttpError(400, `Parameter "${name}" must be a JSON object`, 'invalid_parameter');
  }
  return /** @type {Bag} */ (parsed);
}

/**
 * @param {Bag} target
 * @param {string[]} segments
 * @param {unknown} value
 */
function setPath(target, segments, value) {
  let node = target;
  for (const segment of segments.slice(0, -1)) {
    const next = node[segment];
    node = next && typeof next === 'object' ? /** @type {Bag} */ (next) : (node[segment] = bag());
  }
  node[segments[segments.length - 1]] = value;
}

/** @param {string} value */
function commaList(value) {
  const list = value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  return list.length ? list : undefined;
}

/** @param {unknown} value */
export function isTrue(value) {
  return value === true || value === 'true' || value === '1' || value === '';
}
