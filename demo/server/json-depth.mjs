// @ts-check
// Nesting depth of JSON text and of parsed values, measured without recursion. JSON.parse
// copes with any depth, but JSON.stringify, structuredClone and recursive walks overflow the
// stack on a few thousand levels, so deep input must be refused before it is kept anywhere.

/** Deepest nesting of objects and arrays a request's JSON may have (`{}` is 1, `{"a":[]}` 2). */
export const MAX_JSON_DEPTH = 64;

/**
 * Whether JSON text nests objects and arrays deeper than `max`. A linear scan that skips
 * strings; text that is not JSON gets some answer, and JSON.parse refuses it afterwards.
 * @param {string} text
 * @param {number} [max]
 */
export function jsonTextTooDeep(text, max = MAX_JSON_DEPTH) {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // a backslash escapes the next character, `\"` included
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) {
      inString = true;
    } else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) {
      depth--;
    }
  }
  return false;
}

/**
 * Whether a value nests objects and arrays deeper than `max`, walked with an explicit stack.
 * A cycle counts as too deep, and so does a value with more than `maxNodes` objects and arrays
 * (shared ones counted each time they are reached), so the walk always ends, and soon.
 * @param {unknown} value
 * @param {number} max
 * @param {number} [maxNodes] more than a 1 MiB body can hold
 */
export function valueTooDeep(value, max, maxNodes = 1_000_000) {
  /** @type {Array<[unknown, number]>} */
  const stack = [[value, 0]];
  let nodes = 0;
  while (stack.length) {
    const [node, depth] = /** @type {[unknown, number]} */ (stack.pop());
    if (!node || typeof node !== 'object') continue;
    if (depth + 1 > max || ++nodes > maxNodes) return true;
    for (const child of Object.values(node)) {
      if (child && typeof child === 'object') stack.push([child, depth + 1]);
    }
  }
  return false;
}
