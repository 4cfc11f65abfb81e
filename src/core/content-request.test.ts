import { describe, expect, it } from 'vitest';
import { contentRequest, type QuerySettings } from './content-request.ts';
import { readUrlParams } from './url-params.ts';

const settings: QuerySettings = {
  host: 'https://cdn.builder.io',
  env: 'production',
  apiKey: 'KEY',
  authToken: null,
  apiVersion: 'v3',
  cachebust: false,
  noCache: false,
  preview: false,
};
const attributes = { urlPath: '/', device: 'desktop' };

describe('contentRequest', () => {
  it('keys results by model, {model}:{entry}, or the given key', () => {
    const key = (model: string, options = {}) =>
      contentRequest(model, options, settings, readUrlParams(''), attributes).item.key;
    expect(key('page')).toBe('page');
    expect(key('symbol', { entry: 'abc' })).toBe('symbol:abc');
    expect(key('symbol', { entry: 'abc', key: 'mine' })).toBe('mine');
    expect(key('symbol', { alias: 'other' })).toBe('other');
  });

  it('carries the per-key options and the call’s credentials', () => {
    const { shared, item } = contentRequest(
      'page',
      {
        entry: 'e',
        limit: 2,
        offset: 1,
        query: { id: 'x' },
        rev: 'r',
        static: true,
        prerender: true,
        extractCss: true,
        apiKey: 'OTHER',
        apiVersion: 'v1',
        authToken: 't',
      },
      settings,
      readUrlParams(''),
      attributes,
    );
    expect(item).toEqual({
      key: 'page:e',
      model: 'page',
      entry: 'e',
      limit: 2,
      offset: 1,
      query: { id: 'x' },
      rev: 'r',
      static: true,
      prerender: true,
      extractCss: true,
    });
    expect(shared).toMatchObject({
      apiKey: 'OTHER',
      apiVersion: 'v1',
      authToken: 't',
      cachebust: false,
      noCache: false,
      preview: false,
    });
  });

  it('lets the page URL options win over the call’s and targets the url option’s path', () => {
    const { shared } = contentRequest(
      'page',
      { includeRefs: false, url: 'https://x.test/a/b?q=1' },
      settings,
      readUrlParams('?builder.options.includeRefs=true'),
      attributes,
    );
    expect(shared.flags).toMatchObject({ includeRefs: 'true' });
    expect(shared.userAttributes).toEqual({ urlPath: '/a/b', device: 'desktop' });
  });

  it('bypasses caches outside production', () => {
    const { shared } = contentRequest('page', {}, { ...settings, env: 'qa' }, readUrlParams(''), attributes);
    expect([shared.cachebust, shared.noCache]).toEqual([true, true]);
  });

  it("sends Gen 1's options first and the call's own options over them, skipping unset ones; no attributes with noTargeting", () => {
    const { shared } = contentRequest(
      'page',
      {
        includeRefs: true,
        sort: { 'data.rank': -1 },
        options: { includeRefs: false, sort: { 'data.rank': 1 }, noTargeting: 'true', enrich: true },
      },
      settings,
      readUrlParams(''),
      attributes,
    );
    expect(shared.flags).toEqual({ includeRefs: 'true', 'sort.data.rank': '-1', noTargeting: 'true', enrich: 'true' });
    expect(shared.userAttributes).toBeUndefined();
  });

  it('throws for a refused option and for a property name that could reach a prototype', () => {
    expect(() => contentRequest('page', { fetchTotalCount: true }, settings, readUrlParams(''), attributes)).toThrow(
      /"fetchTotalCount" is not supported/,
    );
    const options = JSON.parse('{ "options": { "__proto__": { "polluted": true } } }') as Record<
      string,
      Record<string, unknown>
    >;
    expect(() => contentRequest('page', options, settings, readUrlParams(''), attributes)).toThrow(
      'Property name "__proto__" is not allowed',
    );
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
