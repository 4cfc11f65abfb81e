// @ts-check
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { base64, startForTest } from './harness.mjs';

/** @type {Awaited<ReturnType<typeof startForTest>>} */
let t;

beforeAll(async () => {
  t = await startForTest({ contentDirs: [] });
});
afterAll(() => t.service.close());
beforeEach(() => t.service.clearSubmissions());

const TO = 'hello@larkspur-roasters.example';
const submitUrl = (to = encodeURIComponent(base64(TO)), apiKey = 'demo') =>
  `/api/v1/form-submit?apiKey=${apiKey}&to=${to}&name=${encodeURIComponent('Contact form')}`;

describe('POST /api/v1/form-submit (e-mail mode)', () => {
  it('stores a JSON submission with the decoded recipient, form name and custom headers', async () => {
    const res = await t.json(submitUrl(), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-shop': 'larkspur' },
      body: JSON.stringify({ name: 'Jane', email: 'jane@example.com', address: { city: 'Portland' } }),
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toContain(TO);
    const [stored] = t.service.submissions();
    expect(stored).toMatchObject({
      id: res.body.id,
      endpoint: 'form-submit',
      to: TO,
      name: 'Contact form',
      contentType: 'application/json',
      fields: { name: 'Jane', email: 'jane@example.com', address: { city: 'Portland' } },
      files: [],
      headers: { 'x-shop': 'larkspur' },
    });
  });

  it('stores a multipart submission, describing file parts by name, type and size', async () => {
    const form = new FormData();
    form.append('name', 'Jane');
    form.append('topics', 'espresso');
    form.append('topics', 'filter');
    form.append('menu', new Blob(['<h1>Menu</h1>'], { type: 'text/html' }), 'menu "v2".html');
    form.append('empty', new Blob([]), '');
    const res = await t.json(submitUrl(), { method: 'POST', body: form });
    expect(res.status).toBe(200);
    const [stored] = t.service.submissions();
    expect(stored.contentType).toBe('multipart/form-data');
    expect(stored.fields).toEqual({ name: 'Jane', topics: ['espresso', 'filter'] });
    expect(stored.files).toEqual([{ field: 'menu', filename: 'menu "v2".html', type: 'text/html', size: 13 }]);
  });

  it('stores a url-encoded submission', async () => {
    const res = await t.json(submitUrl(), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'name=Jane+Doe&email=jane%40example.com',
    });
    expect(res.status).toBe(200);
    expect(t.service.submissions()[0].fields).toEqual({ name: 'Jane Doe', email: 'jane@example.com' });
  });

  it('accepts a base64 recipient whose "+" arrived as a space', async () => {
    const to = base64('~~~@example.com'); // "fn5+…"
    expect(to).toContain('+');
    const res = await t.json(submitUrl(to), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(200);
    expect(t.service.submissions()[0].to).toBe('~~~@example.com');
  });

  it.each([
    ['missing', ''],
    ['not base64', '%%%'],
    ['base64 of something that is not an address', encodeURIComponent(base64('nobody'))],
  ])('answers 400 with a JSON message when "to" is %s', async (_what, to) => {
    const res = await t.json(submitUrl(to), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toMatch(/"to"/);
    expect(t.service.submissions()).toEqual([]);
  });

  it('answers 401 for an unknown API key', async () => {
    const res = await t.json(submitUrl(undefined, 'nope'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('invalid_api_key');
  });

  it('answers 400 for broken JSON and 415 for a body type forms do not send', async () => {
    const broken = await t.json(submitUrl(), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"a":',
    });
    expect(broken.status).toBe(400);
    const xml = await t.json(submitUrl(), {
      method: 'POST',
      headers: { 'content-type': 'application/xml' },
      body: '<a/>',
    });
    expect(xml.status).toBe(415);
  });

  it('refuses multipart bodies over 10 MiB with 413', async () => {
    const form = new FormData();
    form.append('big', new Blob([new Uint8Array(10 * 1024 * 1024 + 1)]), 'big.bin');
    const res = await t.json(submitUrl(), { method: 'POST', body: form });
    expect(res.status).toBe(413);
  });

  it('answers 400 for a multipart body without a boundary', async () => {
    const res = await t.json(submitUrl(), {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data' },
      body: 'x',
    });
    expect(res.status).toBe(400);
  });
});

describe('POST /api/v1/form-submit-fail', () => {
  it('always answers 422 with an error message a form can show through errorMessagePath', async () => {
    const res = await t.json('/api/v1/form-submit-fail', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email":"x"}',
    });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ error: { message: 'Email address is not valid', code: 'invalid_email' } });
  });
});

describe('custom endpoint stand-ins', () => {
  it('/api/custom-form echoes what it received for POST and PUT', async () => {
    const post = await t.json('/api/custom-form?source=wholesale', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-larkspur-form': 'wholesale' },
      body: '{"business":"Corner Cup"}',
    });
    expect(post.status).toBe(200);
    expect(post.body.received).toMatchObject({
      method: 'POST',
      contentType: 'application/json',
      fields: { business: 'Corner Cup' },
      headers: { 'x-larkspur-form': 'wholesale' },
      query: { source: 'wholesale' },
    });
    const put = await t.json('/api/custom-form', {
      method: 'PUT',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'a=1',
    });
    expect(put.body.received).toMatchObject({ method: 'PUT', fields: { a: '1' } });
    expect(t.service.submissions().map((item) => item.endpoint)).toEqual(['custom', 'custom']);
  });

  it('/api/custom-form/text answers text/plain', async () => {
    const res = await t.request('/api/custom-form/text', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await res.text()).toMatch(/Thanks/);
  });
});

describe('/api/v1/form-submit/submissions', () => {
  it('lists submissions and clears them on DELETE', async () => {
    await t.json(submitUrl(), { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"a":1}' });
    const list = await t.json('/api/v1/form-submit/submissions');
    expect(list.body.submissions).toHaveLength(1);
    expect((await t.json('/api/v1/form-submit/submissions', { method: 'DELETE' })).body).toEqual({ cleared: 1 });
    expect((await t.json('/api/v1/form-submit/submissions')).body.submissions).toEqual([]);
  });
});
