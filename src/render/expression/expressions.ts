/**
 * The parser's expressions, read by precedence climbing (Pratt): literals, names, member access
 * and calls, unary, binary, logical, ternary, comma and assignment operators, arrow functions.
 * What each form compiles to is in ./parse-nodes.ts; a function's body is read by
 * ./statements.ts, a template's `${…}` by ./templates.ts.
 */
import { isForbiddenKey } from '../../core/index.ts';
import { BlockedProperty } from './capabilities.ts';
import { arrowAhead, eat, expect, is, name, nested, next, peek } from './cursor.ts';
import { OutsideSubset } from './lexer.ts';
import {
  assigner,
  call,
  functionNode,
  member,
  numeric,
  objectNode,
  spreadInto,
  update,
  type Node,
  type ObjectProp,
} from './parse-nodes.ts';
import { lookup, operator, remove, type Ev } from './runtime.ts';
import { functionBody } from './statements.ts';
import { template } from './templates.ts';

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

/** An arrow function, its parameters read: its body follows the `=>`. */
const arrow = (params: string[], rest?: string): Node => functionNode(params, rest, functionBody());

/** Comma-separated items up to `close`, each optionally spread (`...x`). */
function list(close: string): [Ev, boolean][] {
  const items: [Ev, boolean][] = [];
  while (!eat(close)) {
    if (eat(',')) {
      items.push([() => undefined, false]);
      continue;
    }
    const spread = eat('...');
    items.push([evaluator(1), spread]);
    if (!is(close)) expect(',');
  }
  return items;
}

function objectLiteral(): Node {
  const props: ObjectProp[] = [];
  while (!eat('}')) {
    if (eat('...')) props.push(['', evaluator(1), 'spread']);
    else {
      const t = next();
      let key: Ev | string;
      if (t.kind === 'op' && t.value === '[') {
        key = evaluator(1);
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
        props.push([key, evaluator(1), 'prop']);
      }
    }
    if (!is('}')) expect(',');
  }
  return objectNode(props);
}

function prefix(): Node {
  const t = next();
  if (t.kind === 'num' || t.kind === 'str') {
    const v = t.value;
    return { evaluate: () => v };
  }
  if (t.kind === 'tpl') return template(t);
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
      const operand = evaluator(16);
      return { evaluate: (s) => void operand(s) };
    }
    if (id === 'delete') {
      const target = expression(16);
      if (!target.key) throw new OutsideSubset('delete');
      return { evaluate: (s) => remove(target.object!.evaluate(s), target.key!(s)) };
    }
    if (eat('=>')) return arrow([id]);
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
        const inner = evaluator(0);
        expect(')');
        return { evaluate: inner };
      }
      case '[': {
        const items = list(']');
        return { evaluate: (s) => spreadInto(items, s) };
      }
      case '{':
        return objectLiteral();
      case '!': {
        const v = evaluator(16);
        return { evaluate: (s) => !v(s) };
      }
      case '-': {
        const v = evaluator(16);
        return { evaluate: (s) => -(numeric(v(s)) as number) };
      }
      case '+': {
        const v = evaluator(16);
        return { evaluate: (s) => +(numeric(v(s)) as number) };
      }
      case '~': {
        const v = evaluator(16);
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
  const value = evaluator(1);
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

export const expression = (min: number): Node => nested(expressionFrom, min);

/** What the expression ahead (of operators binding tighter than `min`) evaluates to, compiled. */
export const evaluator = (min: number): Ev => expression(min).evaluate;

function expressionFrom(min: number): Node {
  let left = prefix();
  for (;;) {
    const t = peek();
    if (t.kind === 'tpl') throw new OutsideSubset('tagged template');
    const op =
      t.kind === 'op' || (t.kind === 'id' && (t.value === 'in' || t.value === 'instanceof')) ? (t.value as string) : '';
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
        if (optional && eat('(')) {
          left = call(left, list(')'), true);
          break;
        }
        if (optional && eat('[')) {
          const key = evaluator(0);
          expect(']');
          left = member(left, key, true);
          break;
        }
        const key = name();
        left = member(left, () => key, optional);
        break;
      }
      case '[': {
        const key = evaluator(0);
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
        const then = evaluator(1);
        expect(':');
        const otherwise = evaluator(1);
        left = { evaluate: (s) => (test(s) ? then(s) : otherwise(s)) };
        break;
      }
      case '&&':
      case '||':
      case '??': {
        const a = left.evaluate;
        const b = evaluator(bp);
        left = {
          evaluate: op === '&&' ? (s) => a(s) && b(s) : op === '||' ? (s) => a(s) || b(s) : (s) => a(s) ?? b(s),
        };
        break;
      }
      case ',': {
        const a = left.evaluate;
        const b = evaluator(bp);
        left = { evaluate: (s) => (a(s), b(s)) };
        break;
      }
      default: {
        const a = left.evaluate;
        const b = evaluator(op === '**' ? bp - 1 : bp);
        const f = operator(op);
        left = { evaluate: (s) => f(a(s), b(s)) };
      }
    }
  }
}
