/**
 * A Pratt parser for the safe expression subset that compiles straight to closures, so a
 * binding is parsed once and then runs as plain function calls. The subset: literals (incl.
 * template, array, object), member access (`?.` too), arithmetic, comparison, logical, ternary
 * and comma operators, `typeof`/`void`/`delete`, assignments and `++`/`--` to variables and
 * members, arrow functions, `var`/`let`/`const`, `return`, `if`/`else`, and calls of
 * the functions ./capabilities.ts grants (decided by identity, at run time). No loops, no `new`,
 * no `this`, no regular expressions, no tagged templates: those raise {@link OutsideSubset}.
 * `__proto__`, `prototype` and `constructor` raise {@link BlockedProperty}.
 * The grammar is read in three parts over one cursor (./cursor.ts): ./statements.ts,
 * ./expressions.ts and ./templates.ts (the `${…}` of template literals); what each form
 * compiles to is in ./parse-nodes.ts.
 */
import { BlockedProperty } from './capabilities.ts';
import { parseSource } from './cursor.ts';
import { OutsideSubset, type LexerStats } from './lexer.ts';
import { run, type Scope } from './runtime.ts';
import { statements } from './statements.ts';

export type { Scope };

export { BlockedProperty, OutsideSubset };

/** A compiled program: runs against the given readable names (`state`, `event`…). */
export type Program = (globals: Record<string, unknown>) => unknown;

/**
 * Parses and compiles `src`; `stats` counts the tokenizer's work. The program is immutable: it
 * can run any number of times, for any scope. Throws {@link OutsideSubset} or {@link BlockedProperty}.
 */
export function compile(src: string, stats?: LexerStats): Program {
  const body = Object.freeze(parseSource(src, statements, stats));
  return (globals) => run(body, { vars: Object.create(null), globals });
}
