/**
 * The tracking pipeline (src/core/tracking.ts: visitor session, events, queue) ships as a lazy
 * chunk in every build, loaded by `track()`, never with the entry: the core's size budget counts
 * the entry only. Needs `npm run build` (npm test builds first).
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const ROOT = new URL('../../', import.meta.url);
const DIST = new URL('dist/', ROOT);
const read = (file: string) => readFileSync(new URL(file, DIST), 'utf8');
/**
 * Every shipped script (types and maps aside), but rsc/html.js: the HTML renderers a server
 * component uses, one file with React and every chunk inside (nothing there loads lazily).
 */
const scripts = readdirSync(DIST, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.js') && !file.startsWith('types') && file !== 'rsc/html.js');
/** The files holding the pipeline's code: its cookie name and endpoint are nowhere else. */
const pipeline = scripts.filter((file) => read(file).includes('builderSessionId'));

describe('the tracking chunk in dist/', () => {
  it('is a chunk of its own in each build: the core, the React-external entries, the tags bundle, the server components entries', () => {
    expect(pipeline.sort()).toEqual([
      expect.stringMatching(/^chunks\/tracking-[\w-]+\.js$/),
      expect.stringMatching(/^core\/tracking-[\w-]+\.js$/),
      expect.stringMatching(/^lib\/tracking-[\w-]+\.js$/),
      expect.stringMatching(/^rsc\/lib\/tracking-[\w-]+\.js$/),
    ]);
    expect(scripts.filter((file) => read(file).includes('/api/v1/track')).sort()).toEqual(pipeline);
  });

  it('is imported dynamically, by the entry itself where it is self-contained', () => {
    const importers = (chunk: string) => scripts.filter((file) => read(file).includes(`import("./${chunk.split('/').pop()}")`) || read(file).includes(`import("./${chunk}")`));
    const [elementsChunk, coreChunk, libChunk, serverComponentsChunk] = pipeline;
    expect(importers(coreChunk)).toEqual(['core.js']);
    expect(importers(elementsChunk)).toEqual(['builder-elements.js']);
    expect(importers(libChunk)).toEqual([expect.stringMatching(/^lib\//)]);
    expect(importers(serverComponentsChunk)).toEqual([expect.stringMatching(/^rsc\/lib\//)]);
    // No static import of it anywhere.
    for (const chunk of pipeline) {
      const name = chunk.split('/').pop()!;
      expect(scripts.filter((file) => new RegExp(`from"\\./(\\w+/)?${name.replace('.', '\\.')}"`).test(read(file)))).toEqual([]);
    }
  });

  it('is not loaded on a server, where track() does nothing', () => {
    const out = execFileSync(process.execPath, ['--input-type=module', '-e', `
      let fetches = 0;
      globalThis.fetch = () => { fetches++; return Promise.resolve(new Response('{}')); };
      const core = await import('builder-elements/core');
      const server = await import('builder-elements/server');
      const b = new core.Builder().init('abcd', true);
      b.trackImpression('c1');
      b.trackConversion(1, 'c1');
      new server.Builder().init('abcd', true).trackImpression('c1');
      console.log(JSON.stringify({ fetches, tracker: b.tracker ?? null }));
    `], { cwd: ROOT, encoding: 'utf8' });
    expect(JSON.parse(out)).toEqual({ fetches: 0, tracker: null });
  });
});
