/**
 * The corpus of real Builder pages (test/reference/real) is what SOURCES.md says it is: every
 * file one content entry as committed upstream, each traced to a repository, path and commit.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { startTestServices } from '../../helpers/services.mjs';
import { REAL_API_KEY, realFile } from './corpus.mjs';
import { realContentDirs } from './content-dirs.mjs';

const REAL_DIR = path.dirname(fileURLToPath(import.meta.url));
const jsonFiles = readdirSync(REAL_DIR)
  .filter((file) => file.endsWith('.json'))
  .sort();

interface SourceRow {
  file: string;
  model: string;
  repository: string;
  path: string;
  commit: string;
}

/** The rows of SOURCES.md's table that name a file (the header and separator rows do not). */
function sourceRows(): SourceRow[] {
  const rows: SourceRow[] = [];
  for (const line of readFileSync(path.join(REAL_DIR, 'SOURCES.md'), 'utf8').split('\n')) {
    const cells = line
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim());
    if (!cells[0]?.endsWith('.json')) continue;
    const [file, model, repository, sourcePath, commit] = cells as [string, string, string, string, string];
    rows.push({ file, model, repository, path: sourcePath, commit });
  }
  return rows;
}

const read = (file: string) => readFileSync(path.join(REAL_DIR, file), 'utf8');

describe('the corpus of real pages', () => {
  it('names each file <repository>--<entry>.json (a page) or <repository>--<model>--<entry>.json', () => {
    expect(realFile('acme-shop--home.json')).toEqual({
      repo: 'acme-shop',
      model: 'page',
      entry: 'home',
      stem: 'acme-shop--home',
    });
    expect(realFile('acme-shop--symbol--hero.json')?.model).toBe('symbol');
    for (const bad of ['SOURCES.md', 'home.json', 'a--b--c--d.json', 'acme---home.json', 'Acme--home.json'])
      expect(realFile(bad)).toBeNull();
    expect(jsonFiles.filter((file) => !realFile(file))).toEqual([]);
  });

  it('holds one content entry per file, with at least one block', () => {
    for (const file of jsonFiles) {
      const entry = JSON.parse(read(file)) as { data?: { blocks?: unknown }; results?: unknown };
      expect(Array.isArray(entry), file).toBe(false);
      expect(entry.results, `${file} is a wrapper, not an entry`).toBeUndefined();
      const blocks = entry.data?.blocks;
      expect(Array.isArray(blocks) && blocks.length > 0, `${file} has no data.blocks`).toBe(true);
      for (const block of blocks as { '@type'?: unknown }[])
        expect(block['@type'], file).toBe('@builder.io/sdk:Element');
    }
  });

  it('stores each entry pretty-printed with 2 spaces, as SOURCES.md says', () => {
    for (const file of jsonFiles) expect(read(file), file).toBe(`${JSON.stringify(JSON.parse(read(file)), null, 2)}\n`);
  });

  it('traces every file in SOURCES.md exactly once, with its model, repository, path and a full commit', () => {
    const rows = sourceRows();
    expect(rows.map((row) => row.file).sort()).toEqual(jsonFiles);
    for (const row of rows) {
      expect(row.commit, row.file).toMatch(/^[0-9a-f]{40}$/);
      expect(row.repository, row.file).toMatch(/^[\w.-]+\/[\w.-]+$/);
      expect(row.path, row.file).toMatch(/\.json$/);
      expect(row.model, row.file).toBe(realFile(row.file)?.model);
    }
  });

  it('has at least 40 pages from at least 10 repositories', () => {
    const pages = sourceRows().filter((row) => row.model !== 'symbol');
    expect(pages.length).toBeGreaterThanOrEqual(40);
    expect(new Set(pages.map((row) => row.repository)).size).toBeGreaterThanOrEqual(10);
  });

  it('has its symbols served by the local content service to the key real pages render with', async () => {
    const symbols = jsonFiles.filter((file) => realFile(file)?.model === 'symbol');
    expect(symbols.length).toBeGreaterThan(0);
    const services = await startTestServices({ contentDirs: realContentDirs() });
    try {
      for (const file of symbols) {
        const { id } = JSON.parse(read(file)) as { id: string };
        const response = await fetch(
          `${services.info.serviceUrl}/api/v3/content/symbol?apiKey=${REAL_API_KEY}&query.id=${id}`,
        );
        const body = (await response.json()) as { results?: { id?: string }[] };
        expect(
          body.results?.map((entry) => entry.id),
          file,
        ).toEqual([id]);
      }
    } finally {
      await services.close();
    }
  });
});
