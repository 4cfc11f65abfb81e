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
const OPERATORS = [
  '>>>=', '...', '===', '!==', '**=', '<<=', '>>=', '>>>', '&&=', '||=', '??=',
  '=>', '==', '!=', '<=', '>=', '&&', '||', '??', '?.', '++', '--', '+=', '-=', '*=', '/=', '%=',
  '&=', '|=', '^=', '**', '<<', '>>',
  '+', '-', '*', '/', '%', '<', '>', '=', '!', '~', '&', '|', '^', '?', ':', '.', ',', ';', '(', ')', '[', ']', '{', '}',
];
const NUMBER = /^(?:0[xX][\da-fA-F]+|0[bB][01]+|0[oO][0-7]+|(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?)/;
const IDENTIFIER = /^[A-Za-z_$][\w$]*/;
const SPACE = /^(?:\s+|\/\/[^\n]*|\/\*[\s\S]*?\*\/)+/;
const SIMPLE_ESCAPES: Record<string, string> = { n: '\n', t: '\t', r: '\r', b: '\b', f: '\f', v: '\v', 0: '\0' };

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
    if (c !== '\\') { out += c; continue; }
    const e = src[++i];
    if (e === 'x' || e === 'u') {
      const braced = e === 'u' && src[i + 1] === '{';
      const hex = braced ? src.slice(i + 2, src.indexOf('}', i)) : src.substr(i + 1, e === 'x' ? 2 : 4);
      if (!/^[\da-fA-F]+$/.test(hex)) break;
      out += String.fromCodePoint(parseInt(hex, 16));
      i += hex.length + (braced ? 2 : 0);
    } else if (e === '\r' || e === '\n') {
      if (e === '\r' && src[i + 1] === '\n') i++;
    } else {
      out += SIMPLE_ESCAPES[e] ?? e;
    }
  }
  throw new OutsideSubset('unterminated string');
}

/** Index just after the `}` closing a `${` whose body starts at `start`. */
function skipInterpolation(src: string, start: number): number {
  let depth = 1;
  for (let i = start; i < src.length; i++) {
    const c = src[i];
    if (c === '"' || c === "'") i = readString(src, i + 1, c)[1] - 1;
    else if (c === '`') i = readTemplate(src, i + 1)[1] - 1;
    else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return i + 1;
  }
  throw new OutsideSubset('unterminated template');
}

function readTemplate(src: string, start: number): [Token, number] {
  const strings: string[] = [];
  const sources: string[] = [];
  let i = start;
  for (;;) {
    const [cooked, end, interpolation] = readString(src, i, '`');
    strings.push(cooked);
    if (!interpolation) return [{ kind: 'tpl', value: '', parts: { strings, sources } }, end];
    const close = skipInterpolation(src, end);
    sources.push(src.slice(end, close - 1));
    i = close;
  }
}

/** Splits `src` into tokens; the last one is `eof`. */
export function tokenize(src: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < src.length) {
    const rest = src.slice(i);
    const space = SPACE.exec(rest);
    if (space) { i += space[0].length; continue; }
    const c = src[i];
    let m: RegExpExecArray | null;
    if ((m = NUMBER.exec(rest)) && !(c === '.' && !/\d/.test(src[i + 1] ?? ''))) {
      tokens.push({ kind: 'num', value: Number(m[0]) });
      i += m[0].length;
    } else if ((m = IDENTIFIER.exec(rest))) {
      tokens.push({ kind: 'id', value: m[0] });
      i += m[0].length;
    } else if (c === '"' || c === "'") {
      const [value, end] = readString(src, i + 1, c);
      tokens.push({ kind: 'str', value: value });
      i = end;
    } else if (c === '`') {
      const [token, end] = readTemplate(src, i + 1);
      tokens.push(token);
      i = end;
    } else {
      const op = OPERATORS.find((o) => rest.startsWith(o) && !(o === '?.' && /\d/.test(rest[2] ?? '')));
      if (!op) throw new OutsideSubset(`unexpected character ${c}`);
      tokens.push({ kind: 'op', value: op });
      i += op.length;
    }
  }
  tokens.push({ kind: 'eof', value: '' });
  return tokens;
}
