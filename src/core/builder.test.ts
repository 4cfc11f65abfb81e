// @vitest-environment happy-dom
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  queryPairs,
  startTestServer,
  type RecordedRequest,
  type Reply,
  type TestServer,
} from '../../test/unit/core-test-server.ts';
import { Builder } from './builder.ts';
import type { BuilderContent } from './types.ts';

let server: TestServer;
let reply: (request: RecordedRequest) => Reply;
beforeAll(async () => {
  server = await startTestServer((request) => reply(request));
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  reply = () => ({ body: { page: [{ id: 'p1', data: { blocksString: '[]' } }] } });
  history.replaceState(null, '', '/');
  for (const name of document.cookie.split(';').map((c) => c.split('=')[0].trim())) {
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
});

const USER_ATTRIBUTES = encodeURIComponent(JSON.stringify({ urlPath: '/', host: 'localhost:3000', device: 'desktop' }));
const client = (canTrack = false) => {
  const b = new Builder().init('KEY', canTrack);
  b.apiHost = server.origin;
  return b;
};

describe('Builder content', () => {
  it('get() sends the query for the current page and delivers the first entry', async () => {
    const entry = await client().get('page').promise();
    expect(entry).toEqual({ id: 'p1', data: { blocks: [] } });
    expect(server.requests.map((r) => r.url)).toEqual([
      `/api/v3/query/KEY/page?omit=meta.componentsUsed&apiKey=KEY&userAttributes=${USER_ATTRIBUTES}&options.page.model=%22page%22`,
    ]);
  });

  it('get() delivers null when nothing matches', async () => {
    reply = () => ({ body: { page: [] } });
    await expect(client().get('page').promise()).resolves.toBeNull();
  });

  it('getAll() asks for 30 entries without traversal by default', async () => {
    reply = () => ({ body: { page: [{ id: 'a' }, { id: 'b' }] } });
    const entries = await client().getAll('page');
    expect(entries.map((e) => e.id)).toEqual(['a', 'b']);
    const pairs = queryPairs(server.requests[0].url);
    expect(pairs).toContainEqual(['noTraverse', 'true']);
    expect(pairs).toContainEqual(['options.page.limit', '30']);
    await client().getAll('page', { limit: 5 });
    expect(queryPairs(server.requests[1].url)).toContainEqual(['options.page.limit', '5']);
  });

  it('files an entry request under {model}:{entry} so two entries never merge', async () => {
    reply = (request) => {
      const key = decodeURIComponent(request.url.split('?')[0].split('/').pop()!);
      return { body: { [key]: [{ id: key.split(':')[1] }] } };
    };
    const b = client();
    const [one, two] = await Promise.all([
      b.get('symbol', { entry: 'e1' }).promise(),
      b.get('symbol', { entry: 'e2' }).promise(),
    ]);
    expect([one?.id, two?.id]).toEqual(['e1', 'e2']);
    expect(server.requests.map((r) => r.url.split('?')[0]).sort()).toEqual([
      '/api/v3/query/KEY/symbol%3Ae1',
      '/api/v3/query/KEY/symbol%3Ae2',
    ]);
    expect(queryPairs(server.requests[0].url)).toContainEqual(['options.symbol:e1.entry', '"e1"']);
  });

  it('shares one request for five identical cached gets, even when some come later', async () => {
    const b = client();
    const early = await Promise.all([1, 2, 3].map(() => b.get('page', { cache: true }).promise()));
    const late = await Promise.all([4, 5].map(() => b.get('page', { cache: true }).promise()));
    expect(new Set([...early, ...late]).size).toBe(1);
    expect(server.requests).toHaveLength(1);
  });

  it('sends the Authorization header and per-call credentials', async () => {
    const b = new Builder();
    b.apiHost = server.origin;
    await b.get('page', { apiKey: 'OTHER', authToken: 'tok', apiVersion: 'v1' }).promise();
    expect(server.requests[0].url).toMatch(/^\/api\/v1\/query\/OTHER\/page\?omit=meta\.componentsUsed&apiKey=OTHER&/);
    expect(server.requests[0].headers.authorization).toBe('Bearer tok');
    expect(b.apiKey).toBe('OTHER');
  });

  it('rejects without an API key and with a bad apiVersion', async () => {
    await expect(new Builder().get('page').promise()).rejects.toThrow(
      'Fetching content failed, expected apiKey to be defined instead got: null',
    );
    const b = client();
    b.apiVersion = 'v2';
    await expect(b.getAll('page')).rejects.toThrow("Invalid apiVersion: expected 'v1' or 'v3', received 'v2'");
    expect(server.requests).toHaveLength(0);
  });

  it('applies the page URL parameters to the query', async () => {
    history.replaceState(
      null,
      '',
      '/shop?builder.preview=page&builder.cachebust=true&builder.overrides.page=draft1' +
        '&builder.options.locale=fr&builder.userAttributes.segment=vip&builder.params=' +
        encodeURIComponent('fields=data&apiKey=evil'),
    );
    await client().get('page').promise();
    expect(queryPairs(server.requests[0].url)).toEqual([
      ['omit', 'meta.componentsUsed'],
      ['apiKey', 'KEY'],
      ['locale', 'fr'],
      [
        'userAttributes',
        JSON.stringify({ urlPath: '/shop', host: 'localhost:3000', device: 'desktop', segment: 'vip' }),
      ],
      ['cachebust', 'true'],
      ['noCache', 'true'], // a preview bypasses every cache
      ['overrides.page', 'draft1'],
      ['options.page.model', '"page"'],
      ['preview', 'true'],
      ['fields', 'data'],
    ]);
  });

  it('a 6,000-level user attribute link still requests the content, with the rest of the URL applied, and warns once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    history.replaceState(
      null,
      '',
      `/shop?builder.userAttributes${'.a'.repeat(6000)}=x&builder.userAttributes.segment=vip`,
    );
    const b = client();
    await expect(b.get('page').promise()).resolves.toEqual({ id: 'p1', data: { blocks: [] } });
    await b.get('page', { entry: 'p1' }).promise();
    expect(server.requests).toHaveLength(2);
    expect(JSON.parse(queryPairs(server.requests[0].url).find(([k]) => k === 'userAttributes')![1])).toEqual({
      urlPath: '/shop',
      host: 'localhost:3000',
      device: 'desktop',
      segment: 'vip',
    });
    const warnings = warn.mock.calls.filter((call) => call.join(' ').includes('past the limits'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0].join(' ')).toContain('builder.userAttributes.a.a');
    warn.mockRestore();
  });

  it('uses set user attributes and the url option', async () => {
    const b = client();
    b.setUserAttributes({ loggedIn: true });
    expect(b.getUserAttributes()).toEqual({ urlPath: '/', host: 'localhost:3000', device: 'desktop', loggedIn: true });
    await b.get('page', { url: 'https://example.com/about?x=1' }).promise();
    expect(JSON.parse(queryPairs(server.requests[0].url).find(([k]) => k === 'userAttributes')![1])).toEqual({
      urlPath: '/about',
      host: 'localhost:3000',
      device: 'desktop',
      loggedIn: true,
    });
  });
});

describe('Builder environments', () => {
  it('uses the production CDN by default and the environment table otherwise', () => {
    const b = new Builder();
    expect(b.env).toBe('production');
    expect(b.host).toBe('https://cdn.builder.io');
    b.env = 'qa';
    expect(b.host).toBe('https://qa.builder.io');
    b.env = 'nope' as never;
    expect(b.env).toBe('qa');
    b.apiHost = 'http://127.0.0.1:9';
    expect(b.host).toBe('http://127.0.0.1:9');
  });

  it('reads builder.env / builder.api from the page URL', () => {
    history.replaceState(null, '', '/?builder.api=dev');
    expect(new Builder().host).toBe('http://localhost:5000');
    history.replaceState(null, '', '/?builder.env=unknown');
    expect(new Builder().env).toBe('production');
  });

  it('forces cachebust and noCache outside production', async () => {
    const b = client();
    b.env = 'cdn-prod';
    await b.get('page', { cache: true }).promise();
    await b.get('page', { cache: true }).promise();
    expect(server.requests).toHaveLength(2);
    expect(queryPairs(server.requests[0].url)).toEqual(
      expect.arrayContaining([
        ['cachebust', 'true'],
        ['noCache', 'true'],
      ]),
    );
  });

  it('warns about ignored page URL parameters (once, when it first reads the URL) instead of throwing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    history.replaceState(null, '', '/?builder.userAttributes=%7Bbad&builder.overrides.__proto__=x');
    const b = new Builder();
    expect(() => b.host).not.toThrow();
    expect(b.env).toBe('production');
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[0][0]).toBe('Builder: ignored page URL parameter');
    warn.mockRestore();
  });
});

describe('Builder A/B tests', () => {
  const abTest: BuilderContent = {
    id: 'ab',
    testRatio: 0.5,
    data: { blocksString: '[]', title: 'default' },
    variations: { v1: { id: 'v1', name: 'Variation 1', testRatio: 0.5, data: { blocksString: '[]', title: 'one' } } },
  };
  beforeEach(() => {
    reply = () => ({ body: { page: [abTest] } });
  });

  it('shows the variation stored in the cookie', async () => {
    document.cookie = 'builder.tests.ab=v1; path=/';
    const entry = await client().get('page').promise();
    expect(entry).toMatchObject({
      variationId: 'v1',
      testVariationId: 'v1',
      testVariationName: 'Variation 1',
      data: { title: 'one', blocks: [] },
    });
  });

  it('shows the default variation when the cookie names the content', async () => {
    document.cookie = 'builder.tests.ab=ab; path=/';
    const entry = await client().get('page').promise();
    expect(entry).toMatchObject({
      variationId: 'ab',
      testVariationId: 'ab',
      testVariationName: 'Default variation',
      data: { title: 'default' },
    });
  });

  it('draws and stores a variation when tracking is allowed', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.2);
    const entry = await client(true).get('page').promise();
    vi.restoreAllMocks();
    expect(entry?.variationId).toBe('v1');
    expect(document.cookie).toBe('builder.tests.ab=v1');
  });

  it('queues the cookie while tracking is not allowed, and writes it when allowed', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.9);
    const b = client(false);
    const first = await b.get('page').promise();
    vi.restoreAllMocks();
    expect(first?.variationId).toBe('ab');
    expect(document.cookie).toBe('');
    // The same visitor keeps the same variation on this page.
    expect((await b.get('page').promise())?.variationId).toBe('ab');
    b.canTrack = true;
    expect(document.cookie).toBe('builder.tests.ab=ab');
  });

  it('lets builder.tests.{id} in the page URL force a known variation', async () => {
    document.cookie = 'builder.tests.ab=ab; path=/';
    history.replaceState(null, '', '/?builder.tests.ab=v1');
    expect((await client().get('page').promise())?.variationId).toBe('v1');
    history.replaceState(null, '', '/?builder.tests.ab=unknown');
    expect((await client().get('page').promise())?.variationId).toBe('ab');
  });

  it('chooses for inline content too', () => {
    document.cookie = 'builder.tests.ab=v1; path=/';
    expect(client().chooseVariation(abTest).variationId).toBe('v1');
    expect(client().chooseVariation({ id: 'plain' })).toEqual({ id: 'plain' });
  });
});

describe('Builder statics', () => {
  it('reports where it runs', () => {
    expect([Builder.isBrowser, Builder.isServer, Builder.isIframe, Builder.isEditing, Builder.isPreviewing]).toEqual([
      true,
      false,
      false,
      false,
      false,
    ]);
    history.replaceState(null, '', '/?builder.preview=page');
    expect(Builder.isPreviewing).toBe(true);
  });

  it('registers components and actions', () => {
    const spec = Builder.registerComponent('impl', { name: 'Builder Test Component' });
    expect(spec).toEqual({ name: 'Builder Test Component', component: 'impl' });
    Builder.registerAction({ name: 'builder-test-action', action: () => 42 });
    expect(Builder.runAction('builder-test-action')).toBe(42);
    expect(() => Builder.runAction('nope')).toThrow('Action not found: nope');
  });
});
