import { describe, expect, it } from 'vitest';
import { contentUrl, type ContentQuery } from './content-url.ts';

const base: ContentQuery = {
  host: 'https://cdn.builder.io',
  apiKey: 'KEY',
  apiVersion: 'v3',
  items: [{ key: 'page', model: 'page' }],
  userAttributes: { urlPath: '/', host: 'localhost', device: 'desktop' },
};

describe('contentUrl', () => {
  it('builds the default page query', () => {
    expect(contentUrl(base)).toBe(
      'https://cdn.builder.io/api/v3/query/KEY/page?omit=meta.componentsUsed&apiKey=KEY' +
        '&userAttributes=%7B%22urlPath%22%3A%22%2F%22%2C%22host%22%3A%22localhost%22%2C%22device%22%3A%22desktop%22%7D' +
        '&options.page.model=%22page%22',
    );
  });

  it('puts every parameter in its fixed order', () => {
    const url = contentUrl({
      ...base,
      apiVersion: 'v1',
      items: [
        {
          key: 'page',
          model: 'page',
          limit: 1,
          offset: 2,
          query: { id: 'x' },
          entry: 'e1',
          rev: 'r',
          static: true,
          prerender: true,
          extractCss: false,
        },
        { key: 'symbol:abc', model: 'symbol', entry: 'abc' },
      ],
      omit: 'data.blocks',
      fields: 'data',
      locale: 'fr',
      format: 'html',
      flags: { includeRefs: 'true', enrich: undefined, noTraverse: false },
      userAttributes: { urlPath: '/a' },
      cachebust: true,
      noCache: true,
      preview: true,
      overrides: { page: 'id1', 'page:/a': 'id2' },
      params: { omit: 'nothing', extra: '1' },
    });
    const [path, search] = url.split('?');
    expect(path).toBe('https://cdn.builder.io/api/v1/query/KEY/page,symbol%3Aabc');
    expect([...new URLSearchParams(search)]).toEqual([
      ['omit', 'nothing'],
      ['apiKey', 'KEY'],
      ['includeRefs', 'true'],
      ['noTraverse', 'false'],
      ['locale', 'fr'],
      ['fields', 'data'],
      ['format', 'html'],
      ['userAttributes', '{"urlPath":"/a"}'],
      ['cachebust', 'true'],
      ['noCache', 'true'],
      ['overrides.page', 'id1'],
      ['overrides.page:/a', 'id2'],
      ['options.page.prerender', 'true'],
      ['options.page.extractCss', 'false'],
      ['options.page.limit', '1'],
      ['options.page.offset', '2'],
      ['options.page.query', '{"id":"x"}'],
      ['options.page.model', '"page"'],
      ['options.page.entry', '"e1"'],
      ['options.page.rev', '"r"'],
      ['options.page.static', 'true'],
      ['options.symbol:abc.model', '"symbol"'],
      ['options.symbol:abc.entry', '"abc"'],
      ['preview', 'true'],
      ['extra', '1'],
    ]);
  });

  it('uses /api/v1/codegen/ for the solid and react formats only', () => {
    for (const format of ['solid', 'react']) {
      expect(contentUrl({ ...base, format })).toMatch(/^https:\/\/cdn\.builder\.io\/api\/v1\/codegen\/KEY\/page\?/);
    }
    for (const format of ['html', 'amp', 'email']) {
      expect(contentUrl({ ...base, format })).toMatch(/^https:\/\/cdn\.builder\.io\/api\/v3\/query\/KEY\/page\?/);
    }
  });

  it('omits invalid numbers', () => {
    const url = contentUrl({
      ...base,
      userAttributes: undefined,
      items: [{ key: 'p', model: 'p', limit: Number.NaN, offset: -1 }],
    });
    expect(url).toBe(
      'https://cdn.builder.io/api/v3/query/KEY/p?omit=meta.componentsUsed&apiKey=KEY&options.p.model=%22p%22',
    );
  });
});
