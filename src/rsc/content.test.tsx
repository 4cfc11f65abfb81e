/**
 * `Content` as a React Server Component (./content.tsx): what it renders on the server, what
 * it hands to the browser, and what bad content does, for the demo's real pages fetched from
 * the local content service over HTTP. The client components are replaced by markers here (in
 * a framework they are client references); the tree a server component returns is rendered to
 * HTML to read it. test/unit/rsc-dist.test.ts loads the built entry under React's server build.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it, vi, type MockInstance } from 'vitest';
import { startContentService } from '../../demo/server/service.mjs';
import { BLOCK_TYPE, type BuilderBlock, type BuilderContent } from '../core/index.ts';
import { BuilderContent as ServerBuilderContent, Content } from './content.tsx';

vi.mock('./content-shell.tsx', () => ({
  ContentShell: (props: { rootId: string; model: string; track: boolean; variantOf?: string; children: unknown }) => (
    <div
      data-client="ContentShell"
      data-track={String(props.track)}
      builder-content-id={props.rootId}
      builder-variant-of={props.variantOf}
    >
      {props.children as never}
    </div>
  ),
}));
vi.mock('./block-island.tsx', () => ({
  BlockIsland: (props: {
    block: BuilderBlock;
    state: Record<string, unknown>;
    root: { link?: { displayName?: string } };
  }) => (
    <div
      data-client="BlockIsland"
      data-block={props.block.id}
      data-state={JSON.stringify(props.state)}
      data-link={props.root.link?.displayName ?? ''}
    />
  ),
}));
vi.mock('./client-content.tsx', () => ({
  ClientContent: (props: { content?: BuilderContent | null; data?: unknown }) => (
    <div
      data-client="ClientContent"
      data-content={props.content?.id ?? 'none'}
      data-data={JSON.stringify(props.data ?? null)}
    />
  ),
}));

let service: { url: string; close(): Promise<void> };
let apiHost: string;
const apiKey = 'demo';
let errors: MockInstance;
let warnings: MockInstance;

beforeAll(async () => {
  service = await startContentService({
    port: 0,
    apiKeys: [apiKey],
    siteDir: false,
    logger: { info() {}, warn() {}, error() {} },
  });
  apiHost = service.url;
  errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  warnings = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterAll(async () => {
  await service.close();
  vi.restoreAllMocks();
});

async function page(url: string): Promise<BuilderContent> {
  const response = await fetch(
    `${apiHost}/api/v3/content/page?apiKey=${apiKey}&userAttributes=${encodeURIComponent(JSON.stringify({ urlPath: url }))}&limit=1`,
  );
  const { results } = (await response.json()) as { results: BuilderContent[] };
  return results[0];
}

const html = async (node: Promise<unknown>) => renderToStaticMarkup((await node) as never);
const clientMarkers = (markup: string) =>
  [...markup.matchAll(/data-client="(\w+)"(?: data-(?:block|content|track)="([^"]*)")?/g)].map(
    ([, name, detail]) => `${name}:${detail ?? ''}`,
  );
const block = (id: string, extra: Partial<BuilderBlock>): BuilderBlock => ({ '@type': BLOCK_TYPE, id, ...extra });
const text = (id: string, value: string, extra: Partial<BuilderBlock> = {}) =>
  block(id, { component: { name: 'Text', options: { text: value } }, ...extra });

describe('Content in a server components tree', () => {
  it('renders a page of static blocks (Section, Columns, Text, Image, Button, a symbol) on the server, with only the tracking shell for the browser', async () => {
    const about = await page('/about');
    const markup = await html(Content({ content: about, apiKey, apiHost, model: 'page' }));
    expect(markup).toContain('builder-text');
    expect(markup).toContain('<img');
    expect(markup).toContain('builder-columns');
    expect(markup).toContain('data-model="symbol"');
    // The symbol's entry was fetched on the server and rendered in place, as a nested root.
    expect(markup.match(/builder-content-id=/g)?.length).toBeGreaterThan(1);
    expect(clientMarkers(markup)).toEqual([`ContentShell:true`]);
    expect(markup).toContain('data-builder-server-css');
  });

  it('ships nothing at all for the browser when the content may not track', async () => {
    const about = await page('/about');
    const markup = await html(Content({ content: about, apiKey, apiHost, model: 'page', canTrack: false }));
    expect(clientMarkers(markup)).toEqual([]);
    expect(markup).toContain(`builder-content-id="${about.id}"`);
  });

  it('hands a form to the browser as an island and renders the rest on the server', async () => {
    const contact = await page('/contact');
    const markup = await html(Content({ content: contact, apiKey, apiHost, model: 'page', canTrack: false }));
    expect(clientMarkers(markup).filter((marker) => marker.startsWith('BlockIsland'))).toHaveLength(2);
    expect(markup).toContain('Say hello');
    expect(markup).not.toContain('<form');
  });

  it('hands the layout widgets to the browser, each an island', async () => {
    const guide = await page('/brew-guide');
    const markup = await html(Content({ content: guide, apiKey, apiHost, model: 'page', canTrack: false }));
    const islands = clientMarkers(markup).filter((marker) => marker.startsWith('BlockIsland'));
    expect(islands.length).toBeGreaterThanOrEqual(3);
  });

  it('renders an A/B test side by side with its chooser, and the default only when it may not track', async () => {
    const pricing = await page('/pricing');
    const markup = await html(Content({ content: pricing, apiKey, apiHost, model: 'page' }));
    expect(markup.match(/<div[^>]* builder-variant-of="larkspur-pricing"/g)).toHaveLength(2);
    expect(markup).toContain('data-builder-variants="larkspur-pricing"');
    expect(markup).toContain('__builderVariants.show(document.currentScript,"larkspur-pricing"');
    const plain = await html(Content({ content: pricing, apiKey, apiHost, model: 'page', canTrack: false }));
    expect(plain).not.toContain('builder-variant-of');
    expect(plain).not.toContain('<script');
  });

  it('hands content whose state changes in the browser (jsCode, actions) to the browser whole', async () => {
    const withCode: BuilderContent = {
      id: 'with-code',
      data: { jsCode: 'state.count = 1', blocks: [text('builder-a', 'A')] },
    };
    const withActions: BuilderContent = {
      id: 'with-actions',
      data: { blocks: [text('builder-b', 'B', { actions: { click: 'state.open = true' } })] },
    };
    expect(clientMarkers(await html(Content({ content: withCode, model: 'page' })))).toEqual([
      'ClientContent:with-code',
    ]);
    expect(clientMarkers(await html(Content({ content: withActions, model: 'page' })))).toEqual([
      'ClientContent:with-actions',
    ]);
  });

  it('hands an entry fetched for the editor or a preview (getBuilderSearchParams of builder.preview) to the browser whole', async () => {
    const { fetchOneEntry, getBuilderSearchParams } = await import('../compat/index.ts');
    const search = { 'builder.preview': 'page', 'builder.frameEditing': 'page' };
    const previewed = await fetchOneEntry({
      model: 'page',
      apiKey,
      apiHost,
      options: getBuilderSearchParams(search),
      userAttributes: { urlPath: '/about' },
    });
    const published = await fetchOneEntry({ model: 'page', apiKey, apiHost, userAttributes: { urlPath: '/about' } });
    expect(clientMarkers(await html(Content({ content: previewed, apiKey, apiHost, model: 'page' })))).toEqual([
      `ClientContent:${previewed!.id}`,
    ]);
    expect(clientMarkers(await html(Content({ content: published, apiKey, apiHost, model: 'page' })))).toEqual([
      'ContentShell:true',
    ]);
  });

  it('given no entry, hands over to the browser (the editor and previews send one there)', async () => {
    expect(clientMarkers(await html(Content({ content: null, model: 'page' })))).toEqual(['ClientContent:none']);
  });

  it('BuilderContent fetches the entry on the server when none is given, and shows notFound when none matches', async () => {
    const markup = await html(ServerBuilderContent({ apiKey, apiHost, model: 'page', url: '/about', canTrack: false }));
    expect(markup).toContain('builder-columns');
    const missing = await html(
      ServerBuilderContent({
        apiKey,
        apiHost,
        model: 'page',
        url: '/nowhere',
        canTrack: false,
        notFound: <p>No such page</p>,
      }),
    );
    expect(missing).toBe('<p>No such page</p>');
  });

  it('renders every item of a repeat (nothing hydrates them later) and evaluates bindings with the initial state', async () => {
    const content: BuilderContent = {
      id: 'repeat',
      data: {
        state: { items: ['one', 'two', 'three'], name: 'Ada' },
        blocks: [
          text('builder-item', '', {
            repeat: { collection: 'state.items' },
            bindings: { 'component.options.text': 'state.itemsItem' },
          }),
          text('builder-hello', 'Hello {{state.name}}'),
        ],
      },
    };
    const markup = await html(Content({ content, model: 'page', canTrack: false }));
    for (const item of ['one', 'two', 'three']) expect(markup).toContain(`>${item}</div>`);
    expect(markup).toContain('Hello Ada');
  });

  it('keeps bad content local: an unknown component becomes an island, a failing component is left out, the rest renders', async () => {
    const Broken = () => {
      throw new Error('broken component');
    };
    const content: BuilderContent = {
      id: 'bad',
      data: {
        blocks: [
          text('builder-before', 'Before'),
          block('builder-unknown', { component: { name: 'Nobody:Registered', options: {} } }),
          block('builder-broken', { component: { name: 'Broken', options: {} } }),
          { nonsense: true } as unknown as BuilderBlock,
          text('builder-after', 'After'),
        ],
      },
    };
    errors.mockClear();
    const markup = await html(
      Content({ content, model: 'page', canTrack: false, customComponents: [{ name: 'Broken', component: Broken }] }),
    );
    expect(markup).toContain('Before');
    expect(markup).toContain('After');
    expect(clientMarkers(markup)).toEqual(['BlockIsland:builder-unknown']);
    expect(errors.mock.calls.some((call) => String(call[0]).includes('builder-broken'))).toBe(true);
  });

  it("renders the app's customComponents as server components, with the block's options and a copy of the state", async () => {
    const Greeting = ({ name, builderState }: { name?: string; builderState: Record<string, unknown> }) => (
      <strong>
        Hi {name} ({String(builderState.plan)})
      </strong>
    );
    const content: BuilderContent = {
      id: 'custom',
      data: {
        state: { plan: 'weekly' },
        blocks: [block('builder-greeting', { component: { name: 'Greeting', options: { name: 'Ada' } } })],
      },
    };
    const markup = await html(
      Content({
        content,
        model: 'page',
        canTrack: false,
        customComponents: [{ name: 'Greeting', component: Greeting }],
      }),
    );
    expect(markup).toContain('<strong>Hi Ada (weekly)</strong>');
    expect(clientMarkers(markup)).toEqual([]);
  });

  it("renders a page-wide registration marked isRSC (Builder's RSC SDK flag) as a server component; others become islands", async () => {
    const { registerComponent } = await import('../core/index.ts');
    registerComponent(({ label }: { label?: string }) => <mark>{label} on the server</mark>, {
      name: 'Test:ServerBadge',
      isRSC: true,
    } as never);
    registerComponent(({ label }: { label?: string }) => <b>{label}</b>, { name: 'Test:BrowserBadge' });
    const content: BuilderContent = {
      id: 'registered',
      data: {
        blocks: [
          block('builder-server-badge', { component: { name: 'Test:ServerBadge', options: { label: 'Made' } } }),
          block('builder-browser-badge', { component: { name: 'Test:BrowserBadge', options: { label: 'Later' } } }),
        ],
      },
    };
    const markup = await html(Content({ content, model: 'page', canTrack: false }));
    expect(markup).toContain('<mark>Made on the server</mark>');
    expect(clientMarkers(markup)).toEqual(['BlockIsland:builder-browser-badge']);
  });

  it("hands the app's link component (a client component) to the islands, which render their links with it", async () => {
    const Link = Object.assign(() => null, { $$typeof: Symbol.for('react.client.reference'), displayName: 'AppLink' });
    const content: BuilderContent = {
      id: 'island-link',
      data: { blocks: [block('builder-tabs-link', { component: { name: 'Builder:Tabs', options: { tabs: [] } } })] },
    };
    const markup = await html(Content({ content, model: 'page', canTrack: false, linkComponent: Link as never }));
    expect(markup).toContain('data-link="AppLink"');
  });

  it('passes only data to the browser: functions in the state or data are left out of an island, with one warning', async () => {
    warnings.mockClear();
    const content: BuilderContent = {
      id: 'island-data',
      data: { blocks: [block('builder-tabs', { component: { name: 'Builder:Tabs', options: { tabs: [] } } })] },
    };
    const markup = await html(
      Content({
        content,
        model: 'page',
        canTrack: false,
        data: { plan: 'weekly', secret: () => 'kept on the server' },
      }),
    );
    const state = JSON.parse(/data-state="([^"]*)"/.exec(markup)![1].replaceAll('&quot;', '"')) as Record<
      string,
      unknown
    >;
    expect(state).toEqual({ plan: 'weekly' });
    expect(warnings.mock.calls.some((call) => String(call[0]).includes('cannot pass from a server component'))).toBe(
      true,
    );
  });
});
