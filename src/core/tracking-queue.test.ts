// @vitest-environment happy-dom
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startTestServer, waitForRequests, type TestServer } from '../../test/unit/core-test-server.ts';
import { createEvent } from './tracking-events.ts';
import { createTrackingQueue, TRACK_THROTTLE_MS } from './tracking-queue.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const event = (contentId: string) =>
  createEvent(
    'impression',
    { contentId },
    { ownerId: 'abcd', url: location.href, userAttributes: {}, sessionId: 's', visitorId: 'v' },
  );
/**
 * Observes the requests the queue starts (each still goes to the test server): a send shows
 * here the moment it is made, so "nothing was sent" needs no waiting.
 */
const watchFetch = () => vi.spyOn(globalThis, 'fetch');
/** The queue's timer under the test's control (the requests themselves run in real time). */
const fakeTimers = () => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });

describe('TrackingQueue', () => {
  it('POSTs the queued events together after the 5 ms throttle, with the SDK headers', async () => {
    let sends = 0;
    const fetches = watchFetch();
    fakeTimers();
    const queue = createTrackingQueue({
      endpoint: () => `${server.origin}/api/v1/track`,
      canSend: () => true,
      beforeSend: () => sends++,
    });
    queue.push(event('a'));
    queue.push(event('b'));
    vi.advanceTimersByTime(TRACK_THROTTLE_MS - 1);
    expect(fetches).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fetches).toHaveBeenCalledTimes(1);
    vi.runAllTimers(); // nothing else is waiting to be sent
    expect(fetches).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
    const [request] = await waitForRequests(server, 1);
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/v1/track');
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.headers['x-builder-sdk']).toBe('builder-elements');
    expect(request.headers['x-builder-sdk-gen']).toBe('2');
    expect(request.headers['x-builder-sdk-version']).toBe('2.0.6');
    expect(JSON.parse(request.body).events.map((e: { data: { contentId: string } }) => e.data.contentId)).toEqual([
      'a',
      'b',
    ]);
    expect(sends).toBe(1);
    expect(server.requests).toHaveLength(1);
  });

  it('holds events while tracking is not allowed and sends them once it is', async () => {
    let allowed = false;
    const fetches = watchFetch();
    fakeTimers();
    const queue = createTrackingQueue({ endpoint: () => `${server.origin}/api/v1/track`, canSend: () => allowed });
    queue.push(event('held'));
    queue.flush();
    vi.runAllTimers(); // however long it waits
    expect(fetches).not.toHaveBeenCalled();
    allowed = true;
    queue.schedule();
    vi.advanceTimersByTime(TRACK_THROTTLE_MS);
    expect(fetches).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
    const [request] = await waitForRequests(server, 1);
    expect(JSON.parse(request.body).events[0].data.contentId).toBe('held');
  });

  it("sends one batch per host, in one flush, each to its own endpoint; events without a host to the owner's", async () => {
    const other = await startTestServer();
    try {
      const fetches = watchFetch();
      fakeTimers();
      const queue = createTrackingQueue({
        endpoint: (host = server.origin) => `${host}/api/v1/track`,
        canSend: () => true,
      });
      queue.push(event('a1'), other.origin);
      queue.push(event('owner1'));
      queue.push(event('a2'), other.origin);
      queue.push(event('owner2'));
      vi.advanceTimersByTime(TRACK_THROTTLE_MS);
      expect(fetches.mock.calls.map(([url]) => String(url))).toEqual([
        `${other.origin}/api/v1/track`,
        `${server.origin}/api/v1/track`,
      ]);
      vi.useRealTimers();
      const ids = (request: { body: string }) =>
        JSON.parse(request.body).events.map((e: { data: { contentId: string } }) => e.data.contentId);
      expect(ids((await waitForRequests(other, 1))[0])).toEqual(['a1', 'a2']);
      expect(ids((await waitForRequests(server, 1))[0])).toEqual(['owner1', 'owner2']);
    } finally {
      await other.close();
    }
  });

  it('sends at once when the page is hidden', async () => {
    const queue = createTrackingQueue({ endpoint: () => `${server.origin}/api/v1/track`, canSend: () => true });
    queue.push(event('leaving'));
    window.dispatchEvent(new Event('pagehide'));
    const [request] = await waitForRequests(server, 1);
    expect(JSON.parse(request.body).events[0].data.contentId).toBe('leaving');
  });

  it('is silent when the request cannot be made', async () => {
    const unhandled: unknown[] = [];
    const record = (reason: unknown) => void unhandled.push(reason);
    process.on('unhandledRejection', record);
    try {
      const queue = createTrackingQueue({ endpoint: () => 'http://[not a host/api/v1/track', canSend: () => true });
      queue.push(event('lost'));
      expect(() => queue.flush()).not.toThrow();
      // Node reports a rejection nobody handled as soon as the task that made it ends: the next one is later.
      await new Promise((resolve) => setImmediate(resolve));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', record);
    }
  });
});
