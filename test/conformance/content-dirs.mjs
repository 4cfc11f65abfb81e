// @ts-check
// Content the conformance suite fetches from the local content service, built from the peer
// fixtures (peer/fixtures): the symbols and the section that pages reference
// by model + entry instead of carrying them inline. Written to a temp folder removed on exit.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The peer suite's fixtures, copied into the repository. */
export const FIXTURES_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'peer', 'fixtures');

/** @param {string} name */
const fixture = (name) => JSON.parse(readFileSync(path.join(FIXTURES_DIR, name), 'utf8'));

/**
 * The peer mocks the symbol with locale as "default text first, French text afterwards"; the
 * local service answers by locale instead, so the one entry holds both texts as a localized value.
 */
function localeSymbol() {
  const entry = fixture('symbol-with-locale--default-text-symbol.json');
  const french = fixture('symbol-with-locale--french-text-symbol.json');
  const text = (/** @type {any} */ e) => e.data.blocks[0].component.options;
  text(entry).text = { '@type': '@builder.io/core:LocalizedValue', Default: text(entry).text, fr: text(french).text };
  return entry;
}

/**
 * Builds the folder and returns it as a content dir for `startTestServices({ contentDirs })`.
 * Returns no dir when the fixtures are not there (the conformance tests then fail on import).
 * @returns {string[]}
 */
export function conformanceContentDirs() {
  let entries;
  try {
    entries = {
      symbol: [
        fixture('symbols--second-symbol-content.json'),
        fixture('symbol-with-conversion--symbol.json'),
        localeSymbol(),
      ],
      'sample-section-model': [fixture('section-with-conversion--section.json')],
    };
  } catch {
    return [];
  }
  const root = mkdtempSync(path.join(os.tmpdir(), 'builder-conformance-'));
  process.once('exit', () => rmSync(root, { recursive: true, force: true }));
  for (const [model, list] of Object.entries(entries)) {
    mkdirSync(path.join(root, model));
    for (const entry of list) writeFileSync(path.join(root, model, `${entry.id}.json`), JSON.stringify(entry));
  }
  return [root];
}
