/**
 * `data.httpRequests` in the browser, against the local content service over real HTTP (its
 * content API answers JSON): the answer lands in the state and shows, a state change that
 * changes the URL fetches again, identical URLs share one request, failures and hostile URLs
 * only warn.
 */
import { expect } from 'chai';
import { BLOCK_TYPE, BuilderContent, type BuilderBlock, type BuilderContent as Content } from '../../src/index.ts';
import { nextTask, recordFetches, testEnv, waitFor } from '../helpers/browser.ts';
import { mount } from '../helpers/browser-render.tsx';

let run = 0;
/** A content API URL unique to this test (so the requests it made can be counted). */
const apiUrl = (query: string) => `${testEnv().serviceUrl}/api/v3/content/page?apiKey=abcd&${query}&run=${run}`;
const requestsTo = (url: string) =>
  performance.getEntriesByType('resource').filter((entry) => entry.name === url).length;

const text = (id: string, binding: string, actions?: Record<string, string>): BuilderBlock => ({
  '@type': BLOCK_TYPE,
  id,
  component: { name: 'Text', options: { text: '' } },
  bindings: { 'component.options.text': binding },
  actions,
});
const nameOf = (key: string) => `state.${key}?.results?.[0]?.name ?? "none"`;
const page = (
  id: string,
  httpRequests: Record<string, string>,
  blocks: BuilderBlock[],
  state: Record<string, unknown> = {},
): Content => ({ id, data: { state, httpRequests, blocks } });

async function show(...contents: Content[]): Promise<HTMLElement> {
  const host = mount(
    <>
      {contents.map((content) => (
        <BuilderContent key={content.id} content={content} canTrack={false} />
      ))}
    </>,
  );
  await waitFor(() => host.querySelectorAll('[builder-content-id]').length === contents.length, 'the content');
  return host;
}
const textOf = (host: HTMLElement, id: string) => host.querySelector(`[builder-id="${id}"]`)?.textContent ?? '';

/** Records console.warn calls until `restore()`. */
function captureWarnings() {
  const original = console.warn;
  const calls: string[] = [];
  console.warn = (...args: unknown[]) => void calls.push(args.map(String).join(' '));
  return { calls, restore: () => void (console.warn = original) };
}

describe('httpRequests in the browser', () => {
  beforeEach(() => void run++);

  it('fetches the URL with its template evaluated against the state and shows the answer', async () => {
    const host = await show(
      page('http-a', { found: apiUrl('entry={{state.entry}}') }, [text('builder-found', nameOf('found'))], {
        entry: 'test-page',
      }),
    );
    await waitFor(() => textOf(host, 'builder-found') === 'Test page', 'the fetched name');
    expect(requestsTo(apiUrl('entry=test-page'))).to.equal(1);
  });

  it('fetches again when a state change changes the URL', async () => {
    const host = await show(
      page(
        'http-b',
        { found: apiUrl('entry={{state.entry}}') },
        [
          text('builder-found', nameOf('found')),
          text('builder-switch', '"switch"', { click: 'state.entry = "test-ab"' }),
        ],
        { entry: 'test-page' },
      ),
    );
    await waitFor(() => textOf(host, 'builder-found') === 'Test page', 'the first answer');
    host.querySelector<HTMLElement>('[builder-id="builder-switch"]')!.click();
    await waitFor(() => textOf(host, 'builder-found') === 'Test A/B page', 'the second answer');
    expect(requestsTo(apiUrl('entry=test-page'))).to.equal(1);
    expect(requestsTo(apiUrl('entry=test-ab'))).to.equal(1);
  });

  it('sends one request for identical URLs (two keys, two content roots), and none for a key that has a value', async () => {
    const url = apiUrl('entry=test-page');
    const host = await show(
      page(
        'http-c',
        { first: url, second: url, preset: apiUrl('entry=test-ab') },
        [
          text('builder-first', nameOf('first')),
          text('builder-second', nameOf('second')),
          text('builder-preset', 'state.preset'),
        ],
        { preset: 'from data.state' },
      ),
      page('http-d', { third: url }, [text('builder-third', nameOf('third'))]),
    );
    await waitFor(
      () => ['builder-first', 'builder-second', 'builder-third'].every((id) => textOf(host, id) === 'Test page'),
      'every answer',
    );
    expect(requestsTo(url)).to.equal(1);
    expect(textOf(host, 'builder-preset')).to.equal('from data.state');
    expect(requestsTo(apiUrl('entry=test-ab'))).to.equal(0);
  });

  it('warns once for a failed request and once for a refused URL, and keeps rendering', async () => {
    const warnings = captureWarnings();
    const fetches = recordFetches();
    try {
      const failing = `${testEnv().serviceUrl}/api/v3/content/page?apiKey=not-a-key&run=${run}`;
      const content = page('http-e', { failed: failing, hostile: 'javascript:alert(document.cookie)' }, [
        text('builder-failed', nameOf('failed')),
      ]);
      const host = await show(content, { ...content, id: 'http-f' });
      await waitFor(() => warnings.calls.length >= 2, 'the failure');
      // A second root asking for the same URL after the failure warns no more: it asks again,
      // and once that answer has been handled (in the task it came in), any warning has been given.
      await show({ ...content, id: 'http-g' });
      const again = await waitFor(
        () => fetches.requests.filter((request) => request.url === failing)[1],
        'the third root to ask again',
      );
      await again.settled;
      await nextTask();
      expect(fetches.requests.filter((request) => request.url === failing)).to.have.length(2);
      expect(textOf(host, 'builder-failed')).to.equal('none');
      expect(
        warnings.calls.filter((call) =>
          call.startsWith(
            `Builder: httpRequests could not load ${failing} FetchError: Fetching data failed with HTTP 401: ${failing}`,
          ),
        ),
      ).to.have.length(1);
      expect(
        warnings.calls.filter((call) => call.includes('URL refused') && call.includes('javascript:alert')),
      ).to.have.length(1);
      expect(performance.getEntriesByType('resource').some((entry) => entry.name.startsWith('javascript:'))).to.equal(
        false,
      );
    } finally {
      fetches.stop();
      warnings.restore();
    }
  });
});
