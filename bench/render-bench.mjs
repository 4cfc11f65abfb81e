// @ts-check
// The render bench: for each page size, every variant loaded in alternating order, each load a
// fresh page in a fresh browser context, timed inside the page by ./pages/harness.js.
import { benchContent } from './content.mjs';
import { loadAndRead } from './browser.mjs';
import { VARIANTS } from './build-pages.mjs';

/** @typedef {import('./pages/harness.js').RenderTiming} RenderTiming */
/** @typedef {typeof VARIANTS[number]} Variant */

/**
 * @typedef {object} RenderSamples
 * @property {number} n blocks on the page
 * @property {Record<Variant, RenderTiming[]>} samples one per load
 */

/**
 * @typedef {object} RenderBenchOptions
 * @property {import('puppeteer-core').Browser} browser
 * @property {string} origin the bench server
 * @property {Map<string, string>} data the server's `/data/<name>.js` scripts (filled here)
 * @property {number[]} sizes page sizes in blocks
 * @property {(n: number) => number} rounds loads per variant at a page size
 * @property {(line: string) => void} log
 */

/**
 * @param {string} name
 * @param {string} global
 * @param {unknown} value
 * @returns {[string, string]}
 */
const dataScript = (name, global, value) => [name, `window.${global}=${JSON.stringify(value)};`];

/**
 * @param {RenderBenchOptions} options
 * @returns {Promise<RenderSamples[]>}
 */
export async function runRenderBench({ browser, origin, data, sizes, rounds, log }) {
  /** @type {RenderSamples[]} */
  const results = [];
  for (const n of sizes) {
    data.set(...dataScript(`content-${n}`, '__benchContent', benchContent(n)));
    // The floor is the React API's own DOM, recreated as a plain element tree.
    const reference = await loadAndRead(browser, `${origin}/page/react-api?n=${n}&snapshot`, '__benchResult');
    const snapshot = /** @type {RenderTiming} */ (reference).snapshot;
    if (!snapshot) throw new Error('The React API page gave no DOM snapshot');
    data.set(...dataScript(`floor-${n}`, '__benchTree', snapshot.tree));
    data.set(`floor-css-${n}`, JSON.stringify(snapshot.headCss));

    /** @type {Record<Variant, RenderTiming[]>} */
    const samples = { elements: [], 'react-api': [], floor: [] };
    for (let round = 0; round < rounds(n); round++) {
      // Rotating the order spreads any drift of the machine's load over every variant.
      const order = VARIANTS.map((_, i) => VARIANTS[(i + round) % VARIANTS.length]);
      for (const variant of order) {
        samples[variant].push(await loadAndRead(browser, `${origin}/page/${variant}?n=${n}`, '__benchResult'));
      }
    }
    log(`  N=${n}: ${VARIANTS.map((v) => `${v} ${samples[v].map((s) => s.dom.toFixed(0)).join('/')} ms`).join(', ')}`);
    results.push({ n, samples });
  }
  return results;
}
