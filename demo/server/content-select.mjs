// @ts-check
// Which entries of a model answer a request: publication state, an explicit entry id, a
// field query, targeting by user attributes (a page's `data.url`, or Builder-style `query`
// conditions on `urlPath`, `device`…), and their order.

/** @typedef {import('./content-store.mjs').StoredEntry} StoredEntry */
/** @typedef {import('./content-store.mjs').ContentEntry} ContentEntry */

/**
 * @typedef {object} Selection
 * @property {string | undefined} entryId asked for by id: drafts included, targeting skipped
 * @property {Record<string, unknown> | undefined} query field equality filter
 * @property {Record<string, unknown>} userAttributes
 * @property {boolean} includeDrafts
 * @property {number} offset
 * @property {number} limit
 * @property {Record<string, 1 | -1>} [sort] by these fields first (`1` ascending, `-1` descending)
 * @property {number} [now] epoch ms, for schedules (tests pin it)
 */

/**
 * @param {StoredEntry[]} stored
 * @param {Selection} selection
 * @returns {StoredEntry[]}
 */
export function selectEntries(stored, selection) {
  const now = selection.now ?? Date.now();
  let found =
    selection.entryId !== undefined
      ? stored.filter(({ entry }) => entry.id === selection.entryId)
      : stored.filter(({ entry }) => isLive(entry, selection.includeDrafts, now));
  if (selection.query) {
    const query = selection.query;
    found = found.filter(({ entry }) => matchesQuery(entry, query));
  }
  if (selection.entryId === undefined) found = target(found, selection.userAttributes);
  // Later content folders come first (test content can shadow the demo's), then higher priority;
  // an asked-for order goes before both.
  const order = Object.entries(selection.sort ?? {});
  found = [...found].sort((a, b) => {
    for (const [field, direction] of order) {
      const by = compareValues(valueAt(a.entry, field), valueAt(b.entry, field));
      if (by) return by * direction;
    }
    return b.folder - a.folder || priority(b.entry) - priority(a.entry);
  });
  return found.slice(selection.offset, selection.offset + selection.limit);
}

/**
 * Ascending order of two field values: absent ones first (as MongoDB puts null first), then
 * numbers (dates are epoch ms), then anything else as text.
 * @param {unknown} a
 * @param {unknown} b
 */
function compareValues(a, b) {
  const kind = (/** @type {unknown} */ v) => (v == null ? 0 : typeof v === 'number' ? 1 : 2);
  if (kind(a) !== kind(b)) return kind(a) - kind(b);
  if (kind(a) === 1) return Number(a) - Number(b);
  const [x, y] = [String(a ?? ''), String(b ?? '')];
  return x < y ? -1 : x > y ? 1 : 0;
}

/**
 * Published entries, plus drafts when asked; never archived ones or ones outside their schedule.
 * @param {ContentEntry} entry
 * @param {boolean} includeDrafts
 * @param {number} now
 */
function isLive(entry, includeDrafts, now) {
  const state = entry.published ?? 'published';
  if (state === 'archived' || (state === 'draft' && !includeDrafts)) return false;
  if (includeDrafts) return true; // previews show scheduled content early
  if (typeof entry.startDate === 'number' && entry.startDate > now) return false;
  if (typeof entry.endDate === 'number' && entry.endDate < now) return false;
  return true;
}

/** @param {ContentEntry} entry */
function priority(entry) {
  return typeof entry.priority === 'number' ? entry.priority : 0;
}

// ---- targeting ---------------------------------------------------------------------------

/**
 * @typedef {{ property: string, operator: string, value: unknown }} Condition
 */

/**
 * Entries whose conditions hold for the visitor. An entry that targets the visitor's path wins
 * over entries that target no path at all (shared symbols, catch-all pages): those answer only
 * when nothing targets the path.
 * @param {StoredEntry[]} stored
 * @param {Record<string, unknown>} attributes
 */
function target(stored, attributes) {
  const matching = stored.filter(({ entry }) => conditionsOf(entry).every((c) => holds(c, attributes)));
  if (typeof attributes.urlPath !== 'string') return matching;
  const forPath = matching.filter(({ entry }) => targetsPath(entry));
  return forPath.length ? forPath : matching.filter(({ entry }) => !targetsPath(entry));
}

/** @param {ContentEntry} entry */
function targetsPath(entry) {
  return conditionsOf(entry).some((c) => c.property === 'urlPath');
}

/**
 * `data.url` (string or list) plus the entry's `query` conditions.
 * @param {ContentEntry} entry
 * @returns {Condition[]}
 */
function conditionsOf(entry) {
  /** @type {Condition[]} */
  const conditions = [];
  const url = entry.data?.url;
  if (typeof url === 'string' || (Array.isArray(url) && url.length)) {
    conditions.push({ property: 'urlPath', operator: 'is', value: url });
  }
  if (Array.isArray(entry.query)) {
    for (const item of entry.query) {
      if (item && typeof item.property === 'string') {
        conditions.push({ property: item.property, operator: String(item.operator ?? 'is'), value: item.value });
      }
    }
  }
  return conditions;
}

/**
 * A condition on an attribute the request does not carry is not held against the entry.
 * @param {Condition} condition
 * @param {Record<string, unknown>} attributes
 */
function holds(condition, attributes) {
  const actual = attributes[condition.property];
  if (actual === undefined) return true;
  const isPath = condition.property === 'urlPath';
  const norm = (/** @type {unknown} */ v) => (isPath ? normalizePath(String(v)) : String(v));
  const have = norm(actual);
  const wanted = (Array.isArray(condition.value) ? condition.value : [condition.value]).map(norm);
  switch (condition.operator) {
    case 'is':
      return wanted.includes(have);
    case 'isNot':
      return !wanted.includes(have);
    case 'contains':
      return wanted.some((w) => have.includes(w));
    case 'startsWith':
      return wanted.some((w) => have.startsWith(w));
    case 'endsWith':
      return wanted.some((w) => have.endsWith(w));
    default:
      return false; // an operator we do not know: the entry is not shown
  }
}

/**
 * `/about/` and `/about?x=1` target the same page as `/about`.
 * @param {string} value
 */
export function normalizePath(value) {
  const path = value.split(/[?#]/)[0] || '/';
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
}

// ---- field queries -------------------------------------------------------------------------

/**
 * Mongo-like equality on dotted fields: `{ "data.url": "/about" }`, `{ data: { url: "/about" } }`,
 * an array field matches when it contains the value; `$eq $ne $in $nin $exists $gt $lt` work too.
 * @param {unknown} entry
 * @param {Record<string, unknown>} query
 * @param {string} [prefix]
 * @returns {boolean}
 */
export function matchesQuery(entry, query, prefix = '') {
  return Object.entries(query).every(([key, expected]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    if (isPlainObject(expected) && !hasOperators(expected)) return matchesQuery(entry, expected, path);
    const actual = valueAt(entry, path);
    if (isPlainObject(expected)) return Object.entries(expected).every(([op, v]) => applyOperator(op, actual, v));
    return equals(actual, expected);
  });
}

/**
 * @param {string} op
 * @param {unknown} actual
 * @param {unknown} value
 */
function applyOperator(op, actual, value) {
  const list = Array.isArray(value) ? value : [value];
  switch (op) {
    case '$eq':
      return equals(actual, value);
    case '$ne':
      return !equals(actual, value);
    case '$in':
      return list.some((v) => equals(actual, v));
    case '$nin':
      return !list.some((v) => equals(actual, v));
    case '$exists':
      return (actual !== undefined) === (value === true || value === 'true');
    case '$gt':
      return Number(actual) > Number(value);
    case '$lt':
      return Number(actual) < Number(value);
    default:
      return false;
  }
}

/**
 * @param {unknown} actual
 * @param {unknown} expected
 */
function equals(actual, expected) {
  if (Array.isArray(actual) && !Array.isArray(expected)) return actual.some((item) => same(item, expected));
  return same(actual, expected);
}

/**
 * Values from a flattened query string arrive as text, so `5` and `"5"` are the same.
 * @param {unknown} a
 * @param {unknown} b
 */
function same(a, b) {
  if (a === b) return true;
  if (isPrimitive(a) && isPrimitive(b)) return a !== undefined && b !== undefined && String(a) === String(b);
  return JSON.stringify(a) === JSON.stringify(b);
}

/** @param {unknown} v */
function isPrimitive(v) {
  return v === null || v === undefined || typeof v !== 'object';
}

/**
 * @param {unknown} v
 * @returns {v is Record<string, unknown>}
 */
function isPlainObject(v) {
  return !!v && typeof v === 'object' && !Array.isArray(v);
}

/** @param {Record<string, unknown>} v */
function hasOperators(v) {
  return Object.keys(v).some((k) => k.startsWith('$'));
}

/**
 * The value at a dotted path, following own properties only.
 * @param {unknown} root
 * @param {string} path
 * @returns {unknown}
 */
export function valueAt(root, path) {
  let node = root;
  for (const segment of path.split('.')) {
    if (!node || typeof node !== 'object' || !Object.hasOwn(node, segment)) return undefined;
    node = /** @type {Record<string, unknown>} */ (node)[segment];
  }
  return node;
}
