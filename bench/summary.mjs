// @ts-check
// From the loads' timings to the figures the report and the budgets use: medians, and ratios
// to the floor taken per round (each variant against the floor load of the same round, so a
// slow moment of the machine weighs on both sides) with their spread.
import { median, quantile } from './stats.mjs';

/** @typedef {import('./render-bench.mjs').RenderSamples} RenderSamples */
/** @typedef {import('./render-bench.mjs').Variant} Variant */
/** @typedef {import('./pages/harness.js').RenderTiming} RenderTiming */

/**
 * @typedef {object} Ratio
 * @property {number} median median of the per-round ratios
 * @property {number} low 25th percentile
 * @property {number} high 75th percentile
 */

/**
 * @typedef {object} VariantSummary
 * @property {number} domMs median script start → DOM
 * @property {number} layoutMs median script start → DOM + layout
 * @property {number} evaluateMs median script start → render call
 * @property {Ratio} dom render ratio to the floor
 * @property {Ratio} layout DOM + layout ratio to the floor
 * @property {number} elements elements in the content root
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
 * @param {RenderSamples} result
 * @returns {SizeSummary}
 */
export function summarize({ n, samples }) {
  const floor = samples.floor;
  /** @param {RenderTiming[]} loads @returns {VariantSummary} */
  const of = (loads) => ({
    domMs: median(loads.map((l) => l.dom)),
    layoutMs: median(loads.map((l) => l.layout)),
    evaluateMs: median(loads.map((l) => l.evaluate)),
    dom: spread(loads.map((l, i) => l.dom / floor[i].dom)),
    layout: spread(loads.map((l, i) => l.layout / floor[i].layout)),
    elements: loads[0].elements,
    signature: loads[0].signature,
  });
  return { n, rounds: floor.length, variants: { elements: of(samples.elements), 'react-api': of(samples['react-api']), floor: of(floor) } };
}

/**
 * Library evaluation (script start → first render call) over every load, and each variant's
 * excess over the floor's React evaluation (median of the per-round differences).
 * @param {RenderSamples[]} results
 * @returns {Record<Variant, { medianMs: number, aboveFloorMs: number }>}
 */
export function evaluation(results) {
  /** @param {Variant} variant */
  const of = (variant) => {
    const own = results.flatMap((r) => r.samples[variant].map((l) => l.evaluate));
    const above = results.flatMap((r) => r.samples[variant].map((l, i) => l.evaluate - r.samples.floor[i].evaluate));
    return { medianMs: median(own), aboveFloorMs: median(above) };
  };
  return { elements: of('elements'), 'react-api': of('react-api'), floor: of('floor') };
}
