// @vitest-environment happy-dom
/** The adapters' edges: what the example pages (gen1-/gen2-example.test.tsx) do not show. */
import { act, createRef, forwardRef } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serveContent } from '../../test/helpers/content-service.ts';
import { eventually, render } from '../../test/helpers/happy-dom-render.tsx';
import {
  BLOCK_TYPE,
  builder,
  Builder,
  BuilderComponent,
  BuilderContent,
  Content,
  fetchOneEntry,
  getBuilderSearchParams,
  isEditing,
  isPreviewing,
  useIsPreviewing,
  withChildren,
  type BuilderBlock,
  type BuilderContent as Entry,
} from '../index.ts';

const text = (id: string, value: string): BuilderBlock => ({
  '@type': BLOCK_TYPE,
  id,
  component: { name: 'Text', options: { text: value } },
});
const page = (id: string, url: string, value: string): Entry => ({
  id,
  data: { url, blocks: [text(`builder-${id}`, value)] },
});

const service = serveContent({
  page: [page('home', '/', 'home page'), page('about', '/about', 'about page')],
  ab: [
    {
      id: 'ab',
      testRatio: 0.5,
      data: { label: 'default' },
      variations: { 'ab-b': { id: 'ab-b', testRatio: 0.5, data: { label: 'variation B' } } },
    },
  ],
  settings: [{ id: 'settings', data: { theme: 'dark' } }],
});

const queries = (spy: { mock: { calls: unknown[][] } }) =>
  spy.mock.calls.map(([url]) => new URL(String(url))).filter((url) => url.pathname.startsWith('/api/v3/query/'));

afterEach(() => history.replaceState(null, '', '/'));

describe('Gen 2 URL helpers', () => {
  it('getBuilderSearchParams keeps builder.* names only, strips options., and no name reaches a prototype', () => {
    expect(getBuilderSearchParams(undefined)).toEqual({});
    const out = getBuilderSearchParams(
      new URLSearchParams('builder.options.locale=fr&builder.__proto__=polluted&builder.cachebust=true&other=1'),
    );
    expect(Object.keys(out).sort()).toEqual(['__proto__', 'cachebust', 'locale']);
    expect(out.locale).toBe('fr');
    expect(Object.getPrototypeOf(out)).toBe(Object.prototype); // `__proto__` is a plain own property
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(getBuilderSearchParams({ 'builder.tests.abc': ['x', 'y'] })).toEqual({ 'tests.abc': ['x', 'y'] });
  });

  it('isPreviewing reads a given search (object, URLSearchParams, URL string) or the page URL; isEditing needs the editor frame', () => {
    expect(isPreviewing('https://shop.example/p?builder.preview=page#top')).toBe(true);
    expect(isPreviewing(new URLSearchParams('builder.frameEditing=page'))).toBe(true);
    expect(isPreviewing({ q: 'shoes' })).toBe(false);
    expect(isPreviewing()).toBe(false);
    history.replaceState(null, '', '/?builder.preview=page');
    expect(isPreviewing()).toBe(true);
    expect(isEditing('?builder.frameEditing=page')).toBe(false); // not framed
  });
});

describe('fetchOneEntry / fetchEntries', () => {
  it('a locale is sent and added to the user attributes; the page builder is left alone', async () => {
    const requests = vi.spyOn(globalThis, 'fetch');
    await fetchOneEntry({
      model: 'page',
      apiKey: service.apiKey,
      apiHost: service.url,
      locale: 'fr',
      userAttributes: { urlPath: '/about' },
    });
    const [query] = queries(requests);
    expect(query.searchParams.get('locale')).toBe('fr');
    expect(JSON.parse(query.searchParams.get('userAttributes')!)).toEqual({ locale: 'fr', urlPath: '/about' });
    expect(builder.apiKey).toBeNull();
  });

  it('chooses the A/B variation from the visitor cookie, as <Content> will; canTrack: false gives the entry as stored', async () => {
    document.cookie = 'builder.tests.ab=ab-b; path=/';
    const chosen = await fetchOneEntry({ model: 'ab', apiKey: service.apiKey, apiHost: service.url });
    expect(chosen).toMatchObject({ id: 'ab', variationId: 'ab-b', data: { label: 'variation B' } });
    const stored = await fetchOneEntry({ model: 'ab', apiKey: service.apiKey, apiHost: service.url, canTrack: false });
    expect(stored).toMatchObject({ id: 'ab', data: { label: 'default' } });
    expect(stored!.variationId).toBeUndefined();
    const host = await render(<Content content={chosen} model="ab" apiKey={service.apiKey} />);
    expect(host.querySelector('[builder-content-id]')!.getAttribute('builder-content-id')).toBe('ab-b');
    document.cookie = 'builder.tests.ab=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  });
});

describe('Gen 1 BuilderComponent', () => {
  it("takes Gen 1's content options: the nested options, sort, initialContent", async () => {
    const from = service.received.length;
    // On `/`, targeting would answer the home page; without it, sorted by URL descending, the about page comes first.
    const host = await render(
      <BuilderComponent
        model="page"
        apiKey={service.apiKey}
        apiHost={service.url}
        options={{ options: { noTargeting: true }, sort: { 'data.url': -1 } }}
        canTrack={false}
      />,
    );
    await eventually(() => expect(host.querySelector('[builder-content-id="about"]')).not.toBeNull());
    const [sent] = service.received.slice(from).filter((url) => url.pathname.startsWith('/api/v3/query/'));
    expect(sent.searchParams.has('userAttributes')).toBe(false);
    expect([sent.searchParams.get('noTargeting'), sent.searchParams.get('sort.data.url')]).toEqual(['true', '-1']);

    const requests = vi.spyOn(globalThis, 'fetch');
    const given = await render(
      <BuilderComponent
        model="page"
        apiKey={service.apiKey}
        apiHost={service.url}
        options={{ initialContent: [page('given', '/', 'given page')] }}
        canTrack={false}
      />,
    );
    await eventually(() => expect(given.querySelector('[builder-content-id="given"]')?.textContent).toBe('given page'));
    expect(queries(requests)).toEqual([]);
  });

  it('takes the fetch fields from options and the model from modelName; contentError and the placeholder on failure', async () => {
    const requests = vi.spyOn(globalThis, 'fetch');
    const loaded = vi.fn();
    const host = await render(
      <BuilderComponent
        modelName="page"
        apiKey={service.apiKey}
        apiHost={service.url}
        options={{ url: '/about' }}
        contentLoaded={loaded}
        canTrack={false}
      />,
    );
    await eventually(() => expect(host.querySelector('[builder-content-id="about"]')).not.toBeNull());
    expect(JSON.parse(queries(requests)[0].searchParams.get('userAttributes')!)).toMatchObject({ urlPath: '/about' });
    await eventually(() =>
      expect(loaded).toHaveBeenCalledWith(
        expect.objectContaining({ url: '/about' }),
        expect.objectContaining({ id: 'about' }),
      ),
    );

    const failed = vi.fn();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const broken = await render(
      <BuilderComponent model="page" apiKey="not-a-key" apiHost={service.url} contentError={failed}>
        Loading…
      </BuilderComponent>,
    );
    expect(broken.textContent).toBe('Loading…');
    await eventually(() => expect(failed).toHaveBeenCalledTimes(1));
    expect(broken.textContent).toBe('');
  });

  it('renders no loading placeholder around inline content (server HTML included)', () => {
    const html = renderToString(
      <BuilderComponent model="page" content={page('inline', '/', 'inline page')}>
        Loading…
      </BuilderComponent>,
    );
    expect(html).toContain('inline page');
    expect(html).not.toContain('Loading…');
  });
});

describe('Gen 1 render-prop BuilderContent', () => {
  it('inline content: no fetch, never loading; dataOnly renders nothing but still reports', async () => {
    const requests = vi.spyOn(globalThis, 'fetch');
    const calls: unknown[][] = [];
    const host = await render(
      <BuilderContent model="settings" inline content={{ id: 'given', data: { theme: 'light' } }}>
        {(data, loading, content) => {
          calls.push([data, loading, content?.id]);
          return <span>{data.theme}</span>;
        }}
      </BuilderContent>,
    );
    expect(host.textContent).toBe('light');
    expect(calls.every(([, loading]) => loading === false)).toBe(true);
    expect(queries(requests)).toEqual([]);

    const loaded = vi.fn();
    builder.apiHost = service.url; // Gen 1's data component fetches with the page's builder (its host, here the local service)
    try {
      const hidden = await render(
        <BuilderContent model="settings" options={{ apiKey: service.apiKey }} dataOnly contentLoaded={loaded}>
          {() => <span>never</span>}
        </BuilderContent>,
      );
      expect(hidden.innerHTML).toBe('');
      await eventually(() => expect(loaded).toHaveBeenCalledTimes(1));
      expect(loaded.mock.calls[0][0]).toEqual({ theme: 'dark' });
    } finally {
      builder.apiHost = null;
    }
  });

  it("a failed fetch: loading, then contentError once and one console warning (the renderer's BuilderContent does not warn)", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const failed = vi.fn();
    const seen: boolean[] = [];
    builder.apiHost = service.url;
    try {
      const host = await render(
        <BuilderContent model="refused" options={{ apiKey: 'not-a-key' }} contentError={failed}>
          {(_data, loading) => {
            seen.push(loading);
            return <span>{loading ? 'loading' : 'done'}</span>;
          }}
        </BuilderContent>,
      );
      await eventually(() => expect(failed).toHaveBeenCalledTimes(1));
      expect(String(failed.mock.calls[0][0])).toContain('401');
      await eventually(() => expect(host.textContent).toBe('done'));
      expect(seen[0]).toBe(true);
      expect(warn.mock.calls.filter(([message]) => message === 'Builder: could not load refused content')).toHaveLength(
        1,
      );
    } finally {
      builder.apiHost = null;
      warn.mockRestore();
    }
  });
});

describe('withChildren and useIsPreviewing', () => {
  it('children the app passes win over the block children; canHaveChildren: false is kept', async () => {
    const Box = (props: { children?: React.ReactNode }) => <div className="box">{props.children}</div>;
    const WithKids = withChildren(Box);
    const spec = Builder.registerComponent(withChildren(Box), { name: 'NoKids', canHaveChildren: false });
    expect(spec.canHaveChildren).toBe(false);
    const host = await render(
      <WithKids builderBlock={{ '@type': BLOCK_TYPE, children: [text('builder-x', 'from content')] }}>
        from the app
      </WithKids>,
    );
    expect(host.textContent).toBe('from the app');
  });

  it("hands the app's ref to the wrapped component (React 18 gives plain function components none)", async () => {
    const Box = forwardRef<HTMLDivElement, { children?: React.ReactNode }>((props, ref) => (
      <div ref={ref} className="box">
        {props.children}
      </div>
    ));
    const WithKids = withChildren(Box) as React.ComponentType<{
      builderBlock?: BuilderBlock;
      ref?: React.Ref<HTMLDivElement>;
    }>;
    const ref = createRef<HTMLDivElement>();
    const host = await render(
      <WithKids ref={ref} builderBlock={{ '@type': BLOCK_TYPE, children: [text('builder-y', 'inside')] }} />,
    );
    expect(ref.current).toBe(host.querySelector('div.box'));
    expect(ref.current?.textContent).toBe('inside');
  });

  it('is false in server HTML and after hydrating a normal page', async () => {
    const Probe = () => <b>{String(useIsPreviewing())}</b>;
    history.replaceState(null, '', '/?builder.preview=page');
    expect(renderToString(<Probe />)).toBe('<b>false</b>');
    const host = await render(<Probe />);
    await act(async () => {});
    expect(host.textContent).toBe('true');
  });
});
