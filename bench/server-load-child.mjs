// @ts-check
// One build's renderer (or, given `floor` for DIST, the floor's) as an HTTP server in its own
// process, for ./server-load.mjs: each
// `GET /render?url=…` renders that page of the local content service with `renderContentToHtml`
// (with a content cache shared by the process's renders unless `uncached`), and answers with its
// HTML. `GET /memory` renders a page whose jsCode fills the isolate's memory and
// answers with the milliseconds it took. WebAssembly memories made are counted from the start
// (each QuickJS instance makes one), and the lines the kit logs are counted instead of written.
//
//   node bench/server-load-child.mjs DIST|floor API_KEY API_HOST cached|uncached
//   message out: { ready: true, port } then, when asked { stats: true }: { instances, logged }
import http from 'node:http';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';

const [dist, apiKey, apiHost, cached] = process.argv.slice(2);

let instances = 0;
const Memory = WebAssembly.Memory;
// Counted before the build is imported, so any build's instances are (it makes one memory each).
WebAssembly.Memory = /** @type {typeof WebAssembly.Memory} */ (
  /** @type {unknown} */ (
    function (/** @type {WebAssembly.MemoryDescriptor} */ descriptor) {
      instances++;
      return new Memory(descriptor);
    }
  )
);
WebAssembly.Memory.prototype = Memory.prototype;

/** @type {Record<string, number>} */
const logged = { stopped: 0, quarantined: 0, other: 0 };
const count = (/** @type {unknown[]} */ ...args) => {
  const line = String(args[0]);
  const kind = line.includes('server code stopped')
    ? 'stopped'
    : line.includes('quarantineMs')
      ? 'quarantined'
      : 'other';
  logged[kind]++;
};
console.error = count;
console.warn = count;

/**
 * The floor: the demo home page's minimal DOM (./minimal-dom.mjs) rendered with React's
 * `renderToString` per request, its stylesheet in front, the way a hand-written page would.
 */
async function floorPage() {
  const [{ renderToString }, { floorHtml }, { demoPageDom }] = await Promise.all([
    import('react-dom/server'),
    import('./floor-element.mjs'),
    import('./minimal-dom.mjs'),
  ]);
  const dom = await demoPageDom('home');
  return () => floorHtml(renderToString, dom);
}

const floor = dist === 'floor' ? await floorPage() : undefined;
const server = floor ? undefined : await import(pathToFileURL(path.join(dist, 'server.js')).href);
const cache =
  typeof server?.createContentCache === 'function' && cached === 'cached'
    ? server.createContentCache({ ttlMs: 600_000 })
    : undefined;

/** A page whose jsCode fills the memory from a builtin QuickJS does not interrupt. */
const MEMORY_FILLER = {
  id: 'bench-memory-filler',
  data: {
    jsCode: "var all = []; while (true) all.push('x'.repeat(1e5))",
    blocks: [
      {
        '@type': '@builder.io/sdk:Element',
        id: 'builder-after',
        component: { name: 'Text', options: { text: 'after' } },
      },
    ],
  },
};

const httpServer = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const done = (/** @type {number} */ status, /** @type {string} */ body) => {
    res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
    res.end(body);
  };
  if (floor) return done(200, floor());
  if (url.pathname === '/memory') {
    const started = performance.now();
    server.renderContentToHtml({ content: MEMORY_FILLER, codeLimits: { quarantineMs: 0 } }).then(
      () => done(200, String(performance.now() - started)),
      (/** @type {Error} */ error) => done(500, String(error)),
    );
    return;
  }
  server
    .renderContentToHtml({
      apiKey,
      apiHost,
      model: 'page',
      url: url.searchParams.get('url') ?? '/',
      ...(cache ? { cache } : {}),
    })
    .then(
      (/** @type {{ html: string }} */ { html }) => done(html ? 200 : 404, html),
      (/** @type {Error} */ error) => done(500, String(error)),
    );
});
httpServer.listen(0, '127.0.0.1', () => {
  const address = httpServer.address();
  process.send?.({ ready: true, port: typeof address === 'object' && address ? address.port : 0 });
});
process.on('message', () => process.send?.({ instances, logged }));
