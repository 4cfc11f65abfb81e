// @ts-check
// `npm run bench` (after the build): render speed against the floor in headless Chromium,
// library evaluation, requests of a five-tag page, bundle sizes; rewrites the figures block of
// docs/performance.md ("Latest figures") and exits non-zero when a budget is broken.
//
//   node bench/run.mjs [--rounds N] [--sizes 100,1000,5000] [--evaluation-rounds N] [--no-write]
//   node bench/run.mjs --evaluation-only [--evaluation-rounds N] [--baseline DIR]
//   node bench/run.mjs --server-only [--server-rounds N] [--baseline DIR]
//   node bench/run.mjs --server-load [--server-load-requests N] [--server-load-uncached] [--baseline DIR]
//   node bench/run.mjs --paint-only [--paint-rounds N]
//   node bench/run.mjs --render-only [--sizes …] [--rounds N] [--baseline DIR] [--esbuild]
//
// The render floor is the content's minimal DOM in plain React (./minimal-dom.mjs).
// `--evaluation-only` measures library evaluation alone; `--baseline DIR` adds the kit pages of
// another build (a copy of an earlier dist/) to that run, so a change is measured against the
// build before it in the same run. `--render-only` prints the render figures and their budgets;
// `--esbuild` bundles the pages with esbuild, as an app's bundler ships them. `--server-only`
// times server rendering against React's renderToString of the minimal DOM at every N and on
// the demo pages, and exits non-zero past SERVER_RATIO (./server-bench.mjs); there `--baseline
// DIR` is an earlier build's dist/ copied inside the repository (its imports resolve from
// node_modules).
// `--server-load` drives an HTTP server rendering the demo home page at concurrency 8, then the
// same with 1 % of the requests to a page of runaway snippets, and reports the healthy requests'
// p50/p99, req/s and WebAssembly instances per 1,000 requests (./server-load.mjs); it exits
// non-zero when the runaway mix's p99 passes SERVER_LOAD_RATIO × the healthy-only p99;
// `--server-load-uncached` has each render fetch its entry afresh (no shared content cache).
// `--paint-only` measures first and largest contentful paint of the demo home page as a
// server-rendered tag against a client-only tag, CPU slowed 4× (./paint-bench.mjs).
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromiumVersion, launchBrowser } from './browser.mjs';
import {
  checkBudgets,
  checkRenderBudgets,
  DOM_RATIO,
  EVALUATION_MS,
  LAYOUT_N,
  LAYOUT_RATIO,
  RENDER_RATIO,
  SERVER_LOAD_RATIO,
  SERVER_LOAD_SHARE,
} from './budgets.mjs';
import {
  BASE_SUFFIX,
  buildPages,
  buildPagesWithEsbuild,
  KIT_VARIANTS,
  PARITY_VARIANT,
  VARIANTS,
} from './build-pages.mjs';
import { benchContent } from './content.mjs';
import { evaluationFigures, runEvaluationBench, tracedLoad } from './evaluation-bench.mjs';
import { parityElements } from './minimal-dom.mjs';
import { reportMarkdown, rewriteReport } from './report.mjs';
import { runRenderBench } from './render-bench.mjs';
import { runServerBench } from './server-bench.mjs';
import { runServerLoadBench } from './server-load.mjs';
import { CPU_SLOWDOWN, runPaintBench } from './paint-bench.mjs';
import { countRequests } from './requests-bench.mjs';
import { startBenchServer } from './server.mjs';
import { pageHtml } from './site.mjs';
import { measureSizes } from './sizes.mjs';
import { summarize } from './summary.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RESULTS = path.join(ROOT, 'bench', 'results');
/** The page whose bench-marker block a full run rewrites (`--no-write` leaves it alone). */
const REPORT_FILE = path.join(ROOT, 'docs', 'performance.md');

const { values: args } = parseArgs({
  options: {
    rounds: { type: 'string' },
    sizes: { type: 'string', default: '100,1000,5000' },
    'evaluation-rounds': { type: 'string', default: '41' },
    'evaluation-only': { type: 'boolean', default: false },
    baseline: { type: 'string' },
    'server-only': { type: 'boolean', default: false },
    'server-rounds': { type: 'string', default: '15' },
    'server-load': { type: 'boolean', default: false },
    'server-load-requests': { type: 'string', default: '2000' },
    'server-load-uncached': { type: 'boolean', default: false },
    'paint-only': { type: 'boolean', default: false },
    'paint-rounds': { type: 'string', default: '15' },
    'no-write': { type: 'boolean', default: false },
    // The flag's name from when the figures lived in README.md; still accepted.
    'no-readme': { type: 'boolean', default: false },
    'render-only': { type: 'boolean', default: false },
    esbuild: { type: 'boolean', default: false },
  },
});
const evaluationRounds = Math.max(1, Number(args['evaluation-rounds']) || 41);
const sizes = args.sizes
  .split(',')
  .map(Number)
  .filter((n) => n > 0);
/**
 * Loads per variant at page size `n`: `--rounds`, else more for small pages, where a load is
 * quick and the machine's noise weighs most.
 * @param {number} n
 */
const roundsFor = (n) => Math.max(1, Number(args.rounds) || (n <= 100 ? 41 : n <= 1000 ? 21 : 9));
const log = (/** @type {string} */ line) => console.log(line);
/** `1.42 (1.38–1.47)`: a ratio's median and 25th–75th percentile. */
const fmtRatio = (/** @type {import('./summary.mjs').Ratio} */ r) =>
  `${r.median.toFixed(2)} (${r.low.toFixed(2)}–${r.high.toFixed(2)})`;

/** `AMD EPYC (2 cores), Chromium 156.0.8078.79, Node v20.20.2, 2026-11-22` */
function machineLine() {
  const cpu = os.cpus()[0]?.model.trim() ?? 'unknown CPU';
  return `on ${cpu} (${os.cpus().length} cores), ${chromiumVersion()}, Node ${process.version}, ${new Date().toISOString().slice(0, 10)}`;
}

/** The evaluation budget's figures: each kit page against the floor, loads of the same round. */
const EVALUATED = /** @type {const} */ ([
  ['elements', '<builder-content>'],
  ['react-api', 'React API'],
]);

/** Budget names of the kit variants. */
const VARIANT_NAMES = /** @type {const} */ ({ elements: '<builder-content>', 'react-api': 'React API' });

/**
 * The render budgets' input: each kit variant's ratios to the floor, and its elements against
 * the floor's and the parity elements the bench content accounts for (./minimal-dom.mjs).
 * @param {import('./summary.mjs').SizeSummary[]} render
 */
function renderBudgetInput(render) {
  return {
    ratios: render.flatMap(({ n, variants }) =>
      KIT_VARIANTS.map((variant) => ({
        n,
        variant: VARIANT_NAMES[variant],
        dom: variants[variant].dom.median,
        layout: variants[variant].layout.median,
        wallDom: variants[variant].wallDom.median,
        wallLayout: variants[variant].wallLayout.median,
      })),
    ),
    dom: render.flatMap(({ n, variants }) => {
      const parity = Object.values(parityElements(benchContent(n))).reduce((sum, count) => sum + count, 0);
      return KIT_VARIANTS.map((variant) => ({
        n,
        variant: VARIANT_NAMES[variant],
        elements: variants[variant].elements,
        floor: variants.floor.elements,
        parity,
      }));
    }),
  };
}

/** The pages the evaluation bench loads (`--baseline`: the baseline build's kit pages too). */
const evaluationPages = () => [
  ...VARIANTS.filter((v) => v !== PARITY_VARIANT),
  ...(args.baseline ? KIT_VARIANTS.map((v) => `${v}${BASE_SUFFIX}`) : []),
];

/**
 * Library evaluation of every page, printed.
 * @param {import('puppeteer-core').Browser} browser
 * @param {string} origin
 */
async function measureEvaluation(browser, origin) {
  const pages = evaluationPages();
  log(`Evaluation: ${pages.join(', ')} ×${evaluationRounds} (script start → render call, nothing rendered)`);
  const samples = await runEvaluationBench({ origin, pages, rounds: evaluationRounds, load: tracedLoad(browser) });
  const figures = Object.fromEntries(pages.map((page) => [page, evaluationFigures(samples, page)]));
  for (const page of pages) {
    const f = figures[page];
    log(
      `  ${page.padEnd(16)} CPU ${f.cpuMs.toFixed(2)} ms, wall ${f.wallMs.toFixed(2)} ms${page === 'floor' ? '' : `, above the floor ${f.aboveFloorMs.toFixed(2)} ms (${f.aboveFloorLow.toFixed(2)} to ${f.aboveFloorHigh.toFixed(2)})`}`,
    );
  }
  if (args.baseline) {
    for (const variant of KIT_VARIANTS) {
      const f = evaluationFigures(samples, variant, `${variant}${BASE_SUFFIX}`);
      log(
        `  ${variant} − baseline: ${f.aboveFloorMs.toFixed(2)} ms (${f.aboveFloorLow.toFixed(2)} to ${f.aboveFloorHigh.toFixed(2)}) CPU`,
      );
    }
  }
  await writeFile(
    path.join(RESULTS, 'evaluation-samples.tmp'),
    JSON.stringify({ rounds: evaluationRounds, figures, samples }, null, 2),
  );
  return /** @type {Record<import('./render-bench.mjs').Variant, import('./evaluation-bench.mjs').EvaluationFigures>} */ (
    figures
  );
}

/** `--evaluation-only`: the evaluation bench, nothing else. */
async function evaluationOnly() {
  const scripts = await buildPages({ baseline: args.baseline });
  const server = await startBenchServer({
    scripts,
    data: () => undefined,
    html: pageHtml(new Map(), [...scripts.keys()]),
    baseline: args.baseline,
  });
  const browser = await launchBrowser();
  try {
    const figures = await measureEvaluation(browser, server.url);
    const broken = EVALUATED.filter(([variant]) => figures[variant].aboveFloorMs > EVALUATION_MS);
    log(
      broken.length
        ? `Evaluation budget (≤ ${EVALUATION_MS} ms above the floor) broken by ${broken.map(([, name]) => name).join(', ')}.`
        : `Evaluation budget (≤ ${EVALUATION_MS} ms above the floor) met.`,
    );
    if (broken.length) process.exitCode = 1;
  } finally {
    await browser.close();
    await server.close();
  }
}

/** Server rendering of the demo pages (`--server-only`, and part of the full run without a baseline). */
async function measureServer(baseline = args.baseline) {
  const rounds = Math.max(1, Number(args['server-rounds']) || 15);
  log(
    `Server rendering: N = 100, 1000, 5000 and the demo pages ×${rounds} rounds${baseline ? `, against ${baseline}` : ''} (renderContentToHtml against renderToString of the minimal DOM, content inline, warm p50, a process per renderer)`,
  );
  return runServerBench({ rounds, baseline, log });
}

/** `--server-load`: healthy requests with and without 1 % runaway ones, printed as a table; fails past the budget. */
async function serverLoad() {
  const requests = Math.max(100, Number(args['server-load-requests']) || 2000);
  log(
    `Server load: ${requests} requests at concurrency 8 to an HTTP server rendering the demo home page, then with 1 % to a page of ten runaway snippets${args.baseline ? `, and the same for ${args.baseline}` : ''} (a server per run, the runs taking turns${args['server-load-uncached'] ? ', no shared content cache' : ''})`,
  );
  const { ratio, share, ok } = await runServerLoadBench({
    log,
    baseline: args.baseline,
    requests,
    uncached: args['server-load-uncached'],
  });
  log(`\nMeasured ${machineLine()} (\`node bench/run.mjs --server-load\`).`);
  log(
    `Healthy p99 with 1 % runaway requests: ${ratio.toFixed(2)}× the p99 without (budget ≤ ${SERVER_LOAD_RATIO}×); healthy requests per second ${(share * 100).toFixed(0)} % of the floor's (budget ≥ ${SERVER_LOAD_SHARE * 100} %): ${ok ? 'met' : 'broken'}.`,
  );
  if (!ok) process.exitCode = 1;
}

/** `--paint-only`: paint times of the demo home page, server-rendered tag against client-only tag, printed as a table. */
async function paintOnly() {
  const rounds = Math.max(1, Number(args['paint-rounds']) || 15);
  log(
    `Paint: the demo home page as a server-rendered <builder-content> and as a client-only one, ×${rounds} each, alternating, CPU ${CPU_SLOWDOWN}× slower`,
  );
  const browser = await launchBrowser();
  try {
    const { samples, table } = await runPaintBench({ browser, rounds, log });
    await writeFile(
      path.join(RESULTS, 'paint-samples.tmp'),
      JSON.stringify({ machine: machineLine(), rounds, samples }, null, 2),
    );
    log(
      `\nMeasured ${machineLine()} (\`node bench/run.mjs --paint-only\`); medians, 25th–75th percentile in brackets:\n\n${table}`,
    );
  } finally {
    await browser.close();
  }
}

/** `--render-only`: the render bench alone, its figures printed (CPU and wall clock, DOM elements). */
async function renderOnly() {
  /** @type {Map<string, string>} */
  const data = new Map();
  const scripts = args.esbuild ? await buildPagesWithEsbuild() : await buildPages({ baseline: args.baseline });
  // `--baseline DIR`: the baseline build's kit pages load in the same rounds, each against the same floor.
  const variants = [...VARIANTS, ...(args.baseline ? KIT_VARIANTS.map((v) => `${v}${BASE_SUFFIX}`) : [])];
  const server = await startBenchServer({
    scripts,
    data: (name) => data.get(name),
    html: pageHtml(data, variants),
    baseline: args.baseline,
  });
  const browser = await launchBrowser();
  try {
    log(
      `Render: ${sizes.map((n) => `N=${n} ×${roundsFor(n)}`).join(', ')} (main-thread CPU ms to the last block, in load order)`,
    );
    const results = await runRenderBench({
      browser,
      origin: server.url,
      data,
      sizes,
      rounds: roundsFor,
      log,
      variants,
    });
    const render = results.map(summarize);
    for (const summary of render) {
      const { n } = summary;
      const floorElements = summary.variants.floor.elements;
      for (const variant of variants) {
        const v = /** @type {Record<string, import('./summary.mjs').VariantSummary>} */ (summary.variants)[variant];
        const ratios =
          variant === 'floor'
            ? ''
            : `  ×floor CPU ${fmtRatio(v.dom)} / ${fmtRatio(v.layout)}, wall ${fmtRatio(v.wallDom)} / ${fmtRatio(v.wallLayout)}, elements ${(v.elements / floorElements).toFixed(2)}`;
        log(
          `  N=${n} ${variant.padEnd(9)} CPU ${v.cpu.evaluate.toFixed(0)} → ${v.cpu.dom.toFixed(0)} ms (+layout ${v.cpu.layout.toFixed(0)}), wall ${v.wall.evaluate.toFixed(0)} → ${v.wall.dom.toFixed(0)} ms (+layout ${v.wall.layout.toFixed(0)}), ${v.elements} elements${ratios}`,
        );
      }
    }
    // The render and DOM budgets, printed (a full run gates on them).
    const budgets = checkRenderBudgets(renderBudgetInput(render));
    log(
      `Budgets (render ≤ ${RENDER_RATIO}×, DOM + layout at N=${LAYOUT_N} ≤ ${LAYOUT_RATIO}× the minimal floor; elements ≤ ${DOM_RATIO}× its or it + the named parity elements):`,
    );
    for (const b of budgets) log(`  ${b.ok ? 'met   ' : 'BROKEN'} ${b.name}: ${b.actual} (limit ${b.limit})`);
  } finally {
    await browser.close();
    await server.close();
  }
}

async function main() {
  await mkdir(RESULTS, { recursive: true });
  if (args['evaluation-only']) return evaluationOnly();
  if (args['paint-only']) return paintOnly();
  if (args['server-only']) {
    const { checks } = await measureServer();
    const broken = checks.filter((c) => !c.ok);
    log(`\nMeasured ${machineLine()} (\`node bench/run.mjs --server-only\`).`);
    if (broken.length) {
      console.error(`\nBudget broken:\n${broken.map((b) => `  ${b.name}: ${b.actual} (limit ${b.limit})`).join('\n')}`);
      process.exitCode = 1;
    } else log('Server budgets met.');
    return;
  }
  if (args['render-only']) return renderOnly();
  if (args['server-load']) return serverLoad();
  log('Sizes');
  const sizeReport = await measureSizes();

  /** @type {Map<string, string>} */
  const data = new Map();
  const scripts = await buildPages();
  const server = await startBenchServer({ scripts, data: (name) => data.get(name), html: pageHtml(data, VARIANTS) });
  const browser = await launchBrowser();
  try {
    log(
      `Render: ${sizes.map((n) => `N=${n} ×${roundsFor(n)}`).join(', ')} (main-thread CPU ms to the last block, in load order)`,
    );
    const results = await runRenderBench({ browser, origin: server.url, data, sizes, rounds: roundsFor, log });
    const evaluated = await measureEvaluation(browser, server.url);
    log('Requests');
    const requests = await countRequests(browser, server.url);
    const serverRendering = await measureServer(undefined);

    const render = results.map(summarize);
    const budgets = checkBudgets({
      ...renderBudgetInput(render),
      evaluation: EVALUATED.map(([variant, name]) => ({
        variant: name,
        aboveFloorMs: evaluated[variant].aboveFloorMs,
      })),
      rendererBytes: sizeReport.reactApiWithoutCore.gzip,
      coreBytes: sizeReport.coreAsLoaded.gzip,
      contentRequests: requests.content,
    });
    budgets.push(...serverRendering.checks);
    const markdown = reportMarkdown({
      machine: machineLine(),
      render,
      evaluation: evaluated,
      requests,
      sizes: sizeReport,
      budgets,
      server: serverRendering.table,
    });
    log(`\n${markdown}\n`);
    await writeFile(
      path.join(RESULTS, 'latest.json'),
      JSON.stringify({ render, evaluation: evaluated, requests, sizes: sizeReport, budgets }, null, 2),
    );
    if (!args['no-write'] && !args['no-readme']) await rewriteReport(REPORT_FILE, markdown);

    const broken = budgets.filter((b) => !b.ok);
    if (broken.length) {
      console.error(`\nBudget broken:\n${broken.map((b) => `  ${b.name}: ${b.actual} (limit ${b.limit})`).join('\n')}`);
      process.exitCode = 1;
    } else {
      log('All budgets met.');
    }
  } finally {
    await browser.close();
    await server.close();
  }
}

await main();
