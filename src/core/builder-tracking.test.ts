// @vitest-environment happy-dom
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startTestServer, waitForRequests, type TestServer } from '../../test/unit/core-test-server.ts';
import { Builder } from './builder.ts';
import { setTrackingContent } from './tracking-content.ts';
import { TRACK_THROTTLE_MS } from './tracking-queue.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  history.replaceState(null, '', '/');
  localStorage.clear();
  setTrackingContent(null);
  for (const name of document.cookie.split(';').map((c) => c.split('=')[0].trim())) {
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const HEX32 = /^[a-f0-9]{32}$/;
/**
 * For "sends nothing" checks: the tracking queue's timer under the test's control, and the
 * requests it starts observed (each still goes to the test server) the moment they are made.
 */
function holdTheClock() {
  const fetches = vi.spyOn(globalThis, 'fetch');
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  return {
    /** Whatever the queue would do however long it waited, done now; then real time again. */
    waitAsLongAsItLikes() {
      vi.runAllTimers();
      vi.useRealTimers();
    },
    sent: () => fetches.mock.calls.length,
  };
}
const client = (canTrack = true) => {
  const b = new Builder().init('abcd', canTrack);
  b.apiHost = server.origin;
  return b;
};
const sentEvents = async (count = 1) => {
  const requests = await waitForRequests(server, count);
  return requests.flatMap((r) => JSON.parse(r.body).events);
};

describe('Builder tracking', () => {
  it('POSTs an impression with the page, visitor and SDK fields, then stores the ids', async () => {
    client().trackImpression('c1');
    const [request] = await waitForRequests(server, 1);
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/v1/track');
    expect(request.headers).toMatchObject({
      'content-type': 'application/json',
      'x-builder-sdk': 'builder-elements',
      'x-builder-sdk-gen': '2',
      'x-builder-sdk-version': '2.0.6',
    });
    const body = JSON.parse(request.body);
    expect(body).toEqual({
      events: [
        {
          type: 'impression',
          data: {
            contentId: 'c1',
            ownerId: 'abcd',
            metadata: { url: 'http://localhost:3000/' },
            userAttributes: { urlPath: '/', host: 'localhost:3000', device: 'desktop' },
            sessionId: expect.stringMatching(HEX32),
            visitorId: expect.stringMatching(HEX32),
          },
        },
      ],
    });
    const { sessionId, visitorId } = body.events[0].data;
    expect(document.cookie).toBe(`builderSessionId=${sessionId}`);
    expect(localStorage.getItem('builderVisitorId')).toBe(visitorId);
  });

  it('sends variationId only when it differs from the content id', async () => {
    const b = client();
    b.trackImpression('c1', 'c1');
    b.trackImpression('c1', 'v1');
    const events = await sentEvents();
    expect(events.map((e) => e.data.variationId)).toEqual([undefined, 'v1']);
  });

  it('makes no request and sets no cookie or storage while canTrack is false, then sends the queue', async () => {
    const clock = holdTheClock();
    const b = client(false);
    b.trackImpression('held');
    b.trackConversion(5);
    vi.runAllTimers();
    expect(clock.sent()).toBe(0);
    expect(document.cookie).toBe('');
    expect(localStorage.length).toBe(0);
    b.canTrack = true;
    vi.advanceTimersByTime(TRACK_THROTTLE_MS);
    expect(clock.sent()).toBe(1);
    clock.waitAsLongAsItLikes();
    expect((await sentEvents()).map((e) => e.type)).toEqual(['impression', 'conversion']);
    expect(document.cookie).toMatch(/^builderSessionId=[a-f0-9]{32}$/);
  });

  it('sends every call in order, in one request, whatever canTrack did meanwhile', async () => {
    const b = client(false);
    b.trackImpression('first');
    b.canTrack = true;
    b.trackConversion(1, 'second');
    b.canTrack = false;
    b.track('custom', { contentId: 'third' });
    b.canTrack = true;
    b.trackInteraction('fourth');
    b.trackImpression('fifth');
    const events = await sentEvents();
    expect(events.map((e) => [e.type, e.data.contentId])).toEqual([
      ['impression', 'first'],
      ['conversion', 'second'],
      ['custom', 'third'],
      ['click', 'fourth'],
      ['impression', 'fifth'],
    ]);
    // One visitor, one session, stored once sent.
    expect(new Set(events.map((e) => `${e.data.sessionId} ${e.data.visitorId}`)).size).toBe(1);
    expect(document.cookie).toBe(`builderSessionId=${events[0].data.sessionId}`);
    // A later call goes in a request of its own.
    b.trackImpression('sixth');
    expect((await waitForRequests(server, 2))[1].body).toContain('"contentId":"sixth"');
    expect(server.requests).toHaveLength(2);
  });

  it('reads the page, the user attributes and the properties when track() is called, not when the queue sends', async () => {
    const b = client();
    history.replaceState(null, '', '/before');
    const plan = { name: 'gold' };
    b.setUserAttributes({ plan });
    const metadata = { step: 1 };
    b.trackImpression('c1', undefined, metadata);
    metadata.step = 2;
    plan.name = 'silver';
    history.replaceState(null, '', '/after');
    const [event] = await sentEvents();
    expect(event.data.metadata).toEqual({ url: 'http://localhost:3000/before', step: 1 });
    expect(event.data.userAttributes).toMatchObject({ urlPath: '/before', plan: { name: 'gold' } });
  });

  it('sends nothing and stores nothing while canTrack is false, even when the page is hidden', async () => {
    const clock = holdTheClock();
    const b = client(false);
    b.trackImpression('never-before');
    b.trackImpression('never-after');
    clock.waitAsLongAsItLikes();
    window.dispatchEvent(new Event('pagehide'));
    expect(clock.sent()).toBe(0);
    expect(document.cookie).toBe('');
    expect(localStorage.length).toBe(0);
  });

  it('credits conversions to the page content, never a nested symbol', async () => {
    setTrackingContent({ contentId: 'page-id', variationId: 'page-variation' });
    setTrackingContent({ contentId: 'symbol-id' }, { nested: true });
    client().trackConversion();
    const [event] = await sentEvents();
    expect(event.type).toBe('conversion');
    expect(event.data.contentId).toBe('page-id');
    expect(event.data.variationId).toBe('page-variation');
    expect('amount' in event.data).toBe(false);
  });

  it('falls back to nested content when the page has none', async () => {
    setTrackingContent({ contentId: 'symbol-id' }, { nested: true });
    client().trackConversion(1);
    expect((await sentEvents())[0].data.contentId).toBe('symbol-id');
  });

  it('sends every conversion argument', async () => {
    setTrackingContent({ contentId: 'test-content-id', variationId: 'test-content-id' });
    const b = client();
    b.trackConversion(100);
    b.trackConversion(
      100,
      'test-content-id',
      'test-variation-id',
      { product: 'premium-shoes' },
      { userId: 'user-123' },
    );
    const [basic, full] = await sentEvents();
    expect(basic.data).toMatchObject({ amount: 100, contentId: 'test-content-id', ownerId: 'abcd' });
    expect(basic.data.variationId).toBeUndefined();
    expect(full.data).toMatchObject({
      amount: 100,
      contentId: 'test-content-id',
      variationId: 'test-variation-id',
      meta: { product: 'premium-shoes' },
      context: { userId: 'user-123' },
    });
  });

  describe("with a content tree's own host", () => {
    let other: TestServer;
    beforeAll(async () => {
      other = await startTestServer();
    });
    afterAll(() => other.close());
    beforeEach(() => {
      other.requests.length = 0;
    });
    const contentIds = (requests: { body: string }[]) =>
      requests.flatMap((r) => JSON.parse(r.body).events.map((e: { data: { contentId: string } }) => e.data.contentId));

    it("sends each event to the host its call names, the others to the instance's, and leaves the instance as it was", async () => {
      const b = client();
      b.trackImpression('to-other', undefined, undefined, { apiHost: `${other.origin}/` });
      b.trackImpression('to-instance');
      b.trackInteraction('to-other-too', undefined, false, undefined, { apiHost: other.origin });
      const [toOther] = await waitForRequests(other, 1);
      const [toInstance] = await waitForRequests(server, 1);
      expect(toOther.url).toBe('/api/v1/track');
      expect(contentIds([toOther])).toEqual(['to-other', 'to-other-too']);
      expect(contentIds([toInstance])).toEqual(['to-instance']);
      expect(b.apiHost).toBe(server.origin);
      // The two batches left in one flush: no third request is on its way.
      expect(server.requests.length + other.requests.length).toBe(2);
    });

    it("sends a conversion credited to the page content to that content's host, unless the call names a host", async () => {
      setTrackingContent({ contentId: 'page-id', apiHost: other.origin });
      const b = client();
      b.trackConversion(3);
      b.trackConversion(4, undefined, undefined, undefined, undefined, { apiHost: server.origin });
      b.trackConversion(5, 'named-id');
      const [toOther] = await waitForRequests(other, 1);
      const [toInstance] = await waitForRequests(server, 1);
      expect(JSON.parse(toOther.body).events.map((e: { data: { amount: number } }) => e.data.amount)).toEqual([3]);
      expect(
        JSON.parse(toInstance.body).events.map((e: { data: { amount: number; contentId: string } }) => [
          e.data.amount,
          e.data.contentId,
        ]),
      ).toEqual([
        [4, 'page-id'],
        [5, 'named-id'],
      ]);
    });
  });

  it('sends clicks with heat-map data', async () => {
    document.body.innerHTML =
      '<div class="builder-block builder-b1" builder-id="builder-b1"><h1>SDK Feature testing project</h1></div>';
    const heading = document.querySelector('h1')!;
    client().trackInteraction('c1', undefined, false, { target: heading, clientX: 0, clientY: 0 });
    const [click] = await sentEvents();
    expect(click.type).toBe('click');
    expect(click.data).toMatchObject({
      contentId: 'c1',
      unique: true,
      targetBuilderElement: 'builder-b1',
      metadata: {
        url: 'http://localhost:3000/',
        builderElementIndex: 0,
        targetOffset: { x: 0, y: 0 },
        builderTargetOffset: { x: 0, y: 0 },
      },
      userAttributes: { device: 'desktop' },
    });
  });

  it('logs the uninitialised-SDK error when there is no API key', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const clock = holdTheClock();
    const b = new Builder();
    b.canTrack = true;
    b.apiHost = server.origin;
    b.trackImpression('c1');
    expect(error).toHaveBeenCalledWith(
      'Builder integration error: Looks like the Builder SDK has not been initialized properly (your API key has not been set).',
    );
    error.mockRestore();
    clock.waitAsLongAsItLikes();
    expect(clock.sent()).toBe(0);
  });

  it('does not track in a preview or outside production', async () => {
    const clock = holdTheClock();
    const b = client();
    history.replaceState(null, '', '/?builder.preview=page');
    b.trackImpression('preview');
    history.replaceState(null, '', '/');
    b.env = 'qa';
    b.trackImpression('qa');
    clock.waitAsLongAsItLikes();
    expect(clock.sent()).toBe(0);
  });

  it('does not track bots by default', async () => {
    const userAgent = vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 HeadlessChrome/156');
    const b = new Builder().init('abcd');
    userAgent.mockRestore();
    expect(b.canTrack).toBe(false);
    const clock = holdTheClock();
    b.apiHost = server.origin;
    b.trackImpression('c1');
    clock.waitAsLongAsItLikes();
    expect(clock.sent()).toBe(0);
    expect(document.cookie).toBe('');
  });
});

describe('the builder singleton', () => {
  it('is one instance per page, even when a second copy of the kit loads', async () => {
    const first = (await import('./singleton.ts')).builder;
    vi.resetModules();
    const second = await import('./singleton.ts');
    expect(second.builder).toBe(first);
    expect(first).toBeInstanceOf(Builder);
  });
});
