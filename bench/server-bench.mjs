// @ts-check
// Server rendering of the demo pages through `renderContentToHtml` of dist/server.js (and,
// with `--baseline DIR`, of an earlier build's DIR/server.js), each build in a child process of
// its own, rounds alternating between them, against the local content service. Reports the
// median per page, the ratio to the baseline, and the first render after start-up (module
// import, then the first page: the WebAssembly compile of the isolate is in it) separately.
import { fork } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_CONTENT_DIR, startContentService } from '../demo/server/service.mjs';
import { median } from './stats.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const API_KEY = 'demo';

/**
 * @typedef {object} ServerVariant
 * @property {string} name
 * @property {string} dist
 * @property {boolean} cache whether renders share a content cache (new builds only)
 */

/** The published demo pages: name and the URL each is targeted at. */
async function demoPages() {
  const dir = path.join(DEMO_CONTENT_DIR, 'page');
  const pages = [];
  for (const file of (await readdir(dir)).filter((f) => f.endsWith('.json')).sort()) {
    const entry = JSON.parse(await readFile(path.join(dir, file), 'utf8'));
    const url = Array.isArray(entry.data?.url) ? entry.data.url[0] : entry.data?.url;
    if (typeof url === 'string' && entry.published === 'published') pages.push({ name: file.replace(/\.json$/, ''), url });
  }
  return pages;
}

/**
 * A build's renderer in a child process.
 * @param {string} dist
 */
async function startChild(dist) {
  const child = fork(path.join(ROOT, 'bench', 'server-child.mjs'), [dist], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  /** @type {{ resolve: (value: any) => void, reject: (error: Error) => void } | undefined} */
  let pending;
  child.on('message', (message) => pending?.resolve(message));
  child.on('exit', (code) => pending?.reject(new Error(`renderer of ${dist} exited (${code})`)));
  const next = () => new Promise((resolve, reject) => {
    pending = { resolve, reject };
  });
  await next(); // ready
  return {
    /** @param {object} job @returns {Promise<any>} */
    render: (job) => {
      const answer = next();
      child.send(job);
      return answer;
    },
    close: () => void child.kill(),
  };
}

/**
 * @param {{ rounds: number, baseline?: string, log: (line: string) => void }} options
 */
export async function runServerBench({ rounds, baseline, log }) {
  const service = await startContentService({ port: 0, apiKeys: [API_KEY], siteDir: false, logger: { info() {}, warn() {}, error: console.error } });
  const pages = await demoPages();
  /** @type {ServerVariant[]} */
  const variants = [
    ...(baseline ? [{ name: 'baseline', dist: path.resolve(baseline), cache: false }] : []),
    { name: 'this build', dist: path.join(ROOT, 'dist'), cache: false },
    { name: 'this build, shared cache', dist: path.join(ROOT, 'dist'), cache: true },
  ];
  /** @type {Record<string, Record<string, number[]>>} */
  const samples = {};
  /** @type {Record<string, { importMs: number, renderMs: number }>} */
  const firsts = {};
  try {
    const children = await Promise.all(variants.map((variant) => startChild(variant.dist)));
    try {
      for (let round = 0; round <= rounds; round++) {
        // Round 0 is each process's first render after start-up, reported on its own.
        for (const [i, variant] of variants.entries()) {
          const answer = await children[i].render({ pages, apiKey: API_KEY, apiHost: service.url, cache: variant.cache });
          if (answer.first) firsts[variant.name] = answer.first;
          if (round === 0) continue;
          for (const [page, ms] of Object.entries(answer.times)) ((samples[variant.name] ??= {})[page] ??= []).push(/** @type {number} */ (ms));
        }
      }
    } finally {
      children.forEach((child) => child.close());
    }
  } finally {
    await service.close();
  }
  const medians = Object.fromEntries(variants.map((v) => [v.name, Object.fromEntries(pages.map((p) => [p.name, median(samples[v.name][p.name])]))]));
  const total = (/** @type {string} */ name) => pages.reduce((sum, p) => sum + medians[name][p.name], 0);
  const lines = [
    `| Page | ${variants.map((v) => v.name).join(' | ')} |${baseline ? ' Ratio (no cache) | Ratio (shared cache) |' : ''}`,
    `|---|${variants.map(() => '---:').join('|')}|${baseline ? '---:|---:|' : ''}`,
  ];
  const times = (/** @type {number} */ a, /** @type {number} */ b) => `${(a / b).toFixed(2)}×`;
  for (const page of [...pages.map((p) => p.name), 'all pages']) {
    const value = (/** @type {string} */ name) => (page === 'all pages' ? total(name) : medians[name][page]);
    lines.push(`| ${page} | ${variants.map((v) => `${value(v.name).toFixed(2)} ms`).join(' | ')} |${baseline
      ? ` ${times(value('this build'), value('baseline'))} | ${times(value('this build, shared cache'), value('baseline'))} |` : ''}`);
  }
  lines.push('', '| First render after start-up | Module import | First page render |', '|---|---:|---:|');
  for (const v of variants) lines.push(`| ${v.name} | ${firsts[v.name].importMs.toFixed(1)} ms | ${firsts[v.name].renderMs.toFixed(1)} ms |`);
  const table = lines.join('\n');
  log(table);
  const ratio = baseline ? { fresh: total('this build') / total('baseline'), cached: total('this build, shared cache') / total('baseline') } : undefined;
  return { table, medians, firsts, ratio };
}
