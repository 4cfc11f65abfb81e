/**
 * The parser's template literals: the source of each `${…}` is read as an expression
 * (./expressions.ts) with the program's names in view, and the literal joins the strings and
 * the values in between as text.
 */
import { capLength } from './capabilities.ts';
import { atEnd, parseSource } from './cursor.ts';
import { evaluator } from './expressions.ts';
import { OutsideSubset, type Token } from './lexer.ts';
import type { Node } from './parse-nodes.ts';
import { text, type Ev } from './runtime.ts';

/** A template literal token (`kind: 'tpl'`), its `${…}` parts compiled. */
export function template(t: Token): Node {
  const { strings, sources } = t.parts!;
  const parts = sources.map(interpolation);
  return {
    evaluate: (s) =>
      strings.reduce((out, str, i) => capLength(out + str + (i < parts.length ? text(parts[i](s)) : '')), ''),
  };
}

const interpolation = (code: string): Ev => parseSource(code, interpolated);

/** The one expression a `${…}` holds, and nothing after it. */
function interpolated(): Ev {
  const e = evaluator(0);
  if (!atEnd()) throw new OutsideSubset('template expression');
  return e;
}
