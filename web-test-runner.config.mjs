// Browser tests in Debian's Chromium. Each knob is set for a reason given beside it.
import { chromeLauncher } from '@web/test-runner-chrome';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import * as esbuild from 'esbuild';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startTestServices } from './test/helpers/services.mjs';
import { conformanceContentDirs } from './test/conformance/content-dirs.mjs';
import { realContentDirs } from './test/reference/real/content-dirs.mjs';
import { REACT_18, esbuildReact18 } from './test/react18/select.mjs';
import { startFaultServer } from './test/faults/fault-server.mjs';
import { CHROMIUM, CHROMIUM_FLAGS, PRODUCTION_HOSTS, VISITOR_USER_AGENT } from './scripts/chromium.mjs';

const TEST_FILES = /^\/(test|src|elements)\/.*\.test\.tsx?$/;
const ROOT = path.dirname(fileURLToPath(import.meta.url));
const REFERENCE_DIR = path.join(ROOT, 'test', 'reference') + path.sep;

// The conformance suite's fetched symbols and sections come from the peer fixtures; the
// differential suite's real pages may fetch the corpus's symbols.
const services = await startTestServices({ contentDirs: [...conformanceContentDirs(), ...realContentDirs()] });
// The fault suite's browser tests (test/faults) fetch from a server that hangs, stalls, cuts…
const faults = await startFaultServer();

/**
 * The reference SDK installed for the differential tests (test/reference/node_modules) renders
 * with the root's React: its `react`/`react-dom` imports resolve from the repository root, so
 * the kit and the reference share one React in a test page.
 */
const rootReact = {
  name: 'root-react',
  setup(build) {
    build.onResolve({ filter: /^react(-dom)?(\/.*)?$/ }, (args) => {
      if (!args.importer.startsWith(REFERENCE_DIR)) return undefined;
      return build.resolve(args.path, { kind: args.kind, resolveDir: ROOT });
    });
  },
};

/** `import names from 'dir-listing:<folder>'` (relative to the importer): the sorted file names in it. */
const dirListing = {
  name: 'dir-listing',
  setup(build) {
    build.onResolve({ filter: /^dir-listing:/ }, (args) => ({
      path: path.resolve(args.resolveDir, args.path.slice('dir-listing:'.length)),
      namespace: 'dir-listing',
    }));
    build.onLoad({ filter: /.*/, namespace: 'dir-listing' }, async (args) => ({
      contents: JSON.stringify((await readdir(args.path)).sort()),
      loader: 'json',
    }));
  },
};

/** Fails the bundle when it holds more than one copy of React or ReactDOM (hooks would break). */
function assertOneReact(metafile, entry) {
  const copies = new Set();
  for (const input of Object.keys(metafile.inputs)) {
    const match = /^(.*node_modules\/react(?:-dom)?)\//.exec(input);
    if (match) copies.add(match[1]);
  }
  const dirs = [...copies].map((dir) => dir.replace(/-dom$/, ''));
  if (new Set(dirs).size > 1) throw new Error(`${entry} bundles more than one React: ${[...copies].join(', ')}`);
}

/** React 19 ships CommonJS only, so each test file is bundled with esbuild (toolchain gotcha 5). */
function bundleTests() {
  return {
    name: 'bundle-test-files',
    async serve(context) {
      if (!TEST_FILES.test(context.path)) return undefined;
      const result = await esbuild.build({
        entryPoints: [`.${context.path}`],
        outfile: `.${context.path}.js`,
        bundle: true,
        format: 'esm',
        write: false,
        target: 'es2022',
        sourcemap: 'inline',
        jsx: 'automatic',
        tsconfig: 'tsconfig.json',
        // The sources are imported for their side effects too (the tags define themselves):
        // package.json's `sideEffects` lists the shipped dist/ files only and must not drop them.
        ignoreAnnotations: true,
        define: {
          'process.env.NODE_ENV': '"development"',
          // `REFERENCE_DIFF=report`: the differential test (test/reference) lists every difference and does not fail.
          'process.env.REFERENCE_DIFF': JSON.stringify(process.env.REFERENCE_DIFF ?? ''),
          // `18` under npm run test:react18: test/browser/react-version.test.ts checks the mapping held.
          'process.env.BUILDER_REACT': JSON.stringify(process.env.BUILDER_REACT ?? ''),
        },
        // `BUILDER_REACT=18` (npm run test:react18): every React import, the reference SDK's and the
        // dist/ files' too, from test/react18 (React 18.3); assertOneReact then fails a bundle
        // that still holds the root's React 19.
        plugins: REACT_18 ? [esbuildReact18(), dirListing] : [rootReact, dirListing],
        metafile: true,
      });
      assertOneReact(result.metafile, context.path);
      return { body: result.outputFiles[0].text, type: 'js' };
    },
  };
}

/**
 * `executeServerCommand('evict-memory-cache')`: empties the test page's memory cache (Chromium
 * evicts it whenever DevTools turns the cache off). Chromium draws an image at the density of
 * any higher srcset candidate it finds there, so the differential suite (test/reference) starts
 * each render with none, as a fresh page would, whatever the renders before it loaded.
 */
function evictMemoryCacheCommand() {
  return {
    name: 'evict-memory-cache',
    async executeCommand({ command, session }) {
      if (command !== 'evict-memory-cache') return undefined;
      const page = session.browser.getPage(session.id);
      await page.setCacheEnabled(false);
      await page.setCacheEnabled(true);
      return true;
    },
  };
}

/** Stop the local services when the runner stops. */
function servicesLifecycle() {
  return {
    name: 'local-services',
    async serverStop() {
      await Promise.all([services.close(), faults.close()]);
    },
  };
}

/**
 * Requests to the production hosts never leave the machine: like the peer suite's route mocks,
 * they are answered by the local content service (placeholder images, video, tracking, forms).
 */
async function createPage({ browser }) {
  // A browser context per page: parallel test files must not share cookies or storage.
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  // With concurrency > 1 all but one page are background tabs: hidden, so requestAnimationFrame
  // and IntersectionObserver never run there. Focus emulation keeps every test page visible.
  const session = await page.target().createCDPSession();
  await session.send('Emulation.setFocusEmulationEnabled', { enabled: true });
  await page.setUserAgent(VISITOR_USER_AGENT);
  await page.setRequestInterception(true);
  page.on('request', (request) => {
    if (request.isInterceptResolutionHandled()) return;
    const url = new URL(request.url());
    if (!PRODUCTION_HOSTS.has(url.hostname)) return void request.continue();
    const forwarded = { headers: request.headers(), body: request.postData() };
    services.cdnResponse(request.method(), url.pathname + url.search, forwarded).then(
      (response) => request.respond(response),
      () => request.abort('failed'),
    );
  });
  return page;
}

export default {
  files: [
    'test/browser/**/*.test.{ts,tsx}',
    'test/conformance/**/*.test.{ts,tsx}',
    'test/security/**/*.browser.test.{ts,tsx}',
    'test/fuzz/**/*.browser.test.{ts,tsx}',
    'test/faults/**/*.browser.test.{ts,tsx}',
    'src/**/*.browser.test.{ts,tsx}',
    'elements/**/*.browser.test.{ts,tsx}',
    'test/reference/*.browser.test.{ts,tsx}',
  ],
  nodeResolve: { browser: true },
  hostname: '127.0.0.2', // toolchain gotcha 6: 127.0.0.1 would listen on every interface
  concurrency: 2,
  plugins: [
    servicesLifecycle(),
    evictMemoryCacheCommand(),
    bundleTests(),
    esbuildPlugin({ ts: true, tsx: true, tsconfig: 'tsconfig.json', target: 'auto' }),
  ],
  testRunnerHtml: (testFramework) => `<!doctype html>
<html><head><meta charset="utf-8"></head><body>
<script>
  window.__BUILDER_TEST__ = ${JSON.stringify({ ...services.info, faultUrl: faults.url })};
  // Pages are reused between test files: each file starts with no cookies and no storage.
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0].trim();
    if (name) document.cookie = name + '=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  }
  localStorage.clear();
  sessionStorage.clear();
</script>
<script type="module" src="${testFramework}"></script>
</body></html>`,
  browsers: [
    chromeLauncher({
      launchOptions: {
        executablePath: CHROMIUM,
        headless: true,
        args: [...CHROMIUM_FLAGS, `--user-agent=${VISITOR_USER_AGENT}`],
      },
      createPage,
    }),
  ],
  testFramework: { config: { timeout: 10000 } },
  // `npm run fuzz` renders 10,000 contents in one test file.
  testsFinishTimeout: process.env.FUZZ_COUNT ? 3_600_000 : 120_000,
};
