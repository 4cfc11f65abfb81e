/**
 * Gen 2's fetchers where they mostly run: on a server (no DOM), from a request's parameters.
 */
import { describe, expect, it } from 'vitest';
import { serveContent } from '../../test/helpers/content-service.ts';
import { builder, fetchEntries, fetchOneEntry, getBuilderSearchParams, isEditing, isPreviewing } from '../index.ts';

const service = serveContent({
  page: [
    { id: 'live', data: { url: '/sale', title: 'Sale' } },
    { id: 'draft', published: 'draft', data: { url: '/sale', title: 'Sale (draft)' } },
  ],
  ab: [{ id: 'ab', testRatio: 0.5, data: { label: 'default' }, variations: { b: { id: 'b', testRatio: 0.5, data: { label: 'B' } } } }],
});

describe('fetchOneEntry on a server', () => {
  it('reads a request URL: preview and override from getBuilderSearchParams, isPreviewing from the same search', async () => {
    const url = new URL('https://shop.example/sale?builder.preview=page&builder.overrides.page=draft');
    expect(isPreviewing(url.searchParams)).toBe(true);
    expect(isPreviewing()).toBe(false);
    expect(isEditing(url.searchParams)).toBe(false);
    const options = getBuilderSearchParams(url.searchParams);
    const draft = await fetchOneEntry({ model: 'page', apiKey: service.apiKey, apiHost: service.url, options, userAttributes: { urlPath: url.pathname } });
    expect(draft?.data?.title).toBe('Sale (draft)');
    const live = await fetchOneEntry({ model: 'page', apiKey: service.apiKey, apiHost: service.url, userAttributes: { urlPath: url.pathname } });
    expect(live?.data?.title).toBe('Sale');
    expect(builder.apiKey).toBeNull();
  });

  it('gives the default A/B variation (no visitor cookie on a server); canTrack: false the entry as stored', async () => {
    expect(await fetchOneEntry({ model: 'ab', apiKey: service.apiKey, apiHost: service.url })).toMatchObject({ variationId: 'ab', data: { label: 'default' } });
    const [stored] = await fetchEntries({ model: 'ab', apiKey: service.apiKey, apiHost: service.url, canTrack: false });
    expect(stored.variationId).toBeUndefined();
    expect(Object.keys(stored.variations ?? {})).toEqual(['b']);
  });

  it('rejects without an API key', async () => {
    await expect(fetchOneEntry({ model: 'page', apiKey: '', apiHost: service.url })).rejects.toThrow(/expected apiKey/);
  });
});
