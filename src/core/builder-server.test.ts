// Server-side use: a Builder given a Node request/response pair reads cookies from the request
// and writes Set-Cookie headers; targeting comes from the request's address and user agent.
import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryPairs, startTestServer, type TestServer } from '../../test/unit/core-test-server.ts';
import { Builder } from './builder.ts';
import type { BuilderContent } from './types.ts';

const abTest: BuilderContent = {
  id: 'ab',
  testRatio: 0.5,
  data: { title: 'default' },
  variations: { v1: { id: 'v1', name: 'Variation 1', testRatio: 0.5, data: { title: 'one' } } },
};

let content: TestServer;
beforeAll(async () => {
  content = await startTestServer(() => ({ body: { page: [abTest] } }));
});
afterAll(() => content.close());

/** Serves one request with `handle` on a real server; returns what the handler returned and the Set-Cookie headers. */
async function visit<T>(
  headers: Record<string, string>,
  path: string,
  handle: (req: IncomingMessage, res: ServerResponse) => Promise<T>,
) {
  let result: T | undefined;
  const site = createServer((req, res) => {
    void handle(req, res).then((value) => {
      result = value;
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  const { port } = site.address() as AddressInfo;
  const setCookie = await new Promise<string[]>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.headers['set-cookie'] ?? []));
    });
    req.on('error', reject);
    req.end();
  });
  await new Promise((resolve) => site.close(resolve));
  return { result: result as T, setCookie };
}

const iPhone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)';

describe('Builder on the server', () => {
  it('is a server, and does not track by default', () => {
    expect(Builder.isServer).toBe(true);
    expect(Builder.isBrowser).toBe(false);
    expect(new Builder().canTrack).toBe(false);
  });

  it('targets the request address and user agent', async () => {
    const { result } = await visit({ 'user-agent': iPhone, host: 'shop.example' }, '/shoes?size=9', async (req, res) =>
      new Builder().init('KEY', false, req, res).getUserAttributes(),
    );
    expect(result).toEqual({ urlPath: '/shoes', host: 'shop.example', device: 'mobile' });
  });

  it('fetches content with the request’s attributes and the visitor’s variation from the cookie header', async () => {
    const { result, setCookie } = await visit(
      { 'user-agent': iPhone, host: 'shop.example', cookie: 'builder.tests.ab=v1' },
      '/shoes',
      async (req, res) => {
        const b = new Builder().init('KEY', true, req, res);
        b.apiHost = content.origin;
        return b.get('page').promise();
      },
    );
    expect(result).toMatchObject({ variationId: 'v1', data: { title: 'one' } });
    expect(setCookie).toEqual([]);
    const attributes = queryPairs(content.requests.at(-1)!.url).find(([name]) => name === 'userAttributes')![1];
    expect(JSON.parse(attributes)).toEqual({ urlPath: '/shoes', host: 'shop.example', device: 'mobile' });
  });

  it('stores a drawn variation as a Set-Cookie header when tracking is allowed', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.1);
    const { result, setCookie } = await visit({}, '/', async (req, res) =>
      new Builder().init('KEY', true, req, res).chooseVariation(abTest),
    );
    vi.restoreAllMocks();
    expect(result.variationId).toBe('v1');
    expect(setCookie).toHaveLength(1);
    expect(setCookie[0]).toMatch(/^builder\.tests\.ab=v1; Path=\/; Expires=[^;]+ GMT; SameSite=Lax$/);
    const expires = Date.parse(/Expires=([^;]+)/.exec(setCookie[0])![1]);
    expect(Math.round((expires - Date.now()) / 864e5)).toBe(30);
  });

  it('sets no cookie when tracking is not allowed', async () => {
    const { result, setCookie } = await visit({}, '/', async (req, res) =>
      new Builder().init('KEY', false, req, res).chooseVariation(abTest),
    );
    expect(result.testVariationId).toBeDefined();
    expect(setCookie).toEqual([]);
  });

  it('makes no tracking request', async () => {
    const error = vi.spyOn(console, 'error');
    // Requests are observed the moment they start (each would still reach the test server).
    const fetches = vi.spyOn(globalThis, 'fetch');
    try {
      await visit({}, '/', async (req, res) => {
        const b = new Builder().init('KEY', true, req, res);
        b.apiHost = content.origin;
        vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
        try {
          b.trackImpression('c1');
          b.trackConversion(1);
          vi.runAllTimers(); // however long a tracking queue would wait
        } finally {
          vi.useRealTimers();
        }
      });
      expect(fetches).not.toHaveBeenCalled();
      expect(content.requests.filter((r) => r.method === 'POST')).toEqual([]);
      expect(error).not.toHaveBeenCalled();
    } finally {
      fetches.mockRestore();
      error.mockRestore();
    }
  });
});

describe('Builder on the server without a request', () => {
  it('shows the default variation (the browser chooses later)', async () => {
    const b = new Builder('KEY');
    b.apiHost = content.origin;
    expect(b.chooseVariation(abTest)).toMatchObject({
      variationId: 'ab',
      testVariationName: 'Default variation',
      data: { title: 'default' },
    });
    expect(await b.get('page').promise()).toMatchObject({ variationId: 'ab' });
    expect(b.chooseVariation({ id: 'plain', variations: {} })).toEqual({ id: 'plain', variations: {} });
  });
});
