// @ts-check
// The evaluation bench: library evaluation (script start → the render call) of every page,
// loaded with `?evaluate` (no data, nothing rendered: see ./pages/harness.js), so a load takes
// a fraction of a render load and many rounds fit in the time. Pages alternate in a rotating
// order; each load is a fresh page in a fresh browser context (nothing cached or compiled).
import { loadAndRead } from './browser.mjs';
import { median, quantile } from './stats.mjs';

/**
 * @typedef {object} EvaluationSample one load
 * @property {number} [cpu] main-thread CPU ms, script start → render call (from the trace marks)
 * @property {number} wall the same in wall-clock ms
 */

/**
 * @typedef {object} EvaluationFigures
 * @property {number} cpuMs median CPU ms (NaN without a CPU clock)
 * @property {number} wallMs median wall-clock ms
 * @property {number} aboveFloorMs median of the per-round differences to the floor, on `clock`
 * @property {number} aboveFloorLow 25th percentile of those differences
 * @property {number} aboveFloorHigh 75th percentile
 * @property {number} rounds loads
 */

/**
 * @param {object} options
 * @param {string} options.origin the bench server
 * @param {readonly string[]} options.pages page names (`floor` among them)
 * @param {number} options.rounds loads per page
 * @param {(url: string) => Promise<EvaluationSample>} options.load one load of an `?evaluate` page
 * @returns {Promise<Record<string, EvaluationSample[]>>}
 */
export async function runEvaluationBench({ origin, pages, rounds, load }) {
  /** @type {Record<string, EvaluationSample[]>} */
  const samples = Object.fromEntries(pages.map((page) => [page, []]));
  for (let round = 0; round < rounds; round++) {
    // Rotating the order spreads any drift of the machine's load over every page.
    for (const page of pages.map((_, i) => pages[(i + round) % pages.length])) {
      samples[page].push(await load(`${origin}/page/${page}?evaluate`));
    }
  }
  return samples;
}

/**
 * A load in the bench's browser, timed on the main thread's CPU clock (from the trace marks).
 * @param {import('puppeteer-core').Browser} browser
 * @returns {(url: string) => Promise<EvaluationSample>}
 */
export const tracedLoad = (browser) => async (url) => {
  const { value, cpu } = await loadAndRead(browser, url, '__benchEvaluated', { traceMarks: true });
  if (!('start' in cpu && 'evaluated' in cpu)) throw new Error(`${url}: the trace has no bench marks`);
  return { cpu: cpu.evaluated - cpu.start, wall: /** @type {number} */ (value) };
};

/**
 * Medians per page, and each page's excess over `reference` (the floor, or a baseline build)
 * taken round by round on `clock`.
 * @param {Record<string, EvaluationSample[]>} samples
 * @param {string} page
 * @param {string} [reference]
 * @param {'cpu' | 'wall'} [clock]
 * @returns {EvaluationFigures}
 */
export function evaluationFigures(samples, page, reference = 'floor', clock = 'cpu') {
  const loads = samples[page];
  const at = (/** @type {EvaluationSample} */ load) => load[clock] ?? NaN;
  const differences = loads.map((load, i) => at(load) - at(samples[reference][i]));
  return {
    cpuMs: median(loads.map((l) => l.cpu ?? NaN)),
    wallMs: median(loads.map((l) => l.wall)),
    aboveFloorMs: median(differences),
    aboveFloorLow: quantile(differences, 0.25),
    aboveFloorHigh: quantile(differences, 0.75),
    rounds: loads.length,
  };
}
