// @ts-check
// Where library evaluation goes: CPU profiles (V8's sampling profiler, 50 µs) of the bench pages
// from the start mark to the render call (`?evaluate&profile`: the pages call console.profile /
// console.profileEnd there), summed over several loads of readable builds (no terser, with
// source maps) and attributed to the source module each sampled line comes from.
import { SourceMap } from 'node:module';
import path from 'node:path';
import { withVisitorPage } from './browser.mjs';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** @typedef {import('devtools-protocol').Protocol.Profiler.Profile} Profile */

/**
 * @typedef {object} ProfileRow
 * @property {string} name function, or source module, or group
 * @property {string} where file:line (functions only)
 * @property {number} selfMs average per load
 * @property {number} totalMs average per load (functions: samples with the function on the stack)
 */

/**
 * @typedef {object} EvaluationProfile
 * @property {number} loads
 * @property {number} sampledMs average sampled time per load (idle excluded)
 * @property {ProfileRow[]} functions by self time
 * @property {ProfileRow[]} inclusive by total time
 * @property {ProfileRow[]} modules self time by source module
 * @property {ProfileRow[]} groups self time by part (React, core, renderer, blocks, elements, engine)
 */

/**
 * Profiles `loads` loads of `url` (a page that calls console.profile/profileEnd).
 * @param {import('puppeteer-core').Browser} browser
 * @param {string} url
 * @param {number} loads
 * @returns {Promise<Profile[]>}
 */
export async function profileEvaluation(browser, url, loads) {
  /** @type {Profile[]} */
  const profiles = [];
  for (let i = 0; i < loads; i++) {
    await withVisitorPage(browser, async (page) => {
      const cdp = await page.createCDPSession();
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 50 });
      const finished = new Promise((resolve) => cdp.once('Profiler.consoleProfileFinished', (event) => resolve(event.profile)));
      await page.goto(url, { waitUntil: 'load' });
      profiles.push(/** @type {Profile} */ (await finished));
    });
  }
  return profiles;
}

/**
 * @param {string} source a source map's source path (relative to the project)
 * @returns {string} relative to the project (`src/core/builder.ts`, `node_modules/react-dom/…`)
 */
const projectPath = (source) => {
  const file = source.replace(/^file:\/\//, '');
  const relative = path.relative(ROOT, path.resolve(ROOT, file));
  return relative.startsWith('..') ? file : relative;
};

/**
 * @param {string} module project-relative path
 * @returns {string}
 */
const groupOf = (module) => {
  if (module.startsWith('(')) return module;
  if (/node_modules\/(react|react-dom|scheduler)\//.test(module)) return 'React, ReactDOM, scheduler';
  if (module.includes('node_modules/')) return 'other dependencies';
  if (module.startsWith('src/core/')) return 'core (src/core)';
  if (module.startsWith('src/blocks/')) return 'blocks (src/blocks)';
  if (module.startsWith('src/render/')) return 'renderer (src/render)';
  if (module.startsWith('src/')) return 'entries (src/*.ts)';
  if (module.startsWith('elements/')) return 'elements (elements/)';
  return 'bench page';
};

/**
 * Sums the profiles of one page: self and total time per function, self time per source module
 * (each sample's line mapped back through the page's source map) and per part of the page.
 * @param {Profile[]} profiles
 * @param {{ code: string, map: import('node:module').SourceMapPayload }} script the profiled page's readable build
 * @param {string} scriptUrlEnd how the page script's URL ends (`/pages/react-api.js`)
 * @returns {EvaluationProfile}
 */
export function summarizeEvaluation(profiles, script, scriptUrlEnd) {
  const sourceMap = new SourceMap(script.map);
  const lines = script.code.split('\n');
  /** @type {Map<number, string>} */
  const moduleOfLine = new Map();
  /** @param {number} line 1-based, in the page script */
  const moduleAt = (line) => {
    let module = moduleOfLine.get(line);
    if (module === undefined) {
      const text = lines[line - 1] ?? '';
      const entry = sourceMap.findEntry(line - 1, Math.max(0, text.search(/\S/)));
      module = 'originalSource' in entry && entry.originalSource ? projectPath(entry.originalSource) : '(unmapped)';
      moduleOfLine.set(line, module);
    }
    return module;
  };

  /** @type {Map<string, { name: string, where: string, self: number, total: number }>} */
  const functions = new Map();
  /** @type {Map<string, number>} */
  const modules = new Map();
  let sampled = 0;
  const add = (/** @type {Map<string, number>} */ into, /** @type {string} */ key, /** @type {number} */ us) => into.set(key, (into.get(key) ?? 0) + us);

  for (const profile of profiles) {
    const { nodes, samples = [], timeDeltas = [] } = profile;
    /** @type {Map<number, import('devtools-protocol').Protocol.Profiler.ProfileNode>} */
    const byId = new Map(nodes.map((node) => [node.id, node]));
    /** @type {Map<number, number>} */
    const parentOf = new Map();
    for (const node of nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
    const ours = (/** @type {import('devtools-protocol').Protocol.Runtime.CallFrame} */ frame) => frame.url.endsWith(scriptUrlEnd);
    const keyOf = (/** @type {import('devtools-protocol').Protocol.Runtime.CallFrame} */ frame) => {
      const where = frame.url ? `${ours(frame) ? moduleAt(frame.lineNumber + 1) : frame.url.replace(/^https?:\/\/[^/]+/, '')}:${frame.lineNumber + 1}` : '';
      return { key: `${frame.functionName}@${frame.url}:${frame.lineNumber}:${frame.columnNumber}`, name: frame.functionName || '(anonymous)', where };
    };
    /** @type {Map<number, number>} self µs per node */
    const selfUs = new Map();
    samples.forEach((id, i) => selfUs.set(id, (selfUs.get(id) ?? 0) + (timeDeltas[i + 1] ?? timeDeltas[i] ?? 0)));
    for (const [id, us] of selfUs) {
      const node = /** @type {import('devtools-protocol').Protocol.Profiler.ProfileNode} */ (byId.get(id));
      const frame = node.callFrame;
      // The profile starts inside mark-start.js (console.profile), before the start mark.
      if (frame.functionName === '(idle)' || frame.functionName === '(root)' || frame.url.endsWith('/mark-start.js')) continue;
      sampled += us;
      // Self time, per function and (line by line) per source module.
      const { key, name, where } = keyOf(frame);
      const fn = functions.get(key) ?? { name, where, self: 0, total: 0 };
      fn.self += us;
      functions.set(key, fn);
      if (ours(frame) && node.positionTicks?.length) {
        const ticks = node.positionTicks.reduce((sum, t) => sum + t.ticks, 0);
        for (const t of node.positionTicks) add(modules, moduleAt(t.line), (us * t.ticks) / ticks);
      } else {
        add(modules, ours(frame) ? moduleAt(frame.lineNumber + 1) : frame.url ? frame.url.replace(/^https?:\/\/[^/]+/, '') : frame.functionName, us);
      }
      // Total time: every function on the stack, once.
      const seen = new Set();
      for (let at = /** @type {number | undefined} */ (id); at !== undefined; at = parentOf.get(at)) {
        const f = /** @type {import('devtools-protocol').Protocol.Profiler.ProfileNode} */ (byId.get(at)).callFrame;
        if (f.functionName === '(root)') break;
        const k = keyOf(f);
        if (seen.has(k.key)) continue;
        seen.add(k.key);
        const entry = functions.get(k.key) ?? { name: k.name, where: k.where, self: 0, total: 0 };
        entry.total += us;
        functions.set(k.key, entry);
      }
    }
  }
  const perLoad = (/** @type {number} */ us) => us / 1000 / profiles.length;
  const rows = [...functions.values()].map((f) => ({ name: f.name, where: f.where, selfMs: perLoad(f.self), totalMs: perLoad(f.total) }));
  /** @type {Map<string, number>} */
  const groups = new Map();
  for (const [module, us] of modules) add(groups, groupOf(module), us);
  const sorted = (/** @type {Map<string, number>} */ map) => [...map].map(([name, us]) => ({ name, where: '', selfMs: perLoad(us), totalMs: perLoad(us) })).sort((a, b) => b.selfMs - a.selfMs);
  return {
    loads: profiles.length,
    sampledMs: perLoad(sampled),
    functions: [...rows].sort((a, b) => b.selfMs - a.selfMs),
    inclusive: [...rows].sort((a, b) => b.totalMs - a.totalMs),
    modules: sorted(modules),
    groups: sorted(groups),
  };
}

/**
 * The summaries as markdown sections.
 * @param {string} heading
 * @param {EvaluationProfile} summary
 * @param {number} [count] rows per table
 */
export function evaluationProfileMarkdown(heading, summary, count = 20) {
  const ms = (/** @type {number} */ value) => value.toFixed(2);
  return [
    `## ${heading}`,
    '',
    `${summary.loads} loads, ${ms(summary.sampledMs)} ms sampled per load (idle excluded). Per load, by part:`,
    '',
    '| Self ms | Part |', '|---:|---|',
    ...summary.groups.map((g) => `| ${ms(g.selfMs)} | ${g.name} |`),
    '',
    'By source module (self time of the lines sampled in it):',
    '',
    '| Self ms | Module |', '|---:|---|',
    ...summary.modules.slice(0, count).map((m) => `| ${ms(m.selfMs)} | ${m.name} |`),
    '',
    'Functions by self time:',
    '',
    '| Self ms | Total ms | Function | Where |', '|---:|---:|---|---|',
    ...summary.functions.slice(0, count).map((f) => `| ${ms(f.selfMs)} | ${ms(f.totalMs)} | ${f.name} | ${f.where} |`),
    '',
    'Functions by total time:',
    '',
    '| Total ms | Self ms | Function | Where |', '|---:|---:|---|---|',
    ...summary.inclusive.slice(0, count).map((f) => `| ${ms(f.totalMs)} | ${ms(f.selfMs)} | ${f.name} | ${f.where} |`),
  ].join('\n');
}
