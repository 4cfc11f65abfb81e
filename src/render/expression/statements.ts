/**
 * The parser's statements: a program, a block, `var`/`let`/`const`, `return`, `if`/`else`, and
 * a function's body; everything else is an expression (./expressions.ts) standing as a statement.
 */
import { atEnd, eat, expect, is, name, nested } from './cursor.ts';
import { evaluator } from './expressions.ts';
import { OutsideSubset } from './lexer.ts';
import { run, type Ev, type Scope } from './runtime.ts';

/** The body of an arrow function after its `=>`: a block, or one expression whose value it returns. */
export function functionBody(): Ev[] {
  if (eat('{')) return statements('}');
  const e = evaluator(1);
  return [
    (s: Scope) => {
      s.done = true;
      s.value = e(s);
    },
  ];
}

/** Statements up to `end` (read too), by default the end of the source: a whole program. */
export function statements(end = 'eof'): Ev[] {
  const list: Ev[] = [];
  while (!(end === 'eof' ? atEnd() : eat(end))) {
    if (atEnd()) throw new OutsideSubset(`expected ${end}`);
    list.push(statement());
  }
  return list;
}

const statement = (): Ev => nested(statementAt, undefined);

function statementAt(): Ev {
  let result: Ev;
  if (eat(';')) return () => undefined;
  if (eat('{')) {
    const body = statements('}');
    return (s) => run(body, s);
  }
  if (eat('var') || eat('let') || eat('const')) {
    const decls: [string, Ev | undefined][] = [];
    do {
      const id = name();
      decls.push([id, eat('=') ? evaluator(1) : undefined]);
    } while (eat(','));
    result = (s) => {
      for (const [id, init] of decls) s.vars[id] = init?.(s);
    };
  } else if (eat('return')) {
    const value = is(';') || is('}') || atEnd() ? undefined : evaluator(0);
    result = (s) => {
      s.value = value?.(s);
      s.done = true;
    };
  } else if (eat('if')) {
    expect('(');
    const test = evaluator(0);
    expect(')');
    const then = statement();
    const otherwise = eat('else') ? statement() : undefined;
    return (s) => (test(s) ? then(s) : otherwise?.(s));
  } else {
    result = evaluator(0);
  }
  eat(';');
  return result;
}
