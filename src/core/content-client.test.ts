import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  queryPairs,
  startTestServer,
  type RecordedRequest,
  type Reply,
  type TestServer,
} from '../../test/unit/core-test-server.ts';
import { createContentClient, type SharedQuery } from './content-client.ts';

let server: TestServer;
let reply: (request: RecordedRequest) => Reply;

beforeAll(async () => {
  server = await startTestServer((request) => reply(request));
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  // Echo: every requested key gets one entry naming the key.
  reply = (request) => {
    const keys = decodeURIComponent(request.url.split('?')[0].split('/').pop()!).split(',');
    return { body: Object.fromEntries(keys.map((key) => [key, [{ id: `id-${key}`, data: { blocksString: '[]' } }]])) };
  };
});

const shared = (extra: Partial<SharedQuery> = {}): SharedQuery => ({
  host: server.origin,
  apiKey: 'KEY',
  apiVersion: 'v3',
  ...extra,
});
const client = (contentPerRequest = 1) => createContentClient({ contentPerRequest: () => contentPerRequest });
const paths = () => server.requests.map((r) => r.url.split('?')[0]).sort();

describe('ContentClient', () => {
  it('sends the query and delivers parsed entries', async () => {
    const result = await client()
      .request(shared({ userAttributes: { urlPath: '/' } }), { key: 'page', model: 'page' })
      .promise();
    expect(result).toEqual([{ id: 'id-page', data: { blocks: [] } }]);
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0].method).toBe('GET');
    expect(server.requests[0].url).toBe(
      '/api/v3/query/KEY/page?omit=meta.componentsUsed&apiKey=KEY&userAttributes=%7B%22urlPath%22%3A%22%2F%22%7D&options.page.model=%22page%22',
    );
    expect(server.requests[0].headers.authorization).toBeUndefined();
  });

  it('sends the auth token as a Bearer header', async () => {
    await client()
      .request(shared({ authToken: 'secret' }), { key: 'page', model: 'page' })
      .promise();
    expect(server.requests[0].headers.authorization).toBe('Bearer secret');
  });

  it('sends one request per key by default (contentPerRequest 1)', async () => {
    const c = client();
    await Promise.all([
      c.request(shared(), { key: 'page', model: 'page' }).promise(),
      c.request(shared(), { key: 'symbol', model: 'symbol' }).promise(),
    ]);
    expect(paths()).toEqual(['/api/v3/query/KEY/page', '/api/v3/query/KEY/symbol']);
  });

  it('batches keys requested in the same tick, contentPerRequest at a time', async () => {
    const c = client(2);
    const results = await Promise.all(['a', 'b', 'c'].map((key) => c.request(shared(), { key, model: key }).promise()));
    expect(results.map((r) => r[0].id)).toEqual(['id-a', 'id-b', 'id-c']);
    expect(paths()).toEqual(['/api/v3/query/KEY/a,b', '/api/v3/query/KEY/c']);
    expect(
      queryPairs(server.requests.find((r) => r.url.includes('a,b'))!.url).filter(([k]) => k.startsWith('options.')),
    ).toEqual([
      ['options.a.model', '"a"'],
      ['options.b.model', '"b"'],
    ]);
  });

  it('never batches queries whose shared parameters differ, or two queries for one key', async () => {
    const c = client(10);
    await Promise.all([
      c.request(shared({ locale: 'fr' }), { key: 'page', model: 'page' }).promise(),
      c.request(shared(), { key: 'page', model: 'page', entry: 'e1' }).promise(),
      c.request(shared(), { key: 'page', model: 'page', entry: 'e2' }).promise(),
    ]);
    expect(server.requests).toHaveLength(3);
  });

  it('shares one request between identical concurrent queries', async () => {
    const c = client();
    const [a, b] = await Promise.all([
      c
        .request(shared({ userAttributes: { urlPath: '/', device: 'desktop' } }), { key: 'page', model: 'page' })
        .promise(),
      c
        .request(shared({ userAttributes: { device: 'desktop', urlPath: '/' } }), { model: 'page', key: 'page' })
        .promise(),
    ]);
    expect(a).toBe(b);
    expect(server.requests).toHaveLength(1);
  });

  it('reuses a completed result only with cache: true', async () => {
    const c = client();
    const first = await c.request(shared(), { key: 'page', model: 'page' }).promise();
    const cached = await c.request(shared(), { key: 'page', model: 'page' }, { cache: true }).promise();
    expect(cached).toBe(first);
    expect(server.requests).toHaveLength(1);
    await c.request(shared(), { key: 'page', model: 'page' }).promise();
    expect(server.requests).toHaveLength(2);
  });

  it('does not reuse completed results with cachebust or noCache', async () => {
    const c = client();
    for (const flags of [{ cachebust: true }, { noCache: true }]) {
      await c.request(shared(flags), { key: 'page', model: 'page' }, { cache: true }).promise();
      await c.request(shared(flags), { key: 'page', model: 'page' }, { cache: true }).promise();
    }
    expect(server.requests).toHaveLength(4);
    expect(server.requests[0].url).toContain('&cachebust=true&');
    expect(server.requests[2].url).toContain('&noCache=true&');
  });

  it('delivers an empty list for a key missing from the response', async () => {
    reply = () => ({ body: { other: [{ id: 'x' }] } });
    await expect(client().request(shared(), { key: 'page', model: 'page' }).promise()).resolves.toEqual([]);
  });

  it('hands out entries frozen, so no reader can change a cached entry for the next', async () => {
    const c = client();
    const [entry] = await c.request(shared(), { key: 'page', model: 'page' }, { cache: true }).promise();
    expect(Object.isFrozen(entry)).toBe(true);
    expect(Object.isFrozen(entry.data)).toBe(true);
    expect(() => {
      (entry.data as Record<string, unknown>).blocks = 'changed';
    }).toThrow(TypeError);
    const [again] = await c.request(shared(), { key: 'page', model: 'page' }, { cache: true }).promise();
    expect(again.data?.blocks).toEqual([]);
    expect(server.requests).toHaveLength(1);
  });

  describe('errors reach subscribers', () => {
    it('without an API key', async () => {
      const onError = vi.fn();
      client()
        .request(shared({ apiKey: undefined }), { key: 'page', model: 'page' })
        .subscribe(() => {}, onError);
      expect(onError.mock.calls[0][0].message).toBe(
        'Fetching content failed, expected apiKey to be defined instead got: undefined',
      );
      await expect(
        client()
          .request(shared({ apiKey: null }), { key: 'p', model: 'p' })
          .promise(),
      ).rejects.toThrow('Fetching content failed, expected apiKey to be defined instead got: null');
      expect(server.requests).toHaveLength(0);
    });

    it('with an invalid apiVersion', async () => {
      await expect(
        client()
          .request(shared({ apiVersion: 'v2' }), { key: 'p', model: 'p' })
          .promise(),
      ).rejects.toThrow("Invalid apiVersion: expected 'v1' or 'v3', received 'v2'");
    });

    it('on an HTTP error, and the next request tries again', async () => {
      reply = () => ({ status: 500, body: { error: 'boom' } });
      const c = client();
      await expect(c.request(shared(), { key: 'page', model: 'page' }, { cache: true }).promise()).rejects.toThrow(
        `Fetching content failed with HTTP 500: ${server.origin}/api/v3/query/KEY/page?`,
      );
      reply = () => ({ body: { page: [] } });
      await expect(c.request(shared(), { key: 'page', model: 'page' }, { cache: true }).promise()).resolves.toEqual([]);
      expect(server.requests).toHaveLength(2);
    });

    it('on a body that is not JSON', async () => {
      reply = () => ({ body: '<html>not json</html>' });
      await expect(client().request(shared(), { key: 'page', model: 'page' }).promise()).rejects.toThrow(
        'Fetching content failed: the response is not JSON',
      );
    });

    it('on a network failure', async () => {
      const closed = await startTestServer();
      await closed.close();
      const onError = vi.fn();
      const done = new Promise((resolve) =>
        client()
          .request(shared({ host: closed.origin }), { key: 'page', model: 'page' })
          .subscribe(resolve, (e) => resolve(onError(e))),
      );
      await done;
      expect(onError).toHaveBeenCalledTimes(1);
      expect(onError.mock.calls[0][0]).toBeInstanceOf(Error);
    });

    it('to a late subscriber too', async () => {
      reply = () => ({ status: 404 });
      const observable = client().request(shared(), { key: 'page', model: 'page' });
      await observable.promise().catch(() => {});
      const late = vi.fn();
      observable.subscribe(() => {}, late);
      expect(late.mock.calls[0][0].message).toMatch(/^Fetching content failed with HTTP 404/);
    });
  });
});

describe('ContentClient bad input', () => {
  it('fails the request instead of throwing for a query that cannot be serialised', async () => {
    const query: Record<string, unknown> = {};
    query.self = query;
    const observable = createContentClient({ contentPerRequest: () => 1 }).request(
      { host: 'http://127.0.0.1:9', apiKey: 'KEY', apiVersion: 'v3' },
      { key: 'page', model: 'page', query },
    );
    await expect(observable.promise()).rejects.toBeInstanceOf(Error);
  });
});
