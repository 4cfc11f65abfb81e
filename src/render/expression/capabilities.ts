/**
 * The capability boundary of the expression subset. On a page whose Content-Security-Policy
 * forbids `eval`, this file decides everything content code can do:
 *
 * - **Calls by identity.** A call runs only when the function object itself is granted: the
 *   intrinsic functions listed here (`String.prototype.toUpperCase`, `Array.prototype.map`,
 *   `Math.max`…), closures the expression created, facade methods the renderer hands in
 *   (`builder.trackConversion`), and functions the app passed in `context` or `data`. A
 *   function's name never matters: `{ map: Object.getPrototypeOf }.map(…)` is refused.
 * - **Reads yield data.** Whatever the subset receives (a property read, a call's result, a
 *   closure's arguments, a spread element) is checked by {@link guard}: never a function outside
 *   that set, an intrinsic prototype, or an object that is not plain data (a DOM node, `window`,
 *   a class instance, a `Map`, an iterator). What a call walks deeply (serialisers, coercions,
 *   the app's functions, the value handed back to the renderer) is checked all the way down by
 *   {@link measure}. `__proto__`, `prototype` and `constructor` are never read at all.
 * - **Writes reach data.** Writes go only into plain objects and arrays that are not shared:
 *   never into `Math`, `JSON`, the facades, a frozen object, a function or a host object. No
 *   object the expression makes holds a function under a coercion key (`toString`, `valueOf`,
 *   `toJSON`) or a symbol key, so converting a value never runs content code.
 * - **A budget of work.** Every evaluation counts the work it does (property reads, closure
 *   calls, the characters and elements each intrinsic call touches, string operators), charged
 *   before an amplifying call runs, and stops at {@link MAX_WORK} units or after
 *   {@link MAX_MILLISECONDS} (or at the render's deadline), whichever comes first.
 *
 * Refusals raise {@link OutsideSubset}: where the page allows `eval` (or on the server, with
 * its isolate) the code then runs there instead; under a strict policy it is skipped.
 */
import { closureFailed, warnOnce } from '../../core/index.ts';
import { OutsideSubset } from './lexer.ts';

/** Raised when code touches a blocked property: such code never runs, not even as a fallback. */
export class BlockedProperty extends Error {
  constructor(name: string) {
    super(`Access to "${name}" is not allowed in expressions`);
  }
}

/** Raised when an evaluation spends its budget: it stops, and never falls back. */
export class BudgetExceeded extends Error {}

/** Units of work (reads, calls, characters and elements touched) one evaluation may do. */
export const MAX_WORK = 1_000_000;
/** Wall-clock time one evaluation may take. */
export const MAX_MILLISECONDS = 50;
/** Longest string or array (or expanded structure) an evaluation may make or hand back. */
export const MAX_LENGTH = 4_000_000;
/** Work done between two looks at the clock (reading it on every step would cost more than the step). */
const CLOCK_EVERY = 4096;
/** Keys whose function value the engine calls by itself when it converts the object. */
const COERCION_KEYS = new Set(['toString', 'valueOf', 'toJSON']);

/** The array and string prototypes, named once: the checks below name their methods often. */
const ARRAY = Array.prototype;
const STRING = String.prototype;

/** Functions granted at run time: closures of expressions, facade methods, the app's functions. */
const granted = new WeakSet<object>();
/** The closures expressions made (they check their own arguments). */
const closures = new WeakSet<object>();

/** What `console` is in expressions: its logging methods (the page's current ones), nothing else. */
const CONSOLE: Readonly<Record<string, (...args: unknown[]) => void>> = Object.freeze(
  Object.fromEntries(
    ['log', 'info', 'warn', 'error', 'debug'].map((method) => [
      method,
      (...args: unknown[]) => (console as unknown as Record<string, (...a: unknown[]) => void>)[method](...args),
    ]),
  ),
);

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
    for (const fn of methods(owner, names)) if (typeof fn === 'function') set.add(fn);
  };
  // Every method but constructors (and those `except` names).
  const allowAll = (owner: object, except = /^constructor$/): void =>
    allow(
      owner,
      Object.getOwnPropertyNames(owner)
        .filter((name) => !except.test(name))
        .join(' '),
    );
  // String methods that take a regular expression are left out: a pattern from content could backtrack forever.
  allowAll(STRING, /^(constructor|match|matchAll|search)$/);
  allowAll(ARRAY);
  allowAll(Number.prototype);
  allowAll(Boolean.prototype);
  allowAll(Date.prototype, /^(constructor|set)/);
  allowAll(Math);
  allow(JSON, 'parse stringify');
  allow(Object, 'keys values entries fromEntries');
  allow(Array, 'isArray from of');
  allow(Number, 'isFinite isInteger isNaN isSafeInteger parseFloat parseInt');
  allow(Date, 'now parse UTC');
  allow(globalThis, GLOBAL_FUNCTIONS);
  allowAll(CONSOLE);
  return set;
}

/** Global functions an expression can name and call. */
const GLOBAL_FUNCTIONS =
  'String Number Boolean parseInt parseFloat isNaN isFinite encodeURI encodeURIComponent decodeURI decodeURIComponent';

/** Globals an expression can name (besides state keys and the expression scope names). */
export const BUILTINS: Record<string, unknown> = {
  undefined,
  NaN,
  Infinity,
  console: CONSOLE,
  ...Object.fromEntries(
    `Math JSON Object Array Date ${GLOBAL_FUNCTIONS}`
      .split(' ')
      .map((name) => [name, (globalThis as Record<string, unknown>)[name]]),
  ),
};

/** Objects expressions read but never write (page-wide intrinsics). */
const SHARED = new WeakSet<object>([Math, JSON, CONSOLE]);

/** Intrinsic prototypes whose own prototype would pass for plain data. */
const PROTOTYPES = new WeakSet<object>();
for (const ctor of [
  Object,
  Function,
  Array,
  String,
  Number,
  Boolean,
  Symbol,
  BigInt,
  Date,
  RegExp,
  Error,
  Promise,
  Map,
  Set,
  WeakMap,
  WeakSet,
  ArrayBuffer,
  DataView,
  Uint8Array,
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
  return typeof fn === 'function' && (granted.has(fn) || intrinsics().has(fn));
}

/** Plain data: a plain object, an array, a `Date`, or a readable intrinsic namespace (`Math`, `JSON`). */
function isData(value: object): boolean {
  if (PROTOTYPES.has(value)) return false;
  const proto = Object.getPrototypeOf(value) as object | null;
  return proto === Object.prototype || proto === null || proto === ARRAY || proto === Date.prototype;
}

/** `value`, when an expression may hold it; else refused. Every read and call result passes here. */
export function guard(value: unknown): unknown {
  if (typeof value === 'function') {
    if (granted.has(value) || intrinsics().has(value)) return value;
    throw new OutsideSubset('a function outside the subset');
  }
  if (value !== null && typeof value === 'object' && !isData(value))
    throw new OutsideSubset('an object that is not plain data');
  return value;
}

/** Whether an expression may write into `target` (plain data that is not shared or frozen). */
export function isWritable(target: unknown): target is Record<PropertyKey, unknown> {
  // A Date is data to read, never a bag of properties: its setters are refused, and so are keys written onto it.
  return (
    target !== null &&
    typeof target === 'object' &&
    isData(target) &&
    !(target instanceof Date) &&
    !SHARED.has(target) &&
    !Object.isFrozen(target)
  );
}

/** A value an expression may store or pass on: functions only when callable. */
export function storable(value: unknown): unknown {
  if (typeof value === 'function' && !isCallable(value)) throw new OutsideSubset('a function outside the subset');
  return value;
}

/**
 * Refuses what an expression may not put into an object it makes: a symbol key, or a function
 * under a key the engine calls on conversion (`{ toString: () => … }` would run content code
 * whenever the object is converted, even after the evaluation, in the renderer).
 */
export function checkEntry(key: PropertyKey, value: unknown): void {
  if (typeof key === 'symbol') throw new OutsideSubset('a symbol key');
  if (typeof value === 'function' && COERCION_KEYS.has(String(key))) throw new OutsideSubset(`a function under ${key}`);
}

/** Refuses an object (made by an intrinsic or a spread) that holds a function under a coercion key. */
export function checkEntries(target: object): void {
  for (const key of COERCION_KEYS)
    if (Object.hasOwn(target, key)) checkEntry(key, (target as Record<string, unknown>)[key]);
}

// ---------------------------------------------------------------------------------------------
// The budget of the running evaluation

interface Meter {
  /** Units of work done so far. */
  work: number;
  /** The work at which the limits (and the clock) are looked at next. */
  checkAt: number;
  /** The `performance.now()` after which the evaluation stops. */
  deadline: number;
  /** Whether the clock was read yet (an evaluation of less than {@link CLOCK_EVERY} units never reads it). */
  timed: boolean;
}

/** The running evaluation's budget; undefined between evaluations. */
let meter: Meter | undefined;

/**
 * Runs `body` with a fresh budget unless one is running (a closure that the app calls later,
 * outside any evaluation, gets its own). `deadline` is the render's (see `ExpressionScope`).
 */
export function metered<T>(body: () => T, deadline?: number): T {
  if (meter) return body();
  if (deadline !== undefined && performance.now() > deadline) throw new BudgetExceeded('the render ran out of time');
  meter = { work: 0, checkAt: CLOCK_EVERY, deadline: deadline ?? Infinity, timed: false };
  try {
    return body();
  } finally {
    meter = undefined;
  }
}

/** Adds `units` of work to the running evaluation: an addition and a comparison, mostly. */
export function charge(units: number): void {
  if (meter && (meter.work += units) > meter.checkAt) checkpoint(meter);
}

function checkpoint(m: Meter): void {
  if (!(m.work <= MAX_WORK)) throw new BudgetExceeded(`more than ${MAX_WORK} units of work`);
  const now = performance.now();
  if (!m.timed) {
    m.timed = true;
    m.deadline = Math.min(m.deadline, now + MAX_MILLISECONDS);
  }
  if (now > m.deadline) throw new BudgetExceeded(`more than ${MAX_MILLISECONDS} ms`);
  m.checkAt = Math.min(m.work + CLOCK_EVERY, MAX_WORK);
}

/** Refuses a string or array longer than {@link MAX_LENGTH} (a concatenation is counted when something reads it). */
export function capLength<T>(value: T): T {
  if ((typeof value === 'string' || Array.isArray(value)) && value.length > MAX_LENGTH)
    throw new BudgetExceeded(`a value of ${value.length} characters or items`);
  return value;
}

/** Counts a string or array a call made as work; refuses one that is too long. */
export function account<T>(value: T): T {
  if (typeof value === 'string' || Array.isArray(value)) charge(capLength(value).length);
  return value;
}

/** The expression changed some data (a write, `push`…): sizes are measured again. */
export function dataChanged(): void {
  sizes = new WeakMap();
  heights = new WeakMap();
}

/**
 * Expanded sizes and nesting heights of the objects measured so far (see {@link measure}):
 * big data is walked once, not once per binding. Every write of the interpreter, every
 * intrinsic that changes its receiver and every call of an app function (which may change its
 * data) starts them over.
 */
let sizes = new WeakMap<object, number>();
let heights = new WeakMap<object, number>();

/** Characters of a string, items of an array; 1 for anything else (work a shallow call does on it). */
const lengthOf = (value: unknown): number => (typeof value === 'string' || Array.isArray(value) ? value.length : 1);

/**
 * Checks `value` all the way down and returns its expanded size: every object in it must be
 * plain data and every function callable (else {@link OutsideSubset}), and its size (strings
 * count their characters, every path counted, as `JSON.stringify`, `join` or React walk it)
 * must stay within {@link MAX_LENGTH}: a few arrays that share one long string or one child
 * grow with every level, and serialising them would take longer than the page lives. The walk
 * is counted as work.
 */
export function measure(value: unknown): number {
  if (value === null || typeof value !== 'object') return typeof value === 'string' ? value.length : 1;
  const known = sizes.get(value);
  if (known !== undefined) return known;
  // Iterative post-order walk: content may nest deeper than the call stack allows.
  const stack: [object, boolean][] = [[value, false]];
  const open = new Set<object>();
  while (stack.length) {
    const [node, done] = stack.pop()!;
    if (done) {
      open.delete(node);
      let size = 1;
      let height = 0;
      for (const child of Object.values(node)) {
        if (child !== null && typeof child === 'object') {
          size += sizes.get(child) ?? 0;
          height = Math.max(height, heights.get(child) ?? 0);
        } else size += typeof child === 'string' ? child.length : 1;
      }
      if (size > MAX_LENGTH) throw new BudgetExceeded(`a value of more than ${MAX_LENGTH} nested characters or items`);
      sizes.set(node, size);
      heights.set(node, height + 1);
      continue;
    }
    if (sizes.has(node) || open.has(node)) continue; // measured, or a cycle (serialisers stop there)
    guard(node);
    open.add(node);
    stack.push([node, true]);
    const children = Object.values(node);
    charge(children.length);
    for (const child of children) {
      if (typeof child === 'function') storable(child);
      else if (child !== null && typeof child === 'object' && !sizes.has(child)) stack.push([child, false]);
    }
  }
  return sizes.get(value) ?? 0;
}

/** How deep `value` nests (after {@link measure}): what `JSON.stringify`'s indentation multiplies. */
const heightOf = (value: unknown): number =>
  value !== null && typeof value === 'object' ? (heights.get(value) ?? 1) : 0;

/** A count from content (`repeat(n)`, `padStart(n)`), as a number of items to make. */
const count = (value: unknown): number => {
  const n = Number(value);
  return n > 0 ? n : 0; // NaN and negatives make nothing (or throw natively)
};

/**
 * The work an intrinsic call will do, known before it runs: the characters and elements of its
 * receiver and arguments (walked all the way down for calls that serialise or convert them), and
 * what amplifying calls (`repeat`, `padStart`, `join`, `replaceAll`, `Array.from({ length })`,
 * `sort`, an indented `JSON.stringify`) would make. A result too long to make is refused here.
 */
function workOf(fn: object, receiver: unknown, args: readonly unknown[]): number {
  let units = 1;
  if (typeof receiver !== 'function' && !CONSTANT.has(fn))
    units += SHALLOW.has(fn) ? lengthOf(receiver) : measure(receiver);
  const structural = STRUCTURAL.has(fn);
  for (const arg of args) units += typeof arg === 'function' ? 1 : structural ? lengthOf(arg) : measure(arg);
  let made = 0;
  if (fn === STRING.repeat) made = lengthOf(receiver) * count(args[0]);
  else if (fn === STRING.padStart || fn === STRING.padEnd) made = count(args[0]);
  else if (fn === ARRAY.join) made = Array.isArray(receiver) ? receiver.length * (lengthOf(args[0] ?? ',') + 1) : 0;
  else if (fn === STRING.replaceAll || fn === STRING.replace)
    made = (lengthOf(receiver) + 1) * (typeof args[1] === 'string' ? args[1].length + 1 : 1);
  else if (fn === Array.from && args[0] && typeof args[0] === 'object')
    made = count((args[0] as { length?: unknown }).length);
  else if (fn === ARRAY.sort || fn === (ARRAY as { toSorted?: unknown }).toSorted)
    made = Array.isArray(receiver) ? receiver.length * Math.ceil(Math.log2(receiver.length + 1)) : 0;
  else if (fn === JSON.stringify && args[2])
    made =
      measure(args[0]) *
      heightOf(args[0]) *
      Math.min(10, typeof args[2] === 'string' ? args[2].length : count(args[2]));
  else if (fn === Object.entries) made = 2 * lengthOf(args[0]); // a pair array per entry
  if (made > MAX_LENGTH) throw new BudgetExceeded(`a value of ${made} characters or items`);
  return units + made;
}

/** Intrinsics that never walk their receiver deeply (only its length is work). */
const SHALLOW = new WeakSet<object>();
for (const name of Object.getOwnPropertyNames(ARRAY)) {
  const fn = (ARRAY as unknown as Record<string, unknown>)[name];
  if (typeof fn === 'function' && !/^(join|toString|toLocaleString|sort|toSorted|flat|flatMap|constructor)$/.test(name))
    SHALLOW.add(fn);
}
/** The methods of `owner` named in `names` (space-separated). */
const methods = (owner: object, names: string): object[] =>
  names.split(' ').map((name) => (owner as Record<string, object>)[name]);
/** Intrinsics whose arguments are stored or compared, never converted or walked (only their length is work). */
const STRUCTURAL = new WeakSet<object>([
  Object.keys,
  Object.values,
  Object.entries,
  Array.isArray,
  Array.of,
  ...methods(ARRAY, 'push unshift concat includes indexOf lastIndexOf'),
]);
/** Intrinsics that change their receiver. */
const MUTATORS = new WeakSet<object>(methods(ARRAY, 'push pop shift unshift splice fill copyWithin reverse sort'));
/** Intrinsics that read one item of their receiver, whatever its length. */
const CONSTANT = new WeakSet<object>([
  ...methods(STRING, 'at charAt charCodeAt codePointAt'),
  ...methods(ARRAY, 'at push pop'),
]);

/**
 * A function handed to an intrinsic as a callback (`map(String)`, `map(context.format)`), as
 * the intrinsic will call it: through the same checks as a call the expression writes. (The
 * expression's own closures check their arguments themselves.)
 */
function callback(fn: (...args: unknown[]) => unknown): (...args: unknown[]) => unknown {
  return grant(function (this: unknown, ...args: unknown[]) {
    return invoke(fn, guard(this), args);
  });
}

/**
 * Calls a function the subset may call (see {@link isCallable}) with the expression's
 * arguments: counted (an intrinsic by the work it will do, before it runs), each argument data
 * (the app's functions get data checked all the way down), callbacks checked when the
 * intrinsic calls them, and the result checked like a read.
 */
export function invoke(fn: (...args: unknown[]) => unknown, receiver: unknown, args: unknown[]): unknown {
  for (const arg of args) guard(arg);
  const intrinsic = intrinsics().has(fn);
  if (intrinsic) {
    charge(workOf(fn, receiver, args));
    // A call that stores its arguments in its receiver (`push`, `splice`…) stores data only.
    if (MUTATORS.has(fn)) for (const arg of args) measure(arg);
    for (let i = 0; i < args.length; i++) {
      const arg = args[i];
      if (typeof arg === 'function' && !closures.has(arg)) args[i] = callback(arg as (...a: unknown[]) => unknown);
    }
    // A reviver may not hand back a function: it would land under any key, `toString` too.
    if (fn === JSON.parse && typeof args[1] === 'function') {
      const reviver = args[1] as (...a: unknown[]) => unknown;
      args[1] = function (this: unknown, ...revived: unknown[]) {
        return storable(noFunction(reviver.apply(this, revived)));
      };
    }
  } else {
    charge(1);
    // The app's function may walk what it is given (serialise, format): its expanded size is
    // work, as for JSON.stringify (found by the subset fuzzer, seed 7007561: 20 calls built
    // a structure of 2^20 paths that the app's function then spent 140 ms on).
    for (const arg of args) charge(measure(arg));
    dataChanged(); // the app's function may change its data
  }
  const out = guard(fn.apply(receiver, args));
  if (intrinsic && MUTATORS.has(fn)) dataChanged();
  if (fn === Object.fromEntries && out) checkEntries(out);
  return account(out);
}

function noFunction(value: unknown): unknown {
  if (typeof value === 'function') throw new OutsideSubset('a function from a JSON reviver');
  return value;
}

/**
 * Makes a closure of an expression: callable by the subset (and by natives such as `map`,
 * `sort`, `replace`, and the app); each call is counted and each argument must be data. Called
 * outside any evaluation (the app calls it later), it runs on a budget of its own and never
 * throws: a failure yields `undefined` and one warning.
 */
let closuresMade = 0;
export function closure(body: (args: unknown[]) => unknown): (...args: unknown[]) => unknown {
  const id = ++closuresMade;
  const fn = (...args: unknown[]): unknown => {
    if (!meter) {
      try {
        return metered(() => fn(...args));
      } catch (error) {
        const stopped = error instanceof BudgetExceeded;
        warnOnce(`closure-failed:${id}`, closureFailed(stopped), stopped ? error.message : error);
        return undefined;
      }
    }
    charge(1);
    for (const arg of args) guard(arg);
    return body(args);
  };
  granted.add(fn);
  closures.add(fn);
  return fn;
}
