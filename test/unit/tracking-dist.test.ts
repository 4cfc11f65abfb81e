/**
 * The tracking pipeline (src/core/tracking.ts: visitor session, events, queue) ships inside the
 * code a page loads at once, in every build: the first impression needs it on almost every page,
 * and as a lazy chunk it cost a request and more bytes than it saved (docs/performance.md,
 * "Budgets"). Needs `npm run build` (npm test builds first).
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
const scripts = readdirSync(DIST, { recursive: true, encoding: 'utf8' }).filter(
  (file) => file.endsWith('.js') && !file.startsWith('types') && file !== 'rsc/html.js',
);
/** The files holding the pipeline's code: its cookie name and endpoint are nowhere else. */
const pipeline = scripts.filter((file) => read(file).includes('builderSessionId'));
/** Whether `file` is imported only dynamically by the other scripts (a lazy chunk). */
const importedDynamically = (file: string) => {
  const name = file.split('/').pop()!;
  return scripts.some(
    (other) => read(other).includes(`import("./${name}")`) || read(other).includes(`import("./${file}")`),
  );
};

describe('the tracking pipeline in dist/', () => {
  it('is in the code each build loads at once: the core, the tags bundle, the React-external entries, the server components entries', () => {
    expect(pipeline).toContain('core.js');
    expect(pipeline).toContain('builder-elements.js');
    expect(pipeline.filter((file) => file.startsWith('lib/'))).toHaveLength(1);
    expect(pipeline.filter((file) => file.startsWith('rsc/'))).toHaveLength(1);
    expect(pipeline).toHaveLength(4);
    expect(scripts.filter((file) => read(file).includes('/api/v1/track')).sort()).toEqual([...pipeline].sort());
    expect(pipeline.filter(importedDynamically)).toEqual([]);
    expect(scripts.filter((file) => /(^|\/)tracking-[\w-]+\.js$/.test(file))).toEqual([]);
  });

  it('is not started on a server, where track() does nothing', () => {
    const out = execFileSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `
      let fetches = 0;
      globalThis.fetch = () => { fetches++; return Promise.resolve(new Response('{}')); };
      const core = await import('builder-elements/core');
      const server = await import('builder-elements/server');
      const b = new core.Builder().init('abcd', true);
      b.trackImpression('c1');
      b.trackConversion(1, 'c1');
      new server.Builder().init('abcd', true).trackImpression('c1');
      console.log(JSON.stringify({ fetches, tracker: b.tracker ?? null }));
    `,
      ],
      { cwd: ROOT, encoding: 'utf8' },
    );
    expect(JSON.parse(out)).toEqual({ fetches: 0, tracker: null });
  });
});
