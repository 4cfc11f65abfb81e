/**
 * Query strings with dot paths (`options.page.limit=1` ⇄ `{ options: { page: { limit: '1' } } }`).
 * Every segment of every key is checked: `__proto__`, `prototype` and `constructor` are rejected
 * wherever they appear, so a crafted URL can never reach an object's prototype.
 */
import { propertyNotAllowed } from './errors.ts';
import { isForbiddenKey } from './safety.ts';

/** A nested query object: strings at the leaves. */
export interface QueryObject {
  [key: string]: string | QueryObject;
}

/** Throws `Property name "<name>" is not allowed` if any dot segment of `path` is forbidden. */
export function assertSafePath(path: string): void {
  for (const name of path.split('.')) {
    if (isForbiddenKey(name)) throw new Error(propertyNotAllowed(name));
  }
}

function decode(text: string): string | undefined {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return undefined; // malformed escape: the pair is skipped
  }
}

/**
 * Parses `?a=1&b.c=2` into `{ a: '1', 'b.c': '2' }` (one leading `?` allowed, a missing value
 * is `''`, malformed escapes are skipped). Throws on a forbidden property name.
 */
export function parseQuery(query: string): Record<string, string> {
  const result: Record<string, string> = {};
  for (const pair of query.replace(/^\?/, '').split('&')) {
    if (!pair) continue;
    const at = pair.indexOf('=');
    const key = decode(at < 0 ? pair : pair.slice(0, at));
    const value = decode(at < 0 ? '' : pair.slice(at + 1));
    if (key === undefined || value === undefined) continue;
    assertSafePath(key);
    result[key] = value;
  }
  return result;
}

/** `{ 'a.b': '1' }` → `{ a: { b: '1' } }`. Throws on a forbidden property name. */
export function deepen(flat: Record<string, string>): QueryObject {
  const root: QueryObject = {};
  for (const [path, value] of Object.entries(flat)) {
    assertSafePath(path);
    const names = path.split('.');
    const last = names.pop() as string;
    let node = root;
    for (const name of names) {
      const next = node[name];
      node = node[name] = typeof next === 'object' ? next : {};
    }
    node[last] = value;
  }
  return root;
}

/** `parseQuery` then `deepen`. */
export const parseQueryDeep = (query: string): QueryObject => deepen(parseQuery(query));

/**
 * `{ a: { b: 1 }, c: [true] }` → `{ 'a.b': '1', 'c.0': 'true' }`. `undefined` leaves are dropped,
 * `null` becomes `'null'`. Throws on a forbidden property name.
 */
export function flatten(value: object, prefix = '', into: Record<string, string> = {}): Record<string, string> {
  for (const [name, leaf] of Object.entries(value)) {
    const path = prefix + name;
    assertSafePath(name);
    if (leaf === undefined) continue;
    if (leaf !== null && typeof leaf === 'object') flatten(leaf, path + '.', into);
    else into[path] = String(leaf);
  }
  return into;
}

/** `key=value` pairs, both sides URI-encoded, joined by `&` (insertion order kept). */
export function stringifyQuery(pairs: Record<string, string> | Iterable<[string, string]>): string {
  const entries = Symbol.iterator in pairs ? [...pairs] : Object.entries(pairs);
  return entries.map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`).join('&');
}

/** `flatten` then `stringifyQuery`. */
export const stringifyQueryDeep = (value: object): string => stringifyQuery(flatten(value));
