/**
 * One render never changes what another sees, in the browser: a tag or component that turns
 * tracking off does so for its own content only, and a crafted page URL never blanks the site.
 */
import { expect } from 'chai';
import { BLOCK_TYPE, builder, BuilderContent, type BuilderContent as Content } from '../../src/index.ts';
import '../../elements/index.ts';
import { testEnv, waitFor } from '../helpers/browser.ts';
import { mount } from '../helpers/browser-render.tsx';

const content = (id: string, words: string): Content => ({
  id,
  data: {
    blocks: [{ '@type': BLOCK_TYPE, id: `builder-${id}`, component: { name: 'Text', options: { text: words } } }],
  },
});

/** The impressions the local service logged for this page and `contentId`. */
async function impressionsOf(contentId: string): Promise<unknown[]> {
  const response = await fetch(`${testEnv().serviceUrl}/api/v1/track/events`);
  const { events } = (await response.json()) as {
    events: { type: string; data: { contentId?: string; metadata?: { url?: string } } }[];
  };
  return events.filter(
    (event) =>
      event.type === 'impression' && event.data.contentId === contentId && event.data.metadata?.url === location.href,
  );
}

describe('tracking settings stay with their content', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('canTrack={false} on one banner leaves builder.canTrack alone, and the page content is still tracked', async () => {
    const before = builder.canTrack;
    const stamp = Date.now();
    const banner = content(`banner-${stamp}`, 'A banner that must not track');
    const page = content(`page-${stamp}`, 'The page');
    const { apiKey, serviceUrl } = testEnv();
    const host = mount(
      <>
        <BuilderContent content={banner} canTrack={false} apiKey={apiKey} apiHost={serviceUrl} model="banner" />
        <BuilderContent content={page} apiKey={apiKey} apiHost={serviceUrl} />
      </>,
    );
    await waitFor(() => host.querySelectorAll('[builder-content-id]').length === 2, 'both contents');
    expect(builder.canTrack).to.equal(before);
    expect(builder.apiHost).to.equal(null);
    await waitFor(async () => (await impressionsOf(page.id!)).length > 0, 'the page impression');
    // Both roots come into view together and the page's queue sends their impressions in one request.
    expect(await impressionsOf(banner.id!)).to.have.length(0);
  });

  it('<builder-content can-track="false"> scopes the setting to that tag', async () => {
    const before = builder.canTrack;
    const element = document.createElement('builder-content') as HTMLElement & { content?: Content };
    element.setAttribute('can-track', 'false');
    element.content = content('tag-banner', 'Tag banner');
    document.body.append(element);
    await waitFor(() => element.shadowRoot?.querySelector('[builder-id="builder-tag-banner"]'));
    expect(builder.canTrack).to.equal(before);
  });
});

describe('a crafted page URL', () => {
  const original = location.href;
  afterEach(() => history.replaceState(null, '', original));

  it('?builder_userAttributes___proto__.polluted=1 is ignored with a warning; <builder-content> renders its content', async () => {
    history.replaceState(
      null,
      '',
      `${location.pathname}${location.search}&builder_userAttributes___proto__.polluted=1&builder_tests_prototype=x`,
    );
    const warnings: string[] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => void warnings.push(args.map(String).join(' '));
    try {
      const { apiKey, serviceUrl } = testEnv();
      const element = document.createElement('builder-content');
      element.setAttribute('api-key', apiKey);
      element.setAttribute('api-host', serviceUrl);
      element.setAttribute('model', 'page');
      element.setAttribute('url', '/test-page');
      element.innerHTML = '<p>fallback</p>';
      document.body.append(element);
      await waitFor(() => element.shadowRoot?.querySelector('[builder-content-id]'), 'the fetched content');
      expect(element.hasAttribute('no-content')).to.equal(false);
      expect(({} as Record<string, unknown>).polluted).to.equal(undefined);
      expect(warnings.some((w) => w.includes('__proto__'))).to.equal(true);
    } finally {
      console.warn = warn;
      document.body.innerHTML = '';
    }
  });
});
