// @ts-check
// The release budgets: what the bench must show for `npm run bench` to pass.

// The floor is the content's minimal DOM in plain React 19 (./minimal-dom.mjs), issue 28.

/**
 * Render (script start → the last block in the DOM) at most this many times the floor's, at
 * every page size, in main-thread CPU time and in wall-clock time (what a visitor waits for).
 */
export const RENDER_RATIO = 1.3;
/** DOM + layout at most this many times the floor's at the largest page (CPU and wall clock). */
export const LAYOUT_RATIO = 1.2;
/**
 * Elements at most this many times the floor's, or at most the floor's plus the elements
 * Builder's DOM has around the blocks (./minimal-dom.mjs `PARITY_ELEMENTS`, each named with the
 * reference behaviour that needs it in docs/performance.md).
 */
export const DOM_RATIO = 1.1;
/** Page size the layout budget applies to. */
export const LAYOUT_N = 5000;
/**
 * The React API's eager code without the core and without React (min+gzip bytes). 25 KiB until
 * issue 25: metering the subset's work, checking data at every way in and keeping content
 * markup inside its root cost 1.35 KiB (docs/performance.md, "Budgets").
 */
export const RENDERER_BYTES = 26.5 * 1024;
/**
 * The core as a default page loads it (min+gzip bytes): dist/core.js with everything it imports,
 * bundled as an app's bundler would, and every chunk it loads lazily (tracking is on by default,
 * and the first impression needs the tracking pipeline on almost every page). 8 KiB until issue
 * 26 counted the entry only; issue 28 counts the tracking pipeline too (in the entry again) and
 * argues 9.5 KiB rather than 8 (docs/performance.md, "Budgets").
 */
export const CORE_BYTES = 9.5 * 1024;
/** Library evaluation before the first render, above the floor page's own React evaluation (ms). */
export const EVALUATION_MS = 3;
/** Content requests of the five-tag page. */
export const CONTENT_REQUESTS = 1;
/**
 * `--server-load`: p99 of the healthy requests when 1 % of the requests render a page of runaway
 * snippets, at most this many times their p99 without (issue 26: a bad entry never blocks others
 * for long).
 */
export const SERVER_LOAD_RATIO = 1.5;
/**
 * `--server-only`: server rendering (`renderContentToHtml`, content inline, warm p50) at most this
 * many times React's `renderToString` of the minimal DOM, at every N and on every demo page.
 */
export const SERVER_RATIO = 2;
/** `--server-load`: a per-request server's requests per second at least this share of the floor's. */
export const SERVER_LOAD_SHARE = 0.5;

/**
 * @typedef {object} BudgetCheck
 * @property {string} name
 * @property {string} limit
 * @property {string} actual
 * @property {boolean} ok
 */

/**
 * @typedef {object} BudgetInput
 * @property {{ n: number, variant: string, dom: number, layout: number, wallDom: number, wallLayout: number }[]} ratios
 *   ratios to the floor (medians of the per-round ratios), main-thread CPU and wall clock
 * @property {{ n: number, variant: string, elements: number, floor: number, parity: number }[]} [dom]
 *   elements each variant rendered, the floor's, and the parity elements the content accounts for
 * @property {{ variant: string, aboveFloorMs: number }[]} evaluation
 * @property {number} rendererBytes
 * @property {number} coreBytes
 * @property {number} contentRequests
 */

const kib = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(2)} KiB`;

/**
 * The two size budgets (also checked on their own by `node bench/sizes.mjs`).
 * @param {Pick<BudgetInput, 'rendererBytes' | 'coreBytes'>} input
 * @returns {BudgetCheck[]}
 */
export function checkSizeBudgets({ rendererBytes, coreBytes }) {
  return [
    {
      name: 'renderer + eager blocks (React API without core)',
      limit: `≤ ${kib(RENDERER_BYTES)}`,
      actual: kib(rendererBytes),
      ok: rendererBytes <= RENDERER_BYTES,
    },
    {
      name: 'core as a default page loads it (tracking on), with its dependencies',
      limit: `≤ ${kib(CORE_BYTES)}`,
      actual: kib(coreBytes),
      ok: coreBytes <= CORE_BYTES,
    },
  ];
}

/**
 * The DOM budget: each variant's elements against {@link DOM_RATIO} × the floor's, or the
 * floor's plus the named parity elements when that allows more.
 * @param {NonNullable<BudgetInput['dom']>} dom
 * @returns {BudgetCheck[]}
 */
export function checkDomBudgets(dom) {
  return dom.map(({ n, variant, elements, floor, parity }) => {
    const allowed = Math.max(Math.floor(floor * DOM_RATIO), floor + parity);
    return {
      name: `${variant} DOM elements, N=${n}`,
      limit: `≤ ${allowed} (${DOM_RATIO}× floor ${floor}, or floor + ${parity} named)`,
      actual: `${elements} (${(elements / floor).toFixed(2)}×)`,
      ok: elements <= allowed,
    };
  });
}

/**
 * The render budgets: each variant's ratios to the floor (render at every size, DOM + layout
 * at {@link LAYOUT_N}) and its elements ({@link checkDomBudgets}).
 * @param {Pick<BudgetInput, 'ratios' | 'dom'>} input
 * @returns {BudgetCheck[]}
 */
export function checkRenderBudgets({ ratios, dom = [] }) {
  /** @type {BudgetCheck[]} */
  const checks = [];
  const ratioCheck = (/** @type {string} */ name, /** @type {number} */ actual, /** @type {number} */ limit) =>
    checks.push({ name, limit: `≤ ${limit}× floor`, actual: `${actual.toFixed(2)}×`, ok: actual <= limit });
  for (const r of ratios) {
    ratioCheck(`${r.variant} render, N=${r.n}, CPU`, r.dom, RENDER_RATIO);
    ratioCheck(`${r.variant} render, N=${r.n}, wall clock`, r.wallDom, RENDER_RATIO);
    if (r.n !== LAYOUT_N) continue;
    ratioCheck(`${r.variant} DOM+layout, N=${r.n}, CPU`, r.layout, LAYOUT_RATIO);
    ratioCheck(`${r.variant} DOM+layout, N=${r.n}, wall clock`, r.wallLayout, LAYOUT_RATIO);
  }
  checks.push(...checkDomBudgets(dom));
  return checks;
}

/**
 * @param {BudgetInput} input
 * @returns {BudgetCheck[]}
 */
export function checkBudgets({ ratios, dom, evaluation, rendererBytes, coreBytes, contentRequests }) {
  const checks = checkRenderBudgets({ ratios, dom });
  checks.push(...checkSizeBudgets({ rendererBytes, coreBytes }));
  for (const e of evaluation) {
    checks.push({
      name: `${e.variant} evaluation above the floor's React`,
      limit: `≤ ${EVALUATION_MS} ms`,
      actual: `${e.aboveFloorMs.toFixed(1)} ms`,
      ok: e.aboveFloorMs <= EVALUATION_MS,
    });
  }
  checks.push({
    name: 'content requests, five tags',
    limit: `= ${CONTENT_REQUESTS}`,
    actual: String(contentRequests),
    ok: contentRequests === CONTENT_REQUESTS,
  });
  return checks;
}

/**
 * The server rendering budget, one check per content rendered (./server-bench.mjs).
 * @param {{ item: string, ratio: number }[]} ratios the kit's p50 over the floor's
 * @returns {BudgetCheck[]}
 */
export function checkServerBudgets(ratios) {
  return ratios.map(({ item, ratio }) => ({
    name: `server render, ${item}`,
    limit: `≤ ${SERVER_RATIO}× floor`,
    actual: `${ratio.toFixed(2)}×`,
    ok: ratio <= SERVER_RATIO,
  }));
}
