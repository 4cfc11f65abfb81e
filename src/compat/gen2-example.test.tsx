// @vitest-environment happy-dom
/**
 * Builder's Gen 2 React SDK calls (`@builder.io/sdk-react`) as its documented pages make them,
 * with only the import changed, run in happy-dom against the local content service over real
 * HTTP: the calls and what they return and render in the browser's renderer. The App Router page
 * itself (a server component awaiting fetchOneEntry) is built and served by Next.js in
 * examples/next-app-router, which `npm run examples` checks in Chromium.
 */
import { useState, act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { serveContent } from '../../test/helpers/content-service.ts';
import { render } from '../../test/helpers/happy-dom-render.tsx';
// was: import { Content, fetchOneEntry, … } from '@builder.io/sdk-react';
import {
  builder,
  Content,
  fetchEntries,
  fetchOneEntry,
  getBuilderSearchParams,
  isPreviewing,
  type BuilderBlock,
  type RegisteredComponent,
} from '../index.ts';

const el = (
  id: string,
  name: string,
  options: Record<string, unknown>,
  extra: Partial<BuilderBlock> = {},
): BuilderBlock => ({ '@type': '@builder.io/sdk:Element', id, component: { name, options }, ...extra });

const service = serveContent({
  page: [
    {
      id: 'about',
      name: 'About',
      data: {
        url: '/about',
        title: 'About us',
        blocks: [
          el('builder-heading', 'Text', { text: '<h1>About us</h1>' }),
          el('builder-counter', 'Counter', { label: 'Likes' }),
          el('builder-user', 'Text', {}, { bindings: { 'component.options.text': '"Hi " + state.user' } }),
          el('builder-link', 'Text', { text: 'Contact' }, { properties: { href: '/contact' } }),
        ],
      },
    },
    {
      id: 'about-draft',
      name: 'About (draft)',
      published: 'draft',
      data: { url: '/about', blocks: [el('builder-draft', 'Text', { text: 'Draft about page' })] },
    },
  ],
  'blog-post': [
    { id: 'p1', name: 'One', data: { title: 'Espresso', tag: 'coffee' } },
    { id: 'p2', name: 'Two', data: { title: 'Filter', tag: 'coffee' } },
    { id: 'p3', name: 'Three', data: { title: 'Matcha', tag: 'tea' } },
    { id: 'p4', name: 'Four', data: { title: 'Cold brew', tag: 'coffee' } },
  ],
});

// ---- the app, as a Gen 2 user writes it ---------------------------------------------------

const API_KEY = service.apiKey;

function Counter(props: { label?: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {props.label}: {count}
    </button>
  );
}

const customComponents: RegisteredComponent[] = [
  {
    component: Counter,
    name: 'Counter',
    inputs: [
      { name: 'label', type: 'string', defaultValue: 'Clicks', localized: false, helperText: 'Shown on the button' },
    ],
    description: 'A like counter',
  },
];

function AppLink(props: { href?: string; children?: React.ReactNode }) {
  return (
    <a className="app-link" href={props.href}>
      {props.children}
    </a>
  );
}

// app/[...page]/page.tsx, as a function of its URL.
async function Page(props: { params: { page?: string[] }; searchParams: Record<string, string> }) {
  const urlPath = '/' + (props.params?.page?.join('/') || '');
  const content = await fetchOneEntry({
    model: 'page',
    apiKey: API_KEY,
    apiHost: service.url, // the local service stands in for cdn.builder.io (not in a real Gen 2 app)
    options: getBuilderSearchParams(props.searchParams),
    userAttributes: { urlPath },
  });
  const canShowContent = content || isPreviewing(props.searchParams);
  if (!canShowContent) return <h1>404 - page not found</h1>;
  return (
    <Content
      content={content}
      model="page"
      apiKey={API_KEY}
      apiHost={service.url}
      customComponents={customComponents}
      data={{ user: 'Ada' }}
      linkComponent={AppLink}
      canTrack={false} // no analytics in this test: the local service is not the page's tracking host
    />
  );
}

// ---- the tests ----------------------------------------------------------------------------

const contentRequests = (spy: { mock: { calls: unknown[][] } }) =>
  spy.mock.calls.map(([url]) => new URL(String(url))).filter((url) => url.pathname.startsWith('/api/v3/query/'));

describe('a Gen 2 (@builder.io/sdk-react) page, only the import changed', () => {
  it('fetchOneEntry + <Content>: the targeted page with its custom components, data and link component', async () => {
    const requests = vi.spyOn(globalThis, 'fetch');
    const host = await render(await Page({ params: { page: ['about'] }, searchParams: {} }));

    const root = host.querySelector('[builder-content-id="about"]')!;
    expect(root.getAttribute('builder-model')).toBe('page');
    expect(root.querySelector('[builder-id="builder-heading"] h1')!.textContent).toBe('About us');
    expect(root.querySelector('[builder-id="builder-user"]')!.textContent).toBe('Hi Ada');
    const button = root.querySelector('[builder-id="builder-counter"] button')!;
    expect(button.textContent).toBe('Likes: 0');
    await act(async () => (button as HTMLButtonElement).click());
    expect(button.textContent).toBe('Likes: 1');
    const link = root.querySelector('a.app-link')!;
    expect(link.getAttribute('href')).toBe('/contact');
    expect(link.textContent).toBe('Contact');

    // One request: the page model, targeted by the given path only, references included.
    const queries = contentRequests(requests);
    expect(queries).toHaveLength(1);
    expect(queries[0].pathname).toBe(`/api/v3/query/${API_KEY}/page`);
    expect(JSON.parse(queries[0].searchParams.get('userAttributes')!)).toEqual({ urlPath: '/about' });
    expect(queries[0].searchParams.get('includeRefs')).toBe('true');
    // The call set nothing on the page's `builder`.
    expect(builder.apiKey).toBeNull();
    expect(builder.apiHost).toBeNull();
  });

  it('a preview link on the server: getBuilderSearchParams → fetchOneEntry fetches the draft it names', async () => {
    const searchParams = {
      'builder.preview': 'page',
      'builder.overrides.page': 'about-draft',
      'builder.space': 'abc',
      utm_source: 'mail',
    };
    expect(getBuilderSearchParams(searchParams)).toEqual({
      preview: 'page',
      'overrides.page': 'about-draft',
      space: 'abc',
    });
    expect(getBuilderSearchParams(new URLSearchParams(searchParams))).toEqual({
      preview: 'page',
      'overrides.page': 'about-draft',
      space: 'abc',
    });
    expect(isPreviewing(searchParams)).toBe(true);
    expect(isPreviewing()).toBe(false); // this page's own URL

    const requests = vi.spyOn(globalThis, 'fetch');
    const host = await render(await Page({ params: { page: ['about'] }, searchParams }));
    expect(host.querySelector('[builder-content-id="about-draft"]')!.textContent).toBe('Draft about page');
    const [query] = contentRequests(requests);
    expect(query.searchParams.get('preview')).toBe('true');
    expect(query.searchParams.get('options.page:about-draft.entry')).toBe('"about-draft"');
  });

  it('no entry: the 404, and <Content content={null}> renders nothing and fetches nothing', async () => {
    const host = await render(await Page({ params: { page: ['nowhere'] }, searchParams: {} }));
    expect(host.textContent).toBe('404 - page not found');

    const requests = vi.spyOn(globalThis, 'fetch');
    const empty = await render(<Content content={null} model="page" apiKey={API_KEY} />);
    await act(async () => {});
    expect(empty.innerHTML).toBe('');
    expect(contentRequests(requests)).toEqual([]);
  });

  it('fetchEntries pages through a query', async () => {
    const requests = vi.spyOn(globalThis, 'fetch');
    const posts = await fetchEntries({
      model: 'blog-post',
      apiKey: API_KEY,
      apiHost: service.url,
      query: { 'data.tag': 'coffee' },
      limit: 2,
      offset: 1,
    });
    expect(posts.map((post) => post.data?.title)).toEqual(['Filter', 'Cold brew']);
    const [query] = contentRequests(requests);
    expect(query.pathname).toBe(`/api/v3/query/${API_KEY}/blog-post`);
    expect(query.searchParams.get('options.blog-post.limit')).toBe('2');
    expect(query.searchParams.get('options.blog-post.offset')).toBe('1');
    expect(JSON.parse(query.searchParams.get('options.blog-post.query')!)).toEqual({ 'data.tag': 'coffee' });

    const all = await fetchEntries({ model: 'blog-post', apiKey: API_KEY, apiHost: service.url });
    expect(all.map((post) => post.id).sort()).toEqual(['p1', 'p2', 'p3', 'p4']);
  });

  it('rejects like Gen 2 when the request fails (an unknown API key)', async () => {
    await expect(fetchOneEntry({ model: 'page', apiKey: 'not-a-key', apiHost: service.url })).rejects.toThrow(/401/);
  });
});
