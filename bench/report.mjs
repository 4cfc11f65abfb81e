// @ts-check
// The bench's report: one markdown block (machine, ratios to the floor, evaluation, requests,
// sizes, budgets), printed and written into docs/performance.md between the bench markers.
import { readFile, writeFile } from 'node:fs/promises';

/** @typedef {import('./summary.mjs').SizeSummary} SizeSummary */
/** @typedef {import('./summary.mjs').Ratio} Ratio */
/** @typedef {import('./sizes.mjs').SizeReport} SizeReport */
/** @typedef {import('./sizes.mjs').FileSize} FileSize */
/** @typedef {import('./requests-bench.mjs').RequestCount} RequestCount */
/** @typedef {import('./budgets.mjs').BudgetCheck} BudgetCheck */

export const START_MARKER = '<!-- bench:start -->';
export const END_MARKER = '<!-- bench:end -->';

/**
 * @typedef {object} ReportInput
 * @property {string} machine
 * @property {SizeSummary[]} render
 * @property {Record<import('./render-bench.mjs').Variant, import('./evaluation-bench.mjs').EvaluationFigures>} evaluation
 * @property {RequestCount} requests
 * @property {SizeReport} sizes
 * @property {BudgetCheck[]} budgets
 * @property {string} [server] the server rendering table (./server-bench.mjs)
 */

const x = (/** @type {number} */ value) => `${value.toFixed(2)}×`;
const ratio = (/** @type {Ratio} */ r) => `**${x(r.median)}** (${r.low.toFixed(2)}–${r.high.toFixed(2)})`;
const kib = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(2)} KiB`;
const ms = (/** @type {number} */ value) => `${value.toFixed(1)} ms`;
const signed = (/** @type {number} */ value) => `${value >= 0 ? '+' : '−'}${ms(Math.abs(value))}`;
const above = (/** @type {import('./evaluation-bench.mjs').EvaluationFigures} */ e) => `**${signed(e.aboveFloorMs)}** (${signed(e.aboveFloorLow)} to ${signed(e.aboveFloorHigh)})`;

/**
 * @param {string} what
 * @param {string} files
 * @param {FileSize[]} sizes
 */
const sizeRow = (what, files, sizes) => {
  const min = sizes.reduce((sum, s) => sum + s.min, 0);
  const gzip = sizes.reduce((sum, s) => sum + s.gzip, 0);
  return `| ${what} | ${files} | ${kib(min)} | ${kib(gzip)} |`;
};

/**
 * @param {ReportInput} input
 * @returns {string}
 */
export function reportMarkdown({ machine, render, evaluation, requests, sizes, budgets, server }) {
  const lines = [
    `Measured ${machine}; ${render.map((r) => r.rounds).join(', ')} fresh page loads per variant (N = ${render.map((r) => r.n).join(', ')}), variants alternating, medians.`,
    '',
    'Main-thread CPU time from the bundle\'s first statement until the last block is in the DOM (and after a forced layout), as a multiple of the floor, a plain React `createElement` tree of the same DOM; elements counted in the content root of each (lower is better; the 25th–75th percentile of the per-round ratios in brackets):',
    '',
    '| Blocks | Elements (a / b / floor) | (a) `<builder-content>` → DOM | → DOM + layout | (b) React API → DOM | → DOM + layout | Floor → DOM / + layout |',
    '|---:|---|---|---|---|---|---|',
    ...render.map(({ n, variants: { elements: a, 'react-api': b, floor } }) =>
      `| ${n} | ${a.elements} / ${b.elements} / ${floor.elements} | ${ratio(a.dom)} | ${ratio(a.layout)} | ${ratio(b.dom)} | ${ratio(b.layout)} | ${ms(floor.cpu.dom)} / ${ms(floor.cpu.layout)} |`),
    '',
    'The same in wall-clock time, what a visitor waits for (it also moves with whatever else the machine runs); the budgets apply to both tables:',
    '',
    '| Blocks | (a) → DOM | → DOM + layout | (b) → DOM | → DOM + layout | Floor → DOM / + layout |',
    '|---:|---|---|---|---|---|',
    ...render.map(({ n, variants: { elements: a, 'react-api': b, floor } }) =>
      `| ${n} | ${ratio(a.wallDom)} | ${ratio(a.wallLayout)} | ${ratio(b.wallDom)} | ${ratio(b.wallLayout)} | ${ms(floor.wall.dom)} / ${ms(floor.wall.layout)} |`),
    '',
    `Library evaluation before the first render (script start → render call; ${evaluation.floor.rounds} fresh loads of each page, pages alternating, nothing rendered and no data on the page; medians, and the 25th–75th percentile of the per-round differences in brackets):`,
    '',
    '| Page | CPU | Wall clock | CPU above the floor |',
    '|---|---:|---:|---:|',
    `| Floor (React and ReactDOM) | ${ms(evaluation.floor.cpuMs)} | ${ms(evaluation.floor.wallMs)} | – |`,
    `| (b) React API (React, ReactDOM, dist/index.js) | ${ms(evaluation['react-api'].cpuMs)} | ${ms(evaluation['react-api'].wallMs)} | ${above(evaluation['react-api'])} |`,
    `| (a) dist/builder-elements.js | ${ms(evaluation.elements.cpuMs)} | ${ms(evaluation.elements.wallMs)} | ${above(evaluation.elements)} |`,
    '',
    ...(server ? ['Server rendering of the demo pages (`renderContentToHtml` against the local content service, each build in its own process, medians; "shared cache" passes one `createContentCache({ ttlMs: 60000 })` to every render):', '', server, ''] : []),
    `Requests: a page with ${requests.tags} \`<builder-content>\` tags for the same page made ${requests.content} content request${requests.content === 1 ? '' : 's'} (${requests.total} requests in all, document and scripts included).`,
    '',
    'Size, min+gzip (gzip -9 of each file, added up; React not included unless said):',
    '',
    '| What | Files | min | min+gzip |',
    '|---|---|---:|---:|',
    sizeRow('Core', '`dist/core.js`', [sizes.core]),
    sizeRow('**Renderer + eager blocks, without the core**', '`src/index.ts` built with `src/core` external: everything `dist/index.js` loads at once, less the core', [sizes.reactApiWithoutCore]),
    sizeRow('React API with the core', '`dist/index.js` and the `dist/lib` chunks it imports statically', [sizes.reactApi]),
    sizeRow('Lazy widget chunks of the React API (not counted above)', sizes.reactApiLazy.map((s) => `\`${s.file}\``).join(', '), sizes.reactApiLazy),
    sizeRow('Elements bundle, React included', '`dist/builder-elements.js`', [sizes.elements]),
    sizeRow('Elements with the app\'s React (`builder-elements/elements/peer-react`)', '`dist/builder-elements-peer-react.js` and the `dist/lib` chunks it imports statically', [sizes.elementsPeerReact]),
    ...sizes.elementsLazy.map((s) => sizeRow(`lazy chunk of the elements bundle`, `\`chunks/${s.file}\``, [s])),
    '',
    'Budgets:',
    '',
    '| Budget | Limit | Measured | |',
    '|---|---|---|---|',
    ...budgets.map((b) => `| ${b.name} | ${b.limit} | ${b.actual} | ${b.ok ? 'met' : '**broken**'} |`),
  ];
  return lines.join('\n');
}

/**
 * Replaces the block between the bench markers of `file` (docs/performance.md) with `markdown`.
 * @param {string} file
 * @param {string} markdown
 */
export async function rewriteReport(file, markdown) {
  const text = await readFile(file, 'utf8');
  const start = text.indexOf(START_MARKER);
  const end = text.indexOf(END_MARKER);
  if (start < 0 || end < start) throw new Error(`${file} has no ${START_MARKER} … ${END_MARKER} block to rewrite`);
  await writeFile(file, `${text.slice(0, start + START_MARKER.length)}\n${markdown}\n${text.slice(end)}`);
}
