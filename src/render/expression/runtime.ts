/**
 * What compiled expressions run on: their scope chain, operators, property access through the
 * capability checks (./capabilities.ts), name lookup (local variables, expression names,
 * builtins, then state keys) and statement sequencing with `return`.
 */
import { isForbiddenKey } from '../../core/index.ts';
import {
  BlockedProperty,
  BUILTINS,
  BudgetExceeded,
  capLength,
  charge,
  checkEntry,
  dataChanged,
  guard,
  isWritable,
  MAX_LENGTH,
  measure,
  storable,
} from './capabilities.ts';
import { OutsideSubset } from './lexer.ts';

/** Variables of one function body, the names the code may read, and the `return` signal. */
export interface Scope {
  vars: Record<string, unknown>;
  parent?: Scope;
  globals: Record<string, unknown>;
  done?: boolean;
  value?: unknown;
}

export type Ev = (s: Scope) => unknown;

type Any = any; // eslint-disable-line @typescript-eslint/no-explicit-any -- the interpreter works on arbitrary values

/** The binary operators (a map, not a switch: fewer bytes). */
const BINARY: Record<string, (a: Any, b: Any) => unknown> = {
  '+': (a, b) => a + b,
  '-': (a, b) => a - b,
  '*': (a, b) => a * b,
  '/': (a, b) => a / b,
  '%': (a, b) => a % b,
  '**': (a, b) => a ** b,
  '==': (a, b) => a == b, // eslint-disable-line eqeqeq
  '!=': (a, b) => a != b, // eslint-disable-line eqeqeq
  '===': (a, b) => a === b,
  '!==': (a, b) => a !== b,
  '<': (a, b) => a < b,
  '>': (a, b) => a > b,
  '<=': (a, b) => a <= b,
  '>=': (a, b) => a >= b,
  '&': (a, b) => a & b,
  '|': (a, b) => a | b,
  '^': (a, b) => a ^ b,
  '<<': (a, b) => a << b,
  '>>': (a, b) => a >> b,
  '>>>': (a, b) => a >>> b,
  in: (a, b) => {
    checkKey(a);
    return a in b;
  },
};

export function binary(op: string): (a: Any, b: Any) => unknown {
  if (!Object.hasOwn(BINARY, op)) throw new OutsideSubset(op);
  return BINARY[op];
}

/** Work an operator does on an operand: a string is read character by character (compared, parsed as a number). */
const cost = (value: unknown): number => (typeof value === 'string' ? value.length : 1);

/**
 * `op` applied with the checks operands need: an object operand is converted by its
 * `toString`/`valueOf` (measured first: see `measure`; no object an expression made holds a
 * function there), strings are counted by their length, and a string result is capped.
 * A concatenation costs nothing until something reads it (that read is counted).
 */
export function operator(op: string): (a: unknown, b: unknown) => unknown {
  const f = binary(op);
  if (op === '===' || op === '!==')
    return (a, b) => {
      if (typeof a === 'string' && typeof b === 'string') charge(Math.min(a.length, b.length));
      return f(a, b);
    };
  const concatenates = op === '+';
  return (a, b) => {
    if (typeof a === 'object') charge(measure(a));
    if (typeof b === 'object') charge(measure(b));
    if (!concatenates) charge(cost(a) + cost(b));
    return capLength(f(a, b));
  };
}

/** `value` as text (template literals, keys): measured when it is an object, capped after. */
export function text(value: unknown): string {
  if (typeof value === 'object') charge(measure(value));
  return capLength(String(value));
}

export function checkKey(key: unknown): PropertyKey {
  const k = typeof key === 'symbol' ? key : typeof key === 'string' ? key : text(key);
  if (isForbiddenKey(k as string)) throw new BlockedProperty(String(k));
  return k;
}

export function read(obj: Any, key: unknown): unknown {
  const k = checkKey(key);
  if (obj == null) throw new TypeError(`Cannot read properties of ${obj} (reading '${String(k)}')`);
  charge(1);
  return guard(obj[k]);
}

/** Whether writing `key` would make `array` sparse and huge (later copies would allocate all of it). */
const growsArray = (array: unknown[], key: PropertyKey, value: unknown): boolean =>
  key === 'length'
    ? Number(value) > MAX_LENGTH
    : typeof key === 'string' && /^\d+$/.test(key) && Number(key) >= Math.max(MAX_LENGTH, array.length + 1);

export function write(obj: Any, key: unknown, value: unknown): unknown {
  const k = checkKey(key);
  if (obj == null || (typeof obj !== 'object' && typeof obj !== 'function'))
    throw new TypeError(`Cannot set property '${String(k)}' of ${obj}`);
  if (!isWritable(obj))
    throw new OutsideSubset(`a write to an object that is not the expression's data (${String(k)})`);
  if (Array.isArray(obj) && growsArray(obj, k, value))
    throw new BudgetExceeded(`an array of ${String(k === 'length' ? value : k)} items`);
  checkEntry(k, value);
  // What lands in data is data all the way down: an array a call made may still hold instances.
  if (value !== null && typeof value === 'object') measure(value);
  charge(1);
  dataChanged();
  obj[k] = storable(value);
  return value;
}

export function remove(obj: Any, key: unknown): boolean {
  const k = checkKey(key);
  if (obj == null) return true;
  if (!isWritable(obj))
    throw new OutsideSubset(`a delete from an object that is not the expression's data (${String(k)})`);
  dataChanged();
  return delete obj[k];
}

/** Host globals, named even where they do not exist (the server has no `window`). */
const HOST_GLOBALS = new Set(
  'window document self top parent frames opener location history navigator localStorage sessionStorage alert open postMessage require process global module globalThis'.split(
    ' ',
  ),
);

/** A bare name that is no state key but a global of the host: the code is not written for the subset. */
const isHostGlobal = (name: string): boolean => HOST_GLOBALS.has(name) || name in globalThis;

export function lookup(s: Scope, name: string): unknown {
  for (let c: Scope | undefined = s; c; c = c.parent) if (name in c.vars) return c.vars[name];
  const { globals } = s;
  if (Object.hasOwn(globals, name)) return guard(globals[name]);
  if (Object.hasOwn(BUILTINS, name)) return BUILTINS[name];
  const state = globals.state as Any;
  if (state && typeof state === 'object' && name in state) return guard(state[name]);
  if (isHostGlobal(name)) throw new OutsideSubset(name);
  throw new ReferenceError(`${name} is not defined`);
}

export function assignName(s: Scope, name: string, value: unknown): unknown {
  for (let c: Scope | undefined = s; c; c = c.parent) if (name in c.vars) return (c.vars[name] = storable(value));
  const { globals } = s;
  if (Object.hasOwn(globals, name) || Object.hasOwn(BUILTINS, name)) throw new OutsideSubset(`assignment to ${name}`);
  const state = globals.state as Any;
  if (!(state && typeof state === 'object' && name in state) && isHostGlobal(name)) throw new OutsideSubset(name);
  return write(state, name, value);
}

/** Runs statements in order; a `return` stops them. Yields the returned or the last value. */
export function run(body: readonly Ev[], s: Scope): unknown {
  let last: unknown;
  for (const statement of body) {
    last = statement(s);
    if (s.done) return s.value;
  }
  return last;
}
