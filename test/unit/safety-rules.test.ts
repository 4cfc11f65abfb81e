/**
 * Each safety rule lives once, in src/core/safety.ts: this test fails when a source file in
 * src/ or elements/ (tests aside) writes one of them again, and names what to import instead.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const MODULE = 'src/core/safety.ts';

/** What a copy of a rule looks like, and what to import instead (from src/core/index.ts, or ./safety.ts inside the core). */
const RULES: { name: string; pattern: RegExp; use: string }[] = [
  { name: 'a forbidden-keys list', pattern: /['"]__proto__['"]/, use: 'isForbiddenKey' },
  { name: 'an HTML escaper', pattern: /['"]&(?:quot|amp|lt|gt|#0*39|#x0*27);['"]/i, use: 'escapeHtmlAttribute' },
  {
    name: 'script JSON',
    pattern: /JSON\.stringify\([^;\n]*\)\s*\.replace\(|\b(?:function\s+|const\s+)scriptJson\b/,
    use: 'scriptJson',
  },
  {
    name: 'an object test',
    pattern: /\b(?:function\s+|const\s+)(?:isMap|isObject|isRecord|isPlainObject)\b/,
    use: 'isRecord / isPlainObject',
  },
  { name: 'an object test', pattern: /typeof ([\w.]+) === 'object'[^;\n]*!Array\.isArray\(\1\)/, use: 'isRecord' },
];

/** The copies of a safety rule `source` holds, one line each. */
export function copiesIn(source: string): string[] {
  return RULES.filter(({ pattern }) => pattern.test(source)).map(
    ({ name, use }) => `${name}: import ${use} from ${MODULE} (through src/core/index.ts)`,
  );
}

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter(
      (entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.|\.test-kit\.|\.d\.ts$/.test(entry.name),
    )
    .map((entry) => relative(process.cwd(), join(entry.parentPath, entry.name)));
}

describe('safety rules', () => {
  it(`no source file outside ${MODULE} writes a safety rule again`, () => {
    const offenders = [...sources('src'), ...sources('elements')]
      .filter((file) => file !== MODULE)
      .flatMap((file) => copiesIn(readFileSync(file, 'utf8')).map((copy) => `${file}: ${copy}`));
    expect(offenders).toEqual([]);
  });

  // Else a pattern could look for a spelling the rule no longer has, and never fail.
  it(`${MODULE} holds each rule the scan looks for`, () => {
    expect(copiesIn(readFileSync(MODULE, 'utf8'))).toHaveLength(RULES.length);
  });

  // The scan itself, on the copies the tree held before the rules moved (and must not hold again).
  it.each([
    ["const FORBIDDEN = new Set(['__proto__', 'prototype', 'constructor']);", 'isForbiddenKey'],
    [
      "export const isStateKey = (key: string): boolean => key !== '__proto__' && key !== 'prototype';",
      'isForbiddenKey',
    ],
    [
      "const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/\"/g, '&quot;');",
      'escapeHtmlAttribute',
    ],
    ['` nonce="${nonce.replace(/"/g, "&quot;")}"`', 'escapeHtmlAttribute'],
    ["const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\\\u003c');", 'scriptJson'],
    ['const html = `<script>${JSON.stringify(data).replace(/</g, "\\\\u003c")}</script>`;', 'scriptJson'],
    [
      "const isMap = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);",
      'isRecord',
    ],
    ['function isObject(value: unknown) {', 'isRecord'],
    ["const isRecord = (value: unknown) => !!value && typeof value === 'object';", 'isRecord'],
    ["if (next && typeof next === 'object' && !Array.isArray(next)) {", 'isRecord'],
    ['const isPlainObject = (value: object): boolean => {', 'isPlainObject'],
  ])('finds %s', (source, use) => {
    expect(copiesIn(source).join('\n')).toContain(use);
  });

  it.each([
    "import { isForbiddenKey, isRecord } from '../core/index.ts';",
    '// `__proto__`, `prototype` and `constructor` are never read; `"` is written `&quot;`.',
    "if (typeof value === 'object' && value !== null) return;",
    'const key = JSON.stringify([model, options]);',
    "child.value = child.value.replace(/</g, '\\\\3c ');",
  ])('lets %s be', (source) => {
    expect(copiesIn(source)).toEqual([]);
  });
});
