/**
 * Tokenizer for the expression subset (see ./parser.ts). Anything it cannot read (regular
 * expressions, unicode identifiers, unterminated strings) raises {@link OutsideSubset}, and the
 * caller falls back to the browser's own JavaScript when the page allows it.
 */

/** Raised for code outside the safe subset: the caller may fall back to `new Function`. */
export class OutsideSubset extends Error {}

export type TokenKind = 'num' | 'str' | 'tpl' | 'id' | 'op' | 'eof';

export interface Token {
  kind: TokenKind;
  /** Operator or identifier text, a string's cooked value, a number. */
  value: string | number;
  /** Template literals: cooked strings and the source of each `${…}` in between. */
  parts?: { strings: string[]; sources: string[] };
}

// Longest operators first so `===` wins over `==` and `=`.
// (One string split on spaces: the interpreter's data is written as text where a list would cost more bytes.)
const OPERATORS =
  '>>>= ... === !== **= <<= >>= >>> &&= ||= ??= => == != <= >= && || ?? ?. ++ -- += -= *= /= %= &= |= ^= ** << >> + - * / % < > = ! ~ & | ^ ? : . , ; ( ) [ ] { }'.split(
    ' ',
  );
const NUMBER = /(?:0[xX][\da-fA-F]+|0[bB][01]+|0[oO][0-7]+|(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?)/y;
const IDENTIFIER = /[A-Za-z_$][\w$]*/y;
const SPACE = /\s+/y;
const BRACED_CODE_POINT = /\{([\da-fA-F]{1,6})\}/y;
const SIMPLE_ESCAPES: Record<string, string> = { n: '\n', t: '\t', r: '\r', b: '\b', f: '\f', v: '\v', 0: '\0' };
/** Templates nested in templates: each level is read again when the parser compiles its `${…}`. */
const MAX_TEMPLATE_DEPTH = 8;

/**
 * Characters the tokenizer examined (what its work is counted in). Every scan starts where the
 * last one ended, or fails for good: reading is linear in the source's length.
 */
export interface LexerStats {
  scanned: number;
}

/** The match of sticky `pattern` at `at`, or null. */
function matchAt(pattern: RegExp, src: string, at: number): string | null {
  pattern.lastIndex = at;
  const m = pattern.exec(src);
  return m ? m[0] : null;
}

/**
 * Reads a quoted string or a template chunk from `start` (just after the quote or `}`).
 * Returns the cooked text, the index after it, and whether a `${` (not the quote) ended it.
 */
function readString(src: string, start: number, quote: string): [string, number, boolean] {
  let out = '';
  for (let i = start; i < src.length; i++) {
    const c = src[i];
    if (c === quote) return [out, i + 1, false];
    if (quote === '`' && c === '$' && src[i + 1] === '{') return [out, i + 2, true];
    if (c === '\n' && quote !== '`') break;
    if (c !== '\\') {
      out += c;
      continue;
    }
    const e = src[++i];
    if (e === 'x' || e === 'u') {
      let hex: string;
      let width: number;
      if (e === 'u' && src[i + 1] === '{') {
        const braced = matchAt(BRACED_CODE_POINT, src, i + 1); // at most six digits: no search to a far `}`
        if (!braced) break;
        hex = braced.slice(1, -1);
        width = braced.length;
      } else {
        width = e === 'x' ? 2 : 4;
        hex = src.substr(i + 1, width);
        if (hex.length !== width || !/^[\da-fA-F]+$/.test(hex)) break;
      }
      out += String.fromCodePoint(parseInt(hex, 16));
      i += width;
    } else if (e === '\r' || e === '\n') {
      if (e === '\r' && src[i + 1] === '\n') i++;
    } else {
      out += SIMPLE_ESCAPES[e] ?? e;
    }
  }
  throw new OutsideSubset('unterminated string');
}

/** Index just after the `}` closing a `${` whose body starts at `start`. */
function skipInterpolation(src: string, start: number, depth: number): number {
  let braces = 1;
  for (let i = start; i < src.length; i++) {
    const c = src[i];
    if (c === '"' || c === "'") i = readString(src, i + 1, c)[1] - 1;
    else if (c === '`') i = readTemplate(src, i + 1, depth + 1)[1] - 1;
    else if (c === '{') braces++;
    else if (c === '}' && --braces === 0) return i + 1;
  }
  throw new OutsideSubset('unterminated template');
}

function readTemplate(src: string, start: number, depth: number): [Token, number] {
  if (depth > MAX_TEMPLATE_DEPTH) throw new OutsideSubset('templates nested too deep');
  const strings: string[] = [];
  const sources: string[] = [];
  let i = start;
  for (;;) {
    const [cooked, end, interpolation] = readString(src, i, '`');
    strings.push(cooked);
    if (!interpolation) return [{ kind: 'tpl', value: '', parts: { strings, sources } }, end];
    const close = skipInterpolation(src, end, depth);
    sources.push(src.slice(end, close - 1));
    i = close;
  }
}

/** Splits `src` into tokens; the last one is `eof`. */
export function tokenize(src: string, stats?: LexerStats): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < src.length) {
    const from = i;
    const c = src[i];
    let m: string | null;
    if ((m = matchAt(SPACE, src, i))) {
      i += m.length;
    } else if (c === '/' && src[i + 1] === '/') {
      const end = src.indexOf('\n', i);
      i = end < 0 ? src.length : end;
    } else if (c === '/' && src[i + 1] === '*') {
      // An unterminated comment fails at once: searching again from every later `/*` is quadratic.
      const end = src.indexOf('*/', i + 2);
      if (end < 0) {
        if (stats) stats.scanned += src.length - i;
        throw new OutsideSubset('unterminated comment');
      }
      i = end + 2;
    } else if ((m = matchAt(NUMBER, src, i)) && !(c === '.' && !/\d/.test(src[i + 1] ?? ''))) {
      tokens.push({ kind: 'num', value: Number(m) });
      i += m.length;
    } else if ((m = matchAt(IDENTIFIER, src, i))) {
      tokens.push({ kind: 'id', value: m });
      i += m.length;
    } else if (c === '"' || c === "'") {
      const [value, end] = readString(src, i + 1, c);
      tokens.push({ kind: 'str', value: value });
      i = end;
    } else if (c === '`') {
      const [token, end] = readTemplate(src, i + 1, 1);
      tokens.push(token);
      i = end;
    } else {
      const op = OPERATORS.find((o) => src.startsWith(o, i) && !(o === '?.' && /\d/.test(src[i + 2] ?? '')));
      if (!op) throw new OutsideSubset(`unexpected character ${c}`);
      tokens.push({ kind: 'op', value: op });
      i += op.length;
    }
    if (stats) stats.scanned += i - from;
  }
  tokens.push({ kind: 'eof', value: '' });
  return tokens;
}
