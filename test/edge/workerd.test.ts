/**
 * The published server entry (`builder-elements/server`, dist/server.js) at the edge: a Worker
 * (./worker.ts) bundled as an edge deployment would and run in workerd, Cloudflare's
 * open-source Workers runtime, with no Node compatibility, renders the demo pages from the
 * local content service, runs content code in the QuickJS isolate and fetches `httpRequests`
 * through the guard (without `node:dns`: the address and name rules alone).
 *
 * Needs `npm run build` first (`npm test` builds before the unit tests).
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CONTENT_DIR, startContentService, type ContentService } from '../../demo/server/service.mjs';
import { writeContent } from '../../demo/server/tests/harness.mjs';
import { bundleWorker, startWorkerd } from './edge-harness.mjs';
import { REACT_18 } from '../react18/select.mjs';
import { waitFor } from '../helpers/wait.ts';

const DIST_SERVER = new URL('../../dist/server.js', import.meta.url);
/** A public-looking name for `httpRequests`: nothing resolves it, workerd sends every fetch to the local service. */
const DATA_HOST = 'data.edge-test.example';

const text = (id: string, binding: string) => ({
  '@type': '@builder.io/sdk:Element',
  id,
  component: { name: 'Text', options: { text: '' } },
  bindings: { 'component.options.text': binding },
});
const page = (id: string, data: Record<string, unknown>) => ({
  id,
  name: id,
  published: 'published',
  data: { url: `/${id}`, title: id, blocks: [], ...data },
});

/** Test-only pages, served beside the demo content. */
const EDGE_PAGES = {
  // jsCode and a binding outside the safe subset: only the isolate runs them. Inside QuickJS
  // there is no fetch, WebAssembly or navigator; in workerd's own realm there would be.
  'page/edge-isolate.json': page('edge-isolate', {
    jsCode:
      'var total = 0; for (var i = 1; i <= 10; i++) { total += i; } state.total = total; state.realm = typeof fetch + "/" + typeof WebAssembly + "/" + typeof navigator;',
    blocks: [
      text('builder-sum', '"Sum " + state.total + " in " + state.realm'),
      text('builder-date', 'new Date(0).toISOString()'),
    ],
  }),
  // One URL on a public-looking name (fetched: no DNS check at the edge, the name rules pass it)
  // and one on a loopback address (refused by the address rules, left to the browser).
  'page/edge-http.json': page('edge-http', {
    httpRequests: {
      banner: `http://${DATA_HOST}/api/v3/content/symbol?apiKey=demo&query.id=newsletter-banner&fields=id,name`,
      internal: 'http://127.0.0.1/api/v3/content/symbol?apiKey=demo&query.id=site-footer&fields=id,name',
    },
    blocks: [
      text('builder-banner', '"Fetched: " + state.banner.results[0].name'),
      text('builder-internal', '"Internal: " + (state.internal ? "fetched on the server" : "left to the browser")'),
    ],
  }),
  'page/edge-loop.json': page('edge-loop', {
    jsCode: 'var spins = 0; while (true) { spins++; }',
    blocks: [
      {
        '@type': '@builder.io/sdk:Element',
        id: 'builder-after',
        component: { name: 'Text', options: { text: 'Rendered after the loop' } },
      },
    ],
  }),
};

let contentDir = '';
let bundleDir = '';
let service: ContentService | undefined;
let workerd: Awaited<ReturnType<typeof startWorkerd>> | undefined;
let bundle: Awaited<ReturnType<typeof bundleWorker>> = { inputs: [], imports: [] };
const serviceErrors: unknown[] = [];

beforeAll(async () => {
  if (!existsSync(DIST_SERVER)) throw new Error('dist/server.js is missing: run `npm run build` first');
  contentDir = await mkdtemp(join(tmpdir(), 'builder-edge-content-'));
  bundleDir = await mkdtemp(join(tmpdir(), 'builder-edge-worker-'));
  await writeContent(contentDir, EDGE_PAGES);
  service = await startContentService({
    port: 0,
    host: '127.0.0.1',
    apiKeys: ['demo'],
    contentDirs: [DEMO_CONTENT_DIR, contentDir],
    siteDir: false,
    allowedHosts: [DATA_HOST],
    logger: { info: () => {}, warn: () => {}, error: (...args: unknown[]) => void serviceErrors.push(args) },
  });
  bundle = await bundleWorker(bundleDir);
  workerd = await startWorkerd(bundleDir, { contentApiHost: service.url, outboundAddress: new URL(service.url).host });
}, 120_000);

afterAll(async () => {
  await workerd?.stop();
  await service?.close();
  for (const dir of [bundleDir, contentDir]) if (dir) await rm(dir, { recursive: true, force: true });
}, 30_000);

/** GETs `/render?url=…` from the Worker. */
async function render(url: string): Promise<{ html: string; title?: string; runtime: string | null }> {
  const response = await fetch(`${workerd!.origin}/render?url=${encodeURIComponent(url)}`);
  const body = (await response.json()) as { html: string; title?: string; error?: string };
  expect(body.error, `the Worker failed:\n${workerd!.log()}`).toBeUndefined();
  expect(response.status).toBe(200);
  return { ...body, runtime: response.headers.get('x-runtime') };
}

/** Waits for a line of workerd's output (the Worker's console) to match `pattern`. */
async function expectLogged(pattern: RegExp): Promise<void> {
  await waitFor(
    () => pattern.test(workerd!.log()),
    () => `workerd to log ${pattern}; it logged:\n${workerd!.log()}`,
  );
}

describe('the server entry in workerd', { timeout: 30_000 }, () => {
  it('bundles the published entry with the edge builds, and no Node built-in but lazily loaded, guarded ones', () => {
    expect(bundle.inputs).toContain('dist/server.js');
    // React 18 (npm run test:react18) has no edge build: a Worker gets its web-stream (browser) build.
    expect(bundle.inputs).toContain(
      REACT_18 ? 'test/react18/node_modules/react-dom/server.browser.js' : 'node_modules/react-dom/server.edge.js',
    );
    if (REACT_18) expect(bundle.inputs.filter((input) => /^node_modules\/react(-dom)?\//.test(input))).toEqual([]);
    expect(bundle.inputs).toContain(
      'node_modules/@jitl/quickjs-wasmfile-release-sync/dist/emscripten-module.cloudflare.cjs',
    );
    expect(
      bundle.inputs.filter((input) =>
        (REACT_18 ? /react-dom-server\.(node|bun)\./ : /react-dom-server\.(node|browser|bun)\./).test(input),
      ),
    ).toEqual([]);
    const node = bundle.imports.filter((entry) => entry.path.startsWith('node:'));
    expect(
      node.every((entry) => entry.kind === 'dynamic-import'),
      JSON.stringify(node),
    ).toBe(true);
    expect(bundle.imports.filter((entry) => !entry.path.startsWith('node:')).map((entry) => entry.path)).toEqual([
      './quickjs.wasm',
    ]);
  });

  it.each([
    {
      url: '/',
      id: 'larkspur-home',
      title: 'Larkspur Coffee Roasters: small-batch coffee, roasted every Monday',
      texts: [
        'Coffee roasted the week you drink it.',
        'Monday 14 December',
        'A new lot lands every few weeks.',
        '2417 SE Division Street',
      ],
    },
    {
      url: '/about',
      id: 'larkspur-about',
      title: 'Our story · Larkspur Coffee Roasters',
      texts: ['Our story', '2417 SE Division Street'],
    },
    {
      url: '/cafes',
      id: 'larkspur-wholesale',
      title: 'Wholesale for cafés · Larkspur Coffee Roasters',
      texts: ['2417 SE Division Street'],
    },
    {
      url: '/contact',
      id: 'larkspur-contact',
      title: 'Contact us · Larkspur Coffee Roasters',
      texts: [
        'Say hello',
        '<form class="builder-contact-form builder-block builder-form"',
        'Roast alerts',
        '2417 SE Division Street',
      ],
    },
  ])('renders $url with its symbols and bindings', async ({ url, id, title, texts }) => {
    const { html, title: rendered, runtime } = await render(url);
    expect(runtime).toBe('Cloudflare-Workers');
    expect(rendered).toBe(title);
    expect(html).toMatch(/^<style data-builder-default-css>/);
    expect(html).toContain(`<div builder-content-id="${id}" builder-model="page">`);
    for (const expected of texts) expect(html).toContain(expected);
  });

  it('renders an A/B test with every variation', async () => {
    const { html, title } = await render('/pricing');
    expect(title).toBe('Plans and pricing · Larkspur Coffee Roasters');
    expect(html).toContain('<script data-id="builderio-init-variants-fns">');
    expect(html).toContain('<template data-template-variant-id="larkspur-pricing-never-run-out">');
    expect(html).toContain('<div builder-content-id="larkspur-pricing" builder-model="page">');
  });

  it('runs content code outside the subset in the QuickJS isolate', async () => {
    const { html } = await render('/edge-isolate');
    expect(html).toContain('Sum 55 in undefined/undefined/undefined');
    expect(html).toContain('1970-01-01T00:00:00.000Z');
    expect(workerd!.log()).not.toMatch(/server code \w+ in .*edge-isolate/);
  });

  it('fetches httpRequests through the guard: no DNS check at the edge, the address rules still apply', async () => {
    const { html } = await render('/edge-http');
    expect(html).toContain('Fetched: Newsletter banner');
    expect(html).toContain('Internal: left to the browser');
    await expectLogged(/httpRequests URL refused on the server .*: http:\/\/127\.0\.0\.1\/api\/v3\/content\/symbol/);
    expect(workerd!.log()).not.toContain(DATA_HOST);
  });

  it('stops a runaway snippet and renders the page', async () => {
    // workerd's clock advances while code runs; Cloudflare's deployed runtime advances it only
    // on I/O, so there the snippet deadline does not fire (docs/edge.md).
    const { html } = await render('/edge-loop');
    expect(html).toContain('Rendered after the loop');
    await expectLogged(/Builder: server code stopped .* in jsCode of content edge-loop/);
  });

  it('answers an empty render for a URL no entry matches', async () => {
    expect(await render('/no-such-page')).toMatchObject({ html: '' });
    expect(serviceErrors).toEqual([]);
  });
});
