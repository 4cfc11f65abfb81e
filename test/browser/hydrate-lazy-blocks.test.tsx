/**
 * Server HTML whose lazily loaded blocks arrive after hydration has started (no `preloadBlocks`,
 * as in a Next.js app, which hydrates as soon as its own scripts run): the block's server nodes
 * stay until its code is here, then React hydrates them in place. The updates the kit makes
 * right after hydration (the end of the server pass, a state write from `httpRequests`) must
 * not make React throw the waiting block's HTML away and render it afresh.
 */
import { expect } from 'chai';
import { flushSync } from 'react-dom';
import {
  BLOCK_TYPE,
  BuilderContent,
  type BuilderBlock,
  type BuilderContent as Content,
  type CustomComponent,
} from '../../src/index.ts';
import { withBoundary } from '../../src/render/index.ts';
import { renderContentToHtml } from '../helpers/server-render.ts';
import { testEnv, waitFor } from '../helpers/browser.ts';
import { hydrate, reactSettled, rerender } from '../helpers/browser-render.tsx';

const LAZY = 'Test:LateWidget';

function LateWidget({ label }: { label?: string }) {
  return <p className="late-widget">{label}</p>;
}

/** The widget's registration with its code at hand (the server's), and one whose code arrives when `release` is called (the browser's). */
function widgetSpecs(): { server: CustomComponent; browser: CustomComponent; release: () => void } {
  let release!: () => void;
  const arrived = new Promise<unknown>((resolve) => (release = () => resolve(LateWidget)));
  return {
    server: { name: LAZY, component: withBoundary(LateWidget) },
    browser: { name: LAZY, load: () => arrived },
    release,
  };
}

const block = (id: string, extra: Partial<BuilderBlock>): BuilderBlock => ({ '@type': BLOCK_TYPE, id, ...extra });

async function serverHtml(content: Content, spec: CustomComponent): Promise<HTMLElement> {
  const { contentHtml } = await renderContentToHtml({ content, customComponents: [spec], canTrack: false });
  const host = document.createElement('div');
  host.innerHTML = contentHtml;
  document.body.append(host);
  return host;
}

describe('hydrating lazily loaded blocks without preloadBlocks', () => {
  it("keeps the widget's server nodes while the server pass ends (repeats expand), then hydrates them", async () => {
    const specs = widgetSpecs();
    const content: Content = {
      id: 'late-widget-repeat',
      data: {
        state: { items: ['one', 'two', 'three'] },
        blocks: [
          block('builder-item', {
            repeat: { collection: 'state.items' },
            component: { name: 'Text', options: { text: '' } },
            bindings: { 'component.options.text': 'state.itemsItem' },
          }),
          block('builder-late', { component: { name: LAZY, options: { label: 'Widget from the server' } } }),
        ],
      },
    };
    const host = await serverHtml(content, specs.server);
    const widget = host.querySelector('.late-widget')!;
    expect(widget.textContent).to.equal('Widget from the server');
    expect(host.textContent).not.to.contain('three');

    const { errors, done } = hydrate(
      host,
      <BuilderContent content={content} customComponents={[specs.browser]} canTrack={false} />,
    );
    await reactSettled();
    await reactSettled();
    expect(widget.isConnected, "the widget's server node is still there while its code loads").to.equal(true);

    specs.release();
    await done;
    await waitFor(() => host.textContent?.includes('three'), 'every repeated item once the server pass is over');
    expect(widget.isConnected, 'hydrated in place').to.equal(true);
    expect(
      Object.keys(widget).some((key) => key.startsWith('__reactFiber$')),
      'React owns the server node',
    ).to.equal(true);
    expect(errors).to.deep.equal([]);
  });

  it("keeps the widget's server nodes across the app's urgent re-render before its code arrives, then shows the new props", async () => {
    const specs = widgetSpecs();
    const content: Content = {
      id: 'late-widget-urgent',
      data: {
        blocks: [
          block('builder-late', {
            component: { name: LAZY, options: {} },
            bindings: { 'component.options.label': 'context.label' },
          }),
        ],
      },
    };
    const page = (label: string) => (
      <BuilderContent content={content} context={{ label }} customComponents={[specs.browser]} canTrack={false} />
    );
    const { contentHtml } = await renderContentToHtml({
      content,
      context: { label: 'Widget from the server' },
      customComponents: [specs.server],
      canTrack: false,
    });
    const host = document.createElement('div');
    host.innerHTML = contentHtml;
    document.body.append(host);
    const widget = host.querySelector('.late-widget')!;
    expect(widget.textContent).to.equal('Widget from the server');

    const { errors, done } = hydrate(host, page('Widget from the server'));
    await reactSettled();
    // A discrete event's update (a click in the app): React renders it at once, reaching
    // whatever the new context or props reach, the block still waiting for its code included.
    flushSync(() => rerender(host, page('Widget after the click')));
    expect(widget.isConnected, "the widget's server node is still there while its code loads").to.equal(true);
    expect(errors).to.deep.equal([]);

    specs.release();
    await done;
    await waitFor(() => widget.textContent === 'Widget after the click', 'the new context in the hydrated widget');
    expect(widget.isConnected, 'hydrated in place').to.equal(true);
    expect(errors).to.deep.equal([]);
  });

  it('keeps them across a state write from httpRequests that lands before the code', async () => {
    const specs = widgetSpecs();
    const url = `${testEnv().serviceUrl}/api/v3/content/page?apiKey=abcd&entry=test-page&late-widget=1`;
    const content: Content = {
      id: 'late-widget-state',
      data: {
        state: {},
        // A loopback URL: the server render leaves it to the browser, which writes the answer into the state after hydration.
        httpRequests: { found: url },
        blocks: [
          block('builder-found', {
            component: { name: 'Text', options: { text: '' } },
            bindings: { 'component.options.text': 'state.found?.results?.[0]?.name ?? "none"' },
          }),
          block('builder-late', { component: { name: LAZY, options: { label: 'Widget from the server' } } }),
        ],
      },
    };
    const host = await serverHtml(content, specs.server);
    const widget = host.querySelector('.late-widget')!;
    expect(host.querySelector('[builder-id="builder-found"]')?.textContent).to.equal('none');

    const { errors, done } = hydrate(
      host,
      <BuilderContent content={content} customComponents={[specs.browser]} canTrack={false} />,
    );
    await waitFor(
      () => performance.getEntriesByType('resource').some((entry) => entry.name === url),
      "the browser's request",
    );
    await reactSettled();
    expect(widget.isConnected, "the widget's server node is still there while its code loads").to.equal(true);

    specs.release();
    await done;
    await waitFor(
      () => host.querySelector('[builder-id="builder-found"]')?.textContent === 'Test page',
      'the answer in the state',
    );
    expect(widget.isConnected, 'hydrated in place').to.equal(true);
    expect(errors).to.deep.equal([]);
  });
});
