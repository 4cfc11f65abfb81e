// @ts-check
// One build's server renderer in its own process (two builds in one process would share the
// page-wide component registry). Started by ./server-bench.mjs; renders what the parent asks
// and answers with the milliseconds each render took.
//
//   message in:  { pages: { name, url }[], apiKey, apiHost, cache: boolean }
//   message out: { first?: { importMs, renderMs }, times: Record<name, number> }
import { performance } from 'node:perf_hooks';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const dist = process.argv[2];
const started = performance.now();
const server = await import(pathToFileURL(path.join(dist, 'server.js')).href);
const importMs = performance.now() - started;
/** A cache shared by every render of this process, when the build has one (the new builds). */
const shared = typeof server.createContentCache === 'function' ? server.createContentCache({ ttlMs: 60_000 }) : undefined;
let first = true;

process.on('message', async (/** @type {any} */ job) => {
  /** @type {Record<string, number>} */
  const times = {};
  /** @type {{ importMs: number, renderMs: number } | undefined} */
  let firstRender;
  for (const page of job.pages) {
    const begin = performance.now();
    const { contentHtml } = await server.renderContentToHtml({
      apiKey: job.apiKey, apiHost: job.apiHost, model: 'page', url: page.url, ...(job.cache && shared ? { cache: shared } : {}),
    });
    const ms = performance.now() - begin;
    if (!contentHtml) throw new Error(`nothing rendered for ${page.url}`);
    if (first) firstRender = { importMs, renderMs: ms };
    first = false;
    times[page.name] = ms;
  }
  process.send?.({ first: firstRender, times });
});
process.send?.({ ready: true });
