// Browser tests in Debian's Chromium. Each knob is set for a reason given beside it.
import { chromeLauncher } from '@web/test-runner-chrome';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import * as esbuild from 'esbuild';
import { startTestServices } from './test/helpers/services.mjs';
import { conformanceContentDirs } from './test/conformance/content-dirs.mjs';

const CHROMIUM = process.env.CHROME_PATH || '/usr/bin/chromium';
// A visitor's user agent: the kit treats "HeadlessChrome" as a bot and would not track.
const USER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';
/** The production hosts the kit talks to: content and tracking (cdn) and form e-mail (builder.io). */
const PRODUCTION_HOSTS = new Set(['cdn.builder.io', 'builder.io']);
const TEST_FILES = /^\/(test|src|elements)\/.*\.test\.tsx?$/;

// The conformance suite's fetched symbols and sections come from the peer fixtures.
const services = await startTestServices({ contentDirs: conformanceContentDirs() });

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
        define: { 'process.env.NODE_ENV': '"development"' },
      });
      return { body: result.outputFiles[0].text, type: 'js' };
    },
  };
}

/** Stop the local services when the runner stops. */
function servicesLifecycle() {
  return { name: 'local-services', async serverStop() { await services.close(); } };
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
  await page.setUserAgent(USER_AGENT);
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
    'src/**/*.browser.test.{ts,tsx}',
    'elements/**/*.browser.test.{ts,tsx}',
  ],
  nodeResolve: { browser: true },
  hostname: '127.0.0.2', // toolchain gotcha 6: 127.0.0.1 would listen on every interface
  concurrency: 2,
  plugins: [
    servicesLifecycle(),
    bundleTests(),
    esbuildPlugin({ ts: true, tsx: true, tsconfig: 'tsconfig.json', target: 'auto' }),
  ],
  testRunnerHtml: (testFramework) => `<!doctype html>
<html><head><meta charset="utf-8"></head><body>
<script>
  window.__BUILDER_TEST__ = ${JSON.stringify(services.info)};
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
        args: [
          '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking',
          '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic',
          `--user-agent=${USER_AGENT}`,
        ],
      },
      createPage,
    }),
  ],
  testFramework: { config: { timeout: 10000 } },
};
