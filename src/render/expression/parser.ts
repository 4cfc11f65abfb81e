/**
 * A Pratt parser for the safe expression subset that compiles straight to closures, so a
 * binding is parsed once and then runs as plain function calls. The subset: literals (incl.
 * template, array, object), member access (`?.` too), arithmetic, comparison, logical, ternary
 * and comma operators, `typeof`/`void`/`delete`, assignments and `++`/`--` to variables and
 * members, arrow functions, `var`/`let`/`const`, `return`, `if`/`else`, and calls of an
 * the functions ./capabilities.ts grants (decided by identity, at run time). No loops, no `new`,
 * no `this`, no regular expressions, no tagged templates: those raise {@link OutsideSubset}.
 * `__proto__`, `prototype` and `constructor` raise {@link BlockedProperty}.
 */
import { account, BLOCKED, BlockedProperty, checkCall, grant, guard, isCallable, measure, metered, step, storable } from './capabilities.ts';
import { OutsideSubset, tokenize, type Token } from './lexer.ts';
import { assignName, checkKey, lookup, operator, read, remove, run, text, write, type Ev, type Scope } from './runtime.ts';

export type { Scope };

export { BlockedProperty, OutsideSubset };

/** A compiled node: its evaluator plus, for assignable nodes, the variable name or object/key. */
interface Node { e: Ev; n?: string; o?: Node; k?: Ev; c?: boolean }

/** A compiled program: runs against the given readable names (`state`, `event`…). */
export type Program = (globals: Record<string, unknown>) => unknown;

const BINDING: Record<string, number> = {
  ',': 1, '?': 3, '??': 4, '||': 5, '&&': 6, '|': 7, '^': 8, '&': 9,
  '==': 10, '!=': 10, '===': 10, '!==': 10, '<': 11, '>': 11, '<=': 11, '>=': 11, in: 11,
  '<<': 12, '>>': 12, '>>>': 12, '+': 13, '-': 13, '*': 14, '/': 14, '%': 14, '**': 15,
  '++': 17, '--': 17, '.': 18, '?.': 18, '[': 18, '(': 18,
};
for (const op of ['=', '+=', '-=', '*=', '/=', '%=', '**=', '<<=', '>>=', '>>>=', '&=', '|=', '^=', '&&=', '||=', '??=']) BINDING[op] = 2;
const OUTSIDE_WORDS = new Set(['new', 'function', 'this', 'class', 'super', 'await', 'yield', 'async', 'import', 'with', 'for', 'while', 'do', 'switch', 'try', 'throw', 'debugger', 'instanceof']);

type Any = any; // eslint-disable-line @typescript-eslint/no-explicit-any -- the interpreter works on arbitrary values

/** An operand of `-`, `+` or `~`: an object is converted by its own methods, measured first. */
function numeric(value: unknown): unknown {
  if (typeof value === 'object') measure(value);
  return value;
}

/** Parses and compiles `src`. Throws {@link OutsideSubset} or {@link BlockedProperty}. */
export function compile(src: string): Program {
  const body = parseProgram(tokenize(src));
  return (globals) => run(body, { vars: Object.create(null), globals });
}

function parseProgram(source: Token[]): Ev[] {
  let tokens = source;
  let pos = 0;
  const peek = (offset = 0): Token => tokens[Math.min(pos + offset, tokens.length - 1)];
  const next = (): Token => tokens[pos++] ?? tokens[tokens.length - 1];
  const is = (v: string, t = peek()): boolean => (t.k === 'op' || t.k === 'id') && t.v === v;
  const eat = (v: string): boolean => (is(v) ? (pos++, true) : false);
  const expect = (v: string): void => { if (!eat(v)) throw new OutsideSubset(`expected ${v}`); };
  const name = (): string => {
    const t = next();
    if (t.k !== 'id') throw new OutsideSubset('expected a name');
    if (BLOCKED.has(t.v as string)) throw new BlockedProperty(t.v as string);
    return t.v as string;
  };

  function statements(end: string): Ev[] {
    const list: Ev[] = [];
    while (!(end === 'eof' ? peek().k === 'eof' : is(end))) {
      if (peek().k === 'eof') throw new OutsideSubset(`expected ${end}`);
      list.push(statement());
    }
    if (end !== 'eof') next();
    return list;
  }

  function statement(): Ev {
    const t = peek();
    let result: Ev;
    if (eat(';')) return () => undefined;
    if (eat('{')) {
      const body = statements('}');
      return (s) => run(body, s);
    }
    if (t.k === 'id' && (t.v === 'var' || t.v === 'let' || t.v === 'const')) {
      next();
      const decls: [string, Ev | undefined][] = [];
      do {
        const id = name();
        decls.push([id, eat('=') ? expression(1).e : undefined]);
      } while (eat(','));
      result = (s) => { for (const [id, init] of decls) s.vars[id] = init?.(s); };
    } else if (t.k === 'id' && t.v === 'return') {
      next();
      const value = is(';') || is('}') || peek().k === 'eof' ? undefined : expression(0).e;
      result = (s) => { s.value = value?.(s); s.done = true; };
    } else if (t.k === 'id' && t.v === 'if') {
      next();
      expect('(');
      const test = expression(0).e;
      expect(')');
      const then = statement();
      const otherwise = eat('else') ? statement() : undefined;
      return (s) => (test(s) ? then(s) : otherwise?.(s));
    } else {
      result = expression(0).e;
    }
    eat(';');
    return result;
  }

  /** True when the `(` just read opens an arrow function's parameter list. */
  function arrowAhead(): boolean {
    let depth = 1;
    for (let i = pos; i < tokens.length; i++) {
      const t = tokens[i];
      if (t.k !== 'op') continue;
      if (t.v === '(' || t.v === '[' || t.v === '{') depth++;
      else if ((t.v === ')' || t.v === ']' || t.v === '}') && --depth === 0) return is('=>', tokens[i + 1]);
    }
    return false;
  }

  function arrow(params: string[], rest?: string): Node {
    const body: Ev[] = eat('{') ? statements('}') : [((e) => (s: Scope) => { s.done = true; s.value = e(s); })(expression(1).e)];
    return {
      e: (s) => {
        // Natives (map, sort, replace…) call closures too: each call is a step of the budget.
        const fn = (...args: unknown[]) => metered(() => {
          step();
          const scope: Scope = { vars: Object.create(null), parent: s, globals: s.globals };
          params.forEach((p, i) => (scope.vars[p] = args[i]));
          if (rest) scope.vars[rest] = args.slice(params.length);
          run(body, scope);
          return scope.value;
        });
        return grant(fn);
      },
    };
  }

  /** Comma-separated items up to `close`, each optionally spread (`...x`). */
  function list(close: string): [Ev, boolean][] {
    const items: [Ev, boolean][] = [];
    while (!eat(close)) {
      if (is(',')) { next(); items.push([() => undefined, false]); continue; }
      const spread = eat('...');
      items.push([expression(1).e, spread]);
      if (!is(close)) expect(',');
    }
    return items;
  }
  const spreadInto = (items: [Ev, boolean][], s: Scope): unknown[] => {
    const out: unknown[] = [];
    for (const [e, spread] of items) spread ? out.push(...(e(s) as Iterable<unknown>)) : out.push(e(s));
    return account(out);
  };

  function objectLiteral(): Node {
    const props: [Ev | string, Ev, 'spread' | 'prop'][] = [];
    while (!eat('}')) {
      if (eat('...')) props.push(['', expression(1).e, 'spread']);
      else {
        const t = next();
        let key: Ev | string;
        if (t.k === 'op' && t.v === '[') { key = expression(1).e; expect(']'); }
        else if (t.k === 'id' || t.k === 'str' || t.k === 'num') key = String(t.v);
        else throw new OutsideSubset('object key');
        if (typeof key === 'string' && BLOCKED.has(key)) throw new BlockedProperty(key);
        if (is(',') || is('}')) {
          if (typeof key !== 'string' || t.k !== 'id') throw new OutsideSubset('shorthand');
          const id = key;
          props.push([key, (s) => lookup(s, id), 'prop']);
        } else {
          expect(':');
          props.push([key, expression(1).e, 'prop']);
        }
      }
      if (!is('}')) expect(',');
    }
    return {
      e: (s) => {
        const out: Record<string, unknown> = {};
        for (const [key, value, kind] of props) {
          if (kind === 'spread') Object.assign(out, value(s));
          else out[checkKey(typeof key === 'string' ? key : key(s)) as string] = storable(value(s));
        }
        return out;
      },
    };
  }

  /** Compiles the source of one `${…}` with this program's names in view. */
  function interpolation(code: string): Ev {
    const saved = [tokens, pos] as const;
    tokens = tokenize(code);
    pos = 0;
    const e = expression(0).e;
    if (peek().k !== 'eof') throw new OutsideSubset('template expression');
    [tokens, pos] = saved;
    return e;
  }

  function prefix(): Node {
    const t = next();
    if (t.k === 'num' || t.k === 'str') { const v = t.v; return { e: () => v }; }
    if (t.k === 'tpl') {
      const { strings, sources } = t.parts!;
      const parts = sources.map(interpolation);
      return { e: (s) => strings.reduce((out, str, i) => account(out + str + (i < parts.length ? text(parts[i](s)) : '')), '') };
    }
    if (t.k === 'id') {
      const id = t.v as string;
      if (OUTSIDE_WORDS.has(id)) throw new OutsideSubset(id);
      if (id === 'true' || id === 'false') { const v = id === 'true'; return { e: () => v }; }
      if (id === 'null') return { e: () => null };
      if (id === 'typeof') {
        const operand = expression(16);
        return { e: (s) => { try { return typeof operand.e(s); } catch (error) { if (operand.n && error instanceof ReferenceError) return 'undefined'; throw error; } } };
      }
      if (id === 'void') { const operand = expression(16).e; return { e: (s) => void operand(s) }; }
      if (id === 'delete') {
        const target = expression(16);
        if (!target.k) throw new OutsideSubset('delete');
        return { e: (s) => remove(target.o!.e(s), target.k!(s)) };
      }
      if (is('=>')) { next(); return arrow([id]); }
      if (BLOCKED.has(id)) throw new BlockedProperty(id);
      return { e: (s) => lookup(s, id), n: id };
    }
    if (t.k === 'op') {
      switch (t.v) {
        case '(': {
          if (arrowAhead()) {
            const params: string[] = [];
            let rest: string | undefined;
            while (!eat(')')) {
              if (eat('...')) rest = name(); else params.push(name());
              if (!is(')')) expect(',');
            }
            expect('=>');
            return arrow(params, rest);
          }
          const inner = expression(0);
          expect(')');
          return { e: inner.e };
        }
        case '[': { const items = list(']'); return { e: (s) => spreadInto(items, s) }; }
        case '{': return objectLiteral();
        case '!': { const v = expression(16).e; return { e: (s) => !v(s) }; }
        case '-': { const v = expression(16).e; return { e: (s) => -(numeric(v(s)) as number) }; }
        case '+': { const v = expression(16).e; return { e: (s) => +(numeric(v(s)) as number) }; }
        case '~': { const v = expression(16).e; return { e: (s) => ~(numeric(v(s)) as number) }; }
        case '++': case '--': return update(expression(16), t.v === '++' ? 1 : -1, true);
      }
    }
    throw new OutsideSubset(`unexpected ${String(t.v) || t.k}`);
  }

  /**
   * Writes `f(current value)` to an assignable node (the current value is read only when `f`
   * asks for it, so `x = 1` works for a name not defined yet).
   */
  function assigner(target: Node): (s: Scope, f: (old: () => unknown) => unknown) => unknown {
    if (target.n) {
      const id = target.n;
      return (s, f) => assignName(s, id, f(() => lookup(s, id)));
    }
    if (target.k) {
      const { o, k } = target;
      return (s, f) => { const obj = o!.e(s) as Any; const key = k!(s); return write(obj, key, f(() => read(obj, key))); };
    }
    throw new OutsideSubset('invalid assignment target');
  }

  function update(target: Node, delta: number, isPrefix: boolean): Node {
    const apply = assigner(target);
    return {
      e: (s) => {
        let old: number | undefined;
        const value = apply(s, (get) => (old = Number(get())) + delta);
        return isPrefix ? value : old;
      },
    };
  }

  function assignment(target: Node, op: string): Node {
    const apply = assigner(target);
    const value = expression(1).e;
    if (op === '=') return { e: (s) => apply(s, () => value(s)) };
    if (op === '||=' || op === '&&=' || op === '??=') {
      const get = target.e;
      return {
        e: (s) => {
          const old = get(s);
          const keep = op === '||=' ? old : op === '&&=' ? !old : old != null;
          return keep ? old : apply(s, () => value(s));
        },
      };
    }
    const combine = operator(op.slice(0, -1));
    return { e: (s) => apply(s, (get) => combine(get(), value(s))) };
  }

  function member(object: Node, key: Ev, optional: boolean): Node {
    const chain = optional || !!object.c;
    return {
      e: (s) => { const obj = object.e(s); return obj == null && chain ? undefined : read(obj, key(s)); },
      o: object, k: key, c: chain,
    };
  }

  function call(callee: Node, args: [Ev, boolean][], optional: boolean): Node {
    return {
      c: optional || callee.c,
      e: (s) => {
        let receiver: unknown;
        let fn: unknown;
        let fnName: string;
        if (callee.k) {
          receiver = callee.o!.e(s);
          if (receiver == null && callee.c) return undefined;
          fnName = String(checkKey(callee.k(s)));
          fn = read(receiver, fnName);
        } else {
          fn = callee.e(s);
          fnName = callee.n ?? 'function';
        }
        if (fn == null && optional) return undefined;
        if (typeof fn !== 'function') throw new TypeError(`${fnName} is not a function`);
        // By identity: what the function is, never what it is called.
        if (!isCallable(fn)) throw new OutsideSubset(`call of ${fnName}`);
        step();
        const values = spreadInto(args, s);
        for (const value of values) storable(value);
        checkCall(fn, receiver, values);
        return account(guard(fn.apply(receiver, values)));
      },
    };
  }

  function expression(min: number): Node {
    let left = prefix();
    for (;;) {
      const t = peek();
      if (t.k === 'tpl') throw new OutsideSubset('tagged template');
      const op = t.k === 'op' || (t.k === 'id' && (t.v === 'in' || t.v === 'instanceof')) ? (t.v as string) : '';
      if (op === 'instanceof') throw new OutsideSubset(op);
      const bp = BINDING[op];
      if (bp === undefined || bp <= min) return left;
      next();
      if (bp === 2) { left = assignment(left, op); continue; }
      switch (op) {
        case '.': case '?.': {
          const optional = op === '?.';
          if (optional && is('(')) { next(); left = call(left, list(')'), true); break; }
          if (optional && eat('[')) { const key = expression(0).e; expect(']'); left = member(left, key, true); break; }
          const key = name();
          left = member(left, () => key, optional);
          break;
        }
        case '[': { const key = expression(0).e; expect(']'); left = member(left, key, false); break; }
        case '(': left = call(left, list(')'), false); break;
        case '++': case '--': left = update(left, op === '++' ? 1 : -1, false); break;
        case '?': {
          const test = left.e;
          const then = expression(1).e;
          expect(':');
          const otherwise = expression(1).e;
          left = { e: (s) => (test(s) ? then(s) : otherwise(s)) };
          break;
        }
        case '&&': case '||': case '??': {
          const a = left.e;
          const b = expression(bp).e;
          left = { e: op === '&&' ? (s) => a(s) && b(s) : op === '||' ? (s) => a(s) || b(s) : (s) => a(s) ?? b(s) };
          break;
        }
        case ',': { const a = left.e; const b = expression(bp).e; left = { e: (s) => (a(s), b(s)) }; break; }
        default: {
          const a = left.e;
          const b = expression(op === '**' ? bp - 1 : bp).e;
          const f = operator(op);
          left = { e: (s) => f(a(s), b(s)) };
        }
      }
    }
  }

  const body = statements('eof');
  return body;
}
