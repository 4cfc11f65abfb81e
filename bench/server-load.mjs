// @ts-check
// `--server-load`: a Node HTTP server rendering a page per request with `renderContentToHtml`
// of dist/server.js (./server-load-child.mjs, a process of its own per run), driven at
// concurrency 8 from this process against the local content service:
//
//   (a) healthy: the demo home page only;
//   (b) runaway: the same, but 1 % of the requests render a page with ten runaway snippets
//       (a jsCode loop and nine bindings outside the subset that loop).
//
// Each run has a server of its own (the isolate's pool and the quarantine are per process),
// warmed with healthy requests; the runs then send their requests in turns (a noisy moment of the
// machine hits them alike). Reported: p50 and p99 of the healthy requests, requests per second,
// WebAssembly instances made per 1,000 requests, and the ratio p99(b) / p99(a) (budget:
// bench/budgets.mjs). Then, apart, the time to render a page whose jsCode fills the isolate's
// memory from a builtin (`'x'.repeat(1e5)` in a loop), default limits. The servers share a
// content cache across their renders (so a request costs its render, not loopback fetches),
// unless `uncached`; NODE_ENV=production. The floor, a server answering the home page's minimal
// DOM rendered with renderToString, takes its turns with the healthy requests (budget: this
// build at SERVER_LOAD_SHARE of its requests per second or more). With `--baseline DIR` an
// earlier build's DIR/server.js runs the same, in the same run.
import { fork } from 'node:child_process';
import http from 'node:http';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { DEMO_CONTENT_DIR, startContentService } from '../demo/server/service.mjs';
import { SERVER_LOAD_RATIO, SERVER_LOAD_SHARE } from './budgets.mjs';
import { median, quantile } from './stats.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const API_KEY = 'demo';
const HEALTHY_URL = '/';
const RUNAWAY_URL = '/bench-runaway';
/** Requests before the measured ones, healthy, so both runs start from a warm process. */
const WARM_UP = 200;
/** Renders of the memory-filling page. */
const MEMORY_RENDERS = 5;

const text = (/** @type {string} */ id, /** @type {Record<string, unknown>} */ extra) => ({
  '@type': '@builder.io/sdk:Element',
  id,
  component: { name: 'Text', options: { text: 'static' } },
  ...extra,
});

/** The runaway entry: ten snippets outside the subset that never end, and text around them. */
const RUNAWAY_ENTRY = {
  id: 'bench-runaway',
  name: 'Runaway',
  published: 'published',
  modelId: 'page',
  data: {
    url: RUNAWAY_URL,
    title: 'Runaway',
    jsCode: 'var spins = 0; while (true) { spins++; }',
    blocks: [
      text('builder-runaway-heading', {}),
      ...Array.from({ length: 9 }, (_, i) =>
        text(`builder-runaway-${i}`, {
          bindings: { 'component.options.text': `(function (n) { while (n) {} })(${i + 1})` },
        }),
      ),
    ],
  },
};

/**
 * The mix's request URLs in order: every 100th (from the 50th) the runaway page when `runaway`.
 * @param {number} requests
 * @param {boolean} runaway
 */
const plan = (requests, runaway) =>
  Array.from({ length: requests }, (_, i) => (runaway && i % 100 === 50 ? RUNAWAY_URL : HEALTHY_URL));

/**
 * A build's server in a child process.
 * @param {string} dist
 * @param {string} apiHost
 * @param {boolean} uncached whether each render fetches its entry and symbols afresh (no shared content cache)
 */
async function startServer(dist, apiHost, uncached) {
  const child = fork(
    path.join(ROOT, 'bench', 'server-load-child.mjs'),
    [dist, API_KEY, apiHost, uncached ? 'uncached' : 'cached'],
    {
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
      env: { ...process.env, NODE_ENV: 'production' },
    },
  );
  /** @type {((message: any) => void) | undefined} */
  let answer;
  child.on('message', (message) => answer?.(message));
  const next = () =>
    new Promise((resolve, reject) => {
      answer = resolve;
      child.once('exit', (code) => reject(new Error(`the server of ${dist} exited (${code})`)));
    });
  const ready = /** @type {{ port: number }} */ (await next());
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  return {
    /** @returns {Promise<{ instances: number, logged: Record<string, number> }>} */
    stats: () => {
      const reply = next();
      child.send({ stats: true });
      return /** @type {any} */ (reply);
    },
    /**
     * GETs `pathAndQuery`; resolves with the status and the body.
     * @param {string} pathAndQuery
     * @returns {Promise<{ status: number, body: string }>}
     */
    get: (pathAndQuery) =>
      new Promise((resolve, reject) => {
        http
          .get({ host: '127.0.0.1', port: ready.port, path: pathAndQuery, agent }, (res) => {
            let body = '';
            res.setEncoding('utf8');
            res.on('data', (chunk) => (body += chunk));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
          })
          .on('error', reject);
      }),
    close: () => {
      agent.destroy();
      child.kill();
    },
  };
}

/**
 * Sends `urls` with `concurrency` requests in flight; each request's time, in order.
 * @param {Awaited<ReturnType<typeof startServer>>} server
 * @param {string[]} urls
 * @param {number} concurrency
 */
async function drive(server, urls, concurrency) {
  /** @type {number[]} */
  const times = new Array(urls.length);
  let nextIndex = 0;
  const worker = async () => {
    while (nextIndex < urls.length) {
      const i = nextIndex++;
      const started = performance.now();
      const { status } = await server.get(`/render?url=${encodeURIComponent(urls[i])}`);
      if (status !== 200) throw new Error(`${urls[i]} answered ${status}`);
      times[i] = performance.now() - started;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { times, wallMs: performance.now() - started };
}

/**
 * @typedef {object} LoadRun
 * @property {string} build
 * @property {'healthy' | 'runaway'} mix
 * @property {number} requests
 * @property {number} perSecond all requests of the run per second (of the time spent sending them)
 * @property {number} p50 healthy requests (ms)
 * @property {number} p99 healthy requests (ms)
 * @property {number} instancesPer1000 WebAssembly instances made per 1,000 requests of the run
 * @property {number} runawayMaxMs the slowest runaway request (ms), 0 without
 * @property {Record<string, number>} logged the kit's log lines during the run, by kind
 */

/** Parts each run's requests are sent in, the runs taking turns, so a noisy moment of the machine hits them alike. */
const TURNS = 8;

/**
 * Renders the memory-filling page `MEMORY_RENDERS` times; the median and slowest ms.
 * @param {Awaited<ReturnType<typeof startServer>>} server
 */
async function memoryStop(server) {
  /** @type {number[]} */
  const times = [];
  for (let i = 0; i < MEMORY_RENDERS; i++) times.push(Number((await server.get('/memory')).body));
  return { median: median(times), max: Math.max(...times) };
}

/**
 * @param {{ log: (line: string) => void, baseline?: string, requests?: number, concurrency?: number, uncached?: boolean }} options
 */
export async function runServerLoadBench({ log, baseline, requests = 2000, concurrency = 8, uncached = false }) {
  const contentDir = await mkdtemp(path.join(os.tmpdir(), 'builder-server-load-'));
  await mkdir(path.join(contentDir, 'page'));
  await writeFile(path.join(contentDir, 'page', 'bench-runaway.json'), JSON.stringify(RUNAWAY_ENTRY));
  const service = await startContentService({
    port: 0,
    apiKeys: [API_KEY],
    contentDirs: [DEMO_CONTENT_DIR, contentDir],
    siteDir: false,
    logger: { info() {}, warn() {}, error: console.error },
  });
  const builds = [
    ...(baseline ? [{ build: 'baseline', dist: path.resolve(baseline) }] : []),
    { build: 'this build', dist: path.join(ROOT, 'dist') },
  ];
  const mixes = /** @type {const} */ (['healthy', 'runaway']);
  /** One server per build and mix, all warmed before any is measured. */
  const runs = [{ build: 'floor', dist: 'floor' }, ...builds].flatMap(({ build, dist }) =>
    mixes
      .filter((mix) => build !== 'floor' || mix === 'healthy')
      .map((mix) => ({
        build,
        dist,
        mix,
        urls: plan(requests, mix === 'runaway'),
        times: /** @type {number[]} */ ([]),
        wallMs: 0,
        /** @type {Awaited<ReturnType<typeof startServer>> | undefined} */ server: undefined,
        /** @type {{ instances: number, logged: Record<string, number> } | undefined} */ before: undefined,
      })),
  );
  /** @type {Record<string, { median: number, max: number }>} */
  const memory = {};
  /** @type {LoadRun[]} */
  const results = [];
  try {
    for (const run of runs) {
      run.server = await startServer(run.dist, service.url, uncached);
      await drive(run.server, plan(WARM_UP, false), concurrency);
      run.before = await run.server.stats();
    }
    const size = Math.ceil(requests / TURNS);
    for (let turn = 0; turn < TURNS; turn++) {
      for (const run of turn % 2 ? [...runs].reverse() : runs) {
        const { times, wallMs } = await drive(
          /** @type {any} */ (run.server),
          run.urls.slice(turn * size, (turn + 1) * size),
          concurrency,
        );
        run.times.push(...times);
        run.wallMs += wallMs;
      }
    }
    for (const run of runs) {
      const after = await /** @type {any} */ (run.server).stats();
      const before = /** @type {{ instances: number, logged: Record<string, number> }} */ (run.before);
      const healthy = run.times.filter((_, i) => run.urls[i] === HEALTHY_URL);
      const runaway = run.times.filter((_, i) => run.urls[i] === RUNAWAY_URL);
      const result = {
        build: run.build,
        mix: run.mix,
        requests,
        perSecond: requests / (run.wallMs / 1000),
        p50: quantile(healthy, 0.5),
        p99: quantile(healthy, 0.99),
        instancesPer1000: ((after.instances - before.instances) / requests) * 1000,
        runawayMaxMs: runaway.length ? Math.max(...runaway) : 0,
        logged: Object.fromEntries(
          Object.keys(after.logged).map((kind) => [kind, after.logged[kind] - (before.logged[kind] ?? 0)]),
        ),
      };
      log(
        `  ${result.build}, ${result.mix}: ${result.perSecond.toFixed(0)} req/s, healthy p50 ${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms, ${result.instancesPer1000.toFixed(1)} instances / 1,000${result.runawayMaxMs ? `, slowest runaway request ${result.runawayMaxMs.toFixed(0)} ms` : ''} (logged: ${Object.entries(
          result.logged,
        )
          .map(([kind, n]) => `${n} ${kind}`)
          .join(', ')})`,
      );
      results.push(result);
      if (run.mix === 'healthy' && run.build !== 'floor')
        memory[run.build] = await memoryStop(/** @type {any} */ (run.server));
    }
  } finally {
    for (const run of runs) run.server?.close();
    await service.close();
    await rm(contentDir, { recursive: true, force: true });
  }
  const ratios = Object.fromEntries(
    builds.map(({ build }) => {
      const [healthy, runaway] = mixes.map(
        (mix) => /** @type {LoadRun} */ (results.find((r) => r.build === build && r.mix === mix)),
      );
      return [build, runaway.p99 / healthy.p99];
    }),
  );
  const lines = [
    `| Build | Requests | req/s | Healthy p50 | Healthy p99 | p99 ÷ healthy-only p99 | WebAssembly instances per 1,000 requests |`,
    '|---|---|---:|---:|---:|---:|---:|',
    ...results.map(
      (r) =>
        `| ${r.build} | ${r.mix === 'healthy' ? 'home page only' : '1 % runaway page'} | ${r.perSecond.toFixed(0)} | ${r.p50.toFixed(1)} ms | ${r.p99.toFixed(1)} ms | ${r.mix === 'runaway' ? `${ratios[r.build].toFixed(2)}×` : ''} | ${r.instancesPer1000.toFixed(1)} |`,
    ),
    '',
    `| Build | Render with a snippet filling the memory (median of ${MEMORY_RENDERS}, slowest) |`,
    '|---|---:|',
    ...builds.map(
      ({ build }) => `| ${build} | ${memory[build].median.toFixed(0)} ms (${memory[build].max.toFixed(0)} ms) |`,
    ),
  ];
  const healthyPerSecond = (/** @type {string} */ build) =>
    /** @type {LoadRun} */ (results.find((r) => r.build === build && r.mix === 'healthy')).perSecond;
  const share = healthyPerSecond('this build') / healthyPerSecond('floor');
  lines.push(
    '',
    `Healthy requests per second: ${(share * 100).toFixed(0)} % of the floor's (renderToString of the home page's minimal DOM; budget ≥ ${SERVER_LOAD_SHARE * 100} %).`,
  );
  const table = lines.join('\n');
  log(`\n${table}`);
  const ratio = ratios['this build'];
  return { table, results, memory, ratio, share, ok: ratio <= SERVER_LOAD_RATIO && share >= SERVER_LOAD_SHARE };
}
