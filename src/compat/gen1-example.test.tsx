// @vitest-environment happy-dom
/**
 * A page written for Builder's Gen 1 React SDK (`@builder.io/react`), in its documented style;
 * the only change is the import. It runs against the local content service over real HTTP.
 */
import { useState, type ReactNode, act } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { serveContent } from '../../test/helpers/content-service.ts';
import { eventually, render } from '../../test/helpers/happy-dom-render.tsx';
// was: import { builder, Builder, BuilderComponent, … } from '@builder.io/react';
import {
  builder,
  Builder,
  BuilderBlocks,
  BuilderComponent,
  BuilderContent,
  useIsPreviewing,
  withChildren,
  type BuilderElement,
} from '../index.ts';

const API_KEY = 'gen1-key';
const el = (
  id: string,
  name: string,
  options: Record<string, unknown>,
  extra: Partial<BuilderElement> = {},
): BuilderElement => ({ '@type': '@builder.io/sdk:Element', id, component: { name, options }, ...extra });

const service = serveContent(
  {
    page: [
      {
        id: 'home',
        name: 'Home',
        data: {
          url: '/',
          title: 'Welcome home',
          blocks: [
            el('builder-intro', 'Text', { text: '<p>Hello from Builder</p>' }),
            el(
              'builder-hero',
              'Hero',
              { title: 'Big sale' },
              { children: [el('builder-hero-text', 'Text', { text: 'Inside the hero' })] },
            ),
            el('builder-panel', 'Panel', { content: [el('builder-panel-text', 'Text', { text: 'In the panel' })] }),
            el(
              'builder-greeting',
              'Text',
              {},
              { bindings: { 'component.options.text': 'state.user.name + " is signed in"' } },
            ),
          ],
        },
      },
    ],
    'announcement-bar': [{ id: 'bar', name: 'Bar', data: { text: 'Free shipping this week', link: '/shipping' } }],
    product: [
      { id: 'hat', name: 'Hat', data: { slug: 'hat', price: 20 } },
      { id: 'scarf', name: 'Scarf', data: { slug: 'scarf', price: 35 } },
    ],
  },
  API_KEY,
);

// ---- the app, as a Gen 1 user writes it -------------------------------------------------

const Hero = (props: { title?: string; children?: ReactNode }) => (
  <section className="hero">
    <h1>{props.title}</h1>
    {props.children}
  </section>
);
const heroRegistration = Builder.registerComponent(withChildren(Hero), {
  name: 'Hero',
  inputs: [{ name: 'title', type: 'string', defaultValue: 'Hello' }],
  defaultChildren: [el('builder-default', 'Text', { text: 'Edit me' })],
});

function Panel(props: { content?: BuilderElement[]; builderBlock?: BuilderElement }) {
  return (
    <BuilderBlocks
      parentElementId={props.builderBlock?.id}
      dataPath="component.options.content"
      blocks={props.content}
    />
  );
}
Builder.registerComponent(Panel, { name: 'Panel', inputs: [{ name: 'content', type: 'uiBlocks', defaultValue: [] }] });

function AnnouncementBar() {
  return (
    <BuilderContent model="announcement-bar">
      {(data, loading) =>
        loading ? (
          <p className="bar-loading">Loading…</p>
        ) : (
          <a className="bar" href={data?.link}>
            {data?.text}
          </a>
        )
      }
    </BuilderContent>
  );
}

function CatchAllPage({ onTitle }: { onTitle: (title: string) => void }) {
  const isPreviewing = useIsPreviewing();
  const [notFound, setNotFound] = useState(false);
  return (
    <>
      <AnnouncementBar />
      {isPreviewing ? <em className="preview-badge">Preview</em> : null}
      {notFound && !isPreviewing ? (
        <h1>Page not found</h1>
      ) : (
        <BuilderComponent
          model="page"
          data={{ user: { name: 'Ada' } }}
          contentLoaded={(data, content) => {
            if (!content) return setNotFound(true);
            onTitle(data.title);
          }}
        >
          <p className="page-loading">Loading page…</p>
        </BuilderComponent>
      )}
    </>
  );
}

// getStaticProps-style: fetch first, then render what was found.
async function fetchPage(urlPath: string) {
  return builder.get('page', { userAttributes: { urlPath } }).toPromise();
}

// ---- the tests ----------------------------------------------------------------------------

beforeAll(() => {
  builder.init(API_KEY);
  builder.apiHost = service.url; // the local service stands in for cdn.builder.io (not in a real Gen 1 app)
});

const contentRequests = (spy: { mock: { calls: unknown[][] } }) =>
  spy.mock.calls.map(([url]) => new URL(String(url))).filter((url) => url.pathname.startsWith('/api/v3/query/'));

afterEach(() => {
  history.replaceState(null, '', '/');
});

describe('a Gen 1 (@builder.io/react) page, only the import changed', () => {
  it('renders the page for the current URL with its registered components, calling contentLoaded(data, content)', async () => {
    const requests = vi.spyOn(globalThis, 'fetch');
    history.replaceState(null, '', '/');
    const onTitle = vi.fn();
    const host = await render(<CatchAllPage onTitle={onTitle} />);
    // Loading placeholders first: the page's children, the data component's `loading`.
    expect(host.querySelector('.page-loading')?.textContent).toBe('Loading page…');
    expect(host.querySelector('.bar-loading')?.textContent).toBe('Loading…');

    await eventually(() => expect(host.querySelector('[builder-content-id="home"]')).not.toBeNull());
    await eventually(() => expect(host.querySelector('.page-loading')).toBeNull());
    const page = host.querySelector('[builder-content-id="home"]')!;
    expect(page.getAttribute('builder-model')).toBe('page');
    expect(page.querySelector('[builder-id="builder-intro"]')!.textContent).toBe('Hello from Builder');
    // withChildren: the Hero block's child blocks arrive as React children.
    const hero = page.querySelector('[builder-id="builder-hero"] section.hero')!;
    expect(hero.querySelector('h1')!.textContent).toBe('Big sale');
    expect(hero.querySelector('[builder-id="builder-hero-text"]')!.textContent).toBe('Inside the hero');
    expect(heroRegistration.canHaveChildren).toBe(true);
    // BuilderBlocks: the list names its owner and path for the editor.
    const list = page.querySelector('[builder-id="builder-panel"] .builder-blocks')!;
    expect(list.getAttribute('builder-parent-id')).toBe('builder-panel');
    expect(list.getAttribute('builder-path')).toBe('component.options.content');
    expect(list.textContent).toBe('In the panel');
    // `data` reaches the content's state.
    expect(page.querySelector('[builder-id="builder-greeting"]')!.textContent).toBe('Ada is signed in');
    await eventually(() => expect(onTitle).toHaveBeenCalledWith('Welcome home'));

    // The render-prop BuilderContent got the announcement bar's data.
    await eventually(() => expect(host.querySelector('a.bar')?.textContent).toBe('Free shipping this week'));
    expect(host.querySelector('a.bar')!.getAttribute('href')).toBe('/shipping');
    expect(
      host.querySelector('.builder-content[builder-model="announcement-bar"]')!.getAttribute('builder-content-id'),
    ).toBe('bar');
    expect(host.querySelector('.preview-badge')).toBeNull();

    // One query per model, with the init key, targeting the page's path.
    const queries = contentRequests(requests);
    expect(queries.map((url) => url.pathname).sort()).toEqual([
      `/api/v3/query/${API_KEY}/announcement-bar`,
      `/api/v3/query/${API_KEY}/page`,
    ]);
    const pageQuery = queries.find((url) => url.pathname.endsWith('/page'))!;
    expect(JSON.parse(pageQuery.searchParams.get('userAttributes')!)).toMatchObject({ urlPath: '/' });
  });

  it('shows its 404 when no page matches (contentLoaded gets no content)', async () => {
    history.replaceState(null, '', '/no-such-page');
    const onTitle = vi.fn();
    const host = await render(<CatchAllPage onTitle={onTitle} />);
    await eventually(() => expect(host.querySelector('h1')?.textContent).toBe('Page not found'));
    expect(onTitle).not.toHaveBeenCalled();
  });

  it('renders content fetched ahead with builder.get(…).toPromise(); content={null} (nothing found) renders nothing', async () => {
    const found = await fetchPage('/');
    expect(found?.id).toBe('home');
    expect(found?.data?.title).toBe('Welcome home');
    const missing = await fetchPage('/missing');
    expect(missing).toBeNull();

    const requests = vi.spyOn(globalThis, 'fetch');
    const host = await render(
      <>
        <BuilderComponent model="page" content={found} data={{ user: { name: 'Ada' } }} />
        <BuilderComponent model="page" content={missing} />
      </>,
    );
    expect(host.querySelector('[builder-content-id="home"] [builder-id="builder-intro"]')!.textContent).toBe(
      'Hello from Builder',
    );
    expect(host.querySelectorAll('[builder-content-id]')).toHaveLength(1);
    // Neither fetched: one had its content, the other was told there is none.
    expect(contentRequests(requests)).toEqual([]);
  });

  it('builder.get(…).toPromise() with a query, as Gen 1 documents', async () => {
    const product = await builder.get('product', { query: { 'data.slug': 'scarf' } }).toPromise();
    expect(product?.data?.price).toBe(35);
  });

  it('useIsPreviewing() is true on a preview link, and the preview is fetched even without content', async () => {
    history.replaceState(null, '', '/?builder.preview=page');
    const requests = vi.spyOn(globalThis, 'fetch');
    function Badge() {
      return useIsPreviewing() ? <em className="preview-badge">Preview</em> : null;
    }
    const host = await render(
      <>
        <Badge />
        <BuilderComponent model="page" content={undefined} options={{ url: '/' }} data={{ user: { name: 'Ada' } }} />
      </>,
    );
    await act(async () => {});
    expect(host.querySelector('.preview-badge')?.textContent).toBe('Preview');
    await eventually(() => expect(host.querySelector('[builder-content-id="home"]')).not.toBeNull());
    const query = contentRequests(requests).find((url) => url.pathname.endsWith('/page'))!;
    expect(query.searchParams.get('preview')).toBe('true');
  });
});
