// @ts-check
// The render bench: for each page size, every variant loaded in alternating order, each load a
// fresh page in a fresh browser context, timed inside the page by ./pages/harness.js.
import { benchContent } from './content.mjs';
import { loadAndRead } from './browser.mjs';
import { VARIANTS } from './build-pages.mjs';
import { minimalDom } from './minimal-dom.mjs';
import { parityHtml } from './parity-html.mjs';

/** @typedef {import('./pages/harness.js').RenderTiming} RenderTiming */
/** @typedef {typeof VARIANTS[number]} Variant */

/**
 * @typedef {object} CpuTiming main-thread CPU time (ms) from script start
 * @property {number} evaluate to the render call
 * @property {number} dom to the DOM committed
 * @property {number} layout to the DOM committed and laid out
 */

/** @typedef {RenderTiming & { cpu: CpuTiming }} Sample one load: wall-clock timings (ms) and CPU times */

/**
 * @typedef {object} RenderSamples
 * @property {number} n blocks on the page
 * @property {Record<Variant, Sample[]>} samples one per load
 */

/**
 * @typedef {object} RenderBenchOptions
 * @property {import('puppeteer-core').Browser} browser
 * @property {string} origin the bench server
 * @property {Map<string, string>} data the server's `/data/<name>.js` scripts (filled here)
 * @property {number[]} sizes page sizes in blocks
 * @property {(n: number) => number} rounds loads per variant at a page size
 * @property {(line: string) => void} log
 * @property {readonly string[]} [variants] the pages loaded (default {@link VARIANTS}; `--baseline` adds a baseline build's)
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
export async function runRenderBench({ browser, origin, data, sizes, rounds, log, variants = VARIANTS }) {
  /** @type {RenderSamples[]} */
  const results = [];
  for (const n of sizes) {
    const content = benchContent(n);
    data.set(...dataScript(`content-${n}`, '__benchContent', content));
    // The floor is the content's minimal DOM and its stylesheet, both data the floor page renders.
    const floor = minimalDom(content);
    const [name, tree] = dataScript(`floor-${n}`, '__benchTree', floor.tree);
    data.set(name, `${tree}window.__benchCss=${JSON.stringify(floor.css)};`);
    data.set(...dataScript(`parity-${n}`, '__benchHtml', await parityHtml(content)));

    /** @type {Record<string, Sample[]>} */
    const samples = Object.fromEntries(variants.map((variant) => [variant, []]));
    for (let round = 0; round < rounds(n); round++) {
      // Rotating the order spreads any drift of the machine's load over every variant.
      const order = variants.map((_, i) => variants[(i + round) % variants.length]);
      for (const variant of order) {
        samples[variant].push(await timedLoad(browser, `${origin}/page/${variant}?n=${n}`));
      }
    }
    log(`  N=${n}: ${variants.map((v) => `${v} ${samples[v].map((s) => s.cpu.dom.toFixed(0)).join('/')}`).join(', ')}`);
    results.push({ n, samples: /** @type {Record<Variant, Sample[]>} */ (samples) });
  }
  return results;
}

/**
 * One load of a bench page, with the main thread's CPU times between the page's marks.
 * @param {import('puppeteer-core').Browser} browser
 * @param {string} url
 * @returns {Promise<Sample>}
 */
async function timedLoad(browser, url) {
  const { value, cpu } = await loadAndRead(browser, url, '__benchResult', { traceMarks: true });
  const timing = /** @type {RenderTiming} */ (value);
  for (const mark of ['start', 'evaluated', 'dom', 'layout'])
    if (!(mark in cpu)) throw new Error(`${url}: the trace has no bench:${mark} mark`);
  return {
    ...timing,
    cpu: { evaluate: cpu.evaluated - cpu.start, dom: cpu.dom - cpu.start, layout: cpu.layout - cpu.start },
  };
}
