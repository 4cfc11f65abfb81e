// @ts-check
// Server rendering against the floor: `renderContentToHtml` of dist/server.js (and, with
// `--baseline DIR`, of an earlier build's DIR/server.js) against React's own `renderToString`
// of the content's minimal DOM (./minimal-dom.mjs, its stylesheet in front), at N = 100, 1000
// and 5000 blocks (./content.mjs) and on every published demo page. Content inline, warm: each
// renderer runs in a child process of its own (./server-child.mjs) with NODE_ENV=production (a
// deployed server's React), the kit's symbols fetched once from the local content service
// through a shared content cache. Each round asks every process in turn, the items shuffled, for
// `reps` renders of each; reported per item: the p50 of all renders, the ratio of the kit's p50
// to the floor's (budget: SERVER_RATIO, ./budgets.mjs) and the quartiles of the per-round ratios (the spread).
// A reference beside them, not a budget: Builder's DOM (this build's HTML of the item) as plain
// React elements, rendered the same way (./parity-html.mjs), what React alone costs to write the
// DOM that parity with Builder's SDKs needs.
// Then the first render after start-up, apart: module import, the first render of the demo home
// page (its symbols fetched), and the QuickJS isolates it made.
import { fork } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_CONTENT_DIR, startContentService } from '../demo/server/service.mjs';
import { checkServerBudgets } from './budgets.mjs';
import { median, quantile } from './stats.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const API_KEY = 'demo';
/** Block counts of the bench pages. */
const SIZES = [100, 1000, 5000];
/** Renders of an item per round: fewer of the large pages. */
const repsFor = (/** @type {{ n?: number }} */ item) =>
  item.n && item.n >= 5000 ? 2 : item.n && item.n >= 1000 ? 4 : 10;

/** @typedef {{ name: string, n?: number, page?: string }} Item */

/** The published demo pages by file name. */
async function demoPages() {
  const dir = path.join(DEMO_CONTENT_DIR, 'page');
  /** @type {Item[]} */
  const pages = [];
  for (const file of (await readdir(dir)).filter((f) => f.endsWith('.json')).sort()) {
    const entry = JSON.parse(await readFile(path.join(dir, file), 'utf8'));
    const page = file.replace(/\.json$/, '');
    if (entry.published === 'published') pages.push({ name: page, page });
  }
  return pages;
}

/**
 * A renderer in a child process: `floor` or a build's dist/.
 * @param {string} target
 */
async function startChild(target) {
  const child = fork(path.join(ROOT, 'bench', 'server-child.mjs'), [target], {
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    env: { ...process.env, NODE_ENV: 'production' },
  });
  /** @type {{ resolve: (value: any) => void, reject: (error: Error) => void } | undefined} */
  let pending;
  child.on('message', (message) => pending?.resolve(message));
  child.on('exit', (code) => pending?.reject(new Error(`renderer ${target} exited (${code})`)));
  const next = () =>
    new Promise((resolve, reject) => {
      pending = { resolve, reject };
    });
  await next(); // ready
  return {
    /** @param {object} job @returns {Promise<{ first?: { importMs: number, renderMs: number, isolates: number }, times: Record<string, number[]> }>} */
    render: (job) => {
      const answer = next();
      child.send(job);
      return answer;
    },
    close: () => void child.kill(),
  };
}

/** @template T @param {T[]} list @returns {T[]} */
function shuffled(list) {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/**
 * @param {{ rounds: number, baseline?: string, log: (line: string) => void }} options
 */
export async function runServerBench({ rounds, baseline, log }) {
  const service = await startContentService({
    port: 0,
    apiKeys: [API_KEY],
    siteDir: false,
    logger: { info() {}, warn() {}, error: console.error },
  });
  /** @type {Item[]} */
  const items = [...SIZES.map((n) => ({ name: `N = ${n}`, n })), ...(await demoPages())];
  const renderers = [
    { name: 'floor', target: 'floor' },
    { name: 'this build', target: path.join(ROOT, 'dist') },
    { name: 'parity', target: 'parity' },
    ...(baseline ? [{ name: 'baseline', target: path.resolve(baseline) }] : []),
  ];
  /** @type {Record<string, Record<string, number[]>>} samples[renderer][item]: every render's ms */
  const samples = {};
  /** @type {Record<string, Record<string, number[]>>} medians[renderer][item]: each round's median */
  const roundMedians = {};
  /** @type {Record<string, { importMs: number, renderMs: number, isolates: number }>} */
  const firsts = {};
  const service_ = { apiKey: API_KEY, apiHost: service.url };
  try {
    const children = await Promise.all(renderers.map((r) => startChild(r.target)));
    try {
      // The first render after start-up: the demo home page, once, before anything else.
      for (const [i, r] of renderers.entries()) {
        const answer = await children[i].render({ ...service_, items: [{ name: 'home', page: 'home' }], reps: 1 });
        if (answer.first) firsts[r.name] = answer.first;
      }
      // Round 0 warms every item up (and fetches the kit's symbols); it is not counted.
      for (let round = 0; round <= rounds; round++) {
        for (const item of shuffled(items)) {
          for (const [i, r] of shuffled([...renderers.entries()])) {
            const answer = await children[i].render({
              ...service_,
              items: [item],
              reps: round === 0 ? 1 : repsFor(item),
            });
            if (round === 0) continue;
            const times = answer.times[item.name];
            ((samples[r.name] ??= {})[item.name] ??= []).push(...times);
            ((roundMedians[r.name] ??= {})[item.name] ??= []).push(median(times));
          }
        }
      }
    } finally {
      children.forEach((child) => child.close());
    }
  } finally {
    await service.close();
  }

  const p50 = (/** @type {string} */ renderer, /** @type {string} */ item) => median(samples[renderer][item]);
  const times = (/** @type {number} */ a) => `${a.toFixed(2)}×`;
  /** @type {{ item: string, ratio: number }[]} */
  const ratios = [];
  const lines = [
    `| Content | floor p50 | this build p50 | Ratio to the floor | Spread (round ratios, p25–p75) | Builder's DOM in plain React p50 (× floor) |${baseline ? ' baseline p50 | Ratio to the baseline |' : ''}`,
    `|---|---:|---:|---:|---:|---:|${baseline ? '---:|---:|' : ''}`,
  ];
  for (const item of items) {
    const floor = p50('floor', item.name);
    const kit = p50('this build', item.name);
    const perRound = roundMedians['this build'][item.name].map((ms, i) => ms / roundMedians.floor[item.name][i]);
    const ratio = kit / floor;
    const parity = p50('parity', item.name);
    ratios.push({ item: item.name, ratio });
    const base = baseline
      ? ` ${p50('baseline', item.name).toFixed(2)} ms | ${times(kit / p50('baseline', item.name))} |`
      : '';
    lines.push(
      `| ${item.name} | ${floor.toFixed(2)} ms | ${kit.toFixed(2)} ms | ${times(ratio)} | ${quantile(perRound, 0.25).toFixed(2)}–${quantile(perRound, 0.75).toFixed(2)}× | ${parity.toFixed(2)} ms (${times(parity / floor)}) |${base}`,
    );
  }
  lines.push(
    '',
    '| First render after start-up | Module import | First render (demo home) | QuickJS isolates made |',
    '|---|---:|---:|---:|',
  );
  for (const r of renderers.filter(({ target }) => target !== 'parity'))
    lines.push(
      `| ${r.name} | ${firsts[r.name].importMs.toFixed(1)} ms | ${firsts[r.name].renderMs.toFixed(1)} ms | ${firsts[r.name].isolates} |`,
    );
  const table = lines.join('\n');
  log(table);
  return { table, ratios, firsts, checks: checkServerBudgets(ratios) };
}
