// @ts-check
// From the loads' timings to the figures the report and the budgets use: medians, and ratios
// to the floor taken per round (each variant against the floor load of the same round, so a
// slow moment of the machine weighs on both sides) with their spread. Headline figures use the
// main thread's CPU time, which other processes on the machine barely move; wall-clock figures
// are kept beside them.
import { median, quantile } from './stats.mjs';

/** @typedef {import('./render-bench.mjs').RenderSamples} RenderSamples */
/** @typedef {import('./render-bench.mjs').Variant} Variant */
/** @typedef {import('./render-bench.mjs').Sample} Sample */

/**
 * @typedef {object} Ratio
 * @property {number} median median of the per-round ratios
 * @property {number} low 25th percentile
 * @property {number} high 75th percentile
 */

/**
 * @typedef {object} Phases medians (ms) from script start
 * @property {number} evaluate to the render call
 * @property {number} dom to the DOM
 * @property {number} layout to DOM + layout
 */

/**
 * @typedef {object} VariantSummary
 * @property {Phases} cpu main-thread CPU time
 * @property {Phases} wall wall-clock time
 * @property {Ratio} dom render ratio to the floor (CPU)
 * @property {Ratio} layout DOM + layout ratio to the floor (CPU)
 * @property {Ratio} wallDom render ratio to the floor (wall clock)
 * @property {Ratio} wallLayout DOM + layout ratio to the floor (wall clock)
 * @property {number} elements elements the render put in its container
 * @property {Record<string, number>} kinds those elements by kind (./pages/harness.js)
 * @property {string} signature
 */

/**
 * @typedef {object} SizeSummary
 * @property {number} n
 * @property {number} rounds
 * @property {Record<Variant, VariantSummary>} variants
 */

/**
 * @param {readonly number[]} values
 * @returns {Ratio}
 */
const spread = (values) => ({ median: median(values), low: quantile(values, 0.25), high: quantile(values, 0.75) });

/**
 * @param {readonly { evaluate: number, dom: number, layout: number }[]} loads
 * @returns {Phases}
 */
const phases = (loads) => ({
  evaluate: median(loads.map((l) => l.evaluate)),
  dom: median(loads.map((l) => l.dom)),
  layout: median(loads.map((l) => l.layout)),
});

/**
 * @param {RenderSamples} result
 * @returns {SizeSummary}
 */
export function summarize({ n, samples }) {
  const floor = samples.floor;
  /** @param {Sample[]} loads @returns {VariantSummary} */
  const of = (loads) => ({
    cpu: phases(loads.map((l) => l.cpu)),
    wall: phases(loads),
    dom: spread(loads.map((l, i) => l.cpu.dom / floor[i].cpu.dom)),
    layout: spread(loads.map((l, i) => l.cpu.layout / floor[i].cpu.layout)),
    wallDom: spread(loads.map((l, i) => l.dom / floor[i].dom)),
    wallLayout: spread(loads.map((l, i) => l.layout / floor[i].layout)),
    elements: loads[0].elements,
    kinds: loads[0].kinds,
    signature: loads[0].signature,
  });
  // Every variant measured (a baseline build's `<variant>-base` pages too), each against the same loads' floor.
  const variants = /** @type {Record<string, VariantSummary>} */ (
    Object.fromEntries(Object.entries(samples).map(([name, loads]) => [name, of(loads)]))
  );
  return { n, rounds: floor.length, variants: /** @type {SizeSummary['variants']} */ (variants) };
}
