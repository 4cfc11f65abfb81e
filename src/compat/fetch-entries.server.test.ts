/**
 * Gen 2's fetchers where they mostly run: on a server (no DOM), from a request's parameters.
 */
import { describe, expect, it, vi } from 'vitest';
import { serveContent } from '../../test/helpers/content-service.ts';
import { builder, fetchEntries, fetchOneEntry, getBuilderSearchParams, isEditing, isPreviewing } from '../index.ts';

const service = serveContent({
  page: [
    { id: 'live', data: { url: '/sale', title: 'Sale' } },
    { id: 'draft', published: 'draft', data: { url: '/sale', title: 'Sale (draft)' } },
  ],
  ab: [
    {
      id: 'ab',
      testRatio: 0.5,
      data: { label: 'default' },
      variations: { b: { id: 'b', testRatio: 0.5, data: { label: 'B' } } },
    },
  ],
  post: [
    { id: 'p1', data: { title: 'Espresso', rank: 2, url: '/espresso' } },
    { id: 'p2', data: { title: 'Filter', rank: 3, url: '/filter' } },
    { id: 'p3', data: { title: 'Matcha', rank: 1, url: '/matcha' } },
  ],
});

/** The content queries that reached the service since `from`. */
const queries = (from: number) =>
  service.received.slice(from).filter((url) => url.pathname.startsWith('/api/v3/query/'));

describe('fetchOneEntry on a server', () => {
  it('reads a request URL: preview and override from getBuilderSearchParams, isPreviewing from the same search', async () => {
    const url = new URL('https://shop.example/sale?builder.preview=page&builder.overrides.page=draft');
    expect(isPreviewing(url.searchParams)).toBe(true);
    expect(isPreviewing()).toBe(false);
    expect(isEditing(url.searchParams)).toBe(false);
    const options = getBuilderSearchParams(url.searchParams);
    const draft = await fetchOneEntry({
      model: 'page',
      apiKey: service.apiKey,
      apiHost: service.url,
      options,
      userAttributes: { urlPath: url.pathname },
    });
    expect(draft?.data?.title).toBe('Sale (draft)');
    const live = await fetchOneEntry({
      model: 'page',
      apiKey: service.apiKey,
      apiHost: service.url,
      userAttributes: { urlPath: url.pathname },
    });
    expect(live?.data?.title).toBe('Sale');
    expect(builder.apiKey).toBeNull();
  });

  it('gives the default A/B variation (no visitor cookie on a server); canTrack: false the entry as stored', async () => {
    expect(await fetchOneEntry({ model: 'ab', apiKey: service.apiKey, apiHost: service.url })).toMatchObject({
      variationId: 'ab',
      data: { label: 'default' },
    });
    const [stored] = await fetchEntries({ model: 'ab', apiKey: service.apiKey, apiHost: service.url, canTrack: false });
    expect(stored.variationId).toBeUndefined();
    expect(Object.keys(stored.variations ?? {})).toEqual(['b']);
  });

  it('rejects without an API key', async () => {
    await expect(fetchOneEntry({ model: 'page', apiKey: '', apiHost: service.url })).rejects.toThrow(/expected apiKey/);
  });
});

describe("Gen 2's other options, as the request that reached the service shows them", () => {
  const base = () => ({ model: 'post', apiKey: service.apiKey, apiHost: service.url });

  it('sort, cacheSeconds, staleCacheSeconds: sent as Builder sends them, and the entries come in that order', async () => {
    const warn = vi.spyOn(console, 'warn');
    const from = service.received.length;
    const posts = await fetchEntries({
      ...base(),
      sort: { 'data.rank': 1 },
      cacheSeconds: 120,
      staleCacheSeconds: 86400,
    });
    expect(posts.map((post) => post.id)).toEqual(['p3', 'p1', 'p2']);
    const [sent] = queries(from);
    expect(sent.searchParams.get('sort.data.rank')).toBe('1');
    expect(sent.searchParams.get('cacheSeconds')).toBe('120');
    expect(sent.searchParams.get('staleCacheSeconds')).toBe('86400');
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });

  it('options: keys the call does not read are sent as they are; noTargeting sends no user attributes', async () => {
    const from = service.received.length;
    const targeted = await fetchEntries({ ...base(), userAttributes: { urlPath: '/filter' } });
    expect(targeted.map((post) => post.id)).toEqual(['p2']);
    const all = await fetchEntries({
      ...base(),
      userAttributes: { urlPath: '/filter' },
      options: new URLSearchParams('noTargeting=true&space=abc&includeRefs=false'),
    });
    expect(all.map((post) => post.id).sort()).toEqual(['p1', 'p2', 'p3']);
    const [, sent] = queries(from);
    expect(sent.searchParams.has('userAttributes')).toBe(false);
    expect(sent.searchParams.get('noTargeting')).toBe('true');
    expect(sent.searchParams.get('space')).toBe('abc');
    expect(sent.searchParams.getAll('includeRefs')).toEqual(['false']);
  });

  it('fetch and fetchOptions: the request goes through the given fetch, with the options as its second argument', async () => {
    const calls: [string, { headers?: Record<string, string>; next?: unknown }][] = [];
    const post = await fetchOneEntry({
      ...base(),
      query: { id: 'p3' },
      fetch: (url: string, init?: object) => {
        calls.push([url, init as { headers?: Record<string, string> }]);
        return fetch(url, init);
      },
      fetchOptions: { next: { revalidate: 60 }, headers: { 'x-site': 'shop' } },
    });
    expect(post?.id).toBe('p3');
    expect(calls).toHaveLength(1);
    expect(calls[0][0]).toMatch(new RegExp(`^${service.url}/api/v3/query/${service.apiKey}/post\\?`));
    // The kit adds the signal of the request's deadline (src/core/fetch-json.ts).
    expect(calls[0][1]).toEqual({
      next: { revalidate: 60 },
      headers: { 'x-site': 'shop' },
      signal: expect.any(AbortSignal),
    });
  });
});
