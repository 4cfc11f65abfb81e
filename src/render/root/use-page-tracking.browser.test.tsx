/**
 * usePageTracking in Chromium: what the page's content root reports, as the tracking requests
 * that really left the page and reached the local content service (the runner forwards the
 * kit's requests to cdn.builder.io there). One impression once the root is in view, clicks with
 * heat-map data (the first one unique), conversions credited to the page's content, nothing at
 * all with tracking off or without an API key, and same-origin links followed without a reload.
 * "Nothing was sent" is checked after the tracking queue has drained (a marker event sent
 * through the same queue has arrived, the page quiet), never after a length of time.
 */
import { waitForQuiet } from '../../../test/helpers/in-flight.ts';
import { expect } from 'chai';
import { BLOCK_TYPE, BuilderContent, builder, type BuilderBlock, type BuilderContent as Content } from '../../index.ts';
import { testEnv, waitFor } from '../../../test/helpers/browser.ts';
import { mount, rerender } from '../../../test/helpers/browser-render.tsx';

interface LoggedEvent {
  type: string;
  data: {
    contentId?: string;
    variationId?: string;
    unique?: boolean;
    targetBuilderElement?: string;
    amount?: number;
    metadata?: Record<string, unknown>;
  };
}

/** The events the service has received for `contentId` (oldest first). */
async function eventsFor(contentId: string): Promise<LoggedEvent[]> {
  const response = await fetch(`${testEnv().serviceUrl}/api/v1/track/events`);
  const { events } = (await response.json()) as { events: LoggedEvent[] };
  return events.filter((event) => event.data.contentId === contentId);
}
const typesFor = async (contentId: string) => (await eventsFor(contentId)).map((event) => event.type);
async function waitForEvents(contentId: string, types: string[]): Promise<void> {
  let had: string[] = [];
  await waitFor(
    async () => JSON.stringify((had = await typesFor(contentId))) === JSON.stringify(types),
    () => `${types.join(', ')} for ${contentId} (had: ${had.join(', ')})`,
  );
}

/** A content id no other test (or run) uses. */
const unique = (label: string) => `tracking-${label}-${Math.random().toString(16).slice(2)}`;

let markers = 0;
/**
 * Resolves once every event queued so far has reached the service: the page is quiet (what is
 * in view has been reported on), then a marker conversion goes through the same queue, which
 * sends in order; once it has arrived and nothing is in flight, nothing queued before is on its way.
 */
async function drainTracking(): Promise<void> {
  await waitForQuiet();
  const marker = unique(`marker-${++markers}`);
  builder.trackConversion(undefined, marker, undefined, undefined, undefined, { apiKey: testEnv().apiKey });
  await waitFor(async () => (await eventsFor(marker)).length > 0, 'the marker event');
  await waitForQuiet();
}

const text = (id: string, value: string, extra: Partial<BuilderBlock> = {}): BuilderBlock => ({
  '@type': BLOCK_TYPE,
  id,
  component: { name: 'Text', options: { text: value } },
  ...extra,
});
const page = (
  id: string,
  blocks: BuilderBlock[] = [text('builder-hello', 'Hello')],
  extra: Partial<Content> = {},
): Content => ({ id, data: { blocks }, ...extra });
const clickOn = (host: ParentNode, id: string) => host.querySelector<HTMLElement>(`[builder-id="${id}"]`)!.click();

describe('usePageTracking', () => {
  afterEach(() => window.scrollTo(0, 0));

  it("sends one impression for the page's root, with its content and variation ids, and no more on later renders", async () => {
    const id = unique('impression');
    const content = page(id, undefined, { variationId: `${id}-v1` });
    const host = mount(<BuilderContent content={content} apiKey={testEnv().apiKey} data={{ n: 1 }} />);
    await waitForEvents(id, ['impression']);
    const [event] = await eventsFor(id);
    expect(event.data.variationId).to.equal(`${id}-v1`);

    rerender(host, <BuilderContent content={content} apiKey={testEnv().apiKey} data={{ n: 2 }} />);
    await drainTracking();
    expect(await typesFor(id)).to.deep.equal(['impression']);
  });

  it('sends the impression only once the root comes into view', async () => {
    const id = unique('in-view');
    mount(
      <>
        <div style={{ height: '3000px' }} />
        <BuilderContent content={page(id)} apiKey={testEnv().apiKey} />
      </>,
    );
    await waitFor(
      () => document.querySelector(`[builder-content-id="${id}"] [builder-id="builder-hello"]`),
      'the content',
    );
    await drainTracking();
    expect(await typesFor(id)).to.deep.equal([]);

    document.querySelector(`[builder-content-id="${id}"]`)!.scrollIntoView();
    await waitForEvents(id, ['impression']);
  });

  it('sends a click for each click in the content, the first one unique, with the block clicked and where', async () => {
    const id = unique('clicks');
    const host = mount(
      <BuilderContent content={page(id, [text('builder-a', 'A'), text('builder-b', 'B')])} apiKey={testEnv().apiKey} />,
    );
    await waitForEvents(id, ['impression']);
    clickOn(host, 'builder-a');
    await waitForEvents(id, ['impression', 'click']);
    clickOn(host, 'builder-b');
    await waitForEvents(id, ['impression', 'click', 'click']);
    const clicks = (await eventsFor(id)).filter((event) => event.type === 'click');
    expect(clicks.map((event) => [event.data.unique, event.data.targetBuilderElement])).to.deep.equal([
      [true, 'builder-a'],
      [false, 'builder-b'],
    ]);
    expect(clicks[0].data.metadata).to.have.property('builderTargetOffset');
  });

  it("credits conversions the content tracks to the page's content", async () => {
    const id = unique('conversion');
    const host = mount(
      <BuilderContent
        content={page(id, [text('builder-buy', 'Buy', { actions: { click: 'builder.trackConversion(42)' } })], {
          variationId: `${id}-v2`,
        })}
        apiKey={testEnv().apiKey}
      />,
    );
    await waitForEvents(id, ['impression']);
    clickOn(host, 'builder-buy');
    await waitFor(async () => (await typesFor(id)).includes('conversion'), 'the conversion');
    const conversion = (await eventsFor(id)).find((event) => event.type === 'conversion')!;
    expect([conversion.data.amount, conversion.data.variationId]).to.deep.equal([42, `${id}-v2`]);
  });

  it("leaves tracking to the page's root: a symbol inside sends no impression, clicks in it count for the page", async () => {
    const id = unique('outer');
    const symbolId = unique('symbol');
    const symbol: Content = { id: symbolId, data: { blocks: [text('builder-in-symbol', 'In the symbol')] } };
    const host = mount(
      <BuilderContent
        content={page(id, [
          {
            '@type': BLOCK_TYPE,
            id: 'builder-symbol',
            component: { name: 'Symbol', options: { symbol: { content: symbol } } },
          },
        ])}
        apiKey={testEnv().apiKey}
      />,
    );
    await waitForEvents(id, ['impression']);
    clickOn(host, 'builder-in-symbol');
    await waitForEvents(id, ['impression', 'click']);
    await drainTracking();
    expect(await typesFor(id)).to.deep.equal(['impression', 'click']);
    expect(await typesFor(symbolId)).to.deep.equal([]);
  });

  it('with canTrack false sends nothing, neither for showing the content nor for clicks in it', async () => {
    const id = unique('off');
    const host = mount(<BuilderContent content={page(id)} apiKey={testEnv().apiKey} canTrack={false} />);
    await waitFor(() => host.querySelector('[builder-id="builder-hello"]'), 'the content');
    clickOn(host, 'builder-hello');
    await drainTracking();
    expect(await typesFor(id)).to.deep.equal([]);
  });

  it('without an API key sends nothing (there is no space to report to)', async () => {
    const id = unique('no-key');
    const host = mount(<BuilderContent content={page(id)} />);
    await waitFor(() => host.querySelector('[builder-id="builder-hello"]'), 'the content');
    clickOn(host, 'builder-hello');
    await drainTracking();
    expect(await typesFor(id)).to.deep.equal([]);
  });

  it('follows a same-origin link in the content within the page (history and popstate) instead of loading it', async () => {
    const original = location.href;
    const target = `${location.pathname}${location.search}&tracking-link=1`;
    const host = mount(
      <BuilderContent
        content={page(unique('link'), [text('builder-link', `<a href="${target}">go</a>`)])}
        canTrack={false}
      />,
    );
    const link = await waitFor(
      () => host.querySelector<HTMLAnchorElement>('[builder-id="builder-link"] a'),
      'the link',
    );
    const popped: string[] = [];
    const onPop = () => void popped.push(location.href);
    // Runs after the root's handler: notes whether the kit kept the browser from loading the
    // link, and keeps it from doing so either way (a reload would end the test run's page).
    let keptFromLoading: boolean | undefined;
    const guard = (event: MouseEvent) => {
      keptFromLoading = event.defaultPrevented;
      event.preventDefault();
    };
    window.addEventListener('popstate', onPop);
    window.addEventListener('click', guard);
    try {
      link.click();
      expect(keptFromLoading).to.equal(true);
      expect(popped).to.deep.equal([new URL(target, original).href]);
    } finally {
      window.removeEventListener('popstate', onPop);
      window.removeEventListener('click', guard);
      history.replaceState(null, '', original);
    }
  });

  /** Clicks `link` with a guard that notes whether the kit kept the browser from loading it (and keeps it from doing so either way). */
  function click(link: HTMLAnchorElement): boolean | undefined {
    let keptFromLoading: boolean | undefined;
    const guard = (event: MouseEvent) => {
      keptFromLoading = event.defaultPrevented;
      event.preventDefault();
    };
    window.addEventListener('click', guard);
    try {
      link.click();
    } finally {
      window.removeEventListener('click', guard);
    }
    return keptFromLoading;
  }

  it("asks Next.js's Pages Router to move (it ignores history it did not write), and leaves the move to the browser under its App Router", async () => {
    const w = window as { next?: unknown };
    const original = location.href;
    const target = `${location.pathname}${location.search}&next-link=1`;
    const host = mount(
      <BuilderContent
        content={page(unique('next-link'), [text('builder-next-link', `<a href="${target}">go</a>`)])}
        canTrack={false}
      />,
    );
    const link = await waitFor(
      () => host.querySelector<HTMLAnchorElement>('[builder-id="builder-next-link"] a'),
      'the link',
    );
    const pushed: string[] = [];
    try {
      w.next = { router: { push: (url: string) => void pushed.push(url) } };
      expect(click(link)).to.equal(true);
      expect(pushed).to.deep.equal([target]);
      expect(location.href).to.equal(original);

      w.next = { appDir: true };
      expect(click(link)).to.equal(false);
      expect(location.href).to.equal(original);
    } finally {
      delete w.next;
    }
  });
});
