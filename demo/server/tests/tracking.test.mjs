// @ts-check
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startForTest } from './harness.mjs';

/** @type {Awaited<ReturnType<typeof startForTest>>} */
let t;

beforeAll(async () => {
  t = await startForTest({ contentDirs: [] });
});
afterAll(() => t.service.close());
beforeEach(() => t.service.clearEvents());

/**
 * @param {unknown} body
 * @param {Record<string, string>} [headers]
 */
const track = (body, headers = {}) =>
  t.json('/api/v1/track', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

const impression = {
  type: 'impression',
  data: { contentId: 'c1', ownerId: 'demo', userAttributes: { urlPath: '/', device: 'desktop' } },
};

describe('POST /api/v1/track', () => {
  it('logs each event with its arrival time and the x-builder-sdk* headers', async () => {
    const click = { type: 'click', data: { contentId: 'c1', metadata: { builderElementIndex: 0 } } };
    const res = await track(
      { events: [impression, click] },
      {
        'x-builder-sdk': 'builder-elements',
        'x-builder-sdk-gen': '1',
        'x-builder-sdk-version': '0.1.0',
        'x-other': 'not kept',
      },
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ received: 2 });
    const events = t.service.events();
    expect(events.map((event) => event.type)).toEqual(['impression', 'click']);
    expect(events[0].data).toEqual(impression.data);
    expect(events[0].headers).toEqual({
      'x-builder-sdk': 'builder-elements',
      'x-builder-sdk-gen': '1',
      'x-builder-sdk-version': '0.1.0',
    });
    expect(Date.parse(events[0].receivedAt)).toBeGreaterThan(Date.now() - 10_000);
  });

  it('appends one JSON line per event to the log in the data folder', async () => {
    await track({ events: [impression, { type: 'conversion', data: { amount: 12 } }] });
    const file = path.join(t.service.dataDir, 'track-events.jsonl');
    // The service answers once the lines are written.
    const lines = (await readFile(file, 'utf8'))
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(lines.map((line) => line.type)).toEqual(['impression', 'conversion']);
  });

  it.each([
    ['a body that is not JSON', '{"events": ['],
    ['a body without events', { event: [] }],
    ['events that are not a list', { events: {} }],
    ['an event that is not an object', { events: ['impression'] }],
    ['an unknown event type', { events: [{ type: 'view', data: {} }] }],
    ['an event without data', { events: [{ type: 'click' }] }],
    ['an event whose data is a list', { events: [{ type: 'click', data: [] }] }],
  ])('refuses %s with 400 and a JSON error', async (_what, body) => {
    const res = await track(body);
    expect(res.status).toBe(400);
    expect(typeof res.body.error.message).toBe('string');
    expect(t.service.events()).toEqual([]);
  });

  it('refuses a body over 1 MiB with 413', async () => {
    const res = await track({ events: [{ type: 'click', data: { padding: 'x'.repeat(1024 * 1024) } }] });
    expect(res.status).toBe(413);
    expect(res.body.error.code).toBe('payload_too_large');
  });
});

describe('/api/v1/track/events', () => {
  it('lists what arrived, filters by since, and clears on DELETE', async () => {
    await track({ events: [impression] });
    // `since` counts from the millisecond after the first event arrived; the next is sent once the clock has passed it.
    const markTime = Date.parse(t.service.events()[0].receivedAt) + 1;
    const mark = new Date(markTime).toISOString();
    while (Date.now() < markTime) await new Promise((resolve) => setImmediate(resolve));
    await track({ events: [{ type: 'click', data: {} }] });
    expect((await t.json('/api/v1/track/events')).body.events).toHaveLength(2);
    const since = await t.json(`/api/v1/track/events?since=${encodeURIComponent(mark)}`);
    expect(since.body.events.map((/** @type {any} */ event) => event.type)).toEqual(['click']);
    expect((await t.json('/api/v1/track/events', { method: 'DELETE' })).body).toEqual({ cleared: 2 });
    expect((await t.json('/api/v1/track/events')).body.events).toEqual([]);
    expect(t.service.events()).toEqual([]);
  });
});
