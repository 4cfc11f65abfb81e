/**
 * A Pratt parser for the safe expression subset that compiles straight to closures, so a
 * binding is parsed once and then runs as plain function calls. The subset: literals (incl.
 * template, array, object), member access (`?.` too), arithmetic, comparison, logical, ternary
 * and comma operators, `typeof`/`void`/`delete`, assignments and `++`/`--` to variables and
 * members, arrow functions, `var`/`let`/`const`, `return`, `if`/`else`, and calls of
 * the functions ./capabilities.ts grants (decided by identity, at run time). No loops, no `new`,
 * no `this`, no regular expressions, no tagged templates: those raise {@link OutsideSubset}.
 * `__proto__`, `prototype` and `constructor` raise {@link BlockedProperty}.
 * This file reads the grammar (statements, expressions, the `${…}` of templates) over one
 * program's tokens; what each form compiles to is in ./parse-nodes.ts.
 */
import { isForbiddenKey } from '../../core/index.ts';
import { BlockedProperty } from './capabilities.ts';
import { OutsideSubset, tokenize, type LexerStats, type Token } from './lexer.ts';
import {
  assigner,
  call,
  functionNode,
  member,
  numeric,
  objectNode,
  spreadInto,
  templateNode,
  update,
  type Node,
  type ObjectProp,
} from './parse-nodes.ts';
import { lookup, operator, remove, run, type Ev, type Scope } from './runtime.ts';

export type { Scope };

export { BlockedProperty, OutsideSubset };

/** A compiled program: runs against the given readable names (`state`, `event`…). */
export type Program = (globals: Record<string, unknown>) => unknown;

/** Binding power of each operator: the operators of power 1, 2, 3… (none has 16), space-separated. */
const BINDING: Record<string, number> = {};
[
  ',',
  '= += -= *= /= %= **= <<= >>= >>>= &= |= ^= &&= ||= ??=',
  '?',
  '??',
  '||',
  '&&',
  '|',
  '^',
  '&',
  '== != === !==',
  '< > <= >= in',
  '<< >> >>>',
  '+ -',
  '* / %',
  '**',
  '',
  '++ --',
  '. ?. [ (',
].forEach((ops, level) => {
  for (const op of ops.split(' ')) if (op) BINDING[op] = level + 1;
});
const OUTSIDE_WORDS = new Set(
  'new function this class super await yield async import with for while do switch try throw debugger instanceof'.split(
    ' ',
  ),
);

/** Expressions and statements nested in one another (deeper code is refused, not parsed on the call stack). */
const MAX_DEPTH = 200;

/** For each opening bracket token, the index of its closing one (-1 if none): found in one pass. */
function closings(tokens: Token[]): Int32Array {
  const close = new Int32Array(tokens.length).fill(-1);
  const open: number[] = [];
  tokens.forEach((t, i) => {
    if (t.kind !== 'op') return;
    if (t.value === '(' || t.value === '[' || t.value === '{') open.push(i);
    else if (t.value === ')' || t.value === ']' || t.value === '}') {
      const at = open.pop();
      if (at !== undefined) close[at] = i;
    }
  });
  return close;
}

/**
 * Parses and compiles `src`; `stats` counts the tokenizer's work. The program is immutable: it
 * can run any number of times, for any scope. Throws {@link OutsideSubset} or {@link BlockedProperty}.
 */
export function compile(src: string, stats?: LexerStats): Program {
  const body = Object.freeze(parseProgram(tokenize(src, stats), stats));
  return (globals) => run(body, { vars: Object.create(null), globals });
}

function parseProgram(source: Token[], stats: LexerStats | undefined): Ev[] {
  let tokens = source;
  let closes = closings(tokens);
  let pos = 0;
  let depth = 0;
  const nest = (): void => {
    if (++depth > MAX_DEPTH) throw new OutsideSubset('code nested too deep');
  };
  const peek = (offset = 0): Token => tokens[Math.min(pos + offset, tokens.length - 1)];
  const next = (): Token => tokens[pos++] ?? tokens[tokens.length - 1];
  const is = (v: string, t = peek()): boolean => (t.kind === 'op' || t.kind === 'id') && t.value === v;
  const eat = (v: string): boolean => (is(v) ? (pos++, true) : false);
  const expect = (v: string): void => {
    if (!eat(v)) throw new OutsideSubset(`expected ${v}`);
  };
  const name = (): string => {
    const t = next();
    if (t.kind !== 'id') throw new OutsideSubset('expected a name');
    if (isForbiddenKey(t.value as string)) throw new BlockedProperty(t.value as string);
    return t.value as string;
  };

  function statements(end: string): Ev[] {
    const list: Ev[] = [];
    while (!(end === 'eof' ? peek().kind === 'eof' : is(end))) {
      if (peek().kind === 'eof') throw new OutsideSubset(`expected ${end}`);
      list.push(statement());
    }
    if (end !== 'eof') next();
    return list;
  }

  function statement(): Ev {
    nest();
    try {
      return statementAt();
    } finally {
      depth--;
    }
  }

  function statementAt(): Ev {
    const t = peek();
    let result: Ev;
    if (eat(';')) return () => undefined;
    if (eat('{')) {
      const body = statements('}');
      return (s) => run(body, s);
    }
    if (t.kind === 'id' && (t.value === 'var' || t.value === 'let' || t.value === 'const')) {
      next();
      const decls: [string, Ev | undefined][] = [];
      do {
        const id = name();
        decls.push([id, eat('=') ? expression(1).evaluate : undefined]);
      } while (eat(','));
      result = (s) => {
        for (const [id, init] of decls) s.vars[id] = init?.(s);
      };
    } else if (t.kind === 'id' && t.value === 'return') {
      next();
      const value = is(';') || is('}') || peek().kind === 'eof' ? undefined : expression(0).evaluate;
      result = (s) => {
        s.value = value?.(s);
        s.done = true;
      };
    } else if (t.kind === 'id' && t.value === 'if') {
      next();
      expect('(');
      const test = expression(0).evaluate;
      expect(')');
      const then = statement();
      const otherwise = eat('else') ? statement() : undefined;
      return (s) => (test(s) ? then(s) : otherwise?.(s));
    } else {
      result = expression(0).evaluate;
    }
    eat(';');
    return result;
  }

  /** True when the `(` just read opens an arrow function's parameter list. */
  function arrowAhead(): boolean {
    const close = closes[pos - 1];
    return close >= 0 && is('=>', tokens[close + 1] ?? tokens[tokens.length - 1]);
  }

  function arrow(params: string[], rest?: string): Node {
    const body: Ev[] = eat('{')
      ? statements('}')
      : [
          ((e) => (s: Scope) => {
            s.done = true;
            s.value = e(s);
          })(expression(1).evaluate),
        ];
    return functionNode(params, rest, body);
  }

  /** Comma-separated items up to `close`, each optionally spread (`...x`). */
  function list(close: string): [Ev, boolean][] {
    const items: [Ev, boolean][] = [];
    while (!eat(close)) {
      if (is(',')) {
        next();
        items.push([() => undefined, false]);
        continue;
      }
      const spread = eat('...');
      items.push([expression(1).evaluate, spread]);
      if (!is(close)) expect(',');
    }
    return items;
  }

  function objectLiteral(): Node {
    const props: ObjectProp[] = [];
    while (!eat('}')) {
      if (eat('...')) props.push(['', expression(1).evaluate, 'spread']);
      else {
        const t = next();
        let key: Ev | string;
        if (t.kind === 'op' && t.value === '[') {
          key = expression(1).evaluate;
          expect(']');
        } else if (t.kind === 'id' || t.kind === 'str' || t.kind === 'num') key = String(t.value);
        else throw new OutsideSubset('object key');
        if (typeof key === 'string' && isForbiddenKey(key)) throw new BlockedProperty(key);
        if (is(',') || is('}')) {
          if (typeof key !== 'string' || t.kind !== 'id') throw new OutsideSubset('shorthand');
          const id = key;
          props.push([key, (s) => lookup(s, id), 'prop']);
        } else {
          expect(':');
          props.push([key, expression(1).evaluate, 'prop']);
        }
      }
      if (!is('}')) expect(',');
    }
    return objectNode(props);
  }

  /** Compiles the source of one `${…}` with this program's names in view. */
  function interpolation(code: string): Ev {
    const saved = [tokens, closes, pos] as const;
    tokens = tokenize(code, stats);
    closes = closings(tokens);
    pos = 0;
    const e = expression(0).evaluate;
    if (peek().kind !== 'eof') throw new OutsideSubset('template expression');
    [tokens, closes, pos] = saved;
    return e;
  }

  function prefix(): Node {
    const t = next();
    if (t.kind === 'num' || t.kind === 'str') {
      const v = t.value;
      return { evaluate: () => v };
    }
    if (t.kind === 'tpl') {
      const { strings, sources } = t.parts!;
      const parts = sources.map(interpolation);
      return templateNode(strings, parts);
    }
    if (t.kind === 'id') {
      const id = t.value as string;
      if (OUTSIDE_WORDS.has(id)) throw new OutsideSubset(id);
      if (id === 'true' || id === 'false') {
        const v = id === 'true';
        return { evaluate: () => v };
      }
      if (id === 'null') return { evaluate: () => null };
      if (id === 'typeof') {
        const operand = expression(16);
        return {
          evaluate: (s) => {
            try {
              return typeof operand.evaluate(s);
            } catch (error) {
              if (operand.name && error instanceof ReferenceError) return 'undefined';
              throw error;
            }
          },
        };
      }
      if (id === 'void') {
        const operand = expression(16).evaluate;
        return { evaluate: (s) => void operand(s) };
      }
      if (id === 'delete') {
        const target = expression(16);
        if (!target.key) throw new OutsideSubset('delete');
        return { evaluate: (s) => remove(target.object!.evaluate(s), target.key!(s)) };
      }
      if (is('=>')) {
        next();
        return arrow([id]);
      }
      if (isForbiddenKey(id)) throw new BlockedProperty(id);
      return { evaluate: (s) => lookup(s, id), name: id };
    }
    if (t.kind === 'op') {
      switch (t.value) {
        case '(': {
          if (arrowAhead()) {
            const params: string[] = [];
            let rest: string | undefined;
            while (!eat(')')) {
              if (eat('...')) rest = name();
              else params.push(name());
              if (!is(')')) expect(',');
            }
            expect('=>');
            return arrow(params, rest);
          }
          const inner = expression(0);
          expect(')');
          return { evaluate: inner.evaluate };
        }
        case '[': {
          const items = list(']');
          return { evaluate: (s) => spreadInto(items, s) };
        }
        case '{':
          return objectLiteral();
        case '!': {
          const v = expression(16).evaluate;
          return { evaluate: (s) => !v(s) };
        }
        case '-': {
          const v = expression(16).evaluate;
          return { evaluate: (s) => -(numeric(v(s)) as number) };
        }
        case '+': {
          const v = expression(16).evaluate;
          return { evaluate: (s) => +(numeric(v(s)) as number) };
        }
        case '~': {
          const v = expression(16).evaluate;
          return { evaluate: (s) => ~(numeric(v(s)) as number) };
        }
        case '++':
        case '--':
          return update(expression(16), t.value === '++' ? 1 : -1, true);
      }
    }
    throw new OutsideSubset(`unexpected ${String(t.value) || t.kind}`);
  }

  function assignment(target: Node, op: string): Node {
    const apply = assigner(target);
    const value = expression(1).evaluate;
    if (op === '=') return { evaluate: (s) => apply(s, () => value(s)) };
    if (op === '||=' || op === '&&=' || op === '??=') {
      const get = target.evaluate;
      return {
        evaluate: (s) => {
          const old = get(s);
          const keep = op === '||=' ? old : op === '&&=' ? !old : old != null;
          return keep ? old : apply(s, () => value(s));
        },
      };
    }
    const combine = operator(op.slice(0, -1));
    return { evaluate: (s) => apply(s, (get) => combine(get(), value(s))) };
  }

  function expression(min: number): Node {
    nest();
    try {
      return expressionFrom(min);
    } finally {
      depth--;
    }
  }

  function expressionFrom(min: number): Node {
    let left = prefix();
    for (;;) {
      const t = peek();
      if (t.kind === 'tpl') throw new OutsideSubset('tagged template');
      const op =
        t.kind === 'op' || (t.kind === 'id' && (t.value === 'in' || t.value === 'instanceof'))
          ? (t.value as string)
          : '';
      if (op === 'instanceof') throw new OutsideSubset(op);
      const bp = BINDING[op];
      if (bp === undefined || bp <= min) return left;
      next();
      if (bp === 2) {
        left = assignment(left, op);
        continue;
      }
      switch (op) {
        case '.':
        case '?.': {
          const optional = op === '?.';
          if (optional && is('(')) {
            next();
            left = call(left, list(')'), true);
            break;
          }
          if (optional && eat('[')) {
            const key = expression(0).evaluate;
            expect(']');
            left = member(left, key, true);
            break;
          }
          const key = name();
          left = member(left, () => key, optional);
          break;
        }
        case '[': {
          const key = expression(0).evaluate;
          expect(']');
          left = member(left, key, false);
          break;
        }
        case '(':
          left = call(left, list(')'), false);
          break;
        case '++':
        case '--':
          left = update(left, op === '++' ? 1 : -1, false);
          break;
        case '?': {
          const test = left.evaluate;
          const then = expression(1).evaluate;
          expect(':');
          const otherwise = expression(1).evaluate;
          left = { evaluate: (s) => (test(s) ? then(s) : otherwise(s)) };
          break;
        }
        case '&&':
        case '||':
        case '??': {
          const a = left.evaluate;
          const b = expression(bp).evaluate;
          left = {
            evaluate: op === '&&' ? (s) => a(s) && b(s) : op === '||' ? (s) => a(s) || b(s) : (s) => a(s) ?? b(s),
          };
          break;
        }
        case ',': {
          const a = left.evaluate;
          const b = expression(bp).evaluate;
          left = { evaluate: (s) => (a(s), b(s)) };
          break;
        }
        default: {
          const a = left.evaluate;
          const b = expression(op === '**' ? bp - 1 : bp).evaluate;
          const f = operator(op);
          left = { evaluate: (s) => f(a(s), b(s)) };
        }
      }
    }
  }

  const body = statements('eof');
  return body;
}
