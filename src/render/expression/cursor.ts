/**
 * The parser's position in the tokens of the source it reads, shared by its three parts
 * (./statements.ts, ./expressions.ts, ./templates.ts). Module state, not an object passed
 * around: parsing never runs content code, so one source is read at a time, and a template's
 * `${…}` is read in the middle of its program through {@link parseSource}, which saves and
 * restores the position around it.
 */
import { isForbiddenKey } from '../../core/index.ts';
import { BlockedProperty } from './capabilities.ts';
import { OutsideSubset, tokenize, type LexerStats, type Token } from './lexer.ts';

/** Expressions and statements nested in one another (deeper code is refused, not parsed on the call stack). */
const MAX_DEPTH = 200;

let tokens: Token[];
/** For each opening bracket token, the index of its closing one (-1 if none). */
let closes: Int32Array;
let pos: number;
let depth = 0;
/** Where the tokenizer counts its work: the program's, for the sources of its templates too. */
let stats: LexerStats | undefined;

/** For each opening bracket token, the index of its closing one (-1 if none): found in one pass. */
function closings(): Int32Array {
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
 * Tokenizes `src` and runs `parse` over its tokens, then returns to the source read before
 * (none for a program, the program for the source of a template's `${…}`). `counts` is where
 * the tokenizer counts its work: by default the enclosing program's.
 */
export function parseSource<T>(src: string, parse: () => T, counts = stats): T {
  const saved = [tokens, closes, pos, stats] as const;
  stats = counts;
  tokens = tokenize(src, stats);
  closes = closings();
  pos = 0;
  try {
    return parse();
  } finally {
    [tokens, closes, pos, stats] = saved;
  }
}

/** Runs `parse(arg)` one level deeper, refusing code nested deeper than {@link MAX_DEPTH}. */
export function nested<A, R>(parse: (arg: A) => R, arg: A): R {
  if (++depth > MAX_DEPTH) throw new OutsideSubset('code nested too deep');
  try {
    return parse(arg);
  } finally {
    depth--;
  }
}

/**
 * The token ahead. The position never passes the end token, the last one: {@link next} stops
 * there, and {@link eat} never takes it.
 */
export const peek = (): Token => tokens[pos];
/** The token ahead, then a step past it, except past the end token. */
export const next = (): Token => tokens[pos < tokens.length - 1 ? pos++ : pos];
export const is = (v: string, t = peek()): boolean => (t.kind === 'op' || t.kind === 'id') && t.value === v;
export const eat = (v: string): boolean => (is(v) ? (pos++, true) : false);
export const atEnd = (): boolean => peek().kind === 'eof';

export function expect(v: string): void {
  if (!eat(v)) throw new OutsideSubset(`expected ${v}`);
}

/** A name being declared or read as a property: never one of the forbidden keys. */
export function name(): string {
  const t = next();
  if (t.kind !== 'id') throw new OutsideSubset('expected a name');
  if (isForbiddenKey(t.value as string)) throw new BlockedProperty(t.value as string);
  return t.value as string;
}

/** True when the `(` just read opens an arrow function's parameter list. */
export function arrowAhead(): boolean {
  const close = closes[pos - 1];
  // A closing bracket is never the last token (the end token is), so one follows it.
  return close >= 0 && is('=>', tokens[close + 1]);
}
