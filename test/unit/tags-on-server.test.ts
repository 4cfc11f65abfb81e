/**
 * The tags entries on a server, as a framework's server pass imports them: `builder-elements/
 * elements` and `builder-elements/elements/peer-react` resolve through package.json's `exports`
 * (the `node` condition) to dist/builder-elements-server-stub.js, which defines nothing and does
 * not throw without `customElements`, and still has the names the browser bundles export.
 *
 * Each check runs in a child Node process in the repository, so the imports go through Node's own
 * resolution of the package's name (a package can import itself by name when it has `exports`),
 * not through Vite's. Needs `npm run build` (npm test builds first).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const ROOT = new URL('../../', import.meta.url);

/** Runs `code` as an ES module in a fresh Node process in the repository and parses what it prints. */
function runInNode(code: string, nodeArgs: string[] = []): unknown {
  const out = execFileSync(process.execPath, [...nodeArgs, '--input-type=module', '-e', code], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  return JSON.parse(out);
}

const TAG_ENTRIES = ['builder-elements/elements', 'builder-elements/elements/peer-react'];

describe('the tags entries on a server', () => {
  it("import without throwing, define nothing, and give the core's builder", () => {
    const result = runInNode(`
      const entries = ${JSON.stringify(TAG_ENTRIES)};
      const core = await import('builder-elements/core');
      const loaded = [];
      for (const entry of entries) {
        const module = await import(entry);
        loaded.push({
          entry,
          file: import.meta.resolve(entry).replace(/^.*\\/dist\\//, 'dist/'),
          names: Object.keys(module).sort(),
          coreBuilder: module.builder === core.builder && module.Builder === core.Builder,
        });
      }
      // A server pass also writes the named import.
      const { builder } = await import('builder-elements/elements');
      console.log(JSON.stringify({ loaded, customElements: typeof customElements, builder: typeof builder.get }));
    `) as {
      loaded: { entry: string; file: string; names: string[]; coreBuilder: boolean }[];
      customElements: string;
      builder: string;
    };

    expect(result.customElements).toBe('undefined');
    expect(result.builder).toBe('function');
    for (const entry of result.loaded) {
      expect(entry.file, entry.entry).toBe('dist/builder-elements-server-stub.js');
      expect(entry.coreBuilder, entry.entry).toBe(true);
    }
  });

  it('export the same names as the browser entry (elements/index.ts)', () => {
    const source = readFileSync(new URL('elements/index.ts', ROOT), 'utf8');
    const browserNames = [...source.matchAll(/^export\s*\{([^}]*)\}/gm)]
      .flatMap((match) => match[1].split(','))
      .map((name) => name.trim())
      .filter((name) => name && !name.startsWith('type '))
      .map((name) => name.split(/\s+as\s+/).pop()!)
      .sort();
    const { names } = runInNode(
      `console.log(JSON.stringify({ names: Object.keys(await import('builder-elements/elements')).sort() }))`,
    ) as { names: string[] };
    expect(browserNames.length).toBeGreaterThan(0);
    expect(names).toEqual(browserNames);
  });

  it('still resolve to the real bundles under the browser condition (checked before node)', () => {
    const files = runInNode(
      `console.log(JSON.stringify(${JSON.stringify(TAG_ENTRIES)}.map((entry) => import.meta.resolve(entry).replace(/^.*\\/dist\\//, 'dist/'))))`,
      ['--conditions=browser'],
    );
    expect(files).toEqual(['dist/builder-elements.js', 'dist/builder-elements-peer-react.js']);
  });
});
