/**
 * Conformance: tracking and A/B tests (tracking.spec, ab-test.spec, track-conversion.spec,
 * "Tracking › cookies" for symbols). Track requests go to the local content service, which
 * logs each event with the `x-builder-sdk*` headers it came with.
 *
 * The peer's page ran on `localhost:<port>`; this suite's page runs on the test runner's host,
 * so `metadata.url` and `userAttributes.host` are checked against the page's own address.
 */
import { expect } from 'chai';
import {
  byText,
  clearCookies,
  clearTrackedEvents,
  cleanup,
  click,
  cookie,
  drainTracking,
  findByText,
  isVisible,
  quiet,
  renderRoute,
  trackedEvents,
  viewport,
  waitFor,
  waitForEvent,
  waitForText,
  watchCookieWrites,
  type LoggedEvent,
} from './harness.tsx';
import type { BuilderContent } from '../../src/index.ts';
import { renderContentToHtml } from '../helpers/server-render.ts';

const HEX32 = /^[a-f0-9]{32}$/;

/** The fields every tracking event carries (tracking.spec's shared checks). */
function expectVisitorFields(event: LoggedEvent, urlPath: string): void {
  const { data } = event;
  expect(data.sessionId).to.match(HEX32);
  expect(data.visitorId).to.match(HEX32);
  expect(data.ownerId).to.match(/abcd/);
  expect(data.metadata).to.be.an('object');
  expect(data.metadata.url).to.equal(location.href);
  expect(data.userAttributes.device).to.equal('desktop');
  expect(data.userAttributes.urlPath).to.equal(urlPath);
  expect(data.userAttributes.host).to.equal(location.host);
  expect(event.headers['x-builder-sdk']).to.be.a('string').and.not.equal('');
  expect(event.headers['x-builder-sdk-gen']).to.be.a('string').and.not.equal('');
  expect(event.headers['x-builder-sdk-version']).to.match(/\d+\.\d+\.\d+/);
}

const conversion = (event: LoggedEvent) => event.type === 'conversion';

describe('conformance: tracking and A/B tests', () => {
  before(() => viewport());
  beforeEach(async () => {
    cleanup();
    // The last test's events and cookie writes are all done before this one's window starts.
    await drainTracking();
    clearCookies();
    await clearTrackedEvents();
  });
  afterEach(() => cleanup());

  describe('homepage.json (/ and /can-track-false)', () => {
    it('sends an impression with visitor, page and SDK data, then sets builderSessionId', async () => {
      await renderRoute('/');
      const event = await waitForEvent((e) => e.type === 'impression');
      expect(event.data.contentId).to.be.a('string');
      expectVisitorFields(event, '/');
      await waitFor(() => cookie('builderSessionId'), 'builderSessionId cookie');
    });

    it('sends a click with heat-map data', async () => {
      await renderRoute('/');
      await waitForEvent((e) => e.type === 'impression');
      await click(byText('SDK Feature testing project'));
      const event = await waitForEvent((e) => e.type === 'click');
      expectVisitorFields(event, '/');
      const { metadata } = event.data;
      for (const value of [
        metadata.builderElementIndex,
        metadata.builderTargetOffset.x,
        metadata.builderTargetOffset.y,
        metadata.targetOffset.x,
        metadata.targetOffset.y,
      ]) {
        expect(Number.isFinite(Number(value)), String(value)).to.equal(true);
      }
    });

    it('with canTrack false sends nothing and sets no builderSessionId cookie', async () => {
      const cookies = watchCookieWrites();
      try {
        await renderRoute('/can-track-false');
        await click(byText('SDK Feature testing project'));
        await quiet();
        expect(cookies.writes.filter((write) => write.startsWith('builderSessionId='))).to.deep.equal([]);
      } finally {
        cookies.stop();
      }
      await drainTracking();
      expect(await trackedEvents()).to.have.length(0);
    });
  });

  describe('ab-test.json (/ab-test)', () => {
    const ID = '691abdd7105c4cf7b9609995fc1fb56c';
    const VARIATION_1 = '661775df8c2c41d6afc0aa1b5fd1dd61';
    const visibleIn = (text: string) =>
      findByText(text).some((el) => el.closest('div[builder-content-id]') && isVisible(el));

    for (let run = 1; run <= 3; run++) {
      it(`cookie = content id shows the default and tracks it without variationId (run ${run})`, async () => {
        const { root } = await renderRoute('/ab-test', { cookies: { [`builder.tests.${ID}`]: ID } });
        expect(root.getAttribute('builder-content-id')).to.equal(ID);
        await waitForText('This is the default variation!');
        expect(visibleIn('This is variation 1')).to.equal(false);
        expect(visibleIn('text only in variation 2')).to.equal(false);
        await waitForEvent((e) => e.type === 'impression');
        await drainTracking();
        const events = await trackedEvents();
        expect(events).to.have.length(1);
        expect(events[0].data.contentId).to.equal(ID);
        expect(events[0].data.variationId).to.equal(undefined);
      });

      it(`cookie = variation 1 shows it and tracks its variationId (run ${run})`, async () => {
        const { root } = await renderRoute('/ab-test', { cookies: { [`builder.tests.${ID}`]: VARIATION_1 } });
        expect(root.getAttribute('builder-content-id')).to.equal(VARIATION_1);
        await waitForText('This is variation 1');
        expect(visibleIn('This is the default variation!')).to.equal(false);
        expect(visibleIn('text only in variation 2')).to.equal(false);
        await waitForEvent((e) => e.type === 'impression');
        await drainTracking();
        const events = await trackedEvents();
        expect(events).to.have.length(1);
        expect(events[0].data.variationId).to.equal(VARIATION_1);
      });
    }

    it('without a cookie draws a variation and stores it in builder.tests.<id>', async () => {
      const { root } = await renderRoute('/ab-test');
      const chosen = root.getAttribute('builder-content-id');
      expect([ID, VARIATION_1, 'd7b7153da32c4d219b9b5c63ec129c94']).to.include(chosen);
      expect(cookie(`builder.tests.${ID}`)).to.equal(chosen);
    });

    it('server-rendered HTML holds exactly one builderio-init-variants-fns script', async () => {
      const fixture = (await import('./peer/fixtures/ab-test.json')).default as unknown as BuilderContent;
      const { html } = await renderContentToHtml({ content: fixture, apiKey: 'abcd', model: 'page' });
      const response = `<!doctype html><html><head></head><body><div id="app">${html}</div></body></html>`;
      const page = new DOMParser().parseFromString(response, 'text/html');
      expect(page.querySelectorAll('script[data-id="builderio-init-variants-fns"]')).to.have.length(1);
    });
  });

  describe('track-conversion.json (/track-conversion)', () => {
    const render = (variation: string) =>
      renderRoute('/track-conversion', { cookies: { 'builder.tests.test-content-id': variation } });

    it('"Track conversion with amount" sends one conversion of 100 for the page content', async () => {
      await render('test-content-id');
      await click(byText('Track conversion with amount'));
      const event = await waitForEvent(conversion);
      expect(event.data.amount).to.equal(100);
      expect(event.data.contentId).to.equal('test-content-id');
      await drainTracking();
      expect((await trackedEvents()).filter(conversion)).to.have.length(1);
    });

    it('"Track conversion without amount" sends no amount', async () => {
      await render('test-content-id');
      await click(byText('Track conversion without amount'));
      const event = await waitForEvent(conversion);
      expect(event.data.amount).to.equal(undefined);
      expect(event.data.contentId).to.equal('test-content-id');
    });

    it('"Track Conversion with All Parameters" sends amount, ids, meta and context', async () => {
      await render('test-content-id');
      await click(byText('Track Conversion with All Parameters'));
      const event = await waitForEvent(conversion);
      expect(event.data.amount).to.equal(100);
      expect(event.data.contentId).to.equal('test-content-id');
      expect(event.data.variationId).to.equal('test-variation-id');
      expect(event.data.meta).to.deep.equal({ product: 'premium-shoes' });
      expect(event.data.context).to.deep.equal({ userId: 'user-123' });
    });

    it('in the variation, "Track Basic Conversion" carries the variation id', async () => {
      await render('test-variation-id');
      await waitForText('Variation 1');
      await click(byText('Track Basic Conversion'));
      const event = await waitForEvent(conversion);
      expect(event.data.amount).to.equal(100);
      expect(event.data.contentId).to.equal('test-content-id');
      expect(event.data.variationId).to.equal('test-variation-id');
    });

    it('in the default, "Track Basic Conversion" has no variationId and the API key as owner', async () => {
      await render('test-content-id');
      await waitForText('Default Variant');
      await click(byText('Track Basic Conversion'));
      const event = await waitForEvent(conversion);
      expect(event.data.amount).to.equal(100);
      expect(event.data.contentId).to.equal('test-content-id');
      expect(event.data.variationId).to.equal(undefined);
      expect(event.data.ownerId).to.match(/abcd/);
    });
  });

  describe('symbol-with-conversion.json (/symbol-conversion)', () => {
    it('a conversion from the fetched symbol is credited to the page content', async () => {
      performance.clearResourceTimings();
      await renderRoute('/symbol-conversion', { cookies: { 'builder.tests.test-content-id': 'test-content-id' } });
      const button = await waitForText('Track Symbol Conversion');
      await click(button);
      const event = await waitForEvent(conversion);
      expect(event.data.amount).to.equal(undefined);
      expect(event.data.contentId).to.equal('test-content-id');
      expect(event.data.ownerId).to.match(/abcd/);
      expect(event.data.sessionId).to.match(HEX32);
      expect(event.data.visitorId).to.match(HEX32);
      expect(event.headers['x-builder-sdk']).to.be.a('string');
      expect(event.headers['x-builder-sdk-gen']).to.be.a('string');
      expect(event.headers['x-builder-sdk-version']).to.match(/\d+\.\d+\.\d+/);
      const symbolRequests = performance
        .getEntriesByType('resource')
        .filter((e) => /\/api\/v3\/(content|query\/abcd)\/symbol/.test(e.name));
      expect(symbolRequests.length).to.be.at.least(1);
    });
  });

  describe('section-with-conversion.json (/section-conversion, held back)', () => {
    it('renders the section fetched from sample-section-model and its conversion button tracks', async () => {
      await renderRoute('/section-conversion');
      await waitForText('Symbol Conversion Tracking Test');
      const button = await waitFor(
        () =>
          findByText('Section Button', { exact: true })
            .filter((el) => el.closest('[builder-model="sample-section-model"]'))
            .find(isVisible),
        'section button',
      );
      await click(button);
      const event = await waitForEvent(conversion);
      expect(event.data.contentId).to.equal('test-content-id');
    });
  });

  describe('symbol-tracking.json (/symbol-tracking, canTrack false)', () => {
    it('neither the page nor its symbol tracks or sets session cookies', async () => {
      const cookies = watchCookieWrites();
      try {
        await renderRoute('/symbol-tracking');
        await click(document.querySelector('[builder-model="symbol"]')!);
        await quiet();
        expect(cookies.writes.filter((write) => write.startsWith('builderSessionId='))).to.deep.equal([]);
      } finally {
        cookies.stop();
      }
      await drainTracking();
      expect(await trackedEvents()).to.have.length(0);
    });
  });
});
