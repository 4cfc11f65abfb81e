// @ts-check
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entry, startForTest, tempContent } from './harness.mjs';

const LV = '@builder.io/core:LocalizedValue';
const FUTURE = Date.now() + 86_400_000;

/** @type {Awaited<ReturnType<typeof startForTest>>} */
let t;
/** @type {Awaited<ReturnType<typeof tempContent>>} */
let content;

beforeAll(async () => {
  content = await tempContent({
    'page/home.json': entry('home', { url: '/' }),
    'page/about.json': entry('about', { url: ['/about', '/about-us'], title: 'About' }),
    'page/draft.json': entry('draft', { url: '/draft' }, { published: 'draft' }),
    'page/archived.json': entry('archived', { url: '/old' }, { published: 'archived' }),
    'page/future.json': entry('future', { url: '/future' }, { startDate: FUTURE }),
    'page/via-query.json': entry(
      'via-query',
      {},
      { query: [{ '@type': '@builder.io/core:Query', property: 'urlPath', operator: 'is', value: '/via-query' }] },
    ),
    'page/mobile.json': entry(
      'mobile',
      { url: '/device' },
      { query: [{ property: 'device', operator: 'is', value: 'mobile' }] },
    ),
    'page/desktop.json': entry(
      'desktop',
      { url: '/device' },
      { query: [{ property: 'device', operator: 'is', value: 'desktop' }] },
    ),
    'page/localized.json': entry(
      'localized',
      {
        url: '/localized',
        title: { '@type': LV, Default: 'Hello', fr: 'Bonjour' },
        blocks: [
          {
            '@type': '@builder.io/sdk:Element',
            id: 'builder-t',
            component: { name: 'Text', options: { text: { '@type': LV, Default: '<p>Hi</p>', fr: '<p>Salut</p>' } } },
          },
        ],
      },
      { meta: { kind: 'page', componentsUsed: { Text: 1 } } },
    ),
    'banner/general.json': entry('general'),
    'banner/pricing-only.json': entry('pricing-only', { url: '/pricing' }),
    'product/p1.json': entry('p1', { sku: 'A', tags: ['coffee', 'beans'], price: 10 }),
    'product/p2.json': entry('p2', { sku: 'B', tags: ['tea'], price: 20 }),
    'product/p3.json': entry('p3', { sku: 'C', tags: ['coffee'], price: 30, blocksJs: 'precompiled()' }),
  });
  t = await startForTest({ apiKeys: ['key1'], contentDirs: [content.dir] });
});

afterAll(async () => {
  await t.service.close();
  await content.remove();
});

/**
 * @param {string} keys
 * @param {string} [query]
 */
const query = (keys, query = '') => t.json(`/api/v3/query/key1/${keys}${query ? `?${query}` : ''}`);
/** @param {any[]} list */
const ids = (list) => list.map((item) => item.id);

describe('GET /api/{v1,v3}/query/:apiKey/:keys', () => {
  it('answers the page that targets the visitor path (data.url string or list, trailing slash ignored)', async () => {
    expect(ids((await query('page', 'userAttributes.urlPath=%2Fabout')).body.page)).toEqual(['about']);
    expect(ids((await query('page', 'userAttributes.urlPath=%2Fabout-us')).body.page)).toEqual(['about']);
    expect(ids((await query('page', 'userAttributes.urlPath=%2Fabout%2F')).body.page)).toEqual(['about']);
    expect(ids((await query('page', 'userAttributes.urlPath=%2F')).body.page)).toEqual(['home']);
  });

  it('accepts userAttributes as JSON too, and v1 answers like v3', async () => {
    const attrs = encodeURIComponent(JSON.stringify({ urlPath: '/about', device: 'desktop' }));
    expect(ids((await query('page', `userAttributes=${attrs}`)).body.page)).toEqual(['about']);
    expect(ids((await t.json('/api/v1/query/key1/page?userAttributes.urlPath=%2Fabout')).body.page)).toEqual(['about']);
  });

  it('answers nothing for a path no page targets when every page targets some path', async () => {
    const { status, body } = await query('page', 'userAttributes.urlPath=%2Fnowhere');
    expect(status).toBe(200);
    expect(body).toEqual({ page: [] });
  });

  it('serves untargeted entries only where no entry targets the path', async () => {
    expect(ids((await query('banner', 'userAttributes.urlPath=%2Fpricing')).body.banner)).toEqual(['pricing-only']);
    expect(ids((await query('banner', 'userAttributes.urlPath=%2Fcheckout')).body.banner)).toEqual(['general']);
  });

  it('targets by Builder query conditions: urlPath and other attributes such as device', async () => {
    expect(ids((await query('page', 'userAttributes.urlPath=%2Fvia-query')).body.page)).toEqual(['via-query']);
    expect(
      ids((await query('page', 'userAttributes.urlPath=%2Fdevice&userAttributes.device=mobile')).body.page),
    ).toEqual(['mobile']);
    expect(
      ids((await query('page', 'userAttributes.urlPath=%2Fdevice&userAttributes.device=desktop')).body.page),
    ).toEqual(['desktop']);
  });

  it('keys the answer by every requested key, mapping keys to models', async () => {
    const { body } = await query(
      'page,banner,page%3A%2Fabout,hero',
      'userAttributes.urlPath=%2F&options.hero.model=%22page%22&options.page.model=%22page%22',
    );
    expect(Object.keys(body)).toEqual(['page', 'banner', 'page:/about', 'hero']);
    expect(ids(body.page)).toEqual(['home']);
    expect(ids(body.hero)).toEqual(['home']);
    expect(ids(body.banner)).toEqual(['general']);
    // The request carries a path, so the key's own path is not used.
    expect(ids(body['page:/about'])).toEqual(['home']);
  });

  it('takes the path from a `model:/path` key when the request has none', async () => {
    expect(ids((await query('page%3A%2Fabout')).body['page:/about'])).toEqual(['about']);
  });

  it('answers an empty list for an unknown model and 401 for an unknown API key', async () => {
    expect((await query('nope', 'userAttributes.urlPath=%2F')).body).toEqual({ nope: [] });
    const denied = await t.json('/api/v3/query/wrong/page');
    expect(denied.status).toBe(401);
    expect(denied.body.error.message).toMatch(/API key/);
  });

  it('honours limit and offset (one entry by default)', async () => {
    expect(ids((await query('product')).body.product)).toEqual(['p1']);
    expect(ids((await query('product', 'options.product.limit=2')).body.product)).toEqual(['p1', 'p2']);
    expect(ids((await query('product', 'options.product.limit=2&options.product.offset=1')).body.product)).toEqual([
      'p2',
      'p3',
    ]);
    expect(ids((await query('product', 'options.product.limit=%22x%22')).body.product)).toEqual(['p1']);
  });

  it('honours entry: that entry only, drafts included, targeting skipped', async () => {
    expect(ids((await query('product', 'options.product.entry=%22p3%22')).body.product)).toEqual(['p3']);
    expect(ids((await query('page', 'options.page.entry=%22draft%22&userAttributes.urlPath=%2F')).body.page)).toEqual([
      'draft',
    ]);
    expect((await query('page', 'options.page.entry=%22missing%22')).body.page).toEqual([]);
  });

  it('honours query: equality on dotted or nested fields, array membership, operators', async () => {
    const q = (/** @type {unknown} */ value) =>
      `options.product.limit=10&options.product.query=${encodeURIComponent(JSON.stringify(value))}`;
    expect(ids((await query('product', q({ 'data.sku': 'B' }))).body.product)).toEqual(['p2']);
    expect(ids((await query('product', q({ data: { tags: 'coffee' } }))).body.product)).toEqual(['p1', 'p3']);
    expect(ids((await query('product', q({ 'data.price': { $gt: 15 } }))).body.product)).toEqual(['p2', 'p3']);
    expect(ids((await query('product', q({ id: { $in: ['p1', 'p3'] } }))).body.product)).toEqual(['p1', 'p3']);
    expect(ids((await query('product', q({ 'data.sku': 'Z' }))).body.product)).toEqual([]);
  });

  it('orders by sort.{field} (1 ascending, -1 descending; fields in the order given, entries without the field first)', async () => {
    const all = 'options.product.limit=10';
    expect(ids((await query('product', `${all}&sort.data.price=-1`)).body.product)).toEqual(['p3', 'p2', 'p1']);
    expect(ids((await query('product', `${all}&sort.data.price=1`)).body.product)).toEqual(['p1', 'p2', 'p3']);
    expect(ids((await query('product', `${all}&sort.data.sku=-1&options.product.offset=1`)).body.product)).toEqual([
      'p2',
      'p1',
    ]);
    // p3 alone has data.blocksJs; ties go to the next field.
    expect(ids((await query('product', `${all}&sort.data.blocksJs=1&sort.data.price=-1`)).body.product)).toEqual([
      'p2',
      'p1',
      'p3',
    ]);
    expect(ids((await query('product', `${all}&sort.data.blocksJs=-1&sort.data.price=1`)).body.product)).toEqual([
      'p3',
      'p1',
      'p2',
    ]);
  });

  it('noTargeting: the user attributes are not held against the entries', async () => {
    const live = ['about', 'desktop', 'home', 'localized', 'mobile', 'via-query'];
    const sorted = (/** @type {any[]} */ list) => ids(list).sort();
    expect(ids((await query('page', 'options.page.limit=10&userAttributes.urlPath=%2F')).body.page)).toEqual(['home']);
    expect(
      sorted((await query('page', 'options.page.limit=10&userAttributes.urlPath=%2F&noTargeting=true')).body.page),
    ).toEqual(live);
    expect(sorted((await query('page', 'options.page.limit=10')).body.page)).toEqual(live);
    expect(
      sorted(
        (await query(encodeURIComponent('page:/about'), 'options.page:/about.limit=10&noTargeting=true')).body[
          'page:/about'
        ],
      ),
    ).toEqual(live);
  });

  it('shows drafts and scheduled entries only to previews, includeUnpublished or overrides', async () => {
    const at = (/** @type {string} */ path) => `userAttributes.urlPath=${encodeURIComponent(path)}`;
    expect((await query('page', at('/draft'))).body.page).toEqual([]);
    expect(ids((await query('page', `${at('/draft')}&preview=true`)).body.page)).toEqual(['draft']);
    expect(ids((await query('page', `${at('/draft')}&includeUnpublished=true`)).body.page)).toEqual(['draft']);
    expect(ids((await query('page', `${at('/')}&overrides.page=draft`)).body.page)).toEqual(['draft']);
    expect((await query('page', `${at('/old')}&preview=true`)).body.page).toEqual([]);
    expect((await query('page', at('/future'))).body.page).toEqual([]);
    expect(ids((await query('page', `${at('/future')}&preview=true`)).body.page)).toEqual(['future']);
  });

  it('resolves localized values anywhere in the entry for the asked locale, falling back to Default', async () => {
    const at = 'userAttributes.urlPath=%2Flocalized';
    const fr = (await query('page', `${at}&locale=fr`)).body.page[0];
    expect(fr.data.title).toBe('Bonjour');
    expect(fr.data.blocks[0].component.options.text).toBe('<p>Salut</p>');
    expect((await query('page', `${at}&locale=de`)).body.page[0].data.title).toBe('Hello');
    expect((await query('page', at)).body.page[0].data.title).toEqual({ '@type': LV, Default: 'Hello', fr: 'Bonjour' });
  });

  it('keeps only `fields` and drops `omit` paths (meta.componentsUsed by default)', async () => {
    const at = 'userAttributes.urlPath=%2Flocalized';
    const plain = (await query('page', at)).body.page[0];
    expect(plain.meta).toEqual({ kind: 'page' });
    expect(typeof plain.lastUpdated).toBe('number');
    const picked = (await query('page', `${at}&fields=id,data.url`)).body.page[0];
    expect(picked).toEqual({ id: 'localized', data: { url: '/localized' } });
    const omitted = (await query('page', `${at}&omit=data.blocks`)).body.page[0];
    expect(omitted.data.blocks).toBeUndefined();
    expect(omitted.meta.componentsUsed).toEqual({ Text: 1 });
  });

  it('accepts an Authorization header without requiring one', async () => {
    const res = await t.json('/api/v3/query/key1/product', { headers: { authorization: 'Bearer token-123' } });
    expect(res.status).toBe(200);
  });
});

describe('onRequest', () => {
  it('is told the method and path with query of every request before it is answered', async () => {
    /** @type {string[]} */
    const seen = [];
    const other = await startForTest({
      apiKeys: ['key1'],
      contentDirs: [content.dir],
      onRequest: (method, url) => void seen.push(`${method} ${url}`),
    });
    try {
      await other.json('/api/v3/query/key1/page?userAttributes.urlPath=%2F');
      await other.request('/api/v3/query/nope/page', { method: 'HEAD' });
      expect(seen).toEqual(['GET /api/v3/query/key1/page?userAttributes.urlPath=%2F', 'HEAD /api/v3/query/nope/page']);
    } finally {
      await other.service.close();
    }
  });
});

describe('GET /api/v1/codegen/:apiKey/:keys', () => {
  it('adds generated code as data.blocksJs for format react or solid, keeping code an entry already has', async () => {
    const { body } = await t.json('/api/v1/codegen/key1/product?format=react&options.product.limit=3');
    expect(body.product.map((/** @type {any} */ item) => typeof item.data.blocksJs)).toEqual([
      'string',
      'string',
      'string',
    ]);
    expect(body.product[0].data.blocksJs).toContain('react');
    expect(body.product[2].data.blocksJs).toBe('precompiled()');
    const solid = await t.json(
      '/api/v1/codegen/key1/page?format=solid&userAttributes.urlPath=%2F&fields=data&omit=data.blocks',
    );
    expect(Object.keys(solid.body.page[0].data)).toEqual(['url', 'blocksJs']);
  });

  it('refuses other formats with 400 and unknown keys with 401', async () => {
    expect((await t.json('/api/v1/codegen/key1/page?format=html')).status).toBe(400);
    expect((await t.json('/api/v1/codegen/nope/page?format=react')).status).toBe(401);
  });
});

describe('GET /api/v3/content/:model', () => {
  it('answers { results } with top-level limit, query and userAttributes', async () => {
    const list = await t.json('/api/v3/content/product?apiKey=key1&limit=2');
    expect(ids(list.body.results)).toEqual(['p1', 'p2']);
    expect(ids((await t.json('/api/v3/content/product?apiKey=key1&query.data.sku=C')).body.results)).toEqual(['p3']);
    expect(ids((await t.json('/api/v3/content/product?apiKey=key1&query.id=p2')).body.results)).toEqual(['p2']);
    // Builder's SDKs send query strings JSON-encoded.
    expect(ids((await t.json('/api/v3/content/product?apiKey=key1&query.id=%22p2%22')).body.results)).toEqual(['p2']);
    const attrs = encodeURIComponent(JSON.stringify({ urlPath: '/about' }));
    expect(ids((await t.json(`/api/v3/content/page?apiKey=key1&userAttributes=${attrs}`)).body.results)).toEqual([
      'about',
    ]);
    expect((await t.json('/api/v3/content/page?apiKey=nope')).status).toBe(401);
    expect(ids((await t.json('/api/v3/content/product?apiKey=key1&sort.data.price=-1')).body.results)).toEqual([
      'p3',
      'p2',
      'p1',
    ]);
    expect(
      ids((await t.json(`/api/v3/content/page?apiKey=key1&noTargeting=true&userAttributes=${attrs}`)).body.results),
    ).toHaveLength(6);
  });
});
