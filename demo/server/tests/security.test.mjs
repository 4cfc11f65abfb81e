// @ts-check
// What the service refuses: pages on foreign origins (CORS), requests naming foreign hosts
// (DNS rebinding), JSON nested too deeply; and how it stays bounded and answering: capped logs
// in memory and on disk, and list pages that render whatever a log file holds.
import http from 'node:http';
import net from 'node:net';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { base64, startForTest } from './harness.mjs';

/** @typedef {Awaited<ReturnType<typeof startForTest>>} Started */

/** @type {Started} */
let t;
/** @type {string[]} */
const tempDirs = [];

beforeAll(async () => {
  t = await startForTest({ contentDirs: [] });
});
afterAll(async () => {
  await t.service.close();
  await Promise.all(tempDirs.map((dir) => rm(dir, { recursive: true, force: true })));
});
beforeEach(async () => {
  await t.service.clearEvents();
  await t.service.clearSubmissions();
});
// No request may have ended in a 500 (the dispatcher logs those as errors).
afterEach(() => {
  expect(t.errors).toEqual([]);
});

async function tempDir() {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'security-test-'));
  tempDirs.push(dir);
  return dir;
}

/**
 * A request with full control of its headers, Host included (fetch sets Host itself).
 * @param {{ port: number }} service
 * @param {{ method?: string, path?: string, headers?: Record<string, string>, body?: string }} request
 * @returns {Promise<{ status: number, headers: http.IncomingHttpHeaders, text: string }>}
 */
function send(service, { method = 'GET', path: target = '/api/v1/track/events', headers = {}, body }) {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port: service.port, method, path: target, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => {
        text += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * Writes `text` on a fresh connection to the shared service and resolves with all it answers.
 * @param {string} text
 * @returns {Promise<string>}
 */
function raw(text) {
  return new Promise((resolve, reject) => {
    const socket = net.connect(t.service.port, '127.0.0.1', () => socket.write(text));
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk;
    });
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}

/** @param {http.IncomingHttpHeaders | Headers} headers */
function corsHeaderNames(headers) {
  const names = headers instanceof Headers ? [...headers.keys()] : Object.keys(headers);
  return names.filter((name) => name.startsWith('access-control-'));
}

/** `depth` arrays inside each other. */
const nestedArrays = (/** @type {number} */ depth) => '['.repeat(depth) + ']'.repeat(depth);
/** `{"a":{"a":…{}}}`: `depth` objects inside each other. */
const nestedObjects = (/** @type {number} */ depth) => '{"a":'.repeat(depth - 1) + '{}' + '}'.repeat(depth - 1);

/**
 * @param {string} data JSON text of one event's data
 * @param {Started} [on]
 */
const trackRaw = (data, on = t) =>
  on.json('/api/v1/track', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: `{"events":[{"type":"click","data":${data}}]}`,
  });

const submitUrl = `/api/v1/form-submit?apiKey=demo&to=${encodeURIComponent(base64('team@example.com'))}`;

describe('CORS answers pages on loopback origins only', () => {
  it.each([
    'http://127.0.0.2:8000', // the browser tests' pages
    'http://127.0.0.1:5000', // the demo site
    'http://localhost:5173',
    'https://localhost',
    'http://app.localhost:3000',
    'http://127.255.0.9',
    'http://[::1]:8080',
  ])('echoes %s with credentials, on answers and on preflights', async (origin) => {
    const res = await t.request('/api/v1/track/events', { headers: { origin } });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe(origin);
    expect(res.headers.get('access-control-allow-credentials')).toBe('true');
    expect(res.headers.get('vary')).toMatch(/\bOrigin\b/);

    const preflight = await t.request('/api/v1/track', {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,x-builder-sdk',
        'access-control-request-private-network': 'true',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(origin);
    expect(preflight.headers.get('access-control-allow-headers')).toBe('content-type,x-builder-sdk');
    expect(preflight.headers.get('access-control-allow-methods')).toContain('DELETE');
    expect(preflight.headers.get('access-control-allow-private-network')).toBe('true');
  });

  it.each([
    'https://evil.example',
    'http://evil.example:5000',
    'null',
    'http://localhost.evil.example',
    'http://127.0.0.1.nip.io:5000',
    'http://127.0.0.1@evil.example',
    'http://localhost:5000/path',
    'file://',
    '',
  ])('gives %j no CORS headers at all, and refuses its preflight with 403', async (origin) => {
    const read = await send(t.service, { headers: { origin } });
    expect(read.status).toBe(200); // answered, but a browser will not let the page read it
    expect(corsHeaderNames(read.headers)).toEqual([]);

    const preflight = await send(t.service, {
      method: 'OPTIONS',
      path: '/api/v1/track/events',
      headers: {
        origin,
        'access-control-request-method': 'DELETE',
        'access-control-request-headers': 'content-type',
        'access-control-request-private-network': 'true',
      },
    });
    expect(preflight.status).toBe(403);
    expect(corsHeaderNames(preflight.headers)).toEqual([]);
    expect(JSON.parse(preflight.text).error.code).toBe('origin_not_allowed');
  });

  it('refuses requests that change something from a foreign page, even those needing no preflight', async () => {
    await t.json('/api/v1/track', {
      method: 'POST',
      body: JSON.stringify({ events: [{ type: 'click', data: { n: 1 } }] }),
    });
    const origin = 'https://evil.example';
    // A text/plain POST and a form post are "simple": a browser sends them without asking first.
    const track = await t.request('/api/v1/track', {
      method: 'POST',
      headers: { origin, 'content-type': 'text/plain' },
      body: '{"events":[{"type":"click","data":{}}]}',
    });
    expect(track.status).toBe(403);
    expect(corsHeaderNames(track.headers)).toEqual([]);
    expect((await track.json()).error).toEqual({
      message: expect.stringContaining('evil.example'),
      code: 'origin_not_allowed',
    });
    const form = await t.request(submitUrl, {
      method: 'POST',
      headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'a=1',
    });
    expect(form.status).toBe(403);
    const clear = await t.request('/api/v1/track/events', { method: 'DELETE', headers: { origin } });
    expect(clear.status).toBe(403);
    expect(t.service.events()).toHaveLength(1);
    expect(t.service.submissions()).toEqual([]);
  });

  it('leaves requests without an Origin as they were: `*`, and preflights answered', async () => {
    const res = await t.request('/api/v1/track/events');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
    const preflight = await t.request('/api/v1/track', { method: 'OPTIONS' });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
    const post = await t.json('/api/v1/track', {
      method: 'POST',
      body: JSON.stringify({ events: [{ type: 'click', data: {} }] }),
    });
    expect(post.status).toBe(200);
  });
});

describe('Host check (DNS rebinding)', () => {
  it.each([
    'evil.example',
    'evil.example:5000',
    'localhost.evil.example',
    '127.0.0.1.nip.io',
    '192.168.1.20:5000',
    'evil.example@127.0.0.1',
    'localhost/evil',
  ])('refuses Host %j with 421 and a JSON error, storing nothing', async (host) => {
    const read = await send(t.service, { headers: { host } });
    expect(read.status).toBe(421);
    expect(read.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(read.text).error).toEqual({
      message: expect.stringContaining('ALLOWED_HOSTS'),
      code: 'host_not_allowed',
    });
    // Same-origin as far as a rebound page's browser knows: no Origin needed to post.
    const post = await send(t.service, {
      method: 'POST',
      path: '/api/v1/track',
      headers: { host, 'content-type': 'application/json' },
      body: JSON.stringify({ events: [{ type: 'click', data: {} }] }),
    });
    expect(post.status).toBe(421);
    expect((await send(t.service, { path: '/admin', headers: { host } })).status).toBe(421);
    expect(t.service.events()).toEqual([]);
  });

  it.each([
    'localhost',
    'localhost:5000',
    'LOCALHOST',
    'app.localhost:5000',
    '127.0.0.1:5000',
    '127.9.9.9',
    '[::1]:5000',
  ])('accepts the loopback Host %j', async (host) => {
    expect((await send(t.service, { headers: { host } })).status).toBe(200);
  });

  it('accepts a request without Host (HTTP/1.0), refuses an empty one', async () => {
    expect(await raw('GET /api/v1/track/events HTTP/1.0\r\n\r\n')).toMatch(/^HTTP\/1\.1 200/);
    const empty = await raw('GET /api/v1/track/events HTTP/1.1\r\nHost: \r\nConnection: close\r\n\r\n');
    expect(empty).toMatch(/^HTTP\/1\.1 421/);
    expect(empty).toContain('"code":"host_not_allowed"');
  });

  it('accepts the hosts it was told to, and answers CORS for pages on them', async () => {
    const lan = await startForTest({ contentDirs: [], allowedHosts: ['devbox.lan', '.tunnel.example'] });
    try {
      for (const host of ['devbox.lan', 'DevBox.lan:5000', 'tunnel.example', 'abc.tunnel.example:443', 'localhost']) {
        expect((await send(lan.service, { headers: { host } })).status, host).toBe(200);
      }
      for (const host of ['other.lan', 'devbox.lan.evil.example', 'eviltunnel.example']) {
        expect((await send(lan.service, { headers: { host } })).status, host).toBe(421);
      }
      const page = await send(lan.service, { headers: { host: 'devbox.lan:5000', origin: 'http://devbox.lan:3000' } });
      expect(page.headers['access-control-allow-origin']).toBe('http://devbox.lan:3000');
      const foreign = await send(lan.service, { headers: { origin: 'http://other.lan:3000' } });
      expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await lan.service.close();
    }
  });
});

describe('JSON nesting limit', () => {
  it('refuses 100,000 nested arrays posted as a tracking event with 400 too_deep, and keeps answering', async () => {
    const res = await trackRaw(nestedArrays(100_000));
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('too_deep');
    expect(res.body.error.message).toMatch(/64 levels/);
    expect(t.service.events()).toEqual([]);
    const list = await t.json('/api/v1/track/events');
    expect(list.status).toBe(200);
    expect(list.body.events).toEqual([]);
    expect((await t.request('/admin')).status).toBe(200);
  });

  it('takes 64 levels and refuses 65, counting the body from its outermost brace', async () => {
    // The event's data sits 3 levels down: { events: [ { data: … } ] }.
    expect((await trackRaw(nestedObjects(61))).status).toBe(200);
    const deeper = await trackRaw(nestedObjects(62));
    expect(deeper.status).toBe(400);
    expect(deeper.body.error.code).toBe('too_deep');
    expect(t.service.events()).toHaveLength(1);
  });

  it('does not count brackets inside strings', async () => {
    const res = await trackRaw(JSON.stringify({ text: '[{'.repeat(5_000), quote: '\\"[[[' }));
    expect(res.status).toBe(200);
  });

  it.each([
    ['the form-submit endpoint', submitUrl],
    ['the custom endpoint stand-in', '/api/custom-form'],
    ['the text endpoint stand-in', '/api/custom-form/text'],
  ])('refuses too deep a JSON form body at %s', async (_what, url) => {
    for (const body of [nestedObjects(65), `{"a":${nestedArrays(100_000)}}`]) {
      const res = await t.json(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('too_deep');
    }
    const ok = await t.request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: nestedObjects(64),
    });
    expect(ok.status).toBe(200);
    expect(t.service.submissions()).toHaveLength(1);
    const list = await t.json('/api/v1/form-submit/submissions');
    expect(list.status).toBe(200);
    expect((await t.request('/admin')).status).toBe(200);
  });

  it('keeps url-encoded and multipart fields flat: bracketed names do not nest', async () => {
    const name = 'a' + '[b]'.repeat(1_000);
    const res = await t.json(submitUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `${encodeURIComponent(name)}=1`,
    });
    expect(res.status).toBe(200);
    expect(t.service.submissions()[0].fields).toEqual({ [name]: '1' });
  });

  it.each([
    ['a JSON user-attributes parameter', `userAttributes=${encodeURIComponent(nestedObjects(65))}`],
    ['a JSON option', `options.page.query=${encodeURIComponent(`{"data":${nestedArrays(1_000)}}`)}`],
    ['a dotted parameter name', `query.${Array(65).fill('a').join('.')}=1`],
  ])('refuses too deep %s on the content API with 400 too_deep', async (_what, query) => {
    const res = await t.json(`/api/v3/query/demo/page?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('too_deep');
  });
});

describe('capped logs', () => {
  /** @type {Started} */
  let capped;
  /** @type {string} */
  let dataDir;

  beforeAll(async () => {
    dataDir = await tempDir();
    capped = await startForTest({ contentDirs: [], dataDir, maxEvents: 20, maxSubmissions: 5 });
  });
  afterAll(() => capped.service.close());

  const eventsFile = () => path.join(dataDir, 'track-events.jsonl');
  /** The log file's records (the service answers a post once its line is written). */
  const fileRecords = async (/** @type {string} */ file) =>
    (await readFile(file, 'utf8'))
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line));
  /** @param {number} n */
  const trackNumbered = (n) =>
    capped.json('/api/v1/track', {
      method: 'POST',
      body: JSON.stringify({ events: [{ type: 'click', data: { n } }] }),
    });

  it('keeps the newest events, in memory and in the file, and rewrites the file only now and then', async () => {
    /** @type {number[]} */
    const sizes = [];
    for (let n = 1; n <= 50; n++) {
      expect((await trackNumbered(n)).status).toBe(200);
      const onDisk = await fileRecords(eventsFile());
      expect(onDisk.length).toBeLessThanOrEqual(20);
      sizes.push(onDisk.length);
    }
    const listed = (await capped.json('/api/v1/track/events')).body.events;
    expect(listed.length).toBeLessThanOrEqual(20);
    expect(listed.at(-1).data.n).toBe(50);
    // Always the newest ones, with no gap, the same on disk as in memory.
    const numbers = listed.map((/** @type {any} */ event) => event.data.n);
    expect(numbers).toEqual(
      numbers.map((/** @type {number} */ _n, /** @type {number} */ i) => 50 - numbers.length + 1 + i),
    );
    expect((await fileRecords(eventsFile())).map((event) => event.data.n)).toEqual(numbers);
    // Past the cap the file shrinks in one go, then grows by appends again.
    const shrinks = sizes.filter((size, i) => i > 0 && size < sizes[i - 1]).length;
    expect(shrinks).toBeGreaterThan(0);
    expect(shrinks).toBeLessThan(30 / 2);
  });

  it('appends without rewriting the file between trims', async () => {
    await capped.service.clearEvents();
    await trackNumbered(1);
    const before = await stat(eventsFile());
    await trackNumbered(2);
    await trackNumbered(3);
    const after = await stat(eventsFile());
    expect(after.ino).toBe(before.ino); // a trim replaces the file (new inode); an append does not
    expect((await fileRecords(eventsFile())).map((event) => event.data.n)).toEqual([1, 2, 3]);
  });

  it('keeps at most maxSubmissions submissions', async () => {
    for (let n = 1; n <= 12; n++) {
      const res = await capped.json(submitUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ n }),
      });
      expect(res.status).toBe(200);
    }
    const listed = (await capped.json('/api/v1/form-submit/submissions')).body.submissions;
    expect(listed.length).toBeLessThanOrEqual(5);
    expect(listed.at(-1).fields.n).toBe(12);
    const onDisk = await fileRecords(path.join(dataDir, 'form-submissions.jsonl'));
    expect(onDisk.map((item) => item.fields.n)).toEqual(listed.map((/** @type {any} */ item) => item.fields.n));
  });

  it('trims a file that grew past the cap (an older run, a bigger cap) when it starts', async () => {
    const dir = await tempDir();
    const file = path.join(dir, 'track-events.jsonl');
    const lines = Array.from({ length: 100 }, (_, i) =>
      JSON.stringify({ type: 'click', data: { n: i + 1 }, receivedAt: new Date(0).toISOString() }),
    );
    await writeFile(file, lines.join('\n') + '\n');
    const again = await startForTest({ contentDirs: [], dataDir: dir, maxEvents: 20 });
    try {
      const listed = again.service.events();
      expect(listed.length).toBeLessThanOrEqual(20);
      expect(listed.at(-1)?.data).toEqual({ n: 100 });
      expect((await fileRecords(file)).length).toBe(listed.length);
    } finally {
      await again.service.close();
    }
  });

  it('keeps each log under its byte cap', async () => {
    const dir = await tempDir();
    const small = await startForTest({ contentDirs: [], dataDir: dir, maxLogBytes: 64 * 1024 });
    try {
      for (let n = 1; n <= 40; n++) {
        const res = await small.json('/api/v1/track', {
          method: 'POST',
          body: JSON.stringify({ events: [{ type: 'click', data: { n, padding: 'x'.repeat(5_000) } }] }),
        });
        expect(res.status).toBe(200);
        expect((await stat(path.join(dir, 'track-events.jsonl'))).size).toBeLessThanOrEqual(64 * 1024);
      }
      expect(small.service.events().at(-1)?.data).toMatchObject({ n: 40 });
      // One entry larger than what the log may hold is refused whole.
      const big = await small.json('/api/v1/track', {
        method: 'POST',
        body: JSON.stringify({ events: [{ type: 'click', data: { padding: 'x'.repeat(70_000) } }] }),
      });
      expect(big.status).toBe(413);
      expect(big.body.error.code).toBe('entry_too_large');
    } finally {
      await small.service.close();
    }
  });

  it('refuses a submission larger than 1 MiB even inside the 10 MiB multipart limit', async () => {
    const form = new FormData();
    form.append('message', 'x'.repeat(2 * 1024 * 1024));
    const res = await t.json(submitUrl, { method: 'POST', body: form });
    expect(res.status).toBe(413);
    expect(res.body.error.code).toBe('entry_too_large');
    expect(t.service.submissions()).toEqual([]);
    const json = await t.json(submitUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ message: 'x'.repeat(1024 * 1024) }),
    });
    expect(json.status).toBe(413);
  });
});

describe('list pages answer whatever is stored', () => {
  it('skips poisoned lines of a log file written before the start, with a warning, and serves the rest', async () => {
    const dir = await tempDir();
    const good = (/** @type {string} */ id) =>
      JSON.stringify({
        type: 'impression',
        data: { contentId: id },
        receivedAt: '2024-01-01T00:00:00.000Z',
        headers: {},
      });
    const poison = [
      good('first-good'),
      `{"type":"click","data":{"deep":${nestedArrays(100_000)}},"receivedAt":"2024-01-01T00:00:00.000Z"}`,
      `{"type":"click","data":{"huge":"${'x'.repeat(3 * 1024 * 1024)}"},"receivedAt":"2024-01-01T00:00:00.000Z"}`,
      '{"type": "click", "data": {',
      '[1, 2, 3]',
      'null',
      '   ',
      good('last-good'), // and no newline at the end
    ];
    await writeFile(path.join(dir, 'track-events.jsonl'), poison.join('\n'));
    await writeFile(
      path.join(dir, 'form-submissions.jsonl'),
      [
        `{"endpoint":"form-submit","fields":${nestedObjects(5_000)},"receivedAt":"2024-01-01T00:00:00.000Z"}`,
        JSON.stringify({
          endpoint: 'form-submit',
          to: 'kept@example.com',
          fields: { a: 1 },
          files: [],
          receivedAt: '2024-01-01T00:00:00.000Z',
        }),
      ].join('\n') + '\n',
    );

    const poisoned = await startForTest({ contentDirs: [], dataDir: dir });
    try {
      const events = await poisoned.json('/api/v1/track/events');
      expect(events.status).toBe(200);
      expect(events.body.events.map((/** @type {any} */ event) => event.data.contentId)).toEqual([
        'first-good',
        'last-good',
      ]);
      const submissions = await poisoned.json('/api/v1/form-submit/submissions');
      expect(submissions.status).toBe(200);
      expect(submissions.body.submissions.map((/** @type {any} */ item) => item.to)).toEqual(['kept@example.com']);
      const admin = await poisoned.request('/admin');
      expect(admin.status).toBe(200);
      const html = await admin.text();
      expect(html).toContain('last-good');
      expect(html).toContain('kept@example.com');
      expect(
        poisoned.warnings.some((w) => w.includes('track-events.jsonl') && w.includes('skipped 5 unreadable line(s)')),
      ).toBe(true);
      expect(
        poisoned.warnings.some((w) => w.includes('form-submissions.jsonl') && w.includes('nested more than')),
      ).toBe(true);
      // The file now holds what was kept, newline-terminated, so the next append starts a line.
      await poisoned.json('/api/v1/track', {
        method: 'POST',
        body: JSON.stringify({ events: [{ type: 'click', data: { contentId: 'new' } }] }),
      });
      const lines = (await readFile(path.join(dir, 'track-events.jsonl'), 'utf8')).trimEnd().split('\n');
      expect(lines.map((line) => JSON.parse(line).data.contentId)).toEqual(['first-good', 'last-good', 'new']);
      expect(poisoned.errors).toEqual([]);
    } finally {
      await poisoned.service.close();
    }
  });

  it('renders the admin page and lists even when a stored record turned odd in memory', async () => {
    await t.json('/api/v1/track', {
      method: 'POST',
      body: JSON.stringify({ events: [{ type: 'click', data: { contentId: 'odd-one', metadata: {} } }] }),
    });
    await t.json('/api/v1/track', {
      method: 'POST',
      body: JSON.stringify({ events: [{ type: 'click', data: { contentId: 'plain-one' } }] }),
    });
    // Stand-in for a future bug: the kept record is changed after it was stored.
    const [odd] = t.service.events();
    /** @type {any} */
    let deep = [];
    for (let i = 0; i < 100_000; i++) deep = [deep];
    /** @type {any} */
    const cycle = {};
    cycle.self = cycle;
    Object.assign(odd, { type: deep, headers: cycle });
    Object.assign(/** @type {any} */ (odd.data), { metadata: deep, variationId: 10n });

    const admin = await t.request('/admin');
    expect(admin.status).toBe(200);
    const html = await admin.text();
    expect(html).toContain('plain-one');
    expect(html).toMatch(/could not be shown|too deeply/);
    const list = await t.json('/api/v1/track/events');
    expect(list.status).toBe(200);
    expect(list.body.events.map((/** @type {any} */ event) => event.data.contentId)).toEqual(['odd-one', 'plain-one']);
  });
});

describe('the admin page and clearing the logs', () => {
  it('tells browsers never to frame /admin', async () => {
    const res = await t.request('/admin');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toBe("frame-ancestors 'none'");
    expect(res.headers.get('x-frame-options')).toBe('DENY');
  });

  it("lets only the service's own page (or a tool without a page) clear a log", async () => {
    const post = () =>
      t.json('/api/v1/track', { method: 'POST', body: JSON.stringify({ events: [{ type: 'click', data: {} }] }) });
    await post();
    const own = `http://127.0.0.1:${t.service.port}`;
    const clear = (/** @type {Record<string, string>} */ headers) =>
      send(t.service, { method: 'DELETE', headers: { host: `127.0.0.1:${t.service.port}`, ...headers } });
    // Another loopback page may post events (CORS lets it), but not wipe them.
    for (const headers of /** @type {Record<string, string>[]} */ ([
      { origin: 'http://localhost:9999' },
      { origin: `http://127.0.0.1:${t.service.port + 1}` },
      { origin: 'null' },
      { origin: own, 'sec-fetch-site': 'same-site' },
      { 'sec-fetch-site': 'cross-site' },
    ])) {
      const res = await clear(headers);
      expect(res.status, JSON.stringify(headers)).toBe(403);
      expect(JSON.parse(res.text).error.code).toBe('origin_not_allowed');
    }
    expect(t.service.events()).toHaveLength(1);
    expect((await clear({ origin: own, 'sec-fetch-site': 'same-origin' })).status).toBe(200);
    expect(t.service.events()).toEqual([]);
    await post();
    expect((await clear({})).status).toBe(200);
    expect(t.service.events()).toEqual([]);
  });
});
