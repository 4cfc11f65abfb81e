/**
 * The capability boundary of the expression subset. On a page whose Content-Security-Policy
 * forbids `eval`, this file decides everything content code can do:
 *
 * - **Calls by identity.** A call runs only when the function object itself is granted: the
 *   intrinsic functions listed here (`String.prototype.toUpperCase`, `Array.prototype.map`,
 *   `Math.max`…), closures the expression created, facade methods the renderer hands in
 *   (`builder.trackConversion`), and functions the app passed in `context` or `data`. A
 *   function's name never matters: `{ map: Object.getPrototypeOf }.map(…)` is refused.
 * - **Reads yield data.** A property read (or a call) never yields a function outside that
 *   set, an intrinsic prototype, or an object that is not plain data (a DOM node, `window`, a
 *   class instance, an iterator): those are refused. `__proto__`, `prototype` and `constructor`
 *   are never read at all.
 * - **Writes reach data.** Writes go only into plain objects and arrays that are not shared:
 *   never into `Math`, `JSON`, the facades, a frozen object, a function or a host object.
 * - **A budget.** Closure calls, intrinsic calls and the strings and arrays they make are
 *   counted per evaluation, so a runaway expression stops with one warning.
 *
 * Refusals raise {@link OutsideSubset}: where the page allows `eval` (or on the server, with
 * its isolate) the code then runs there instead; under a strict policy it is skipped.
 */
import { OutsideSubset } from './lexer.ts';

/** Raised when code touches a blocked property: such code never runs, not even as a fallback. */
export class BlockedProperty extends Error {
  constructor(name: string) {
    super(`Access to "${name}" is not allowed in expressions`);
  }
}

/** Raised when an evaluation spends its budget: it stops, and never falls back. */
export class BudgetExceeded extends Error {}

/** Property names that lead to prototypes or to `Function`. */
export const BLOCKED = new Set(['__proto__', 'prototype', 'constructor']);

/** Closure calls (and intrinsic calls) one evaluation may make. */
export const MAX_STEPS = 200_000;
/** Longest string or array one evaluation may make. */
export const MAX_LENGTH = 4_000_000;
/** Characters and elements all the strings and arrays of one evaluation may add up to. */
export const MAX_ALLOCATED = 20_000_000;

/** Functions granted at run time: closures of expressions, facade methods, the app's functions. */
const granted = new WeakSet<object>();

/** What `console` is in expressions: its logging methods (the page's current ones), nothing else. */
const CONSOLE = Object.freeze({
  log: (...args: unknown[]) => console.log(...args),
  info: (...args: unknown[]) => console.info(...args),
  warn: (...args: unknown[]) => console.warn(...args),
  error: (...args: unknown[]) => console.error(...args),
  debug: (...args: unknown[]) => console.debug(...args),
});

let intrinsicSet: WeakSet<object> | undefined;

/**
 * The intrinsic functions the subset may call. Listed on the first check, not when the module
 * loads: content without expressions never pays for reading every intrinsic method (in
 * Chromium, reading `Date.prototype.toTemporalInstant` sets up Temporal: half a millisecond).
 */
function intrinsics(): WeakSet<object> {
  if (intrinsicSet) return intrinsicSet;
  const set = (intrinsicSet = new WeakSet<object>());
  const allow = (owner: object, names: string): void => {
    for (const name of names.split(' ')) {
      const fn = (owner as Record<string, unknown>)[name];
      if (typeof fn === 'function') set.add(fn);
    }
  };
  // Every method but constructors (and those `except` names).
  const allowAll = (owner: object, except = /^constructor$/): void => allow(owner, Object.getOwnPropertyNames(owner).filter((name) => !except.test(name)).join(' '));
  // String methods that take a regular expression are left out: a pattern from content could backtrack forever.
  allowAll(String.prototype, /^(constructor|match|matchAll|search)$/);
  allowAll(Array.prototype);
  allowAll(Number.prototype);
  allowAll(Boolean.prototype);
  allowAll(Date.prototype, /^(constructor|set)/);
  allowAll(Math);
  allow(JSON, 'parse stringify');
  allow(Object, 'keys values entries fromEntries');
  allow(Array, 'isArray from of');
  allow(Number, 'isFinite isInteger isNaN isSafeInteger parseFloat parseInt');
  allow(Date, 'now parse UTC');
  allow(globalThis, 'String Number Boolean parseInt parseFloat isNaN isFinite encodeURI encodeURIComponent decodeURI decodeURIComponent');
  allow(CONSOLE, 'log info warn error debug');
  return set;
}

/** Globals an expression can name (besides state keys and the expression scope names). */
export const BUILTINS: Record<string, unknown> = {
  undefined, NaN, Infinity, Math, JSON, console: CONSOLE, Object, Array, Number, String, Boolean, Date,
  parseInt, parseFloat, isNaN, isFinite, encodeURI, encodeURIComponent, decodeURI, decodeURIComponent,
};

/** Objects expressions read but never write (page-wide intrinsics). */
const SHARED = new WeakSet<object>([Math, JSON, CONSOLE]);

/** Intrinsic prototypes whose own prototype would pass for plain data. */
const PROTOTYPES = new WeakSet<object>();
for (const ctor of [
  Object, Function, Array, String, Number, Boolean, Symbol, BigInt, Date, RegExp, Error, Promise, Map, Set, WeakMap,
  WeakSet, ArrayBuffer, DataView, Uint8Array,
]) {
  PROTOTYPES.add(ctor.prototype as object);
  const parent = Object.getPrototypeOf(ctor.prototype) as object | null;
  if (parent) PROTOTYPES.add(parent); // %TypedArray%.prototype
}
PROTOTYPES.add(Object.getPrototypeOf(Object.getPrototypeOf([][Symbol.iterator]())) as object); // %IteratorPrototype%

/** Marks functions the app or the renderer hands to expressions as callable (facades, `context` functions). */
export function grant<F extends object>(fn: F): F {
  granted.add(fn);
  return fn;
}

/** Grants every function found in `value`'s plain objects and arrays (the app's `context` or `data`). */
export function grantFunctionsIn(value: unknown, depth = 3): void {
  if (typeof value === 'function') {
    granted.add(value);
    return;
  }
  if (depth <= 0 || !value || typeof value !== 'object' || !isData(value)) return;
  for (const item of Object.values(value)) {
    if (typeof item === 'function' || (item && typeof item === 'object')) grantFunctionsIn(item, depth - 1);
  }
}

/** Whether the subset may call `fn`. */
export function isCallable(fn: unknown): boolean {
  return (typeof fn === 'function') && (granted.has(fn) || intrinsics().has(fn));
}

/** Plain data: a plain object, an array, a `Date`, or a readable intrinsic namespace (`Math`, `JSON`). */
function isData(value: object): boolean {
  if (PROTOTYPES.has(value)) return false;
  const proto = Object.getPrototypeOf(value) as object | null;
  return proto === Object.prototype || proto === null || proto === Array.prototype || proto === Date.prototype;
}

/** `value`, when an expression may hold it; else refused. Every read and call result passes here. */
export function guard(value: unknown): unknown {
  if (typeof value === 'function') {
    if (granted.has(value) || intrinsics().has(value)) return value;
    throw new OutsideSubset('a function outside the subset');
  }
  if (value !== null && typeof value === 'object' && !isData(value)) throw new OutsideSubset('an object that is not plain data');
  return value;
}

/** Whether an expression may write into `target` (plain data that is not shared or frozen). */
export function isWritable(target: unknown): target is Record<PropertyKey, unknown> {
  return target !== null && typeof target === 'object' && isData(target) && !SHARED.has(target) && !Object.isFrozen(target);
}

/** A value an expression may store or pass on: functions only when callable. */
export function storable(value: unknown): unknown {
  if (typeof value === 'function' && !isCallable(value)) throw new OutsideSubset('a function outside the subset');
  return value;
}

// ---------------------------------------------------------------------------------------------
// The budget of the running evaluation

interface Meter {
  steps: number;
  allocated: number;
}

/** The running evaluation's budget; undefined between evaluations. */
let meter: Meter | undefined;

/**
 * Runs `body` with a fresh budget unless one is running (a closure that the app calls later,
 * outside any evaluation, gets its own).
 */
export function metered<T>(body: () => T): T {
  if (meter) return body();
  meter = { steps: 0, allocated: 0 };
  try {
    return body();
  } finally {
    meter = undefined;
  }
}

/** Counts one step (a closure or intrinsic call). */
export function step(): void {
  if (meter && ++meter.steps > MAX_STEPS) throw new BudgetExceeded(`more than ${MAX_STEPS} calls`);
}

/** Counts a string or array an expression made; refuses one that is too long. */
export function account<T>(value: T): T {
  const length = typeof value === 'string' || Array.isArray(value) ? value.length : 0;
  if (length > 64) {
    if (length > MAX_LENGTH) throw new BudgetExceeded(`a value of ${length} characters or items`);
    if (meter && (meter.allocated += length) > MAX_ALLOCATED) throw new BudgetExceeded(`more than ${MAX_ALLOCATED} characters or items made`);
  }
  return value;
}

/**
 * Expanded sizes of the objects measured so far (see {@link measure}). Only expressions can
 * make data that shares children, and they change data only through the interpreter's writes,
 * which start this over: so a size stays true until then, and big data is walked once.
 */
let sizes = new WeakMap<object, number>();

/** Forgets every measured size (the interpreter wrote into some object). */
export function dataChanged(): void {
  sizes = new WeakMap();
}

/**
 * Refuses an object whose expanded size (every path counted, as `JSON.stringify`, `join` or
 * React walk it) is over {@link MAX_LENGTH}: a few nested arrays that share one child double
 * with every level, and serialising them would take longer than the page lives. A shared
 * child is measured once.
 */
export function measure(value: unknown): void {
  if (value === null || typeof value !== 'object' || sizes.has(value)) return;
  // Iterative post-order walk: content may nest deeper than the call stack allows.
  const stack: [object, boolean][] = [[value, false]];
  const open = new Set<object>();
  while (stack.length) {
    const [node, done] = stack.pop()!;
    if (done) {
      open.delete(node);
      let size = 1;
      for (const child of Object.values(node)) size += child !== null && typeof child === 'object' ? sizes.get(child) ?? 0 : 1;
      if (size > MAX_LENGTH) throw new BudgetExceeded(`a value of more than ${MAX_LENGTH} nested items`);
      sizes.set(node, size);
      continue;
    }
    if (sizes.has(node) || open.has(node)) continue; // measured, or a cycle (serialisers stop there)
    open.add(node);
    stack.push([node, true]);
    for (const child of Object.values(node)) if (child !== null && typeof child === 'object' && !sizes.has(child)) stack.push([child, false]);
  }
}

const sizeOf = (value: unknown): number => (typeof value === 'string' || Array.isArray(value) ? value.length : String(value ?? '').length);

/**
 * Before an intrinsic call: refuses the calls whose result could be far larger than their
 * inputs (`repeat`, `padStart`, `join` with a long separator, `Array.from({ length })`), and
 * measures the objects a serialising call would walk.
 */
export function checkCall(fn: unknown, receiver: unknown, args: readonly unknown[]): void {
  if (!intrinsics().has(fn as object)) return; // closures and the app's functions serialise nothing of ours
  if (!SHALLOW.has(fn as object)) {
    measure(receiver);
    for (const arg of args) measure(arg);
  }
  let size = 0;
  if (fn === String.prototype.repeat) size = sizeOf(receiver) * Number(args[0]);
  else if (fn === String.prototype.padStart || fn === String.prototype.padEnd) size = Number(args[0]);
  else if (fn === Array.prototype.join) size = Array.isArray(receiver) ? receiver.length * (sizeOf(args[0] ?? ',') + 1) : 0;
  else if (fn === String.prototype.replaceAll || fn === String.prototype.replace) size = (sizeOf(receiver) + 1) * (typeof args[1] === 'string' ? args[1].length + 1 : 1);
  else if (fn === Array.from && args[0] && typeof args[0] === 'object') size = Number((args[0] as { length?: unknown }).length) || 0;
  if (size > MAX_LENGTH) throw new BudgetExceeded(`a value of ${size} characters or items`);
}

/** Intrinsics that never serialise their receiver or arguments (so nothing is measured for them). */
const SHALLOW = new WeakSet<object>([Object.keys, Object.values, Object.entries, Object.fromEntries, Array.isArray, Array.from, Array.of]);
for (const name of Object.getOwnPropertyNames(Array.prototype)) {
  const fn = (Array.prototype as unknown as Record<string, unknown>)[name];
  if (typeof fn === 'function' && !/^(join|toString|toLocaleString|sort|toSorted|flat|flatMap|constructor)$/.test(name)) SHALLOW.add(fn);
}
