/**
 * One render never changes what another sees, in the browser: a tag or component that turns
 * tracking off does so for its own content only, and a crafted page URL never blanks the site.
 */
import { expect } from 'chai';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { BLOCK_TYPE, builder, BuilderContent, type BuilderContent as Content } from '../../src/index.ts';
import '../../elements/index.ts';
import { testEnv, waitFor } from '../helpers/browser.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const content = (id: string, words: string): Content => ({
  id, data: { blocks: [{ '@type': BLOCK_TYPE, id: `builder-${id}`, component: { name: 'Text', options: { text: words } } }] },
});

/** Resolves once `check` resolves truthy (polled every 50 ms), or fails after `timeout` ms. */
async function eventually(check: () => Promise<boolean>, timeout: number, what: string): Promise<void> {
  const start = performance.now();
  while (!(await check())) {
    if (performance.now() - start > timeout) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The impressions the local service logged for this page and `contentId`. */
async function impressionsOf(contentId: string): Promise<unknown[]> {
  const response = await fetch(`${testEnv().serviceUrl}/api/v1/track/events`);
  const { events } = (await response.json()) as { events: { type: string; data: { contentId?: string; metadata?: { url?: string } } }[] };
  return events.filter((event) => event.type === 'impression' && event.data.contentId === contentId && event.data.metadata?.url === location.href);
}

describe('tracking settings stay with their content', () => {
  let roots: Root[] = [];
  afterEach(() => {
    act(() => roots.forEach((root) => root.unmount()));
    roots = [];
    document.body.innerHTML = '';
  });

  it('canTrack={false} on one banner leaves builder.canTrack alone, and the page content is still tracked', async () => {
    const before = builder.canTrack;
    const stamp = Date.now();
    const banner = content(`banner-${stamp}`, 'A banner that must not track');
    const page = content(`page-${stamp}`, 'The page');
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    roots.push(root);
    const { apiKey, serviceUrl } = testEnv();
    await act(async () => root.render(
      <>
        <BuilderContent content={banner} canTrack={false} apiKey={apiKey} apiHost={serviceUrl} model="banner" />
        <BuilderContent content={page} apiKey={apiKey} apiHost={serviceUrl} />
      </>,
    ));
    expect(builder.canTrack).to.equal(before);
    expect(builder.apiHost).to.equal(null);
    await eventually(async () => (await impressionsOf(page.id!)).length > 0, 5000, 'the page impression');
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
    history.replaceState(null, '', `${location.pathname}${location.search}&builder_userAttributes___proto__.polluted=1&builder_tests_prototype=x`);
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
      await waitFor(() => element.shadowRoot?.querySelector('[builder-content-id]'), 5000, 'the fetched content');
      expect(element.hasAttribute('no-content')).to.equal(false);
      expect(({} as Record<string, unknown>).polluted).to.equal(undefined);
      expect(warnings.some((w) => w.includes('__proto__'))).to.equal(true);
    } finally {
      console.warn = warn;
      document.body.innerHTML = '';
    }
  });
});
