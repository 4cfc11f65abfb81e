// @ts-check
// This kit against Builder's own SDKs in a Next.js App Router app: the JavaScript a visitor
// downloads, the HTML, and the first and largest contentful paint, in one run.
//
//   npm run build && node bench/next-compare.mjs [--rounds 9] [--blocks 1000] [--no-build]
//
// Four apps in bench/next-compare/apps/, each one App Router page (`app/[[...page]]/page.tsx`)
// in the shape Builder documents for that SDK (`fetchOneEntry` + `Content`, the API key from
// NEXT_PUBLIC_BUILDER_API_KEY), sharing one install (bench/next-compare/package.json, exact
// versions; node_modules and the builds are git-ignored):
//   - kit: `builder-elements` from `npm pack` of this build (under `react-server`, an async server
//     component: static blocks in the server tree, interactive ones as client islands);
//   - builder-rsc: Builder's RSC SDK, `@builder.io/sdk-react-nextjs`;
//   - builder-gen2: Builder's Gen 2 React SDK, `@builder.io/sdk-react`, its `Content` in a
//     'use client' component that receives the entry the server component fetched;
//   - plain: a server component writing static HTML, no renderer: what Next.js and React alone
//     send, subtracted from the others to get each renderer's own JavaScript.
// The install skips install scripts: both Builder SDKs depend on `isolated-vm` (a native addon
// for evaluating bindings on the server), whose build needs Node 22 or later.
//
// Each app is built with `next build` (its route's First Load JS is read from the build's
// report) and served with `next start`. Content comes from the local content service
// (demo/server/service.mjs, API key `demo`): the demo home page `/` and a generated page of N
// blocks (bench/content.mjs's repeating unit: Section, Columns, Text, Image) at `/blocks-N`. The
// apps fetch from https://cdn.builder.io as Builder's examples do; in the Next.js processes the
// examples' preload (scripts/examples-cdn-redirect.mjs) sends those requests to the service, and
// in Chromium the DevTools Fetch domain answers cdn.builder.io requests (images, tracking) from it.
//
// Each load: a fresh page in a fresh browser context (bench/browser.mjs), a visitor's user agent,
// the cache disabled, the CPU slowed 4× (`Emulation.setCPUThrottlingRate`). It waits for the
// `load` event, for the page's known text to show (the last heading of the generated page, the
// home page's first heading) and for the network to go quiet (lazily loaded chunks and tracking
// included), then reads the paint entries. JavaScript is the sum of `Network.loadingFinished`
// `encodedDataLength` (bytes on the wire: gzip body and headers, DevTools' "Transferred") of
// every `Script` response. Rounds alternate between the apps, rotating which goes first, after
// one uncounted load of each (the first render after `next start` is not a visitor's). Prints a
// markdown table (medians, the 25th–75th percentile in brackets; timings only of loads that
// showed the text) and writes every load's figures to bench/results/next-compare.json.
// `--no-build` reuses the last run's install and builds. About five minutes on two quiet cores,
// a third of it `next build`. Not part of `npm test` or CI.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { DEMO_CONTENT_DIR, DEMO_SITE_DIR, startContentService } from '../demo/server/service.mjs';
import { chromiumVersion, launchBrowser, withVisitorPage } from './browser.mjs';
import { benchContent, countBlocks } from './content.mjs';
import { median, quantile } from './stats.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BENCH_DIR = path.join(ROOT, 'bench', 'next-compare');
/** Every load's figures (git-ignored). */
const RESULTS_FILE = path.join(ROOT, 'bench', 'results', 'next-compare.json');
const CDN_REDIRECT = pathToFileURL(path.join(ROOT, 'scripts', 'examples-cdn-redirect.mjs')).href;
const API_KEY = 'demo';
const CDN_ORIGIN = 'https://cdn.builder.io';
/** DevTools CPU slowdown, as bench/paint-bench.mjs. */
const CPU_SLOWDOWN = 4;
/** A visitor's user agent: the kit and Builder's SDKs treat headless browsers as bots (no tracking). */
const USER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';
/** Hang guards, not delays: one install, one build, one server start, one page load. */
const INSTALL_MS = 300_000;
const BUILD_MS = 300_000;
const START_MS = 30_000;
const LOAD_MS = 60_000;
/** The network counts as quiet after this long without a request in flight (puppeteer's waitForNetworkIdle). */
const NETWORK_IDLE_MS = 500;

const { values: args } = parseArgs({
  options: {
    rounds: { type: 'string', default: '9' },
    blocks: { type: 'string', default: '1000' },
    'no-build': { type: 'boolean', default: false },
  },
});
const rounds = Math.max(1, Number(args.rounds) || 9);
const blockCount = Math.max(10, Number(args.blocks) || 1000);

/**
 * @typedef {object} App
 * @property {string} name folder in bench/next-compare/apps
 * @property {string} label
 * @property {string} [sdk] the npm package it renders with (its version is read from the install)
 * @property {string} [floorText] the plain page, loaded at `/` only, shows this
 */
/** @type {App[]} */
const APPS = [
  { name: 'kit', label: 'This kit, server components', sdk: 'builder-elements' },
  { name: 'builder-rsc', label: 'Builder RSC SDK', sdk: '@builder.io/sdk-react-nextjs' },
  { name: 'builder-gen2', label: 'Builder Gen 2 SDK, client `Content`', sdk: '@builder.io/sdk-react' },
  { name: 'plain', label: 'Next.js alone: static HTML, no renderer', floorText: 'Plain page' },
];

/** @param {App} app */
const appDir = (app) => path.join(BENCH_DIR, 'apps', app.name);

// ---- content ----------------------------------------------------------------------------------

const home = JSON.parse(readFileSync(path.join(DEMO_CONTENT_DIR, 'page', 'home.json'), 'utf8'));
/**
 * A line of the home page's hero comes from a binding (`state.nextRoastDay`, "Next roast: <strong>…</strong>"):
 * its value shows only where bindings are evaluated.
 */
const HOME_BOUND_TEXT = String(home.data.state.nextRoastDay);

/**
 * @typedef {object} BenchPage
 * @property {string} path
 * @property {string} label
 * @property {string} text shown once the whole page is rendered
 * @property {string} [boundText] shown only where the page's bindings are evaluated (reported, not required)
 */
/** @type {BenchPage[]} */
const PAGES = [
  { path: '/', label: 'Demo home page', text: /<h1>(.*?)<\/h1>/.exec(JSON.stringify(home.data.blocks))?.[1] ?? '', boundText: HOME_BOUND_TEXT },
  { path: `/blocks-${blockCount}`, label: `${blockCount} blocks`, text: '' },
];

/** Writes the generated page into a content folder of its own; returns the folder and the page's last heading. */
async function generatedContent() {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'builder-next-compare-'));
  const entry = benchContent(blockCount);
  entry.id = `next-compare-${blockCount}`;
  entry.data = { ...entry.data, url: `/blocks-${blockCount}` };
  if (countBlocks(entry.data.blocks) !== blockCount) throw new Error(`the generated page has ${countBlocks(entry.data.blocks)} blocks, not ${blockCount}`);
  await mkdir(path.join(dir, 'page'));
  await writeFile(path.join(dir, 'page', 'generated.json'), JSON.stringify(entry));
  const headings = [...JSON.stringify(entry.data.blocks).matchAll(/<h2>(.*?)<\/h2>/g)];
  const last = headings.at(-1)?.[1];
  if (!last) throw new Error('the generated page has no heading to check');
  return { dir, lastHeading: last };
}

// ---- processes --------------------------------------------------------------------------------

/** Child processes started here, each in its own process group, ended on the way out. */
const live = new Set();
/** Set when the script ends them. */
let stopping = false;

/** @param {import('node:child_process').ChildProcess} child */
function stop(child) {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    child.kill('SIGTERM');
  }
}

/**
 * Runs a command to its end without blocking the event loop (the content service lives in this
 * process). Resolves with its output; rejects with it on failure or after `ms`.
 * @param {string} command
 * @param {string[]} commandArgs
 * @param {{ cwd: string, env?: NodeJS.ProcessEnv, ms: number }} options
 * @returns {Promise<string>}
 */
function run(command, commandArgs, { cwd, env = process.env, ms }) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, commandArgs, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    live.add(child);
    let output = '';
    child.stdout.on('data', (chunk) => { output += chunk; });
    child.stderr.on('data', (chunk) => { output += chunk; });
    const guard = setTimeout(() => {
      stop(child);
      reject(new Error(`${command} ${commandArgs.join(' ')} did not finish within ${ms / 1000} s:\n${output}`));
    }, ms);
    child.once('error', (error) => { clearTimeout(guard); reject(error); });
    child.once('exit', (code, signal) => {
      live.delete(child);
      clearTimeout(guard);
      if (code === 0) resolve(output);
      else reject(new Error(`${command} ${commandArgs.join(' ')} failed (exit ${code ?? signal}) in ${cwd}:\n${output.slice(-4000)}`));
    });
  });
}

/** @param {string} text */
const stripAnsi = (text) => text.replace(/\x1b\[[0-9;]*m/g, ''); // eslint-disable-line no-control-regex -- ANSI colour codes

/** @param {string} serviceUrl */
function nextEnv(serviceUrl) {
  const env = { ...process.env };
  for (const name of Object.keys(env)) if (name.startsWith('__NEXT')) delete env[name];
  return {
    ...env,
    NODE_ENV: 'production',
    NODE_OPTIONS: `${env.NODE_OPTIONS ?? ''} --import ${CDN_REDIRECT}`.trim(),
    BUILDER_EXAMPLES_CDN_TARGET: serviceUrl,
    NEXT_PUBLIC_BUILDER_API_KEY: API_KEY,
    NEXT_TELEMETRY_DISABLED: '1',
  };
}

const NEXT_BIN = path.join(BENCH_DIR, 'node_modules', 'next', 'dist', 'bin', 'next');

/** Packs this build (`npm pack`) and installs it with the apps' dependencies into bench/next-compare/node_modules. */
async function install() {
  for (const file of ['index.js', 'server.js', 'rsc/index.js']) {
    if (!existsSync(path.join(ROOT, 'dist', file))) throw new Error(`dist/${file} is missing: run npm run build first`);
  }
  const packDir = await mkdtemp(path.join(os.tmpdir(), 'builder-next-compare-pack-'));
  try {
    const packed = spawnSync('npm', ['pack', '--json', '--pack-destination', packDir], { cwd: ROOT, encoding: 'utf8' });
    if (packed.status !== 0) throw new Error(`npm pack failed:\n${packed.stderr}`);
    const tarball = path.join(packDir, JSON.parse(packed.stdout)[0].filename);
    // npm would keep a tarball of the same name and version it installed before.
    await rm(path.join(BENCH_DIR, 'node_modules', 'builder-elements'), { recursive: true, force: true });
    await run('npm', ['install', '--no-save', '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=error', tarball], { cwd: BENCH_DIR, ms: INSTALL_MS });
  } finally {
    await rm(packDir, { recursive: true, force: true });
  }
}

/** @param {string} name an installed package */
const installedVersion = (name) => JSON.parse(readFileSync(path.join(BENCH_DIR, 'node_modules', name, 'package.json'), 'utf8')).version;

/** Whether `isolated-vm` loads in the apps' install (its native build was skipped). */
function isolatedVmLoads() {
  const probe = spawnSync(process.execPath, ['-e', 'require("isolated-vm")'], { cwd: BENCH_DIR, encoding: 'utf8' });
  return probe.status === 0;
}

/**
 * `next build`; returns the route's size and First Load JS as its report prints them.
 * @param {App} app
 * @param {string} serviceUrl
 */
async function build(app, serviceUrl) {
  const dir = appDir(app);
  // The demo content's images are site-relative (`/assets/…`): each app serves them from public/.
  await cp(path.join(DEMO_SITE_DIR, 'assets'), path.join(dir, 'public', 'assets'), { recursive: true });
  const output = stripAnsi(await run(process.execPath, [NEXT_BIN, 'build'], { cwd: dir, env: nextEnv(serviceUrl), ms: BUILD_MS }));
  await writeFile(path.join(dir, '.next', 'bench-build-report.txt'), output);
  return routeReport(output, app);
}

/**
 * @param {string} output `next build`'s report
 * @param {App} app
 */
function routeReport(output, app) {
  const line = /[ƒ○●λ]\s+\/\[\[\.\.\.page\]\]\s+([\d.]+\s*k?B)\s+([\d.]+\s*k?B)/.exec(output);
  if (!line) throw new Error(`${app.name}: no /[[...page]] line in next build's report:\n${output.slice(-2000)}`);
  return { size: line[1], firstLoad: line[2] };
}

/** @param {App} app */
async function savedReport(app) {
  const file = path.join(appDir(app), '.next', 'bench-build-report.txt');
  if (!existsSync(file)) throw new Error(`${app.name} has no build: run without --no-build`);
  return routeReport(await readFile(file, 'utf8'), app);
}

/** @typedef {{ origin: string, alive: () => boolean, log: () => string }} Server */

/**
 * `next start` on a free port; resolves once it is ready.
 * @param {App} app
 * @param {string} serviceUrl
 * @returns {Promise<Server>}
 */
function start(app, serviceUrl) {
  const child = spawn(process.execPath, [NEXT_BIN, 'start', '--port', '0', '--hostname', '127.0.0.1'],
    { cwd: appDir(app), env: nextEnv(serviceUrl), stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  live.add(child);
  child.once('exit', () => live.delete(child));
  let output = '';
  let ready = false;
  return new Promise((resolve, reject) => {
    const guard = setTimeout(() => reject(new Error(`${app.name}: next start not ready within ${START_MS / 1000} s:\n${output}`)), START_MS);
    /** @param {Buffer} chunk */
    const onData = (chunk) => {
      output += chunk;
      const local = /Local:\s+(http:\/\/127\.0\.0\.1:\d+)/.exec(stripAnsi(output));
      if (local && /Ready in/.test(output) && !ready) {
        ready = true;
        clearTimeout(guard);
        resolve({ origin: local[1], alive: () => child.exitCode === null && child.signalCode === null, log: () => output });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code, signal) => {
      clearTimeout(guard);
      if (ready && !stopping) console.error(`  ${app.name}: next start ended (${code ?? signal}) before the bench was done`);
      reject(new Error(`${app.name}: next start exited (${code ?? signal}):\n${output.slice(-4000)}`));
    });
  });
}

// ---- one page load ----------------------------------------------------------------------------

/**
 * Runs in the page before its scripts: keeps the first contentful paint and the last
 * largest-contentful-paint candidate (with what it was) in `window.__paint`.
 */
function paintObserver() {
  /** @type {{ fcp: number | null, lcp: number | null, lcpWhat: string }} */
  const paint = { fcp: null, lcp: null, lcpWhat: '' };
  /** @type {any} */ (window).__paint = paint;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') paint.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    const last = /** @type {any} */ (list.getEntries().at(-1));
    paint.lcp = last.startTime;
    const element = /** @type {Element | null} */ (last.element);
    paint.lcpWhat = element ? `<${element.localName}>${last.url ? ' image' : ' text'}, ${Math.round(last.size)} px²` : `${last.url ? 'image' : 'text'}, ${Math.round(last.size)} px²`;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
}

/**
 * In the page: is `text` shown (in an element with a box, visible)?
 * @param {string} text
 */
function textShown(text) {
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!(/** @type {Text} */ (node).data.includes(text))) continue;
    const element = node.parentElement;
    const box = element?.getBoundingClientRect();
    if (element && box && box.width > 0 && box.height > 0 && element.checkVisibility({ visibilityProperty: true })) return true;
  }
  return false;
}

/**
 * @typedef {object} Sample
 * @property {boolean} shown the page's known text showed
 * @property {boolean} [boundShown] the bound text showed (home page)
 * @property {number} scriptBytes
 * @property {{ path: string, bytes: number }[]} scripts
 * @property {number} documentBytes
 * @property {number} ttfb navigation start → first byte of the HTML
 * @property {number} fcp
 * @property {number} lcp
 * @property {string} lcpWhat
 * @property {string[]} problems
 */

/** Request headers fetch sets itself (or refuses) when an intercepted request is forwarded. */
const HOP_BY_HOP = new Set(['host', 'connection', 'content-length', 'transfer-encoding', 'keep-alive', 'upgrade', 'expect']);

/**
 * Answers a request the page made to cdn.builder.io from the content service.
 * @param {import('puppeteer-core').CDPSession} session
 * @param {string} serviceUrl
 * @param {any} event `Fetch.requestPaused`
 */
async function answerFromService(session, serviceUrl, event) {
  try {
    const url = new URL(event.request.url);
    /** @type {Record<string, string>} */
    const headers = Object.fromEntries(Object.entries(/** @type {Record<string, string>} */ (event.request.headers)).filter(([name]) => !HOP_BY_HOP.has(name.toLowerCase())));
    const method = event.request.method;
    const res = await fetch(serviceUrl + url.pathname + url.search, { method, headers, body: method === 'GET' || method === 'HEAD' ? undefined : event.request.postData });
    /** @type {{ name: string, value: string }[]} */
    const responseHeaders = [{ name: 'access-control-allow-origin', value: '*' }];
    res.headers.forEach((value, name) => {
      if (name === 'content-type' || name === 'cache-control' || name === 'vary' || (name.startsWith('access-control-') && name !== 'access-control-allow-origin')) responseHeaders.push({ name, value });
    });
    const body = Buffer.from(await res.arrayBuffer()).toString('base64');
    await session.send('Fetch.fulfillRequest', { requestId: event.requestId, responseCode: res.status, responseHeaders, body });
  } catch {
    // The page may be gone already (context closed); a request that could not be answered fails.
    await session.send('Fetch.failRequest', { requestId: event.requestId, errorReason: 'Failed' }).catch(() => {});
  }
}

/**
 * One load of `url` with the CPU slowed down.
 * @param {import('puppeteer-core').Browser} browser
 * @param {string} url
 * @param {{ text: string, boundText?: string }} expect
 * @param {string} serviceUrl
 * @returns {Promise<Sample>}
 */
function loadOnce(browser, url, expect, serviceUrl) {
  return withVisitorPage(browser, async (page) => {
    /** @type {string[]} */
    const problems = [];
    const favicon = (/** @type {string} */ address) => URL.canParse(address) && new URL(address).pathname === '/favicon.ico';
    page.on('pageerror', (error) => problems.push(`page error: ${error instanceof Error ? error.message : String(error)}`));
    page.on('console', (message) => {
      if ((message.type() === 'error' || message.type() === 'warn') && !favicon(message.location().url ?? '')) problems.push(`console.${message.type()}: ${message.text()}`);
    });
    await page.setUserAgent(USER_AGENT);
    const session = await page.createCDPSession();
    /** @type {Map<string, { type: string, url: string, status: number }>} */
    const responses = new Map();
    /** @type {Map<string, number>} */
    const transferred = new Map();
    session.on('Network.responseReceived', (event) => responses.set(event.requestId, { type: event.type, url: event.response.url, status: event.response.status }));
    session.on('Network.loadingFinished', (event) => transferred.set(event.requestId, event.encodedDataLength));
    session.on('Network.loadingFailed', (event) => {
      if (!event.canceled) problems.push(`request failed: ${event.errorText} (${event.type})`);
    });
    session.on('Fetch.requestPaused', (event) => void answerFromService(session, serviceUrl, event));
    await session.send('Network.enable');
    await session.send('Network.setCacheDisabled', { cacheDisabled: true });
    await session.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await session.send('Fetch.enable', { patterns: [{ urlPattern: `${CDN_ORIGIN}/*` }] });
    await page.evaluateOnNewDocument(paintObserver);

    await page.goto(url, { waitUntil: 'load', timeout: LOAD_MS });
    let shown = true;
    try {
      await page.waitForFunction(textShown, { timeout: LOAD_MS, polling: 'raf' }, expect.text);
    } catch {
      shown = false;
    }
    await page.waitForNetworkIdle({ idleTime: NETWORK_IDLE_MS, timeout: LOAD_MS });
    // Two frames: whatever the last task changed has been painted, so the last LCP candidate is in.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const read = await page.evaluate(() => ({
      paint: /** @type {any} */ (window).__paint,
      ttfb: /** @type {PerformanceNavigationTiming} */ (performance.getEntriesByType('navigation')[0]).responseStart,
    }));
    const boundShown = expect.boundText ? await page.evaluate(textShown, expect.boundText) : undefined;
    // The session stays attached until the context closes, so a late tracking request still goes to the service.

    /** @type {{ path: string, bytes: number }[]} */
    const scripts = [];
    let documentBytes = 0;
    for (const [id, response] of responses) {
      const bytes = transferred.get(id) ?? 0;
      if (response.status >= 400 && !favicon(response.url)) problems.push(`HTTP ${response.status}: ${response.url}`);
      if (response.type === 'Script') scripts.push({ path: new URL(response.url).pathname, bytes });
      else if (response.type === 'Document') documentBytes += bytes;
    }
    if (read.paint.fcp === null || read.paint.lcp === null) problems.push('no paint entries');
    return {
      shown,
      boundShown,
      scriptBytes: scripts.reduce((sum, script) => sum + script.bytes, 0),
      scripts: scripts.sort((a, b) => a.path.localeCompare(b.path)),
      documentBytes,
      ttfb: read.ttfb,
      fcp: read.paint.fcp ?? NaN,
      lcp: read.paint.lcp ?? NaN,
      lcpWhat: read.paint.lcpWhat,
      problems,
    };
  });
}

// ---- the report -------------------------------------------------------------------------------

/** @param {number} bytes */
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

/** @param {number[]} values */
const timeCell = (values) => (values.length ? `**${median(values).toFixed(0)} ms** (${quantile(values, 0.25).toFixed(0)}–${quantile(values, 0.75).toFixed(0)})` : '–');

/** @param {number[]} values */
function bytesCell(values) {
  const low = Math.min(...values);
  const high = Math.max(...values);
  return high - low < 512 ? `**${kib(median(values))}**` : `**${kib(median(values))}** (${kib(low)}–${kib(high)})`;
}

// ---- main ---------------------------------------------------------------------------------------

const log = (/** @type {string} */ line) => console.log(line);
const began = performance.now();
const elapsed = () => `${((performance.now() - began) / 1000).toFixed(0)} s`;

/** Ends the servers and builds still running. */
const stopAll = () => {
  stopping = true;
  for (const child of live) stop(child);
};
process.once('SIGINT', () => {
  stopAll();
  process.exit(130);
});

const content = await generatedContent();
PAGES[1].text = content.lastHeading;
const service = await startContentService({
  port: 0,
  apiKeys: [API_KEY],
  contentDirs: [DEMO_CONTENT_DIR, content.dir],
  siteDir: false,
  logger: { info() {}, warn() {}, error: console.error },
});
/** @type {import('puppeteer-core').Browser | undefined} */
let browser;
try {
  if (!args['no-build'] || !existsSync(NEXT_BIN)) {
    log('npm pack, npm install in bench/next-compare (install scripts skipped) …');
    await install();
    log(`  installed (${elapsed()})`);
  }
  const versions = Object.fromEntries(['next', 'react', 'react-dom', ...APPS.flatMap((app) => (app.sdk ? [app.sdk] : []))].map((name) => [name, installedVersion(name)]));
  const ivm = existsSync(path.join(BENCH_DIR, 'node_modules', 'isolated-vm')) ? `isolated-vm ${installedVersion('isolated-vm')} ${isolatedVmLoads() ? 'loads' : 'does not load (not built)'}` : 'isolated-vm not installed';
  log(`  next ${versions.next}, react ${versions.react}, ${APPS.filter((app) => app.sdk).map((app) => `${app.sdk} ${versions[/** @type {string} */ (app.sdk)]}`).join(', ')}; ${ivm}`);

  /** @type {Map<App, { size: string, firstLoad: string }>} */
  const reports = new Map();
  for (const app of APPS) {
    if (args['no-build']) {
      reports.set(app, await savedReport(app));
      continue;
    }
    const report = await build(app, service.url);
    reports.set(app, report);
    log(`  next build ${app.name}: /[[...page]] ${report.size}, First Load JS ${report.firstLoad} (${elapsed()})`);
  }

  /** @type {Map<App, Server>} */
  const servers = new Map();
  for (const app of APPS) servers.set(app, await start(app, service.url));
  /** @param {App} app */
  const server = (app) => /** @type {Server} */ (servers.get(app));

  // Every renderer's HTML holds the page's text before anything is timed.
  for (const app of APPS.filter((candidate) => !candidate.floorText)) {
    for (const page of PAGES) {
      const html = await (await fetch(server(app).origin + page.path)).text();
      if (!html.includes(page.text)) log(`  warning: ${app.name} ${page.path}: the server's HTML does not hold "${page.text}"`);
    }
  }

  browser = await launchBrowser();
  const b = browser;
  /** @typedef {{ app: App, page: BenchPage }} Variant */
  /** @type {Variant[]} */
  const variants = [];
  for (const page of PAGES) for (const app of APPS) if (!app.floorText || page.path === '/') variants.push({ app, page });
  /** @type {Map<Variant, Sample[]>} */
  const samples = new Map(variants.map((variant) => [variant, []]));
  /** @param {Variant} variant */
  const loadFrom = (variant) => loadOnce(b, server(variant.app).origin + variant.page.path, variant.app.floorText ? { text: variant.app.floorText } : variant.page, service.url);
  let restarts = 0;
  /**
   * A load. Should the app's server end (on this shared machine something else has sent every
   * Next.js server on it a SIGTERM more than once), it is started again and warmed up with one
   * load, and a load it served while ending is thrown away and made again.
   * @param {Variant} variant
   * @returns {Promise<Sample>}
   */
  const load = async (variant) => {
    for (let attempt = 0; attempt < 3; attempt++) {
      let current = server(variant.app);
      if (!current.alive()) {
        restarts++;
        log(`  ${variant.app.name}: next start again`);
        current = await start(variant.app, service.url);
        servers.set(variant.app, current);
        await loadFrom(variant);
      }
      try {
        const sample = await loadFrom(variant);
        if (current.alive()) return sample;
      } catch (error) {
        if (current.alive()) throw error;
      }
    }
    throw new Error(`${variant.app.name}: its server kept ending`);
  };

  // One load of each first, not counted: the servers' first render of a route and the browser's start-up.
  for (const variant of variants) await load(variant);
  log(`  warm-up loads done (${elapsed()})`);
  for (let round = 0; round < rounds; round++) {
    for (const page of PAGES) {
      const group = variants.filter((variant) => variant.page === page);
      const offset = round % group.length;
      for (const variant of [...group.slice(offset), ...group.slice(0, offset)]) /** @type {Sample[]} */ (samples.get(variant)).push(await load(variant));
    }
    log(`  round ${round + 1}/${rounds} (${elapsed()})`);
  }

  // The report.
  const floor = /** @type {Sample[]} */ (samples.get(/** @type {Variant} */ (variants.find((variant) => variant.app.floorText))));
  const floorScripts = median(floor.map((sample) => sample.scriptBytes));
  const floorFiles = new Set(floor.flatMap((sample) => sample.scripts.map((script) => script.path)));
  const lines = [
    `| Page | Renderer | JavaScript transferred | of it beyond Next.js alone | \`next build\` First Load JS (route) | HTML transferred | Time to first byte | First contentful paint | Largest contentful paint | Text shown |`,
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  /** @type {string[]} */
  const details = [];
  /** @type {Map<string, Set<string>>} */
  const problems = new Map();
  for (const variant of variants) {
    const list = /** @type {Sample[]} */ (samples.get(variant));
    const ok = list.filter((sample) => sample.shown);
    const scripts = list.map((sample) => sample.scriptBytes);
    const report = /** @type {{ size: string, firstLoad: string }} */ (reports.get(variant.app));
    const beyond = variant.app.floorText ? '–' : `**${kib(median(scripts) - floorScripts)}**`;
    const label = variant.app.sdk ? `${variant.app.label} (\`${variant.app.sdk}\` ${installedVersion(variant.app.sdk)})` : variant.app.label;
    lines.push(`| ${variant.app.floorText ? 'either' : variant.page.label} | ${label} | ${bytesCell(scripts)} | ${beyond} | ${report.firstLoad} (${report.size}) | ${bytesCell(list.map((sample) => sample.documentBytes))} | ${timeCell(ok.map((sample) => sample.ttfb))} | ${timeCell(ok.map((sample) => sample.fcp))} | ${timeCell(ok.map((sample) => sample.lcp))} | ${ok.length}/${list.length} |`);
    const lcpWhat = [...new Set(ok.map((sample) => sample.lcpWhat))].join('; ');
    const extra = (list.at(-1)?.scripts ?? []).filter((script) => !floorFiles.has(script.path));
    const bound = variant.page.boundText && !variant.app.floorText ? `; bound text "${variant.page.boundText}" shown in ${list.filter((sample) => sample.boundShown).length}/${list.length}` : '';
    details.push(`- ${variant.app.name} ${variant.page.path}: LCP element ${lcpWhat || '–'}${bound}; scripts not in the plain page: ${extra.map((script) => `${path.basename(script.path)} ${kib(script.bytes)}`).join(', ') || 'none'}`);
    for (const sample of list) for (const problem of sample.problems) problems.set(`${variant.app.name} ${variant.page.path}`, (problems.get(`${variant.app.name} ${variant.page.path}`) ?? new Set()).add(problem.slice(0, 300)));
  }
  for (const app of APPS) {
    const failed = server(app).log().match(/Failed code evaluation/g)?.length ?? 0;
    if (failed) details.push(`- ${app.name}: its server logged "Failed code evaluation" ${failed} times (bindings evaluated on the server need isolated-vm)`);
  }
  const cpu = os.cpus()[0]?.model.trim() ?? 'unknown CPU';
  log('');
  log(`Measured on ${cpu} (${os.cpus().length} cores), ${chromiumVersion()}, Node ${process.version}, ${new Date().toISOString().slice(0, 10)}; Next.js ${versions.next}, React ${versions.react}; ${rounds} loads of each page per renderer, alternating, CPU ${CPU_SLOWDOWN}× slower, cache disabled; medians, 25th–75th percentile in brackets; ${ivm}.`);
  log('');
  log(lines.join('\n'));
  log('');
  log(details.join('\n'));
  if (problems.size) {
    log('');
    log('Console errors, page errors and failed requests (each message once):');
    for (const [where, messages] of problems) for (const message of messages) log(`- ${where}: ${message}`);
  }
  await mkdir(path.dirname(RESULTS_FILE), { recursive: true });
  await writeFile(RESULTS_FILE, `${JSON.stringify(variants.map((variant) => ({ app: variant.app.name, page: variant.page.path, samples: samples.get(variant) })), null, 1)}\n`);
  log('');
  log(`(${elapsed()} in all${restarts ? `; Next.js servers started again ${restarts} times after something ended them` : ''}; every load's figures in ${path.relative(ROOT, RESULTS_FILE)})`);
} finally {
  await browser?.close();
  stopAll();
  await service.close();
  await rm(content.dir, { recursive: true, force: true });
}
