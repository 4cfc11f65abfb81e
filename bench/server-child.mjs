// @ts-check
// One server renderer in its own process (two builds in one process would share the page-wide
// component registry), started by ./server-bench.mjs: `floor` renders the content's minimal DOM
// (./minimal-dom.mjs) with React's `renderToString`, its stylesheet in front, the way a
// hand-written page would; `parity` renders Builder's DOM (this build's HTML) as plain React
// elements the same way, a reference; any other argument is a build's dist/ whose `renderContentToHtml`
// renders the entry (content inline; symbols fetched once through a content cache the renders
// share). Each item is rendered `reps` times per message; the answer has every render's
// milliseconds.
//
//   node bench/server-child.mjs floor|parity|DIST
//   message in:  { items: { name, n?: number, page?: string }[], reps, apiKey, apiHost }
//   message out: { first?: { importMs, renderMs, isolates }, times: Record<name, number[]> }
import { readFile } from 'node:fs/promises';
import { performance } from 'node:perf_hooks';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { benchContent } from './content.mjs';
import { DEMO_CONTENT_DIR } from '../demo/server/service.mjs';

const target = process.argv[2];

let isolates = 0;
const Memory = WebAssembly.Memory;
// Each QuickJS instance makes one memory: counted before anything is imported.
WebAssembly.Memory = /** @type {typeof WebAssembly.Memory} */ (
  /** @type {unknown} */ (
    function (/** @type {WebAssembly.MemoryDescriptor} */ descriptor) {
      isolates++;
      return new Memory(descriptor);
    }
  )
);
WebAssembly.Memory.prototype = Memory.prototype;

/** @typedef {{ name: string, n?: number, page?: string }} Item */
/** @typedef {{ apiKey: string, apiHost: string }} Service */

/**
 * The content of an item: a bench page of `n` blocks, or a demo page as stored.
 * @param {Item} item
 */
async function contentOf(item) {
  if (item.n) return benchContent(item.n);
  return JSON.parse(await readFile(path.join(DEMO_CONTENT_DIR, 'page', `${item.page}.json`), 'utf8'));
}

/** @returns {Promise<(item: Item, service: Service) => Promise<(() => unknown) | (() => Promise<unknown>)>>} */
async function floorRenderer() {
  const [{ renderToString }, { floorHtml }, { minimalDom, demoPageDom }] = await Promise.all([
    import('react-dom/server'),
    import('./floor-element.mjs'),
    import('./minimal-dom.mjs'),
  ]);
  return async (item) => {
    const dom = item.n ? minimalDom(await contentOf(item)) : await demoPageDom(/** @type {string} */ (item.page));
    return () => floorHtml(renderToString, dom);
  };
}

/**
 * The parity reference: this build's HTML of the item (rendered once) as a plain React element
 * tree (./parity-html.mjs), rendered with `renderToString`.
 * @returns {Promise<(item: Item, service: Service) => Promise<() => unknown>>}
 */
async function parityRenderer() {
  const [{ renderToString }, { floorElement }, { parityHtml, parityTree }] = await Promise.all([
    import('react-dom/server'),
    import('./floor-element.mjs'),
    import('./parity-html.mjs'),
  ]);
  return async (item, { apiKey, apiHost }) => {
    const html = await parityHtml(await contentOf(item), { apiKey, apiHost });
    const tree = await parityTree(html);
    return () => renderToString(floorElement(tree));
  };
}

/** @returns {Promise<(item: Item, service: Service) => Promise<() => Promise<unknown>>>} */
async function kitRenderer() {
  const server = await import(pathToFileURL(path.join(path.resolve(target), 'server.js')).href);
  const cache = server.createContentCache({ ttlMs: 3_600_000 });
  return async (item, { apiKey, apiHost }) => {
    const content = await contentOf(item);
    return async () => {
      const { contentHtml } = await server.renderContentToHtml({ apiKey, apiHost, model: 'page', content, cache });
      if (!contentHtml) throw new Error(`nothing rendered for ${item.name}`);
    };
  };
}

const started = performance.now();
const prepare =
  target === 'floor' ? await floorRenderer() : target === 'parity' ? await parityRenderer() : await kitRenderer();
const importMs = performance.now() - started;
/** @type {Map<string, () => unknown>} */
const renders = new Map();
let first = true;

process.on('message', async (/** @type {any} */ job) => {
  /** @type {Record<string, number[]>} */
  const times = {};
  /** @type {{ importMs: number, renderMs: number, isolates: number } | undefined} */
  let firstRender;
  for (const item of /** @type {Item[]} */ (job.items)) {
    let render = renders.get(item.name);
    if (!render) renders.set(item.name, (render = await prepare(item, job)));
    for (let i = 0; i < job.reps; i++) {
      const begin = performance.now();
      await render();
      const ms = performance.now() - begin;
      if (first) firstRender = { importMs, renderMs: ms, isolates };
      first = false;
      (times[item.name] ??= []).push(ms);
    }
  }
  process.send?.({ first: firstRender, times });
});
process.send?.({ ready: true });
