import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/unit/core-test-server.ts';
import { createContentClient, type SharedQuery } from '../../core/content-client.ts';
import { createContentCache } from './content-cache.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer(() => ({ body: { page: [{ id: 'p', data: { blocks: [] } }] } }));
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});

const shared = (): SharedQuery => ({ host: server.origin, apiKey: 'k', apiVersion: 'v3' });
const fetchPage = (cache = createContentCache()) =>
  createContentClient({ contentPerRequest: () => 1, cache })
    .request(shared(), { key: 'page', model: 'page' }, { cache: true })
    .promise();

describe('createContentCache', () => {
  it('lets clients reuse a result until ttlMs has passed, then fetch again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const cache = createContentCache({ ttlMs: 1000 });
      await fetchPage(cache);
      vi.advanceTimersByTime(999);
      await fetchPage(cache);
      expect(server.requests).toHaveLength(1);
      vi.advanceTimersByTime(2);
      await fetchPage(cache);
      expect(server.requests).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps at most max results, forgetting the oldest', () => {
    const cache = createContentCache({ max: 2 });
    const entry = { subject: {} as never, done: true };
    cache.set('a', entry).set('b', entry).set('c', entry);
    expect([...cache.keys()]).toEqual(['b', 'c']);
  });

  it('without a cache each client fetches afresh', async () => {
    await fetchPage();
    await fetchPage();
    expect(server.requests).toHaveLength(2);
  });
});
