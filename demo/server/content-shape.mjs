// @ts-check
// Turns a stored entry into what the API answers: localized values resolved for the asked
// locale, then `fields` kept and `omit` paths removed.
import { valueAt } from './content-select.mjs';

export const LOCALIZED_VALUE_TYPE = '@builder.io/core:LocalizedValue';

/** @typedef {import('./content-store.mjs').ContentEntry} ContentEntry */

/**
 * @typedef {object} ShapeOptions
 * @property {string | undefined} locale resolve localized values for it (else leave them as they are)
 * @property {string[] | undefined} fields dotted paths to keep
 * @property {string[]} omit dotted paths to drop
 */

/**
 * @param {ContentEntry} entry shared stored entry: never changed here
 * @param {ShapeOptions} options
 * @returns {ContentEntry}
 */
export function shapeEntry(entry, { locale, fields, omit }) {
  let shaped = /** @type {ContentEntry} */ (structuredClone(entry));
  if (locale) shaped = /** @type {ContentEntry} */ (localize(shaped, locale));
  if (fields) shaped = pick(shaped, fields);
  for (const path of omit) removePath(shaped, path);
  return shaped;
}

/**
 * Replaces every `{ "@type": LocalizedValue, Default, fr, … }` anywhere in the value with the
 * locale's text, falling back to `Default`; a value with neither disappears.
 * @param {unknown} value
 * @param {string} locale
 * @returns {unknown}
 */
export function localize(value, locale) {
  if (Array.isArray(value)) return value.map((item) => localize(item, locale)).filter((item) => item !== undefined);
  if (!value || typeof value !== 'object') return value;
  const record = /** @type {Record<string, unknown>} */ (value);
  if (record['@type'] === LOCALIZED_VALUE_TYPE) {
    const chosen = Object.hasOwn(record, locale) ? record[locale] : record.Default;
    return chosen === undefined ? undefined : localize(chosen, locale);
  }
  /** @type {Record<string, unknown>} */
  const out = {};
  for (const [key, item] of Object.entries(record)) {
    const resolved = localize(item, locale);
    if (resolved !== undefined) out[key] = resolved;
  }
  return out;
}

/**
 * A new object holding only the listed dotted paths.
 * @param {ContentEntry} entry
 * @param {string[]} paths
 * @returns {ContentEntry}
 */
function pick(entry, paths) {
  /** @type {ContentEntry} */
  const out = {};
  for (const path of paths) {
    const value = valueAt(entry, path);
    if (value === undefined) continue;
    const segments = path.split('.');
    let node = out;
    for (const segment of segments.slice(0, -1)) node = node[segment] ??= {};
    node[segments[segments.length - 1]] = value;
  }
  return out;
}

/**
 * @param {ContentEntry} entry
 * @param {string} path
 */
function removePath(entry, path) {
  const segments = path.split('.');
  const holder = segments.length === 1 ? entry : valueAt(entry, segments.slice(0, -1).join('.'));
  if (holder && typeof holder === 'object')
    delete (/** @type {Record<string, unknown>} */ (holder)[segments[segments.length - 1]]);
}
