/**
 * The kit's safety rules, each written once: every layer imports them from here (through
 * ./index.ts), and test/unit/safety-rules.test.ts fails when a copy appears elsewhere.
 *
 * - {@link isForbiddenKey}: the property names that reach a prototype or `Function`, never
 *   read or written from content, URLs, editor messages, forms or expressions;
 * - {@link escapeHtmlAttribute}: a value written into the server HTML's quoted attributes;
 * - {@link scriptJson}: a value written as JSON into an inline `<script>`;
 * - {@link isRecord}: the test for an object holding named data (not null, not an array), and
 *   {@link isPlainObject}: one made by an object literal or `JSON.parse` (not a class instance).
 */

/**
 * Whether `key` is a property name that leads to an object's prototype or to `Function`.
 * Compared, not looked up in a set: smaller in the core's bundle, and a symbol key is simply not one.
 */
export const isForbiddenKey = (key: string): boolean =>
  key === '__proto__' || key === 'prototype' || key === 'constructor';

const HTML_ENTITIES: Record<string, string> = { '&': '&amp;', '"': '&quot;', "'": '&#39;', '<': '&lt;', '>': '&gt;' };

/**
 * `value` for a quoted HTML attribute (either quote), also safe as element text. A backtick
 * needs no escape: only old Internet Explorer ended an unquoted attribute with it, and the kit
 * writes every attribute quoted.
 */
export const escapeHtmlAttribute = (value: string): string => value.replace(/[&"'<>]/g, (c) => HTML_ENTITIES[c]);

const SCRIPT_ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * `JSON.stringify(value)` to write inside a `<script>` (JSON or JavaScript): with `<` escaped
 * neither `</script>` nor `<!--` can end or change the element; `>` and `&` are escaped as well
 * (`-->`, and a page served as XHTML), and U+2028/U+2029, which end a line in older JavaScript
 * engines. The characters occur only inside strings, where the escapes read back the same.
 */
export const scriptJson = (value: unknown): string =>
  JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => SCRIPT_ESCAPES[c]);

/** Whether `value` is an object holding named data: not null, not an array. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);

/** Whether `value` was made as plain data (an object literal, `JSON.parse`, `Object.create(null)`), not by a class. */
export function isPlainObject(value: object): boolean {
  const proto = Object.getPrototypeOf(value) as object | null;
  return proto === Object.prototype || proto === null;
}
