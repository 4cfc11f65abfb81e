// The core in real Chromium against the local content service: fetches, A/B from a cookie,
// tracking requests with their headers (CORS preflight included), cookies and keepalive sends.
import { expect } from 'chai';
import { recordFetches, testEnv, waitFor } from '../../test/helpers/browser.ts';
import { installFakeClock } from '../../test/helpers/fake-clock.ts';
import { Builder } from './builder.ts';

interface LoggedEvent {
  type: string;
  data: Record<string, unknown> & { contentId?: string; metadata?: Record<string, unknown> };
  headers: Record<string, string>;
}

const client = (canTrack = true) => {
  const b = new Builder().init(testEnv().apiKey, canTrack);
  b.apiHost = testEnv().serviceUrl;
  return b;
};

async function eventsFor(contentId: string): Promise<LoggedEvent[]> {
  const response = await fetch(`${testEnv().serviceUrl}/api/v1/track/events`);
  const { events } = (await response.json()) as { events: LoggedEvent[] };
  return events.filter((event) => event.data.contentId === contentId);
}

function waitForEvents(contentId: string, count = 1): Promise<LoggedEvent[]> {
  return waitFor(async () => {
    const found = await eventsFor(contentId);
    return found.length >= count && found;
  }, `${count} event(s) for ${contentId}`);
}

const unique = (label: string) => `${label}-${Math.random().toString(16).slice(2)}`;

function clearCookies() {
  for (const name of document.cookie.split(';').map((c) => c.split('=')[0].trim())) {
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

describe('core in the browser', () => {
  beforeEach(() => {
    clearCookies();
    localStorage.removeItem('builderVisitorId');
  });

  it('fetches an entry and parses its blocksString', async () => {
    const page = await client().get('page', { url: '/test-blocks-string' }).promise();
    expect(page?.id).to.equal('test-blocks-string');
    expect(page?.data?.blocksString).to.equal(undefined);
    expect(JSON.stringify(page?.data?.blocks)).to.contain('From blocksString');
  });

  it('fetches two entries concurrently without mixing them up', async () => {
    const b = client();
    const [symbol, page] = await Promise.all([
      b.get('symbol', { entry: 'test-symbol' }).promise(),
      b.get('page', { entry: 'test-page' }).promise(),
    ]);
    expect([symbol?.id, page?.id]).to.deep.equal(['test-symbol', 'test-page']);
  });

  it('shows the variation named by the visitor cookie', async () => {
    document.cookie = 'builder.tests.test-ab=test-ab-variation-b; path=/';
    const page = await client().get('page', { url: '/test-ab' }).promise();
    expect(page?.variationId).to.equal('test-ab-variation-b');
    expect(page?.testVariationName).to.equal('Variation B');
  });

  it('reports an unknown API key to the error callback', async () => {
    const b = client();
    const error = await new Promise<Error>((resolve) =>
      b.get('page', { apiKey: 'not-a-key' }).subscribe(
        () => {},
        (e) => resolve(e as Error),
      ),
    );
    expect(error.message).to.match(/^Fetching content failed with HTTP 401/);
  });

  it('tracks an impression with the SDK headers and stores the session and visitor ids', async () => {
    const contentId = unique('core-impression');
    client().trackImpression(contentId);
    const [event] = await waitForEvents(contentId);
    expect(event.type).to.equal('impression');
    expect(event.headers).to.include({
      'x-builder-sdk': 'builder-elements',
      'x-builder-sdk-gen': '2',
      'x-builder-sdk-version': '2.0.6',
    });
    expect(event.data.ownerId).to.equal(testEnv().apiKey);
    expect(event.data.metadata?.url).to.equal(location.href);
    expect(event.data.userAttributes).to.deep.equal({
      urlPath: location.pathname,
      host: location.host,
      device: 'desktop',
    });
    expect(event.data.sessionId).to.match(/^[a-f0-9]{32}$/);
    expect(document.cookie).to.contain(`builderSessionId=${String(event.data.sessionId)}`);
    expect(localStorage.getItem('builderVisitorId')).to.equal(event.data.visitorId);
  });

  it('sends the calls of one moment in order, in one session', async () => {
    const contentId = unique('core-in-order');
    const b = client();
    b.trackImpression(contentId);
    b.trackInteraction(contentId, undefined, false);
    b.trackConversion(3, contentId);
    b.trackImpression(contentId, 'variation-4');
    const events = await waitForEvents(contentId, 4);
    expect(events.map((event) => [event.type, event.data.variationId])).to.deep.equal([
      ['impression', undefined],
      ['click', undefined],
      ['conversion', undefined],
      ['impression', 'variation-4'],
    ]);
    expect(new Set(events.map((event) => event.data.sessionId)).size).to.equal(1);
    expect(document.cookie).to.contain(`builderSessionId=${String(events[0].data.sessionId)}`);
  });

  it('sends what is queued when the page is hidden', async () => {
    const contentId = unique('core-pagehide');
    const b = client();
    b.trackImpression(contentId);
    await waitForEvents(contentId);
    // The queue's timer held: only the page hide can send the conversion now.
    const clock = installFakeClock();
    const fetches = recordFetches();
    try {
      b.trackConversion(12, contentId, undefined, { plan: 'gold' });
      expect(fetches.requests).to.deep.equal([]);
      window.dispatchEvent(new PageTransitionEvent('pagehide'));
      expect(fetches.requests.map((r) => `${r.method} ${r.url}`)).to.deep.equal([
        `POST ${testEnv().serviceUrl}/api/v1/track`,
      ]);
    } finally {
      fetches.stop();
      clock.uninstall();
    }
    const event = (await waitForEvents(contentId, 2)).find((e) => e.type === 'conversion');
    expect(event?.data.amount).to.equal(12);
    expect(event?.data.meta).to.deep.equal({ plan: 'gold' });
  });

  it('sends nothing and stores nothing while tracking is not allowed', async () => {
    const contentId = unique('core-no-track');
    // The tracking queue waits with setTimeout: on a fake clock, "however long it waits" is one tick;
    // a request would be recorded the moment it starts.
    const clock = installFakeClock();
    const fetches = recordFetches();
    try {
      const b = client(false);
      b.trackImpression(contentId);
      b.trackImpression(contentId);
      // However long the queue waits, and on page hide.
      clock.tick(60_000);
      window.dispatchEvent(new PageTransitionEvent('pagehide'));
    } finally {
      fetches.stop();
      clock.uninstall();
    }
    expect(fetches.requests).to.deep.equal([]);
    expect(await eventsFor(contentId)).to.deep.equal([]);
    expect(document.cookie).not.to.contain('builderSessionId');
    expect(localStorage.getItem('builderVisitorId')).to.equal(null);
  });
});
