// @ts-check
// The corpus's symbols as content of the local content service, so a real page that references
// one by `symbol.entry` gets it the way Builder's CDN would answer. Written to a temp folder
// removed on exit (the corpus folder also holds pages and this module).
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { realFile } from './corpus.mjs';

const REAL_DIR = path.dirname(fileURLToPath(import.meta.url));

/**
 * @returns {import('../../../demo/server/content-store.mjs').ContentDir[]} one folder of the corpus's symbols
 */
export function realContentDirs() {
  const symbols = readdirSync(REAL_DIR).filter((file) => realFile(file)?.model === 'symbol');
  if (!symbols.length) return [];
  const root = mkdtempSync(path.join(os.tmpdir(), 'builder-real-'));
  process.once('exit', () => rmSync(root, { recursive: true, force: true }));
  for (const file of symbols) writeFileSync(path.join(root, file), readFileSync(path.join(REAL_DIR, file)));
  return [{ dir: root, model: 'symbol' }];
}
