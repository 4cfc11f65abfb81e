/**
 * Builder's Gen 1 content options (`builder.get` / `getAll`, as `@builder.io/sdk` documents
 * them) on a server, against the local content service over real HTTP: what each option puts
 * in the request that reaches the service, and what comes back.
 */
import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { serveContent, serveDemoContent } from '../../test/helpers/content-service.ts';
import { startTestServer, type TestServer } from '../../test/unit/core-test-server.ts';
import { Builder } from './builder.ts';
import { builder } from './singleton.ts';
import type { BuilderContent } from './types.ts';

const demo = serveDemoContent();
const service = serveContent({
  post: [
    { id: 'p1', data: { title: 'Espresso', rank: 2 } },
    { id: 'p2', data: { title: 'Filter', rank: 3 } },
    { id: 'p3', data: { title: 'Matcha', rank: 1 } },
  ],
  page: [
    { id: 'home', data: { url: '/', title: 'Home' } },
    {
      id: 'shoes',
      data: { url: '/shoes', title: 'Shoes' },
      testRatio: 0,
      variations: { red: { id: 'red', testRatio: 1, data: { url: '/shoes', title: 'Red shoes' } } },
    },
  ],
});

/** The content queries that reached `at` since `from`. */
const queries = (at: { received: URL[] }, from = 0) =>
  at.received.slice(from).filter((url) => url.pathname.startsWith('/api/v3/query/'));

const client = () => {
  const b = new Builder(service.apiKey);
  b.apiHost = service.url;
  return b;
};

describe("Gen 1's getStaticPaths: builder.getAll('page', { fields: 'data.url', options: { noTargeting: true } })", () => {
  beforeAll(() => {
    builder.init(demo.apiKey);
    builder.apiHost = demo.url;
  });
  afterAll(() => {
    builder.apiKey = null;
    builder.apiHost = null;
  });

  // Every published page of demo/content (the draft gift guide is not one).
  const DEMO_PATHS = ['/', '/about', '/brew-guide', '/contact', '/pricing', ['/wholesale', '/cafes']]
    .map((url) => JSON.stringify(url))
    .sort();

  it('lists every page of the demo content, and no user attributes leave', async () => {
    const from = demo.received.length;
    const pages = await builder.getAll('page', { fields: 'data.url', options: { noTargeting: true } });
    expect(pages.map((page) => JSON.stringify(page.data?.url)).sort()).toEqual(DEMO_PATHS);
    const [sent] = queries(demo, from);
    expect(sent.pathname).toBe('/api/v3/query/demo/page');
    expect(sent.searchParams.has('userAttributes')).toBe(false);
    expect(sent.searchParams.get('noTargeting')).toBe('true');
    expect(sent.searchParams.get('fields')).toBe('data.url');
    expect(sent.searchParams.get('options.page.limit')).toBe('30');
  });

  it('noTargeting at the top level does the same', async () => {
    const from = demo.received.length;
    const pages = await builder.getAll('page', { fields: 'data.url', noTargeting: true });
    expect(pages).toHaveLength(DEMO_PATHS.length);
    const [sent] = queries(demo, from);
    expect(sent.searchParams.has('userAttributes')).toBe(false);
    expect(sent.searchParams.get('noTargeting')).toBe('true');
  });

  it('without it, a server targets "/" (the page it has no request for) and finds the home page only', async () => {
    const from = demo.received.length;
    const pages = await builder.getAll('page', { fields: 'data.url' });
    expect(pages.map((page) => page.data?.url)).toEqual(['/']);
    expect(JSON.parse(queries(demo, from)[0].searchParams.get('userAttributes')!)).toEqual({
      urlPath: '/',
      device: 'desktop',
    });
  });

  it('noTargeting: false (or "false" from a query string) keeps the targeting', async () => {
    const from = demo.received.length;
    expect(await builder.getAll('page', { options: { noTargeting: 'false' } })).toHaveLength(1);
    expect(await builder.getAll('page', { noTargeting: false, options: { noTargeting: true } })).toHaveLength(1);
    for (const sent of queries(demo, from)) expect(sent.searchParams.has('userAttributes')).toBe(true);
  });
});

describe('the other options, as the request that reached the service shows them', () => {
  it("sort: sent as sort.{field} (as Builder's SDKs send it), and the entries come in that order", async () => {
    const from = service.received.length;
    const byRank = await client().getAll('post', { sort: { 'data.rank': -1 } });
    expect(byRank.map((post) => post.id)).toEqual(['p2', 'p1', 'p3']);
    const inOptions = await client().getAll('post', { options: { sort: { 'data.title': 1 } } });
    expect(inOptions.map((post) => post.id)).toEqual(['p1', 'p2', 'p3']);
    const [first, second] = queries(service, from);
    expect(first.searchParams.get('sort.data.rank')).toBe('-1');
    expect(second.searchParams.get('sort.data.title')).toBe('1');
  });

  it("Gen 1's options: every key a top-level parameter (objects with dotted names); the call's own options win", async () => {
    const from = service.received.length;
    await client().getAll('post', {
      includeRefs: false,
      options: { includeRefs: true, space: 'abc', enrichOptions: { enrichLevel: 2 } },
    });
    const [sent] = queries(service, from);
    expect(sent.searchParams.get('includeRefs')).toBe('false');
    expect(sent.searchParams.get('space')).toBe('abc');
    expect(sent.searchParams.get('enrichOptions.enrichLevel')).toBe('2');
  });

  it("options cannot set the space, its credentials or the query's own parameters (they may come from a page URL)", async () => {
    const from = service.received.length;
    const hostile = {
      apiKey: 'attacker',
      authToken: 'x',
      userAttributes: 'x',
      limit: '1000',
      'options.post.query': '{}',
      'overrides.post': 'p3',
      space: 'kept',
    };
    const posts = await client().getAll('post', { limit: 2, options: hostile });
    const [sent] = queries(service, from);
    expect(sent.pathname).toBe(`/api/v3/query/${service.apiKey}/post`);
    expect(sent.searchParams.getAll('apiKey')).toEqual([service.apiKey]);
    expect(sent.searchParams.get('authToken')).toBeNull();
    expect(sent.searchParams.get('limit')).toBeNull();
    expect(sent.searchParams.get('options.post.limit')).toBe('2');
    expect(sent.searchParams.get('options.post.query')).toBeNull();
    expect(sent.searchParams.get('overrides.post')).toBeNull();
    expect(sent.searchParams.get('space')).toBe('kept');
    expect(posts).toHaveLength(2);
  });

  it('cacheSeconds and staleCacheSeconds: sent when a number ≥ 0, as the SDKs send them', async () => {
    const from = service.received.length;
    await client().getAll('post', { cacheSeconds: 60, staleCacheSeconds: 0 });
    await client().getAll('post', { cacheSeconds: -1, staleCacheSeconds: Number.NaN });
    const [valid, invalid] = queries(service, from);
    expect([valid.searchParams.get('cacheSeconds'), valid.searchParams.get('staleCacheSeconds')]).toEqual(['60', '0']);
    expect([invalid.searchParams.has('cacheSeconds'), invalid.searchParams.has('staleCacheSeconds')]).toEqual([
      false,
      false,
    ]);
  });

  it('enrichOptions, preview, locale: as dotted parameters, a per-key option, the locale parameter and user attribute', async () => {
    const from = service.received.length;
    await client()
      .get('page', {
        enrichOptions: { enrichLevel: 1, model: { product: { fields: 'id,data.price' } } },
        preview: true,
        locale: 'fr-FR',
        userAttributes: { urlPath: '/' },
      })
      .promise();
    const [sent] = queries(service, from);
    expect(sent.searchParams.get('enrichOptions.enrichLevel')).toBe('1');
    expect(sent.searchParams.get('enrichOptions.model.product.fields')).toBe('id,data.price');
    expect(sent.searchParams.get('options.page.preview')).toBe('true');
    expect(sent.searchParams.get('locale')).toBe('fr-FR');
    expect(JSON.parse(sent.searchParams.get('userAttributes')!)).toEqual({ locale: 'fr-FR', urlPath: '/' });
  });

  it('initialContent: those entries, and no request', async () => {
    const from = service.received.length;
    const given: BuilderContent[] = [{ id: 'given', data: { title: 'Given', blocksString: '[]' } }, { id: 'second' }];
    expect(await client().get('page', { initialContent: given }).promise()).toEqual({
      id: 'given',
      data: { title: 'Given', blocks: [] },
    });
    expect((await client().getAll('page', { initialContent: given })).map((entry) => entry.id)).toEqual([
      'given',
      'second',
    ]);
    expect(await client().get('page', { initialContent: [] }).promise()).toBeNull();
    expect(queries(service, from)).toEqual([]);
  });

  it('model, noEditorUpdates, noWrap: accepted; the model is the argument, as in Gen 1', async () => {
    const from = service.received.length;
    const post = await client().get('post', { model: 'page', noEditorUpdates: true, noWrap: true, limit: 1 }).promise();
    expect(post?.id).toBe('p1');
    const [sent] = queries(service, from);
    expect(sent.pathname).toBe(`/api/v3/query/${service.apiKey}/post`);
    expect(sent.searchParams.get('options.post.model')).toBe('"post"');
    expect([...sent.searchParams.keys()].filter((name) => /noEditorUpdates|noWrap/.test(name))).toEqual([]);
  });
});

describe('refused options', () => {
  it('fetchTotalCount: getAll rejects, naming the option, and nothing is fetched', async () => {
    const from = service.received.length;
    await expect(client().getAll('post', { fetchTotalCount: true })).rejects.toThrow(
      'Builder: the content option "fetchTotalCount" is not supported: no total count is answered, page with limit and offset (docs/core-api.md#fetching-content)',
    );
    expect(await client().getAll('post', { fetchTotalCount: false })).toHaveLength(3);
    expect(queries(service, from)).toHaveLength(1);
  });

  it('includeUrl: the observable fails (error callback and promise), and nothing is fetched', async () => {
    const from = service.received.length;
    const errors: unknown[] = [];
    const observable = client().get('page', { includeUrl: true });
    observable.subscribe(
      () => errors.push('value'),
      (error) => errors.push((error as Error).message),
    );
    await expect(observable.promise()).rejects.toThrow(
      /the content option "includeUrl" is not supported: it is Builder's internal option, target a page with url/,
    );
    expect(errors).toEqual([expect.stringContaining('"includeUrl"')]);
    expect(queries(service, from)).toEqual([]);
  });
});

describe('fetchOptions', () => {
  let recorder: TestServer;
  beforeAll(async () => {
    recorder = await startTestServer(() => ({ body: { page: [{ id: 'p' }] } }));
  });
  afterAll(() => recorder.close());

  it("is fetch's second argument: its headers go with the kit's", async () => {
    const b = new Builder('KEY', undefined, undefined).init('KEY', false, undefined, undefined, 'token');
    b.apiHost = recorder.origin;
    await b.get('page', { fetchOptions: { headers: { 'x-site': 'shop' }, cache: 'no-store' } }).promise();
    expect(recorder.requests[0].headers['x-site']).toBe('shop');
    expect(recorder.requests[0].headers.authorization).toBe('Bearer token');
  });
});

describe('req and res (Gen 1 on a server)', () => {
  let site: ReturnType<typeof createServer>;
  let origin = '';
  let handle: (req: IncomingMessage, res: ServerResponse) => Promise<unknown> = async () => undefined;
  let result: unknown;
  beforeAll(async () => {
    site = createServer((req, res) => {
      void handle(req, res).then((value) => {
        result = value;
        res.end('ok');
      });
    });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => site.close(resolve)));
  afterEach(() => {
    result = undefined;
  });

  const visit = (path: string, headers: Record<string, string>) =>
    new Promise<void>((resolve, reject) => {
      const req = request(`${origin}${path}`, { headers }, (res) => res.resume().on('end', () => resolve()));
      req.on('error', reject);
      req.end();
    });

  it('target the request (path, host, device) and read its A/B cookie, leaving the instance as it was', async () => {
    const from = service.received.length;
    const b = client();
    handle = (req, res) => b.get('page', { req, res }).promise();
    await visit('/shoes?size=9', {
      'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)',
      host: 'shop.example',
      cookie: 'builder.tests.shoes=red',
    });
    expect(result).toMatchObject({ id: 'shoes', variationId: 'red', data: { title: 'Red shoes' } });
    const [sent] = queries(service, from);
    expect(JSON.parse(sent.searchParams.get('userAttributes')!)).toEqual({
      urlPath: '/shoes',
      host: 'shop.example',
      device: 'mobile',
    });
    expect(b.getUserAttributes()).toEqual({ urlPath: '/', device: 'desktop' });
  });
});
