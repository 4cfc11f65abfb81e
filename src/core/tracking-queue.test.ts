// @vitest-environment happy-dom
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, waitForRequests, type TestServer } from '../../test/unit/core-test-server.ts';
import { createEvent } from './tracking-events.ts';
import { createTrackingQueue } from './tracking-queue.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});

const event = (contentId: string) =>
  createEvent('impression', { contentId }, { ownerId: 'abcd', url: location.href, userAttributes: {}, sessionId: 's', visitorId: 'v' });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('TrackingQueue', () => {
  it('POSTs the queued events together after the 5 ms throttle, with the SDK headers', async () => {
    let sends = 0;
    const queue = createTrackingQueue({ endpoint: () => `${server.origin}/api/v1/track`, canSend: () => true, beforeSend: () => sends++ });
    queue.push(event('a'));
    queue.push(event('b'));
    const [request] = await waitForRequests(server, 1);
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/v1/track');
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.headers['x-builder-sdk']).toBe('builder-elements');
    expect(request.headers['x-builder-sdk-gen']).toBe('2');
    expect(request.headers['x-builder-sdk-version']).toBe('2.0.6');
    expect(JSON.parse(request.body).events.map((e: { data: { contentId: string } }) => e.data.contentId)).toEqual(['a', 'b']);
    expect(sends).toBe(1);
    await sleep(20);
    expect(server.requests).toHaveLength(1);
  });

  it('holds events while tracking is not allowed and sends them once it is', async () => {
    let allowed = false;
    const queue = createTrackingQueue({ endpoint: () => `${server.origin}/api/v1/track`, canSend: () => allowed });
    queue.push(event('held'));
    queue.flush();
    await sleep(20);
    expect(server.requests).toHaveLength(0);
    allowed = true;
    queue.schedule();
    const [request] = await waitForRequests(server, 1);
    expect(JSON.parse(request.body).events[0].data.contentId).toBe('held');
  });

  it('sends at once when the page is hidden', async () => {
    const queue = createTrackingQueue({ endpoint: () => `${server.origin}/api/v1/track`, canSend: () => true });
    queue.push(event('leaving'));
    window.dispatchEvent(new Event('pagehide'));
    const [request] = await waitForRequests(server, 1);
    expect(JSON.parse(request.body).events[0].data.contentId).toBe('leaving');
  });

  it('is silent when the request cannot be made', async () => {
    const queue = createTrackingQueue({ endpoint: () => 'http://[not a host/api/v1/track', canSend: () => true });
    queue.push(event('lost'));
    expect(() => queue.flush()).not.toThrow();
    await sleep(20);
  });
});
