// @ts-check
/**
 * The Next.js part of `npm run examples` (scripts/examples.mjs): apps written as Builder's
 * documented Next.js examples are written, importing `builder-elements` instead of Builder's
 * SDKs, each installed with its own Next.js, built (`next build`) and served (`next start`),
 * then checked in Chromium page by page.
 *
 * - Install: `npm install` in the app's folder (its package.json and package-lock.json, plus the
 *   packed package), started for every app at once while the other examples run. An app with
 *   `sharesInstallOf` gets a symlink to that app's node_modules (same dependencies, one install).
 * - Content: the apps fetch from https://cdn.builder.io, as Builder's examples do. In the Next.js
 *   processes a preload (scripts/examples-cdn-redirect.mjs) sends those requests to the local
 *   content service, edge-runtime routes included; in Chromium, request interception does.
 * - Checks per page: the text is in the server's HTML and shows with JavaScript disabled; with
 *   JavaScript, it shows (for the A/B test, the variation the cookie forces and not the other),
 *   React hydrates every server-rendered content node without removing or replacing one, and the
 *   console has no error or warning (React's production hydration errors #418/#421/#423/#425
 *   land there or as page errors), no page error, no failed request, exactly one React renderer.
 */
/* global window, document, Node, MutationObserver, requestAnimationFrame -- used by the functions that run in the page (page.evaluate) */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { lstat, readFile, rm, symlink } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { DEMO_CONTENT_DIR, DEMO_SITE_DIR } from '../demo/server/service.mjs';
import { textShown, waiterFor, watchPage } from './examples-page.mjs';
import { PRODUCTION_HOSTS, VISITOR_USER_AGENT } from './chromium.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const EXAMPLES_DIR = path.join(ROOT, 'examples');
const CDN_REDIRECT = pathToFileURL(path.join(ROOT, 'scripts', 'examples-cdn-redirect.mjs')).href;
/** The hosts the kit talks to in production (content, tracking, images; form e-mail). */
/** The demo content's images with site-relative URLs (`/assets/…`), which the demo site serves. */
const DEMO_ASSETS_DIR = path.join(DEMO_SITE_DIR, 'assets');
/** Hang guards: one condition in a page, one install, one build, one server start. */
const WAIT_MS = 20_000;
/**
 * EXAMPLES_NEXT_DEV=1: `next dev` instead of `next build` + `next start`, for React's full
 * development messages (hydration diffs, attribute mismatches) while fixing a failure; a page is
 * compiled on its first request, so loading it may take longer.
 */
export const NEXT_DEV = process.env.EXAMPLES_NEXT_DEV === '1';
const LOAD_MS = NEXT_DEV ? 180_000 : WAIT_MS;
const INSTALL_MS = 240_000;
const BUILD_MS = 240_000;
/** What marks a React hydration error, in development and (minified, by number) in production. */
const HYDRATION_ERROR = /#418|#419|#421|#422|#423|#425|hydrat|did not match|server rendered html/i;

/**
 * Whether `problem` is one a hydration mismatch alone produces: React's error (named
 * `hydration error: …` by checkNextPage), or the server nodes it replaced or removed.
 * @param {string} problem
 */
export const isHydrationProblem = (problem) => /^hydration (error:|replaced|removed) /.test(problem);

// ---- the demo pages and what each shows ------------------------------------------------------

/** @param {string} name */
const demoPage = (name) => JSON.parse(readFileSync(path.join(DEMO_CONTENT_DIR, 'page', `${name}.json`), 'utf8'));

/**
 * The text of the first `<h1>` in an entry's blocks: what the page's check waits for.
 * @param {unknown} blocks
 */
function firstHeading(blocks) {
  const match = /<h1>(.*?)<\/h1>/.exec(JSON.stringify(blocks));
  if (!match) throw new Error('a demo page used by the Next.js checks has no <h1>');
  return match[1];
}

/**
 * @typedef {object} NextPage
 * @property {string} path the page's URL (under the route's prefix)
 * @property {string} text shown by the page
 * @property {string} [notText] must not show (the other A/B variation)
 * @property {{ name: string, value: string }} [cookie] set before the page loads
 * @property {boolean} [localized] holds localized values (the locale warning is expected)
 * @property {string} [label] e.g. the variation forced
 */

const pricing = demoPage('pricing');
const variations = [
  { id: pricing.id, name: 'default', text: firstHeading(pricing.data.blocks) },
  ...Object.values(pricing.variations ?? {}).map((v) => ({
    id: v.id,
    name: v.name,
    text: firstHeading(v.data.blocks),
  })),
];
if (variations.length !== 2)
  throw new Error('the Next.js checks expect demo/content/page/pricing.json to hold one variation besides the default');

/** @type {NextPage[]} */
const CONTENT_PAGES = [
  {
    path: '/about',
    text: firstHeading(demoPage('about').data.blocks),
    label: 'static blocks and symbols only',
    localized: true,
  },
  { path: '/wholesale', text: firstHeading(demoPage('wholesale').data.blocks), label: 'a form beside static blocks' },
  { path: '/contact', text: firstHeading(demoPage('contact').data.blocks), label: 'form: lazily loaded blocks' },
  {
    path: '/brew-guide',
    text: firstHeading(demoPage('brew-guide').data.blocks),
    label: 'tabs, accordion, carousel: lazily loaded blocks',
  },
  ...variations.map((variation, i) => ({
    path: '/pricing',
    text: variation.text,
    notText: variations[1 - i].text,
    cookie: { name: `builder.tests.${pricing.id}`, value: variation.id },
    label: `A/B test, variation "${variation.name}" forced by cookie`,
  })),
];
/** For a route that serves the site's root too (the Pages Router's optional catch-all). */
const HOME_PAGE = { path: '/', text: firstHeading(demoPage('home').data.blocks), label: 'home' };

/** The published single-URL demo pages: what getStaticPaths must list with `noTargeting`. */
const STATIC_PATHS = ['home', 'about', 'brew-guide', 'contact', 'pricing'].map((name) => demoPage(name).data.url);

// ---- the apps ----------------------------------------------------------------------------------

/**
 * @typedef {object} NextRoute
 * @property {string} prefix URL prefix of the route ('' for the root catch-all)
 * @property {string} file the page file
 * @property {string} label the pattern it follows
 * @property {boolean} [home] it serves `/` too
 */
/**
 * @typedef {object} NextApp
 * @property {string} name folder in examples/
 * @property {NextRoute[]} routes
 * @property {string} [sharesInstallOf] use that app's node_modules (identical dependencies)
 * @property {boolean} [legacyPeerDeps] install with --legacy-peer-deps
 * @property {boolean} [staticPaths] check that getStaticPaths listed every page (STATIC_PATHS)
 */
/** @type {NextApp[]} */
export const NEXT_APPS = [
  {
    name: 'next-app-router',
    routes: [
      { prefix: '', file: 'app/[...page]/page.tsx', label: 'Gen 2 App Router page' },
      {
        prefix: '/server',
        file: 'app/server/[...page]/page.tsx',
        label: 'Gen 2 page importing builder-elements/server',
      },
      {
        prefix: '/tags',
        file: 'app/tags/[...page]/page.tsx',
        label: 'server-rendered <builder-content> + peer-react tags',
      },
      { prefix: '/edge', file: 'app/edge/[...page]/page.tsx', label: "Gen 2 page, runtime = 'edge'" },
    ],
  },
  {
    name: 'next-pages-router',
    sharesInstallOf: 'next-app-router',
    staticPaths: true,
    routes: [{ prefix: '', file: 'pages/[[...page]].tsx', label: 'Gen 1 Pages Router page', home: true }],
  },
  {
    name: 'next16-turbopack',
    routes: [
      { prefix: '', file: 'app/[...page]/page.tsx', label: 'Gen 2 App Router page (Turbopack)' },
      {
        prefix: '/server',
        file: 'app/server/[...page]/page.tsx',
        label: 'Gen 2 page importing builder-elements/server (Turbopack)',
      },
    ],
  },
  {
    name: 'next14-react18',
    staticPaths: true,
    routes: [
      { prefix: '', file: 'pages/[[...page]].tsx', label: 'Gen 1 Pages Router page, React 18', home: true },
      { prefix: '/gen2', file: 'app/gen2/[...page]/page.tsx', label: 'Gen 2 App Router page, Next.js 14' },
    ],
  },
];

/** @param {NextRoute} route */
export const pagesOf = (route) => (route.home ? [HOME_PAGE, ...CONTENT_PAGES] : CONTENT_PAGES);

// ---- processes ------------------------------------------------------------------------------------

/** The processes started here (each in its own process group), ended on the way out. */
const live = new Set();

/** Ends every Next.js process still running (npm, next build, next start and their workers). */
export function stopNextProcesses() {
  for (const child of live) killGroup(child);
}

/**
 * @template {import('node:child_process').ChildProcess} T
 * @param {T} child
 * @returns {T}
 */
function track(child) {
  live.add(child);
  child.once('exit', () => live.delete(child));
  return child;
}

/**
 * Runs a command to its end without blocking the event loop (the content service answers the
 * build's requests from this process). Rejects with the output on a non-zero exit or after `ms`.
 * @param {string} command
 * @param {string[]} args
 * @param {{ cwd: string, env?: NodeJS.ProcessEnv, ms: number }} options
 */
function runAsync(command, args, { cwd, env = process.env, ms }) {
  return new Promise((resolve, reject) => {
    const child = track(spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true }));
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    const guard = setTimeout(() => {
      killGroup(child);
      reject(new Error(`${command} ${args.join(' ')} did not finish within ${ms / 1000} s:\n${output}`));
    }, ms);
    child.once('error', (error) => {
      clearTimeout(guard);
      reject(error);
    });
    child.once('exit', (code, signal) => {
      clearTimeout(guard);
      if (code === 0) resolve(output);
      else reject(Object.assign(new Error(`${command} ${args.join(' ')} failed (exit ${code ?? signal})`), { output }));
    });
  });
}

/**
 * Ends a process started `detached` (its own process group), with the workers it started.
 * @param {import('node:child_process').ChildProcess} child
 */
function killGroup(child) {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    child.kill('SIGTERM');
  }
}

/** @param {string} text */
const stripAnsi = (text) => text.replace(/\x1b\[[0-9;]*m/g, ''); // eslint-disable-line no-control-regex -- ANSI colour codes

/**
 * The part of a failed `next build`'s output that says what failed: its error lines, without
 * Next's own frames and loader URLs.
 * @param {string} output
 */
export function buildFailure(output) {
  const lines = stripAnsi(output)
    .split('\n')
    .map((line) => line.trimEnd())
    .filter(
      (line) =>
        line.trim() && !/node_modules\/next\/dist\/build\/webpack\/loaders|^\s+at .*node_modules\/next\//.test(line),
    );
  const start = lines.findIndex((line) =>
    /Failed to compile|Build error occurred|Error:|error TS|Type error/.test(line),
  );
  const picked = lines.slice(Math.max(0, start === -1 ? lines.length - 25 : start - 1));
  const unique = picked.filter((line, i) => !/^(Import trace|\.\/)/.test(line) || picked.indexOf(line) === i);
  return unique.slice(0, 30).join('\n');
}

/**
 * Installs an app's dependencies and the packed package (`npm install` with its lockfile; the
 * lockfile is not rewritten). Resolves with the seconds it took.
 * @param {NextApp} app
 * @param {string} tarball
 * @param {Map<string, Promise<number>>} installs the other apps' installs (for `sharesInstallOf`)
 */
export async function installApp(app, tarball, installs) {
  const started = performance.now();
  const dir = path.join(EXAMPLES_DIR, app.name);
  const modules = path.join(dir, 'node_modules');
  if (app.sharesInstallOf) {
    const source = path.join(EXAMPLES_DIR, app.sharesInstallOf);
    const ours = JSON.parse(await readFile(path.join(dir, 'package.json'), 'utf8'));
    const theirs = JSON.parse(await readFile(path.join(source, 'package.json'), 'utf8'));
    const deps = (/** @type {any} */ pkg) => JSON.stringify([pkg.dependencies, pkg.devDependencies]);
    if (deps(ours) !== deps(theirs))
      throw new Error(
        `${app.name} shares ${app.sharesInstallOf}'s node_modules, but their package.json dependencies differ`,
      );
    await installs.get(app.sharesInstallOf);
    if (!(await lstat(modules).catch(() => null))?.isSymbolicLink()) {
      await rm(modules, { recursive: true, force: true });
      await symlink(path.join('..', app.sharesInstallOf, 'node_modules'), modules);
    }
    return (performance.now() - started) / 1000;
  }
  // Replace the package itself whatever npm's bookkeeping of an earlier run says.
  await rm(path.join(modules, 'builder-elements'), { recursive: true, force: true });
  const args = [
    'install',
    '--no-save',
    '--no-audit',
    '--no-fund',
    '--loglevel=error',
    ...(app.legacyPeerDeps ? ['--legacy-peer-deps'] : []),
    tarball,
  ];
  try {
    await runAsync('npm', args, { cwd: dir, ms: INSTALL_MS });
  } catch (error) {
    throw new Error(
      `npm ${args.join(' ')} failed in examples/${app.name}:\n${/** @type {any} */ (error).output ?? error}`,
      { cause: error },
    );
  }
  return (performance.now() - started) / 1000;
}

/**
 * The environment of the app's Next.js processes: production (or development with
 * EXAMPLES_NEXT_DEV), the demo key, the CDN redirect.
 * @param {string} serviceUrl
 */
function nextEnv(serviceUrl) {
  const env = { ...process.env };
  for (const name of Object.keys(env)) if (name.startsWith('VITE_') || name.startsWith('__NEXT')) delete env[name];
  return {
    ...env,
    NODE_ENV: NEXT_DEV ? 'development' : 'production',
    NODE_OPTIONS: `${env.NODE_OPTIONS ?? ''} --import ${CDN_REDIRECT}`.trim(),
    BUILDER_EXAMPLES_CDN_TARGET: serviceUrl,
    NEXT_PUBLIC_BUILDER_API_KEY: 'demo',
    NEXT_TELEMETRY_DISABLED: '1',
  };
}

/** @param {string} dir */
const nextBin = (dir) => path.join(dir, 'node_modules', 'next', 'dist', 'bin', 'next');

/**
 * `next build`. Rejects with the build's error lines.
 * @param {NextApp} app
 * @param {string} serviceUrl
 */
export async function buildApp(app, serviceUrl) {
  const dir = path.join(EXAMPLES_DIR, app.name);
  // A fresh build, as CI's clean checkout has: npm installs the packed package with the tarball's
  // fixed file times, so webpack's cache (.next/cache) can keep serving an earlier build of it.
  await rm(path.join(dir, '.next'), { recursive: true, force: true });
  try {
    await runAsync(process.execPath, [nextBin(dir), 'build'], { cwd: dir, env: nextEnv(serviceUrl), ms: BUILD_MS });
  } catch (error) {
    const output = /** @type {any} */ (error).output;
    throw new Error(`next build failed:\n${output ? buildFailure(output) : String(error)}`, { cause: error });
  }
}

/**
 * The paths getStaticPaths listed that `next build` prerendered, and which expected ones are missing.
 * @param {NextApp} app
 */
export async function missingStaticPaths(app) {
  const manifest = JSON.parse(
    await readFile(path.join(EXAMPLES_DIR, app.name, '.next', 'prerender-manifest.json'), 'utf8'),
  );
  const listed = Object.keys(manifest.routes ?? {});
  return { listed, missing: STATIC_PATHS.filter((url) => !listed.includes(url)) };
}

/**
 * `next start` (`next dev` with EXAMPLES_NEXT_DEV) on a free port of 127.0.0.1; resolves once it is ready.
 * @param {NextApp} app
 * @param {string} serviceUrl
 */
export async function startApp(app, serviceUrl) {
  const dir = path.join(EXAMPLES_DIR, app.name);
  if (!NEXT_DEV && !existsSync(path.join(dir, '.next', 'BUILD_ID')))
    throw new Error(`${app.name} has no build to start`);
  const child = track(
    spawn(process.execPath, [nextBin(dir), NEXT_DEV ? 'dev' : 'start', '--port', '0', '--hostname', '127.0.0.1'], {
      cwd: dir,
      env: nextEnv(serviceUrl),
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    }),
  );
  let output = '';
  const close = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve(undefined);
      child.once('exit', () => resolve(undefined));
      killGroup(child);
    });
  try {
    const origin = await new Promise((resolve, reject) => {
      const guard = setTimeout(
        () =>
          reject(new Error(`next ${NEXT_DEV ? 'dev' : 'start'} did not get ready within ${WAIT_MS} ms:\n${output}`)),
        WAIT_MS,
      );
      /** @param {Buffer} chunk */
      const onData = (chunk) => {
        output += chunk;
        const local = /Local:\s+(http:\/\/127\.0\.0\.1:\d+)/.exec(stripAnsi(output));
        if (local && /Ready in/.test(output)) {
          clearTimeout(guard);
          resolve(local[1]);
        }
      };
      child.stdout.on('data', onData);
      child.stderr.on('data', onData);
      child.once('exit', (code) => {
        clearTimeout(guard);
        reject(new Error(`next ${NEXT_DEV ? 'dev' : 'start'} exited (${code}) before it was ready:\n${output}`));
      });
    });
    return { origin: /** @type {string} */ (origin), close, output: () => output };
  } catch (error) {
    await close();
    throw error;
  }
}

// ---- in the page ---------------------------------------------------------------------------------

/**
 * Runs in the page before any of its scripts. Counts React renderers through the devtools hook
 * React DOM registers with when its code first runs, which is also the moment React starts: the
 * server-rendered content nodes are recorded then (and when the HTML is parsed, whichever comes
 * first, both are kept), after the HTML's inline scripts (the A/B chooser) have run. Removals of
 * recorded nodes after React started are counted, in the document and in `<builder-content>`
 * tags' shadow roots.
 */
function nextPageProbe() {
  const w = /** @type {any} */ (window);
  // Server content, also where React's streaming render sends a completed boundary later (a
  // hidden segment its inline script moves into place); not React's placeholder templates.
  const SERVER_NODE =
    ':is([builder-content-id], [builder-content-id] *, div[hidden][id^="S:"] *):not(template[id^="B:"])';
  /** @type {Set<Element>} */
  const ssrNodes = new Set();
  /** @type {Element[]} */
  const removed = [];
  const observed = new WeakSet();
  let reactStarted = false;
  let ids = 0;
  /** @type {WeakMap<Element, string>} */
  const descriptions = new WeakMap();
  /**
   * A node as the report names it: its tag, and the block it belongs to.
   * @param {Element} node
   */
  const describe = (node) => {
    let text = descriptions.get(node);
    if (text === undefined) {
      const block = node.closest('[builder-id]');
      const tag = `<${node.localName}${node.hasAttribute('builder-id') ? ` builder-id="${node.getAttribute('builder-id')}"` : ''}>`;
      text = block && block !== node ? `${tag} in builder-id="${block.getAttribute('builder-id')}"` : tag;
      descriptions.set(node, text);
    }
    return text;
  };
  /** @param {MutationRecord[]} records */
  const onMutations = (records) => {
    if (!reactStarted) return;
    for (const record of records) {
      for (const node of record.removedNodes) {
        if (node.nodeType === Node.ELEMENT_NODE && ssrNodes.has(/** @type {Element} */ (node)))
          removed.push(/** @type {Element} */ (node));
      }
    }
  };
  const observer = new MutationObserver(onMutations);
  const roots = () => [
    document,
    ...[...document.querySelectorAll('builder-content')].flatMap((tag) => (tag.shadowRoot ? [tag.shadowRoot] : [])),
  ];
  const record = () => {
    for (const root of roots()) {
      if (!observed.has(root)) {
        observed.add(root);
        observer.observe(root, { childList: true, subtree: true });
      }
      for (const node of root.querySelectorAll(SERVER_NODE)) {
        ssrNodes.add(node);
        describe(node);
      }
    }
  };
  w.__probe = {
    get renderers() {
      return ids;
    },
    get reactStarted() {
      return reactStarted;
    },
    ssrNodes,
    removed,
    describe,
  };
  w.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    isDisabled: false,
    renderers: new Map(),
    inject(/** @type {unknown} */ renderer) {
      if (!reactStarted) {
        onMutations(observer.takeRecords()); // what happened before React: not counted
        record();
        reactStarted = true;
      }
      this.renderers.set(++ids, renderer);
      return ids;
    },
    checkDCE() {},
    onScheduleFiberRoot() {},
    onCommitFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    setStrictMode() {},
  };
  document.addEventListener('readystatechange', () => {
    if (document.readyState === 'interactive') record();
  });
}

/** In the page: has React claimed every block of every content root (each carries its fiber)? */
function contentHydrated() {
  const roots = [
    document,
    ...[...document.querySelectorAll('builder-content')].flatMap((tag) => (tag.shadowRoot ? [tag.shadowRoot] : [])),
  ];
  const blocks = roots.flatMap((root) => [
    ...root.querySelectorAll('[builder-content-id], [builder-content-id] [builder-id]'),
  ]);
  return blocks.length > 0 && blocks.every((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber')));
}

/** In the page: the recorded server nodes are all still in the document, none was removed. */
function serverNodesKept() {
  const probe = /** @type {any} */ (window).__probe;
  /** @type {Element[]} */
  const nodes = [...probe.ssrNodes];
  /** @type {string[]} */
  const problems = [];
  if (nodes.length === 0) problems.push('no server-rendered content nodes found before React started');
  // The examples named: blocks' own nodes first, at most three.
  /** @param {Element[]} list */
  const some = (list) =>
    [
      ...list.filter((node) => node.hasAttribute('builder-id')),
      ...list.filter((node) => !node.hasAttribute('builder-id')),
    ]
      .slice(0, 3)
      .map(probe.describe)
      .join(', ');
  const lost = nodes.filter((node) => !node.isConnected);
  if (lost.length)
    problems.push(
      `hydration replaced ${lost.length} of ${nodes.length} server-rendered content nodes, e.g. ${some(lost)}`,
    );
  // A node React's streaming script moved into place was removed and added back: still there, kept.
  /** @type {Element[]} */
  const removed = probe.removed.filter((/** @type {Element} */ node) => !node.isConnected);
  if (removed.length) {
    problems.push(
      `hydration removed ${removed.length} server-rendered content node${removed.length === 1 ? '' : 's'} after React started: ${some(removed)}`,
    );
  }
  return problems;
}

// ---- the checks ----------------------------------------------------------------------------------

/**
 * Opens `url` in a fresh browser context with the production hosts answered by the local service.
 * @param {import('puppeteer-core').Browser} browser
 * @param {(request: { method: string, pathAndQuery: string, headers: Record<string, string>, body?: string }) => Promise<{ status: number, contentType: string, headers: Record<string, string>, body: Buffer }>} cdn
 * @param {{ javaScript: boolean, cookie?: { name: string, value: string }, origin: string }} options
 */
async function openContext(browser, cdn, { javaScript, cookie, origin }) {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.setUserAgent(VISITOR_USER_AGENT);
  await page.setJavaScriptEnabled(javaScript);
  if (cookie) await page.setCookie({ ...cookie, url: origin });
  await page.setRequestInterception(true);
  page.on('request', (request) => {
    if (request.isInterceptResolutionHandled()) return;
    const url = new URL(request.url());
    if (url.origin === origin && url.pathname.startsWith('/assets/')) {
      // The demo content's own images, as the demo site would serve them beside it.
      const file = path.join(DEMO_ASSETS_DIR, path.basename(url.pathname));
      readFile(file).then(
        (body) =>
          request.respond({
            status: 200,
            contentType: file.endsWith('.svg') ? 'image/svg+xml' : 'application/octet-stream',
            body,
          }),
        () => request.respond({ status: 404, body: '' }),
      );
      return;
    }
    if (!PRODUCTION_HOSTS.has(url.hostname)) return void request.continue();
    cdn({
      method: request.method(),
      pathAndQuery: url.pathname + url.search,
      headers: request.headers(),
      body: request.postData(),
    }).then(
      (response) => request.respond(response),
      () => request.abort('failed'),
    );
  });
  return { context, page };
}

/**
 * Checks one page of a running app. Returns the problems found (none: passed).
 * @param {import('puppeteer-core').Browser} browser
 * @param {Parameters<typeof openContext>[1]} cdn
 * @param {string} origin
 * @param {string} prefix
 * @param {NextPage} target
 * @param {boolean} withoutJavaScript also load it with JavaScript disabled
 */
export async function checkNextPage(browser, cdn, origin, prefix, target, withoutJavaScript) {
  const url = origin + prefix + target.path;
  /** @type {string[]} */
  const problems = [];

  // 1. The server's HTML holds the text (for a variation: requested with its cookie).
  const headers = target.cookie ? { cookie: `${target.cookie.name}=${target.cookie.value}` } : undefined;
  const response = await fetch(url, { headers, signal: AbortSignal.timeout(LOAD_MS) });
  const html = await response.text();
  if (!response.ok) problems.push(`the server answered HTTP ${response.status}`);
  if (!html.includes(target.text)) problems.push(`the server's HTML does not hold "${target.text}"`);

  // 2. Without JavaScript: the content shows as the server sent it.
  if (withoutJavaScript) {
    const { context, page } = await openContext(browser, cdn, { javaScript: false, origin });
    try {
      await page.goto(url, { waitUntil: 'load', timeout: LOAD_MS });
      if (!(await page.evaluate(textShown, target.text)))
        problems.push(`JavaScript disabled: "${target.text}" is not shown`);
    } finally {
      await context.close();
    }
  }

  // 3. With JavaScript: hydration keeps the server's nodes, and nothing is logged.
  const { context, page } = await openContext(browser, cdn, { javaScript: true, cookie: target.cookie, origin });
  try {
    // The apps have no favicon: Next answers the browser's own request for one with a 404.
    const favicon = (/** @type {string | undefined} */ url) =>
      url !== undefined && URL.canParse(url) && new URL(url).pathname === '/favicon.ico';
    watchPage(page, problems, {
      // Content with localized values and no locale: the warning Builder's SDKs give too, and the
      // examples call the kit as Builder's examples do (no locale), so it is expected where it applies.
      message: (message) =>
        favicon(message.location().url) ||
        (!!target.localized && message.text().startsWith('[Builder.io] In order to use localized fields')),
      response: favicon,
    });
    await page.evaluateOnNewDocument(nextPageProbe);
    await page.goto(url, { waitUntil: 'load', timeout: LOAD_MS });

    const waitFor = waiterFor(page, problems, WAIT_MS);
    await waitFor(`"${target.text}" shown`, textShown, target.text);
    const hydrated = await waitFor('React hydrated every content block', contentHydrated);
    // Let what the last render scheduled run (two frames), so late warnings are caught too.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    if (target.notText && (await page.evaluate(textShown, target.notText)))
      problems.push(`"${target.notText}" (the other variation) is shown too`);
    if (hydrated) problems.push(...(await page.evaluate(serverNodesKept)));
    const renderers = await page.evaluate(() => /** @type {any} */ (window).__probe.renderers);
    // (`next dev` adds its error overlay's own renderer.)
    if (renderers !== 1 && !NEXT_DEV) problems.push(`${renderers} React renderers on the page (expected 1)`);
  } finally {
    await context.close();
  }
  // React's hydration errors, named as such (production ones are only numbers).
  return problems.map((problem) =>
    /^(console\.|page error)/.test(problem) && HYDRATION_ERROR.test(problem) ? `hydration error: ${problem}` : problem,
  );
}
