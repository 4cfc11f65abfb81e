import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { BLOCK_TYPE, prefetchHttpRequests, renderContentToHtml, type BuilderContent } from '../../server.ts';

/**
 * A tiny JSON API over real HTTP on 127.0.0.1: `/products?q=…`, `/slow` (answers only when the
 * test calls `answerSlowRequests()`),
 * `/broken` (500), `/secret`, `/to-secret` (redirects to `http://localhost:<port>/secret`) and
 * `/hop?n=…` (n redirects, then `/products`).
 */
let server: Server;
let origin = '';
const requests: string[] = [];
const port = () => (server.address() as AddressInfo).port;
const slowAnswers: (() => void)[] = [];
const answerSlowRequests = () => slowAnswers.splice(0).forEach((answer) => answer());

beforeAll(async () => {
  server = createServer((req, res) => {
    requests.push(req.url ?? '');
    const url = new URL(req.url ?? '/', 'http://x');
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const redirect = (location: string) => {
      res.writeHead(302, { location });
      res.end();
    };
    const hops = Number(url.searchParams.get('n'));
    if (url.pathname === '/products') json(200, { results: [{ name: `Kenya ${url.searchParams.get('q')}` }] });
    else if (url.pathname === '/secret') json(200, { results: [{ name: 'TOP SECRET' }] });
    else if (url.pathname === '/to-secret') redirect(`http://localhost:${port()}/secret`);
    else if (url.pathname === '/hop') redirect(hops > 1 ? `/hop?n=${hops - 1}` : '/products?q=after%20hops');
    else if (url.pathname === '/slow') slowAnswers.push(() => json(200, { results: [{ name: 'too late' }] }));
    else json(500, { error: 'broken' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(
  () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
);
beforeEach(() => void requests.splice(0));
const requestsSeen = () => [...requests];

/** The test server is on 127.0.0.1, which the server refuses to fetch from unless allowed. */
const allowedPrivateHosts = ['127.0.0.1'];

const text = (id: string, binding: string) => ({
  '@type': BLOCK_TYPE,
  id,
  component: { name: 'Text', options: { text: '' } },
  bindings: { 'component.options.text': binding },
});
const page = (httpRequests: Record<string, string>, state: Record<string, unknown> = {}): BuilderContent => ({
  id: 'http-page',
  data: { state, httpRequests, blocks: [text('builder-name', 'state.products?.results?.[0]?.name ?? "no data"')] },
});

describe('httpRequests on the server', () => {
  it('fetches the URL (templates evaluated against the state) before rendering, and hands the data to the client', async () => {
    const { contentHtml, content } = await renderContentToHtml({
      content: page({ products: `${origin}/products?q={{state.query}}` }, { query: 'AA' }),
      allowedPrivateHosts,
    });
    expect(requests).toEqual(['/products?q=AA']);
    expect(contentHtml).toContain('Kenya AA');
    expect(content?.data?.state).toEqual({ query: 'AA', products: { results: [{ name: 'Kenya AA' }] } });
  });

  it('sends identical URLs once, and leaves keys that already have a value alone', async () => {
    const url = `${origin}/products?q=same`;
    const { content } = await renderContentToHtml({
      content: page({ products: url, again: url, preset: `${origin}/products?q=preset` }, { preset: 'kept' }),
      allowedPrivateHosts,
    });
    expect(requests).toEqual(['/products?q=same']);
    expect(content?.data?.state?.again).toEqual(content?.data?.state?.products);
    expect(content?.data?.state?.preset).toBe('kept');
  });

  it('renders without the data when a request fails or outlasts the timeout, with one warning per URL', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    // /slow answers only after the render is done: the render finishing at all shows the timeout cut it short.
    const { contentHtml, content } = await renderContentToHtml({
      content: page({ products: `${origin}/slow`, other: `${origin}/broken` }),
      httpRequestTimeout: 200,
      allowedPrivateHosts,
    });
    expect(slowAnswers).toHaveLength(1); // still waiting for its answer
    answerSlowRequests();
    expect(contentHtml).toContain('no data');
    expect(content?.data?.state).toEqual({});
    expect(warn.mock.calls.map((call) => String(call[0]))).toEqual([
      `Builder: httpRequests could not load ${origin}/broken`,
      `Builder: httpRequests could not load ${origin}/slow`,
    ]);
    warn.mockRestore();
  });

  it('never writes an answer to __proto__, prototype or constructor', async () => {
    const hostile = JSON.parse(
      `{"__proto__": "${origin}/products?q=p", "constructor": "${origin}/products?q=c"}`,
    ) as Record<string, string>;
    const { content } = await renderContentToHtml({ content: page(hostile), allowedPrivateHosts });
    expect(requestsSeen()).toEqual([]);
    expect(Object.getPrototypeOf(content?.data?.state)).toBe(Object.prototype);
  });

  it('refuses URLs that are not absolute http(s)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { content } = await renderContentToHtml({
      content: page({ a: 'file:///etc/passwd', b: 'javascript:alert(1)', c: '/relative/path' }),
      allowedPrivateHosts,
    });
    expect(content?.data?.state).toEqual({});
    expect(warn).toHaveBeenCalledTimes(3);
    expect(String(warn.mock.calls[0][0])).toContain('only http and https URLs are fetched');
    warn.mockRestore();
  });
});

describe('httpRequests on the server stay off private networks', () => {
  /** The first arguments of the warnings logged while `run` ran. */
  async function warningsOf(run: () => Promise<unknown>): Promise<string[]> {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      await run();
      return warn.mock.calls.map((call) => String(call[0]));
    } finally {
      warn.mockRestore();
    }
  }
  it('leaves a loopback URL to the browser unless its host is allowed: no request, the fallback rendered, one warning', async () => {
    const url = `${origin}/products?q=refused`;
    let first: Awaited<ReturnType<typeof renderContentToHtml>> | undefined;
    const warnings = await warningsOf(async () => {
      first = await renderContentToHtml({ content: page({ products: url }) });
      await renderContentToHtml({ content: page({ products: url }) });
    });
    expect(requestsSeen()).toEqual([]);
    expect(first?.contentHtml).toContain('no data');
    expect(first?.content?.data?.state).toEqual({});
    expect(first?.content?.data?.httpRequests).toEqual({ products: url });
    expect(warnings).toEqual([refusedWarning(url)]);
  });

  it('refuses a name that resolves to loopback (localhost), although its address is allowed', async () => {
    const url = `http://localhost:${port()}/products?q=by-name`;
    const warnings = await warningsOf(async () => {
      const { contentHtml, content } = await renderContentToHtml({
        content: page({ products: url }),
        allowedPrivateHosts,
      });
      expect(contentHtml).toContain('no data');
      expect(content?.data?.state).toEqual({});
    });
    expect(requestsSeen()).toEqual([]);
    expect(warnings).toEqual([refusedWarning(url)]);
  });

  it('fetches a private host listed in allowedPrivateHosts, by name in any case', async () => {
    const { contentHtml } = await renderContentToHtml({
      content: page({ products: `http://localhost:${port()}/products?q=named` }),
      allowedPrivateHosts: ['LOCALHOST'],
    });
    expect(requestsSeen()).toEqual(['/products?q=named']);
    expect(contentHtml).toContain('Kenya named');
  });

  it('refuses the metadata address and IPv6 loopback without sending anything', async () => {
    const seenOnV6: string[] = [];
    const v6 = createServer((req, res) => {
      seenOnV6.push(req.url ?? '');
      res.end('{"results":[{"name":"from ::1"}]}');
    });
    await new Promise<void>((resolve) => v6.listen(0, '::1', resolve));
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    try {
      const metadata = 'http://169.254.169.254/latest/meta-data/iam/security-credentials/';
      const loopback6 = `http://[::1]:${(v6.address() as AddressInfo).port}/products`;
      let html = '';
      const warnings = await warningsOf(async () => {
        ({ contentHtml: html } = await renderContentToHtml({
          content: page({ products: metadata, other: loopback6 }),
          allowedPrivateHosts,
        }));
      });
      expect(fetchSpy).not.toHaveBeenCalled();
      expect(seenOnV6).toEqual([]);
      expect(html).toContain('no data');
      expect(warnings).toEqual([refusedWarning(metadata), refusedWarning(loopback6)]);
    } finally {
      fetchSpy.mockRestore();
      v6.closeAllConnections();
      await new Promise((resolve) => v6.close(resolve));
    }
  });

  it('does not follow a redirect from an allowed host to a refused one', async () => {
    const target = `http://localhost:${port()}/secret`;
    const warnings = await warningsOf(async () => {
      const { contentHtml, content } = await renderContentToHtml({
        content: page({ products: `${origin}/to-secret` }),
        allowedPrivateHosts,
      });
      expect(contentHtml).not.toContain('TOP SECRET');
      expect(contentHtml).toContain('no data');
      expect(content?.data?.state).toEqual({});
    });
    expect(requestsSeen()).toEqual(['/to-secret']);
    expect(warnings).toEqual([refusedWarning(`${target} (redirected from ${origin}/to-secret)`)]);
  });

  it('follows up to 5 redirects between allowed hosts, and no more', async () => {
    const { contentHtml } = await renderContentToHtml({
      content: page({ products: `${origin}/hop?n=5` }),
      allowedPrivateHosts,
    });
    expect(contentHtml).toContain('Kenya after hops');
    expect(requestsSeen()).toEqual([
      '/hop?n=5',
      '/hop?n=4',
      '/hop?n=3',
      '/hop?n=2',
      '/hop?n=1',
      '/products?q=after%20hops',
    ]);
    requests.splice(0);
    const warnings = await warningsOf(async () => {
      const { contentHtml: tooFar } = await renderContentToHtml({
        content: page({ products: `${origin}/hop?n=6` }),
        allowedPrivateHosts,
      });
      expect(tooFar).toContain('no data');
    });
    expect(requestsSeen()).toEqual(['/hop?n=6', '/hop?n=5', '/hop?n=4', '/hop?n=3', '/hop?n=2', '/hop?n=1']);
    expect(warnings).toEqual([`Builder: httpRequests could not load ${origin}/hop?n=6`]);
  });

  it('checks every address a name resolves to, and leaves names that do not resolve to the browser', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const resolveHost = async (host: string) => {
      if (host === 'api.example.com') return ['93.184.215.14', '10.0.0.5'];
      throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
    };
    try {
      const content = page({ products: 'https://api.example.com/products', other: 'https://nowhere.example.com/x' });
      let state: unknown;
      const warnings = await warningsOf(async () => {
        state = (await prefetchHttpRequests(content, { resolveHost })).data?.state;
      });
      expect(fetchSpy).not.toHaveBeenCalled();
      expect(state).toEqual({});
      expect(warnings).toEqual([
        refusedWarning('https://api.example.com/products'),
        'Builder: httpRequests URL not fetched on the server (its host name did not resolve): https://nowhere.example.com/x. The browser fetches it instead.',
      ]);
    } finally {
      fetchSpy.mockRestore();
    }
  });
});

/** The warning for a URL refused because its host is private. */
const refusedWarning = (url: string) =>
  `Builder: httpRequests URL refused on the server (private or loopback address): ${url}. ` +
  'The browser fetches it instead; list its host in the allowedPrivateHosts option of renderContentToHtml to fetch it on the server.';
