// @ts-check
import net from 'node:net';
import { utimes } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entry, startForTest, tempContent, writeContent } from './harness.mjs';

/** @type {Awaited<ReturnType<typeof startForTest>>} */
let t;
/** @type {Awaited<ReturnType<typeof tempContent>>} */
let first;
/** @type {Awaited<ReturnType<typeof tempContent>>} */
let second;
/** @type {Awaited<ReturnType<typeof tempContent>>} */
let flat;

beforeAll(async () => {
  first = await tempContent({
    'page/good.json': entry('good', { url: '/good', title: 'First' }),
    'page/broken.json': '{ "id": "broken", "data": { ',
    'page/list.json': '[1, 2, 3]',
    'page/notes.txt': 'not content',
    'page/shared.json': entry('shared', { url: '/shared', title: 'from first' }),
    'page/home.json': entry('first-home', { url: '/' }, { priority: 10 }),
  });
  second = await tempContent({
    'page/shared.json': entry('shared', { url: '/shared', title: 'from second' }),
    'page/home.json': entry('second-home', { url: '/' }),
  });
  flat = await tempContent({ 'fixture-a.json': entry('fixture-a', { url: '/fixture-a' }) });
  t = await startForTest({ apiKeys: ['k'], contentDirs: [first.dir, second.dir, { dir: flat.dir, model: 'page' }] });
});

afterAll(async () => {
  await t.service.close();
  await Promise.all([first.remove(), second.remove(), flat.remove()]);
});

/** @param {string} urlPath */
const pageAt = async (urlPath) =>
  (await t.json(`/api/v3/query/k/page?userAttributes.urlPath=${encodeURIComponent(urlPath)}`)).body.page;

describe('content folders', () => {
  it('skips a malformed JSON file with a warning naming it, and keeps serving the rest', async () => {
    expect((await pageAt('/good')).map((/** @type {any} */ e) => e.id)).toEqual(['good']);
    expect(t.warnings.some((w) => w.includes(path.join(first.dir, 'page', 'broken.json')))).toBe(true);
    expect(t.warnings.some((w) => w.includes('list.json') && w.includes('JSON object'))).toBe(true);
    expect(t.warnings.some((w) => w.includes('notes.txt'))).toBe(false);
    const warned = t.warnings.length;
    await pageAt('/good');
    expect(t.warnings.length).toBe(warned); // one warning per version of a file, not per request
  });

  it('merges folders: a later folder wins on the same id and on the same target path', async () => {
    expect((await pageAt('/shared'))[0].data.title).toBe('from second');
    expect((await pageAt('/'))[0].id).toBe('second-home');
  });

  it('reads a flat folder bound to one model', async () => {
    expect((await pageAt('/fixture-a'))[0].id).toBe('fixture-a');
  });

  it('shows an edited or added file on the next request', async () => {
    await writeContent(first.dir, { 'page/good.json': entry('good', { url: '/good', title: 'Edited' }) });
    const file = path.join(first.dir, 'page', 'good.json');
    const later = new Date(Date.now() + 5000);
    await utimes(file, later, later); // same-second edits must not hide behind the cache
    expect((await pageAt('/good'))[0].data.title).toBe('Edited');
    await writeContent(first.dir, { 'page/new.json': entry('new', { url: '/new' }) });
    expect((await pageAt('/new'))[0].id).toBe('new');
  });
});

describe('bad requests', () => {
  it.each([
    '/api/v3/query/k/page?__proto__.polluted=1',
    '/api/v3/query/k/page?options.page.__proto__=%7B%7D',
    '/api/v3/query/k/page?userAttributes.constructor.prototype.polluted=1',
    '/api/v3/query/k/page?query.prototype=1',
  ])('refuses %s with 400 and stays unpolluted', async (target) => {
    const res = await t.json(target);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toMatch(/is not allowed/);
    expect(/** @type {any} */ ({}).polluted).toBeUndefined();
  });

  it('drops prototype keys hidden in JSON parameters and bodies', async () => {
    const attrs = encodeURIComponent('{"urlPath":"/good","__proto__":{"polluted":1}}');
    const res = await t.json(`/api/v3/query/k/page?userAttributes=${attrs}`);
    expect(res.body.page[0].id).toBe('good');
    const track = await t.json('/api/v1/track', { method: 'POST', body: '{"events":[],"__proto__":{"polluted":1}}' });
    expect(track.status).toBe(200);
    expect(/** @type {any} */ ({}).polluted).toBeUndefined();
  });

  it('answers 400 for a non-object JSON parameter and for bad percent-encoding in a path', async () => {
    expect((await t.json('/api/v3/query/k/page?userAttributes=%5B1%5D')).status).toBe(400);
    expect((await t.json('/api/v3/query/k/pa%E0%A4%A')).status).toBe(400);
  });

  it('answers unknown API paths with 404 JSON and wrong methods with 405', async () => {
    const missing = await t.json('/api/v9/nothing');
    expect(missing.status).toBe(404);
    expect(missing.body.error.code).toBe('not_found');
    expect((await t.json('/api/v1/track', { method: 'GET' })).status).toBe(405);
  });

  it('survives a request line it cannot parse', async () => {
    const answer = await new Promise((resolve) => {
      const socket = net.connect(t.service.port, '127.0.0.1', () => socket.write('NONSENSE\r\n\r\n'));
      let text = '';
      socket.on('data', (chunk) => {
        text += chunk;
      });
      socket.on('close', () => resolve(text));
    });
    expect(answer).toMatch(/^HTTP\/1\.1 400/);
    expect((await t.json('/api/v3/query/k/page')).status).toBe(200);
  });
});
