/**
 * What compiled expressions run on: their scope chain, operators, property access that refuses
 * blocked names, name lookup (local variables, expression names, builtins, then state keys) and
 * statement sequencing with `return`.
 */
import { BLOCKED, BUILTINS, BlockedProperty } from './allowed.ts';
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
/* eslint-disable @typescript-eslint/no-explicit-any -- the interpreter works on arbitrary values */
type Any = any;

export function binary(op: string): (a: Any, b: Any) => unknown {
  switch (op) {
    case '+': return (a, b) => a + b;
    case '-': return (a, b) => a - b;
    case '*': return (a, b) => a * b;
    case '/': return (a, b) => a / b;
    case '%': return (a, b) => a % b;
    case '**': return (a, b) => a ** b;
    case '==': return (a, b) => a == b; // eslint-disable-line eqeqeq
    case '!=': return (a, b) => a != b; // eslint-disable-line eqeqeq
    case '===': return (a, b) => a === b;
    case '!==': return (a, b) => a !== b;
    case '<': return (a, b) => a < b;
    case '>': return (a, b) => a > b;
    case '<=': return (a, b) => a <= b;
    case '>=': return (a, b) => a >= b;
    case '&': return (a, b) => a & b;
    case '|': return (a, b) => a | b;
    case '^': return (a, b) => a ^ b;
    case '<<': return (a, b) => a << b;
    case '>>': return (a, b) => a >> b;
    case '>>>': return (a, b) => a >>> b;
    case 'in': return (a, b) => { checkKey(a); return a in b; };
    default: throw new OutsideSubset(op);
  }
}

export function checkKey(key: unknown): PropertyKey {
  const k = typeof key === 'symbol' ? key : String(key);
  if (BLOCKED.has(k as string)) throw new BlockedProperty(String(k));
  return k;
}

export function read(obj: Any, key: unknown): unknown {
  const k = checkKey(key);
  if (obj == null) throw new TypeError(`Cannot read properties of ${obj} (reading '${String(k)}')`);
  return obj[k];
}

export function write(obj: Any, key: unknown, value: unknown): unknown {
  const k = checkKey(key);
  if (obj == null || (typeof obj !== 'object' && typeof obj !== 'function')) throw new TypeError(`Cannot set property '${String(k)}' of ${obj}`);
  obj[k] = value;
  return value;
}

export function lookup(s: Scope, name: string): unknown {
  for (let c: Scope | undefined = s; c; c = c.parent) if (name in c.vars) return c.vars[name];
  const { globals } = s;
  if (Object.hasOwn(globals, name)) return globals[name];
  if (Object.hasOwn(BUILTINS, name)) return BUILTINS[name];
  const state = globals.state as Any;
  if (state && typeof state === 'object' && name in state) return state[name];
  throw new ReferenceError(`${name} is not defined`);
}

export function assignName(s: Scope, name: string, value: unknown): unknown {
  for (let c: Scope | undefined = s; c; c = c.parent) if (name in c.vars) return (c.vars[name] = value);
  if (Object.hasOwn(s.globals, name) || Object.hasOwn(BUILTINS, name)) throw new OutsideSubset(`assignment to ${name}`);
  return write(s.globals.state, name, value);
}

/** Runs statements in order; a `return` stops them. Yields the returned or the last value. */
export function run(body: Ev[], s: Scope): unknown {
  let last: unknown;
  for (const statement of body) {
    last = statement(s);
    if (s.done) return s.value;
  }
  return last;
}

