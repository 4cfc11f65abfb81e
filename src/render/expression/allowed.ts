/**
 * What expressions in the safe subset may touch: the builtins they can name, the methods they
 * can call, and the property names that are never read or written.
 */

/** Raised when code touches a blocked property: such code never runs, not even as a fallback. */
export class BlockedProperty extends Error {
  constructor(name: string) {
    super(`Access to "${name}" is not allowed in expressions`);
  }
}

/** Property names that lead to prototypes or to `Function`. */
export const BLOCKED = new Set(['__proto__', 'prototype', 'constructor']);

/** Globals an expression can name (besides state keys and the expression scope names). */
export const BUILTINS: Record<string, unknown> = {
  undefined, NaN, Infinity, Math, JSON, console, Object, Array, Number, String, Boolean, Date,
  parseInt, parseFloat, isNaN, isFinite, encodeURIComponent, decodeURIComponent,
};

/** Functions callable directly (`String(x)`). */
const SAFE_FUNCTIONS = new Set<unknown>([String, Number, Boolean, parseInt, parseFloat, isNaN, isFinite, encodeURIComponent, decodeURIComponent]);

/** Methods callable on any value: string, number and array methods that run no foreign code. */
const METHODS = new Set(
  ('toFixed toPrecision toString toLocaleString valueOf toUpperCase toLowerCase trim trimStart trimEnd ' +
    'padStart padEnd startsWith endsWith includes indexOf lastIndexOf slice substring substr split replace replaceAll ' +
    'charAt charCodeAt at concat repeat localeCompare map filter find findIndex findLast some every reduce join ' +
    'reverse sort flat flatMap forEach push pop shift unshift splice keys values entries preventDefault stopPropagation').split(' '),
);

/** Methods callable on the namespace objects (`Math` allows all of its own). */
const NAMESPACES = new Map<unknown, Set<string> | null>([
  [Math, null],
  [JSON, new Set(['stringify', 'parse'])],
  [console, new Set(['log', 'info', 'warn', 'error', 'debug'])],
  [Object, new Set(['keys', 'values', 'entries', 'fromEntries'])],
  [Array, new Set(['isArray', 'from', 'of'])],
  [Number, new Set(['isInteger', 'isFinite', 'isNaN', 'parseFloat', 'parseInt'])],
  [Date, new Set(['now'])],
]);

/** Methods of the `builder`/`Builder` objects an expression may call. */
const BUILDER_METHODS = new Set(['trackConversion']);

/** Every method name the subset can call, for the parse-time check of `x.name(…)`. */
export const STATIC_CALL_NAMES = new Set<string>([
  ...METHODS, ...BUILDER_METHODS,
  ...Object.getOwnPropertyNames(Math),
  ...[...NAMESPACES.values()].flatMap((names) => (names ? [...names] : [])),
]);

/** Functions created by arrow functions inside expressions. */
export const closures = new WeakSet<object>();

/** Whether the subset may call `fn`, found as `receiver[name]` (or as a bare name). */
export function isAllowedCall(fn: object, receiver: unknown, name: string, globals: Record<string, unknown>): boolean {
  if (closures.has(fn) || SAFE_FUNCTIONS.has(fn)) return true;
  if (receiver == null) return false;
  if (NAMESPACES.has(receiver)) {
    const names = NAMESPACES.get(receiver);
    return names === null ? Object.hasOwn(Math, name) : !!names?.has(name);
  }
  if (receiver === globals.builder || receiver === globals.Builder) return BUILDER_METHODS.has(name);
  return METHODS.has(name);
}

/** Host globals named even where they do not exist (the server has no `window`). */
export const HOST_GLOBALS = new Set(['window', 'document', 'self', 'top', 'parent', 'frames', 'opener', 'location', 'history',
  'navigator', 'localStorage', 'sessionStorage', 'alert', 'open', 'postMessage', 'require', 'process', 'global', 'module']);

/** Names every expression can read, besides state keys and builtins. */
export const SCOPE_NAMES = new Set(['state', 'context', 'ctx', 'block', 'builder', 'Builder', 'Device', 'event']);
