/**
 * What only the content editor reads of the built-in blocks' declarations (help texts, the
 * advanced section, editorOnly defaults, friendly names, a new block's styles) is not in the
 * code a page loads at once: the browser builds move it to the editing session's lazy chunk
 * (scripts/rollup/editor-help-apart.mjs). test/browser/editing-trusted checks that the editor
 * still receives it. Needs `npm run build` (npm test builds first).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { carouselInputs } from '../../src/blocks/carousel/carousel.inputs.ts';
import { textInputs } from '../../src/blocks/text/text.inputs.ts';

const DIST = new URL('../../dist/', import.meta.url);
const read = (file: string) => readFileSync(new URL(file, DIST), 'utf8');
// rsc/ holds the server components' entries: server-only code, never loaded by a page (their client components are in lib/).
const scripts = readdirSync(DIST, { recursive: true, encoding: 'utf8' }).filter(
  (file) =>
    file.endsWith('.js') &&
    !(file.startsWith('rsc/lib/') || ['rsc/index.js', 'rsc/server.js', 'rsc/html.js'].includes(file)),
);
const holding = (text: string) => scripts.filter((file) => read(file).includes(text)).sort();

/** Strings that only the editor reads, as the sources declare them. */
const HELP = carouselInputs.find((input) => input.name === 'hideDots')!.helperText;
const EDITOR_DEFAULT = textInputs[0].defaultValue;

describe('editor-only declaration fields in dist/', () => {
  it('are in the editing session chunk of each browser build, not in what loads at once', () => {
    expect(holding(HELP)).toEqual([
      expect.stringMatching(/^chunks\/editor-session-[\w-]+\.js$/),
      expect.stringMatching(/^lib\/editor-session-[\w-]+\.js$/),
    ]);
    expect(holding(EDITOR_DEFAULT)).toEqual(holding(HELP));
  });

  it('leave the declarations the renderer reads in the eager code', () => {
    // The carousel's inputs (names, types, render defaults) still ship with the entry.
    expect(read('builder-elements.js')).toContain('autoplaySpeed');
  });
});
