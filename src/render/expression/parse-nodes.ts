/**
 * What the parser's expressions (./expressions.ts) compile to: the evaluators of object and array
 * literals, functions, member access, calls and assignments, over the runtime's checked operations
 * (./runtime.ts) and the capabilities' counts (./capabilities.ts). Nothing here reads tokens.
 */
import {
  account,
  charge,
  checkEntries,
  checkEntry,
  closure,
  guard,
  invoke,
  isCallable,
  measure,
  storable,
} from './capabilities.ts';
import { OutsideSubset } from './lexer.ts';
import { assignName, checkKey, lookup, read, run, write, type Ev, type Scope } from './runtime.ts';

/** A compiled node: its evaluator plus what assignment, `delete`, `typeof` and calls need to know. */
export interface Node {
  evaluate: Ev;
  /** A variable reference: its name. */
  name?: string;
  /** A member access: the object and the key. */
  object?: Node;
  key?: Ev;
  /** Part of an optional chain (`a?.b.optionalChain`): a nullish link ends the whole chain. */
  optionalChain?: boolean;
}

type Any = any; // eslint-disable-line @typescript-eslint/no-explicit-any -- the interpreter works on arbitrary values

/** An operand of `-`, `+` or `~`: an object is converted by its own methods, measured first; a string is parsed. */
export function numeric(value: unknown): unknown {
  charge(typeof value === 'object' ? measure(value) : typeof value === 'string' ? value.length : 1);
  return value;
}

/** An arrow function with parameters `params` (and `...rest`) and `body`. */
export function functionNode(params: string[], rest: string | undefined, body: Ev[]): Node {
  return {
    // Natives (map, sort, replace…) and the app call closures too: each call is counted, each argument checked.
    evaluate: (s) =>
      closure((args) => {
        const scope: Scope = { vars: Object.create(null), parent: s, globals: s.globals };
        params.forEach((p, i) => (scope.vars[p] = args[i]));
        if (rest) scope.vars[rest] = args.slice(params.length);
        run(body, scope);
        return scope.value;
      }),
  };
}

/** One entry of an object literal: its key (the code of a computed one), its value, and whether it is a spread. */
export type ObjectProp = [Ev | string, Ev, 'spread' | 'prop'];

/** An object literal of `props`: each a key (or the code of a computed one) and its value, or a spread. */
export function objectNode(props: ObjectProp[]): Node {
  return {
    evaluate: (s) => {
      const out: Record<string, unknown> = {};
      let spread = false;
      for (const [key, value, kind] of props) {
        if (kind === 'spread') {
          const source = value(s);
          // A string spreads into one key per character: counted before it is made.
          if (typeof source === 'string') charge(source.length);
          else if (source !== null && typeof source === 'object') charge(Object.keys(guard(source) as object).length);
          Object.assign(out, source);
          spread = true;
        } else {
          const k = checkKey(typeof key === 'string' ? key : key(s));
          const v = value(s);
          checkEntry(k, v);
          out[k as string] = storable(v);
        }
      }
      if (spread) checkEntries(out);
      charge(props.length);
      return out;
    },
  };
}

/** The values of an array literal's or a call's items (`[code, spread]`), spreads spread. */
export const spreadInto = (items: [Ev, boolean][], s: Scope): unknown[] => {
  const out: unknown[] = [];
  for (const [e, spread] of items) {
    if (!spread) {
      out.push(e(s));
      continue;
    }
    // Only arrays and strings spread: iterating anything else could run code that is not content's data.
    const source = e(s);
    if (typeof source === 'string') {
      charge(source.length);
      out.push(...source);
    } else if (Array.isArray(source)) for (const item of source) out.push(guard(item));
    else throw new OutsideSubset('a spread of a value that is neither an array nor a string');
  }
  return account(out);
};

/**
 * Writes `f(current value)` to an assignable node (the current value is read only when `f`
 * asks for it, so `x = 1` works for a name not defined yet).
 */
export function assigner(target: Node): (s: Scope, f: (old: () => unknown) => unknown) => unknown {
  if (target.name) {
    const id = target.name;
    return (s, f) =>
      assignName(
        s,
        id,
        f(() => lookup(s, id)),
      );
  }
  if (target.key) {
    const { object, key } = target;
    return (s, f) => {
      const obj = object!.evaluate(s) as Any;
      const at = key(s);
      return write(
        obj,
        at,
        f(() => read(obj, at)),
      );
    };
  }
  throw new OutsideSubset('invalid assignment target');
}

export function update(target: Node, delta: number, isPrefix: boolean): Node {
  const apply = assigner(target);
  return {
    evaluate: (s) => {
      let old: number | undefined;
      const value = apply(s, (get) => (old = Number(get())) + delta);
      return isPrefix ? value : old;
    },
  };
}

export function member(object: Node, key: Ev, optional: boolean): Node {
  const chain = optional || !!object.optionalChain;
  return {
    evaluate: (s) => {
      const obj = object.evaluate(s);
      return obj == null && chain ? undefined : read(obj, key(s));
    },
    object,
    key,
    optionalChain: chain,
  };
}

export function call(callee: Node, args: [Ev, boolean][], optional: boolean): Node {
  return {
    optionalChain: optional || callee.optionalChain,
    evaluate: (s) => {
      let receiver: unknown;
      let fn: unknown;
      let fnName: string;
      if (callee.key) {
        receiver = callee.object!.evaluate(s);
        if (receiver == null && callee.optionalChain) return undefined;
        fnName = String(checkKey(callee.key(s)));
        fn = read(receiver, fnName);
      } else {
        fn = callee.evaluate(s);
        fnName = callee.name ?? 'function';
      }
      if (fn == null && optional) return undefined;
      if (typeof fn !== 'function') throw new TypeError(`${fnName} is not a function`);
      // By identity: what the function is, never what it is called.
      if (!isCallable(fn)) throw new OutsideSubset(`call of ${fnName}`);
      return invoke(fn as (...a: unknown[]) => unknown, receiver, spreadInto(args, s));
    },
  };
}
