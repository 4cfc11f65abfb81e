// @ts-check
// First and largest contentful paint of the demo home page (`node bench/run.mjs --paint-only`):
// the page as a server-rendered `<builder-content>` tag (the HTML of `renderContentElementToHtml`
// from dist/server.js: content, CSS and content JSON in a declarative shadow root, hydrated by
// the bundle) against a client-only tag (the same page, the tag empty: the bundle fetches the
// entry and its symbols from the content service, then renders). Both pages hold only the tag
// and the demo site's stylesheet, load dist/builder-elements.js as a module script, and come
// from the local content service (demo/server/service.mjs), which also answers the API and
// serves the images, so everything is one origin as on a real site. Each load is a fresh page
// in a fresh browser context with the CPU slowed 4× (DevTools `Emulation.setCPUThrottlingRate`);
// the variants alternate, and the paint times come from the page's own PerformanceObservers.
import { mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { DEMO_SITE_DIR, startContentService } from '../demo/server/service.mjs';
import { withVisitorPage } from './browser.mjs';
import { median, quantile } from './stats.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const API_KEY = 'demo';
/** DevTools CPU slowdown: a mid-range phone's main thread, roughly, on this machine. */
export const CPU_SLOWDOWN = 4;
/** How long the page may take to show its content. */
const LOAD_TIMEOUT_MS = 30_000;
/** Quiet time after the content is ready and its images are in, before LCP is read (it is final by then). */
const SETTLE_MS = 500;

/**
 * Records FCP, LCP (the last candidate) and when the tag's `load` event fired (content shown and,
 * for the server-rendered tag, hydrated) into `window.__paint`; `done` once the images are in too.
 */
const OBSERVER = `<script>
(function () {
  var paint = window.__paint = { fcp: null, lcp: null, lcpSize: 0, ready: null, done: false };
  new PerformanceObserver(function (list) {
    list.getEntries().forEach(function (e) { if (e.name === 'first-contentful-paint') paint.fcp = e.startTime; });
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver(function (list) {
    var entries = list.getEntries(), last = entries[entries.length - 1];
    paint.lcp = last.startTime; paint.lcpSize = last.size;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  // The tag's load event bubbles out of it (an image's does not).
  document.addEventListener('load', function (event) {
    if (event.target.localName !== 'builder-content' || paint.ready !== null) return;
    paint.ready = performance.now();
    var host = event.target, root = host.shadowRoot && !host.hasAttribute('no-shadow') ? host.shadowRoot : host;
    var images = Array.prototype.slice.call(root.querySelectorAll('img:not([loading="lazy"])'));
    Promise.all(images.map(function (img) { return img.complete ? null : new Promise(function (r) { img.addEventListener('load', r); img.addEventListener('error', r); }); }))
      .then(function () { paint.done = true; });
  });
})();
</script>`;

/**
 * @param {string} title
 * @param {string} body
 */
const pageHtml = (title, body) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="/styles.css">
${OBSERVER}
<script type="module" src="/dist/builder-elements.js"></script>
</head>
<body>
${body}
</body>
</html>
`;

/** @typedef {'server-rendered' | 'client-only'} PaintVariant */
/** @typedef {{ fcp: number, lcp: number, ready: number }} PaintSample */

/**
 * One load of `url` with the CPU slowed down; resolves with the page's paint times (ms from navigation start).
 * @param {import('puppeteer-core').Browser} browser
 * @param {string} url
 * @returns {Promise<PaintSample>}
 */
function loadOnce(browser, url) {
  return withVisitorPage(browser, async (page) => {
    const problems = /** @type {string[]} */ ([]);
    page.on('pageerror', (error) => problems.push(String(error)));
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warn') problems.push(message.text());
    });
    page.on('response', (response) => {
      if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
    });
    const session = await page.createCDPSession();
    await session.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForFunction(() => /** @type {any} */ (window).__paint.done, {
      timeout: LOAD_TIMEOUT_MS,
      polling: 50,
    });
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    const paint = /** @type {{ fcp: number | null, lcp: number | null, ready: number }} */ (
      await page.evaluate(() => /** @type {any} */ (window).__paint)
    );
    await session.detach();
    if (problems.length) throw new Error(`${url}: ${problems.join('; ')}`);
    if (paint.fcp === null || paint.lcp === null) throw new Error(`${url}: no paint entries`);
    return { fcp: paint.fcp, lcp: paint.lcp, ready: paint.ready };
  });
}

/**
 * @param {{ browser: import('puppeteer-core').Browser, rounds: number, log: (line: string) => void }} options
 */
export async function runPaintBench({ browser, rounds, log }) {
  const site = await mkdtemp(path.join(os.tmpdir(), 'builder-paint-bench-'));
  const service = await startContentService({
    port: 0,
    apiKeys: [API_KEY],
    siteDir: site,
    logger: { info() {}, warn() {}, error: console.error },
  });
  try {
    for (const file of ['styles.css', 'favicon.svg', 'assets'])
      await symlink(path.join(DEMO_SITE_DIR, file), path.join(site, file));
    const server = await import(pathToFileURL(path.join(ROOT, 'dist', 'server.js')).href);
    const rendered = await server.renderContentElementToHtml({
      apiKey: API_KEY,
      apiHost: service.url,
      model: 'page',
      url: '/',
    });
    if (!rendered.content) throw new Error('the demo home page did not render');
    const title = rendered.title ?? 'Larkspur';
    const clientTag = `<builder-content api-key="${API_KEY}" api-host="${service.url}" model="page" url="/"></builder-content>`;
    await writeFile(path.join(site, 'server-rendered.html'), pageHtml(title, rendered.html));
    await writeFile(path.join(site, 'client-only.html'), pageHtml(title, clientTag));
    log(
      `  server-rendered page: ${(Buffer.byteLength(pageHtml(title, rendered.html)) / 1024).toFixed(1)} KiB of HTML; client-only: ${(Buffer.byteLength(pageHtml(title, clientTag)) / 1024).toFixed(1)} KiB`,
    );

    /** @type {PaintVariant[]} */
    const variants = ['server-rendered', 'client-only'];
    /** @type {Record<PaintVariant, PaintSample[]>} */
    const samples = { 'server-rendered': [], 'client-only': [] };
    // One warm-up load of each (not counted): the first load of a browser pays for its start-up.
    for (const variant of variants) await loadOnce(browser, `${service.url}/${variant}.html`);
    for (let round = 0; round < rounds; round++) {
      // Alternating, and which goes first alternates too.
      const order = round % 2 ? [...variants].reverse() : variants;
      for (const variant of order) samples[variant].push(await loadOnce(browser, `${service.url}/${variant}.html`));
    }
    return { samples, table: paintTable(samples, rounds) };
  } finally {
    await service.close();
    await rm(site, { recursive: true, force: true });
  }
}

/**
 * @param {Record<PaintVariant, PaintSample[]>} samples
 * @param {number} rounds
 */
function paintTable(samples, rounds) {
  const cell = (/** @type {number[]} */ values) =>
    `**${median(values).toFixed(0)} ms** (${quantile(values, 0.25).toFixed(0)}–${quantile(values, 0.75).toFixed(0)})`;
  const lines = [
    `| Demo home page, ${rounds} loads each, CPU ${CPU_SLOWDOWN}× slower | First contentful paint | Largest contentful paint | Content ready (\`load\` event) |`,
    '|---|---:|---:|---:|',
  ];
  for (const variant of /** @type {PaintVariant[]} */ (['server-rendered', 'client-only'])) {
    const list = samples[variant];
    const name =
      variant === 'server-rendered'
        ? 'Server-rendered tag (`renderContentElementToHtml`, hydrated)'
        : 'Client-only tag (fetches, then renders)';
    lines.push(
      `| ${name} | ${cell(list.map((s) => s.fcp))} | ${cell(list.map((s) => s.lcp))} | ${cell(list.map((s) => s.ready))} |`,
    );
  }
  return lines.join('\n');
}
