/**
 * Preview by URL: `?builder.preview=page&builder.overrides.page=<draft id>` shows the draft
 * (the service returns drafts for overrides and previews), asks for it uncached, and tracks
 * nothing. The page under preview is `editing-page.html` in a plain frame of the test page
 * (not an editor: its parent is not trusted), and the React API on the test page itself.
 */
import { expect } from 'chai';
import { BuilderContent } from '../../src/index.ts';
import { testEnv, waitFor } from '../helpers/browser.ts';
import { mount } from '../helpers/browser-render.tsx';
import { eventsFrom, firstEventsFrom, trackingCaughtUp, uniqueRun } from './editing-helpers.ts';

const { serviceUrl, apiKey } = testEnv();
const PREVIEW = { 'builder.preview': 'page', 'builder.overrides.page': 'test-draft' };

/** `editing-page.html` with `query`, in a plain (visible) frame; resolves once it rendered a content root. */
async function framePage(
  query: Record<string, string>,
): Promise<{ page: Window & typeof globalThis; root: Element; remove(): void }> {
  const iframe = document.createElement('iframe');
  iframe.style.cssText = 'position:fixed;top:0;left:0;width:800px;height:600px;border:0'; // in view: impressions need it
  iframe.src = `/test/browser/editing-page.html?${new URLSearchParams({ service: serviceUrl, url: '/test-page', ...uniqueRun(), ...query })}`;
  document.body.append(iframe);
  const page = iframe.contentWindow as Window & typeof globalThis;
  const root = await waitFor(
    () => page.document.querySelector('builder-content')?.shadowRoot?.querySelector('[builder-content-id]'),
    'the content',
  );
  return { page, root, remove: () => iframe.remove() };
}

function contentRequests(page: Window): URL[] {
  return page.performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((url) => url.pathname.startsWith('/api/v3/query/'));
}

describe('preview by URL', () => {
  it('shows the overridden draft, fetched uncached, and tracks nothing', async () => {
    const { page, root, remove } = await framePage(PREVIEW);
    try {
      expect(root.getAttribute('builder-content-id')).to.equal('test-draft');
      expect(root.textContent).to.contain('Draft content');
      const request = contentRequests(page)[0];
      expect(Object.fromEntries(request.searchParams)).to.include({
        preview: 'true',
        'overrides.page': 'test-draft',
        cachebust: 'true',
        noCache: 'true',
      });
      (root.querySelector('[builder-id="builder-test-draft-text"]') as HTMLElement).click();
      await trackingCaughtUp(page);
      expect(await eventsFrom(page)).to.deep.equal([]);
    } finally {
      remove();
    }
  });

  it('(control) the same page without the preview shows the published entry and tracks its impression', async () => {
    const { page, root, remove } = await framePage({});
    try {
      expect(root.getAttribute('builder-content-id')).to.equal('test-page');
      const events = await firstEventsFrom(page);
      expect(events[0]).to.deep.include({ type: 'impression' });
      expect(events[0].data.contentId).to.equal('test-page');
    } finally {
      remove();
    }
  });

  it('fetches the previewed model even over inline content (React API)', async () => {
    const original = location.href;
    const seen: string[] = [];
    let container: HTMLElement | undefined;
    const observer = new MutationObserver(() => seen.push(container?.textContent ?? ''));
    history.replaceState(history.state, '', `${location.pathname}?${new URLSearchParams(PREVIEW)}`);
    try {
      const inline = {
        id: 'inline-page',
        data: {
          blocks: [
            {
              '@type': '@builder.io/sdk:Element',
              id: 'builder-inline',
              component: { name: 'Text', options: { text: 'Inline content' } },
            },
          ],
        },
      };
      // React commits after mount returns: the observer sees the first render.
      container = mount(
        <BuilderContent model="page" apiKey={apiKey} apiHost={serviceUrl} url="/test-page" content={inline} />,
      );
      observer.observe(container, { childList: true, subtree: true, characterData: true });
      await waitFor(() => container?.textContent?.includes('Draft content'), 'the draft');
      expect(seen[0]).to.contain('Inline content'); // the first render shows what was given (hydration-safe)
    } finally {
      observer.disconnect();
      history.replaceState(history.state, '', original);
    }
  });
});
