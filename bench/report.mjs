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
const above = (/** @type {import('./evaluation-bench.mjs').EvaluationFigures} */ e) =>
  `**${signed(e.aboveFloorMs)}** (${signed(e.aboveFloorLow)} to ${signed(e.aboveFloorHigh)})`;

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

/** What a bundled figure holds besides the dist/ files (npm packages, named with their versions). */
const withPackages = (/** @type {FileSize} */ size) =>
  size.packages?.length ? ` + ${size.packages.map((p) => `\`${p}\``).join(', ')}` : '';

/**
 * The size table (./sizes.mjs says how each figure is measured).
 * @param {SizeReport} sizes
 * @param {string} [when] set when the table is rewritten apart from the rest of the figures
 * @returns {string}
 */
export function sizeTableMarkdown(sizes, when) {
  const names = (/** @type {FileSize[]} */ list) => list.map((s) => `\`${s.file}\``).join(', ');
  return [
    `Size, min+gzip (gzip -9${when ? `; measured apart from the figures above by \`node bench/sizes.mjs --write\`, ${when}` : ''}):`,
    '',
    "- **Bundled** (the entries an app's bundler takes in): rollup bundles the entry again from `dist/` as a bundler would, resolving bare imports through package.json `exports` (conditions import, browser, default), so the npm packages it pulls in are counted and named; React and ReactDOM stay out only where the row says so. Minified with the build's terser options; what loads at once is one file, each lazy chunk is its own.",
    '- **As shipped** (the self-contained tags bundle a script tag loads): the files of `dist/` themselves, each gzipped on its own and added up.',
    '',
    '| What | Files | min | min+gzip |',
    '|---|---|---:|---:|',
    sizeRow(
      '**Core**, as a default page loads it',
      `bundled: \`dist/core.js\`${withPackages(sizes.core)}, nothing external${sizes.coreLazy.length ? `, and the chunks it loads lazily (${names(sizes.coreLazy)}): a default page, tracking on, loads them` : '; no lazy chunk'}`,
      [sizes.coreAsLoaded],
    ),
    sizeRow(
      '**Renderer + eager blocks, without the core**',
      "`src/index.ts` built with `src/core`, React, ReactDOM and `src/compat/index.ts` external: everything the React API loads at once for an app rendering `BuilderContent` (Gen 1's data component included), less the core",
      [sizes.reactApiWithoutCore],
    ),
    sizeRow(
      'Builder SDK names (`src/compat`), paid only by apps that import them',
      '`BuilderComponent`, `Content`, `fetchOneEntry`… : an app bundled from `dist/index.js` importing them all, less one importing only `BuilderContent` (both tree-shaken, React external)',
      [sizes.compatNames],
    ),
    sizeRow(
      'React API with the core',
      `bundled: \`dist/index.js\`, the \`dist/lib\` chunks it imports statically${withPackages(sizes.reactApi)}; React and ReactDOM external`,
      [sizes.reactApi],
    ),
    sizeRow('Lazy chunks of the React API (not counted above)', names(sizes.reactApiLazy), sizes.reactApiLazy),
    sizeRow('Elements bundle, React included', 'as shipped: `dist/builder-elements.js`', [sizes.elements]),
    sizeRow(
      "Elements with the app's React (`builder-elements/elements/peer-react`)",
      `bundled: \`dist/builder-elements-peer-react.js\`, the \`dist/lib\` chunks it imports statically${withPackages(sizes.elementsPeerReact)}; React and ReactDOM external`,
      [sizes.elementsPeerReact],
    ),
    ...sizes.elementsLazy.map((s) => sizeRow('lazy chunk of the elements bundle', `as shipped: \`${s.file}\``, [s])),
  ].join('\n');
}

/**
 * `text` (docs/performance.md) with the size table and the size budgets' rows of its bench block
 * replaced (`node bench/sizes.mjs --write`: the sizes change without a full bench run).
 * @param {string} text
 * @param {SizeReport} sizes
 * @param {BudgetCheck[]} sizeBudgets
 * @returns {string}
 */
export function rewriteSizes(text, sizes, sizeBudgets) {
  const start = text.indexOf(START_MARKER);
  const end = text.indexOf(END_MARKER);
  if (start < 0 || end < start) throw new Error(`no ${START_MARKER} … ${END_MARKER} block to rewrite`);
  let block = text.slice(start, end);
  const table = block.search(/^Size, min\+gzip/m);
  const tableEnd = block.indexOf('\n\nBudgets:', table);
  if (table < 0 || tableEnd < 0) throw new Error('the bench block has no size table followed by its budgets');
  block =
    block.slice(0, table) + sizeTableMarkdown(sizes, new Date().toISOString().slice(0, 10)) + block.slice(tableEnd);
  const budgetRow = (/** @type {BudgetCheck} */ b) =>
    `| ${b.name} | ${b.limit} | ${b.actual} | ${b.ok ? 'met' : '**broken**'} |`;
  for (const [pattern, check] of [
    [/^\| renderer \+ eager blocks[^|]*\|.*$/m, sizeBudgets[0]],
    [/^\| core[^|]*\|.*$/m, sizeBudgets[1]],
  ]) {
    if (!(/** @type {RegExp} */ (pattern).test(block)))
      throw new Error(`the bench block has no budget row for ${/** @type {BudgetCheck} */ (check).name}`);
    block = block.replace(/** @type {RegExp} */ (pattern), budgetRow(/** @type {BudgetCheck} */ (check)));
  }
  return text.slice(0, start) + block + text.slice(end);
}

/**
 * @param {ReportInput} input
 * @returns {string}
 */
export function reportMarkdown({ machine, render, evaluation, requests, sizes, budgets, server }) {
  const lines = [
    `Measured ${machine}; ${render.map((r) => r.rounds).join(', ')} fresh page loads per variant (N = ${render.map((r) => r.n).join(', ')}), variants alternating, medians.`,
    '',
    "Main-thread CPU time from the bundle's first statement until the last block is in the DOM (and after a forced layout), as a multiple of the floor, a plain React 19 `createElement` tree of the content's minimal DOM (`bench/minimal-dom.mjs`: one element per block with the content's own nesting, texts, images, classes and styles); elements counted in what each render fills (the tag's shadow root, the page's `#app`), with their multiple of the floor's (lower is better; the 25th–75th percentile of the per-round ratios in brackets):",
    '',
    "| Blocks | Elements (a / b / floor) | (a) `<builder-content>` → DOM | → DOM + layout | (b) React API → DOM | → DOM + layout | Floor → DOM / + layout | Builder's DOM as plain HTML → DOM / + layout |",
    '|---:|---|---|---|---|---|---|---|',
    ...render.map(
      ({ n, variants: { elements: a, 'react-api': b, floor, 'parity-html': p } }) =>
        `| ${n} | ${a.elements} / ${b.elements} / ${floor.elements} (${x(a.elements / floor.elements)} / ${x(b.elements / floor.elements)}) | ${ratio(a.dom)} | ${ratio(a.layout)} | ${ratio(b.dom)} | ${ratio(b.layout)} | ${ms(floor.cpu.dom)} / ${ms(floor.cpu.layout)} | ${ratio(p.dom)} / ${ratio(p.layout)} |`,
    ),
    '',
    "The last column is a reference, not a budget: Builder's DOM for the content (this build's server HTML, which the differential suite holds equal to Builder's own renderer's DOM) put in with one `innerHTML`, no library loaded and no script run (`bench/pages/parity-html.js`). It shows what the DOM that parity needs costs the browser by itself; the rest of a kit column is script work.",
    '',
    'The same in wall-clock time, what a visitor waits for (it also moves with whatever else the machine runs); the budgets apply to both tables:',
    '',
    '| Blocks | (a) → DOM | → DOM + layout | (b) → DOM | → DOM + layout | Floor → DOM / + layout |',
    '|---:|---|---|---|---|---|',
    ...render.map(
      ({ n, variants: { elements: a, 'react-api': b, floor } }) =>
        `| ${n} | ${ratio(a.wallDom)} | ${ratio(a.wallLayout)} | ${ratio(b.wallDom)} | ${ratio(b.wallLayout)} | ${ms(floor.wall.dom)} / ${ms(floor.wall.layout)} |`,
    ),
    '',
    `Library evaluation before the first render (script start → render call; ${evaluation.floor.rounds} fresh loads of each page, pages alternating, nothing rendered and no data on the page; medians, and the 25th–75th percentile of the per-round differences in brackets):`,
    '',
    '| Page | CPU | Wall clock | CPU above the floor |',
    '|---|---:|---:|---:|',
    `| Floor (React and ReactDOM) | ${ms(evaluation.floor.cpuMs)} | ${ms(evaluation.floor.wallMs)} | – |`,
    `| (b) React API (React, ReactDOM, dist/index.js) | ${ms(evaluation['react-api'].cpuMs)} | ${ms(evaluation['react-api'].wallMs)} | ${above(evaluation['react-api'])} |`,
    `| (a) dist/builder-elements.js | ${ms(evaluation.elements.cpuMs)} | ${ms(evaluation.elements.wallMs)} | ${above(evaluation.elements)} |`,
    '',
    ...(server
      ? [
          "Server rendering, warm, content inline (`renderContentToHtml` of this build against the floor, React's `renderToString` of the content's minimal DOM with its stylesheet; each renderer in a process of its own, the kit's symbols fetched once through a shared content cache; p50 of every render). The last column is a reference, not a budget: Builder's DOM for the item (this build's HTML as a plain React element tree, `bench/parity-html.mjs`) rendered with `renderToString` the same way, what React alone costs to write the DOM that parity needs:",
          '',
          server,
          '',
        ]
      : []),
    `Requests: a page with ${requests.tags} \`<builder-content>\` tags for the same page made ${requests.content} content request${requests.content === 1 ? '' : 's'} (${requests.total} requests in all, document and scripts included).`,
    '',
    sizeTableMarkdown(sizes),
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
