import { expect } from 'chai';
import '../../elements/index.ts';
import type { BuilderContent } from '../../src/core/types.ts';
import { recordFetches, testEnv, waitFor } from '../helpers/browser.ts';
import { reactSettled } from '../helpers/browser-render.tsx';
import { contentRequests, inside, isShown, mount, nextEvent, rendered, unmountAll } from './elements-helpers.ts';

const { serviceUrl, apiKey } = testEnv();
/** Each test queries with its own locale, so the page-wide content cache of an earlier test is not hit. */
let run = 0;
const fresh = () => `x-test-${++run}`;
const service = `api-key="${apiKey}" api-host="${serviceUrl}"`;

afterEach(unmountAll);

describe('<builder-content>', () => {
  it('fetches the page for its url from the content service and renders it in its shadow root', async () => {
    const element = mount(`<builder-content ${service} url="/test-page" locale="${fresh()}"></builder-content>`);
    expect(element.hasAttribute('loading'), 'loading while the request is out').to.equal(true);
    const loaded = await nextEvent<BuilderContent>(element, 'load');
    expect(loaded.detail.id).to.equal('test-page');
    expect(loaded.bubbles && loaded.composed).to.equal(true);
    const root = await rendered(element, '[builder-content-id="test-page"][builder-model="page"]');
    expect(root.textContent).to.contain('Test page');
    expect(element.hasAttribute('loading')).to.equal(false);
    expect(element.hasAttribute('no-content')).to.equal(false);
    expect(element.shadowRoot!.contains(root)).to.equal(true);
    await waitFor(() => root.part.contains('base'), 'the base part');
    expect(element.shadowRoot!.querySelectorAll('[part~="base"]')).to.have.length(1);
  });

  it('refetches and re-renders when an attribute of the query changes', async () => {
    const element = mount(`<builder-content ${service} url="/test-page" locale="${fresh()}"></builder-content>`);
    await rendered(element, '[builder-content-id="test-page"]');
    element.setAttribute('url', '/test-blocks-string');
    await waitFor(() => inside(element).querySelector('[builder-content-id="test-blocks-string"]'), 'the other page');
    expect(inside(element).textContent).to.contain('From blocksString');
    expect(inside(element).querySelector('[builder-content-id="test-page"]')).to.equal(null);
  });

  it('shows its children as the fallback, with no-content, when nothing matches; hides them when content shows', async () => {
    const element = mount(
      `<builder-content ${service} url="/no-such-page-anywhere" locale="${fresh()}"><p id="fallback">Default markup</p></builder-content>`,
    );
    const fallback = element.querySelector('#fallback')!;
    const loaded = await nextEvent(element, 'load');
    expect(loaded.detail).to.equal(null);
    await waitFor(() => isShown(fallback), 'fallback shown');
    expect(element.hasAttribute('no-content')).to.equal(true);
    expect(element.hasAttribute('loading')).to.equal(false);

    element.setAttribute('url', '/test-page');
    await rendered(element, '[builder-content-id="test-page"]');
    await waitFor(() => !isShown(fallback), 'fallback hidden');
    expect(element.hasAttribute('no-content')).to.equal(false);
  });

  it('re-dispatches a failed fetch as an error event and shows the fallback', async () => {
    const element = mount(
      `<builder-content api-key="not-a-key" api-host="${serviceUrl}" url="/test-page" locale="${fresh()}"><p id="fallback">Offline</p></builder-content>`,
    );
    const failed = await nextEvent<Error>(element, 'error');
    expect(failed.detail).to.be.instanceOf(Error);
    expect(failed.bubbles, 'an error event on window would look like a script error').to.equal(false);
    expect(String(failed.detail.message)).to.contain('401');
    await waitFor(() => isShown(element.querySelector('#fallback')!), 'fallback shown');
    expect(element.hasAttribute('no-content')).to.equal(true);
  });

  it('renders into its light DOM with no-shadow, where the site stylesheet reaches block classes', async () => {
    const style = document.createElement('style');
    style.textContent = '.builder-text h1 { color: rgb(10, 20, 30); }';
    document.head.append(style);
    try {
      const element = mount(
        `<builder-content no-shadow ${service} url="/test-page" locale="${fresh()}"></builder-content>`,
      );
      const heading = await waitFor(
        () => element.querySelector('[builder-content-id="test-page"] h1'),
        'light-DOM heading',
      );
      expect(getComputedStyle(heading).color).to.equal('rgb(10, 20, 30)');
    } finally {
      style.remove();
    }
  });

  it('renders a content property without fetching', async () => {
    const since = performance.now();
    const fetches = recordFetches();
    const element = document.createElement('builder-content');
    element.content = {
      id: 'inline-entry',
      data: {
        blocks: [
          {
            '@type': '@builder.io/sdk:Element',
            id: 'builder-inline-text',
            component: { name: 'Text', options: { text: '<p>Inline</p>' } },
          },
        ],
      },
    };
    element.canTrack = false;
    mount('<div></div>').append(element);
    try {
      const root = await rendered(element, '[builder-content-id="inline-entry"]');
      expect(root.textContent).to.equal('Inline');
      expect(element.hasAttribute('loading')).to.equal(false);
      // A fetch would have started by the time the render and its effects are done; it is recorded as it starts.
      await reactSettled();
      expect(
        fetches.requests.map((request) => request.url).filter((url) => /\/api\/v[13]\/query\//.test(url)),
      ).to.deep.equal([]);
      expect(contentRequests(since)).to.deep.equal([]);
    } finally {
      fetches.stop();
    }
  });

  it('takes the content attribute as JSON, and keeps the previous value (one error) when it does not parse', async () => {
    const entry = (text: string) =>
      JSON.stringify({
        id: 'json-entry',
        data: {
          blocks: [
            {
              '@type': '@builder.io/sdk:Element',
              id: 'builder-json-text',
              component: { name: 'Text', options: { text } },
            },
          ],
        },
      });
    const element = mount(`<builder-content can-track="false"></builder-content>`);
    element.setAttribute('content', entry('<p>First</p>'));
    await waitFor(() => inside(element).textContent === 'First', 'first text');
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args[0]);
    try {
      element.setAttribute('content', '{"id": ');
      element.setAttribute('data', '{}');
      await reactSettled(); // the render those changes cause is done
    } finally {
      console.error = original;
    }
    expect(errors).to.have.length(1);
    expect(String(errors[0])).to.contain('<builder-content>').and.to.contain('"content"');
    expect(inside(element).textContent).to.equal('First');
  });

  it('with hydrate, keeps its server-rendered children shown while loading, then shows the client render', async () => {
    const element = mount(
      `<builder-content hydrate ${service} url="/test-page" locale="${fresh()}"><div id="server-html">Server HTML</div></builder-content>`,
    );
    const server = element.querySelector('#server-html')!;
    expect(element.hasAttribute('loading') && isShown(server), 'shown from the start').to.equal(true);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    if (element.hasAttribute('loading')) expect(isShown(server), 'shown after the first render').to.equal(true);
    await rendered(element, '[builder-content-id="test-page"]');
    await waitFor(() => !isShown(server), 'server HTML replaced');
  });

  it('makes ONE content request for five tags showing the same page', async () => {
    const locale = fresh();
    const since = performance.now();
    const tags = Array.from(
      { length: 5 },
      () => `<builder-content ${service} url="/test-page" locale="${locale}"></builder-content>`,
    ).join('');
    const holder = mount(`<div>${tags}</div>`);
    const elements = [...holder.querySelectorAll('builder-content')];
    // Each tag shows the page once a request for it has answered: by then every request made has finished.
    await Promise.all(elements.map((element) => rendered(element, '[builder-content-id="test-page"]')));
    const made = contentRequests(since).filter((url) => url.includes('/page') && url.includes(`locale=${locale}`));
    expect(made, made.join('\n')).to.have.length(1);
  });
});
