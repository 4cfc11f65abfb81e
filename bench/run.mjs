// @ts-check
// `npm run bench` (after the build): render speed against the floor in headless Chromium,
// library evaluation, requests of a five-tag page, bundle sizes; rewrites the README's
// "Performance and size" block and exits non-zero when a budget is broken.
//
//   node bench/run.mjs [--rounds N] [--sizes 100,1000,5000] [--profile] [--no-readme]
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromiumVersion, launchBrowser } from './browser.mjs';
import { checkBudgets } from './budgets.mjs';
import { buildPages, VARIANTS } from './build-pages.mjs';
import { profilePage } from './profile.mjs';
import { reportMarkdown, rewriteReadme } from './report.mjs';
import { runRenderBench } from './render-bench.mjs';
import { countRequests } from './requests-bench.mjs';
import { startBenchServer } from './server.mjs';
import { pageHtml } from './site.mjs';
import { measureSizes } from './sizes.mjs';
import { evaluation, summarize } from './summary.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RESULTS = path.join(ROOT, 'bench', 'results');

const { values: args } = parseArgs({
  options: {
    rounds: { type: 'string' },
    sizes: { type: 'string', default: '100,1000,5000' },
    profile: { type: 'boolean', default: false },
    'no-readme': { type: 'boolean', default: false },
  },
});
const sizes = args.sizes.split(',').map(Number).filter((n) => n > 0);
/**
 * Loads per variant at page size `n`: `--rounds`, else more for small pages, where a load is
 * quick and the machine's noise weighs most.
 * @param {number} n
 */
const roundsFor = (n) => Math.max(1, Number(args.rounds) || (n <= 100 ? 15 : n <= 1000 ? 11 : 7));
const log = (/** @type {string} */ line) => console.log(line);

/** `AMD EPYC (2 cores), Chromium 156.0.8078.79, Node v20.20.2, 2026-11-22` */
function machineLine() {
  const cpu = os.cpus()[0]?.model.trim() ?? 'unknown CPU';
  return `on ${cpu} (${os.cpus().length} cores), ${chromiumVersion()}, Node ${process.version}, ${new Date().toISOString().slice(0, 10)}`;
}

async function main() {
  await mkdir(RESULTS, { recursive: true });
  log('Sizes');
  const sizeReport = await measureSizes();

  /** @type {Map<string, string>} */
  const data = new Map();
  const scripts = await buildPages();
  const server = await startBenchServer({ scripts, data: (name) => data.get(name), html: pageHtml(data, VARIANTS) });
  const browser = await launchBrowser();
  try {
    log(`Render: ${sizes.map((n) => `N=${n} ×${roundsFor(n)}`).join(', ')} (main-thread CPU ms to DOM, in load order)`);
    const results = await runRenderBench({ browser, origin: server.url, data, sizes, rounds: roundsFor, log });
    log('Requests');
    const requests = await countRequests(browser, server.url);

    const render = results.map(summarize);
    const evaluated = evaluation(results);
    const budgets = checkBudgets({
      ratios: render.flatMap(({ n, variants }) => (/** @type {const} */ (['elements', 'react-api'])).map((variant) => ({
        n, variant: variant === 'elements' ? '<builder-content>' : 'React API', dom: variants[variant].dom.median, layout: variants[variant].layout.median,
      }))),
      evaluation: [
        { variant: '<builder-content>', aboveFloorMs: evaluated.elements.aboveFloorMs },
        { variant: 'React API', aboveFloorMs: evaluated['react-api'].aboveFloorMs },
      ],
      rendererBytes: sizeReport.reactApiWithoutCore.gzip,
      coreBytes: sizeReport.core.gzip,
      contentRequests: requests.content,
    });
    const markdown = reportMarkdown({ machine: machineLine(), render, evaluation: evaluated, requests, sizes: sizeReport, budgets });
    log(`\n${markdown}\n`);
    await writeFile(path.join(RESULTS, 'latest.json'), JSON.stringify({ render, evaluation: evaluated, requests, sizes: sizeReport, budgets }, null, 2));
    if (!args['no-readme']) await rewriteReadme(path.join(ROOT, 'README.md'), markdown);

    if (args.profile) {
      const n = Math.max(...sizes);
      for (const [name, code] of await buildPages({ readable: true })) scripts.set(name, code);
      const summary = [`# CPU profiles, N = ${n} (${machineLine()})`, '', 'Self time per function over one page load (readable builds from the sources, 100 µs sampling; the forced layout shows as self time of the harness callback).'];
      for (const variant of VARIANTS) {
        const file = path.join(RESULTS, `${variant}-${n}.cpuprofile`);
        const top = await profilePage(browser, `${server.url}/page/${variant}?n=${n}`, file);
        summary.push('', `## ${variant} (\`${path.relative(ROOT, file)}\`)`, '', '| Self ms | Share | Function | Where |', '|---:|---:|---|---|');
        for (const entry of top) summary.push(`| ${entry.selfMs.toFixed(1)} | ${(entry.share * 100).toFixed(1)} % | ${entry.name} | ${entry.where} |`);
      }
      await writeFile(path.join(RESULTS, 'profile.md'), `${summary.join('\n')}\n`);
      log(`\nProfiles: ${path.relative(ROOT, path.join(RESULTS, 'profile.md'))}`);
    }

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
