/**
 * `<builder-content>` against a content service that fails (issue 26, part 2), over real HTTP to
 * the fault server (test/faults/fault-server.mjs): the tag is never blank for long. Its children
 * show while it loads and stay when the fetch fails, with `no-content` and one `error` event
 * whose `Error` names the URL and its `kind`; a failed fetch is tried again when the page comes
 * back online or navigates, with a backoff, and not once the tag is gone. The React API's
 * `timeout` and `error` too.
 *
 * Each fault's time from connect to the `error` event is logged (`[fault timing]`) for the table
 * in docs/elements.md; no test asserts on it.
 */
import { expect } from 'chai';
import '../../elements/index.ts';
import type { ContentElement } from '../../elements/content-element.tsx';
import { retryWait, RETRY_CAP_MS } from '../../elements/use-retry.ts';
import { BuilderContent } from '../../src/render/builder-content.tsx';
import { mount as mountReact, reactSettled } from '../helpers/browser-render.tsx';
import { installFakeClock, type FakeClock } from '../helpers/fake-clock.ts';
import { nextTask, recordFetches, testEnv, waitFor } from '../helpers/browser.ts';
import { inside, isShown, mount, unmountAll } from '../browser/elements-helpers.ts';

const { faultUrl } = testEnv();
const FAULT_TEXT = 'Answered by the fault server';

/** Each tag queries with its own locale: the page's content client shares identical requests in flight. */
let run = 0;
const fresh = () => `x-fault-${++run}-${Date.now()}`;

/** A tag fetching from the fault `segment` (`never`, `slow-800`, `flaky-a1`…), with a `<p>` as its fallback. */
function tag(
  segment: string,
  attributes = '',
): { element: ContentElement; fallback: HTMLElement; errors: CustomEvent<Error>[]; loads: CustomEvent[] } {
  const element = mount<ContentElement>(
    `<builder-content api-key="fault-key" api-host="${faultUrl}/${segment}" url="/fault" locale="${fresh()}" can-track="false" ${attributes}><p id="fallback">Loading…</p></builder-content>`,
  );
  const errors: CustomEvent<Error>[] = [];
  const loads: CustomEvent[] = [];
  element.addEventListener('error', (event) => errors.push(event as unknown as CustomEvent<Error>));
  element.addEventListener('load', (event) => loads.push(event as CustomEvent));
  return { element, fallback: element.querySelector<HTMLElement>('#fallback')!, errors, loads };
}

/** The fault server's content root inside `element`, once rendered. */
const answered = (element: Element) => inside(element).querySelector('[builder-content-id="fault-entry"]');

/** True when `element` is laid out with a height: a visitor sees it. */
const visible = (element: HTMLElement) => isShown(element) && element.getBoundingClientRect().height > 0;

/** Content requests the page started to the fault `segment`. */
const requestsTo = (fetches: ReturnType<typeof recordFetches>, segment: string) =>
  fetches.requests.filter((request) => request.url.startsWith(`${faultUrl}/${segment}/`));

/**
 * The delays of the timers `signal` sets on the fake clock: the retry a sign schedules (the
 * timers of a fetch in flight, the core's deadline, are there before and after).
 */
function scheduledBy(clock: FakeClock, signal: () => void): number[] {
  const before = clock.delays();
  signal();
  const after = clock.delays();
  for (const delay of before) {
    const index = after.indexOf(delay);
    if (index >= 0) after.splice(index, 1);
  }
  return after;
}

const online = () => window.dispatchEvent(new Event('online'));

afterEach(unmountAll);

describe('<builder-content> while the service is slow or silent', () => {
  it('shows its fallback children from connect while a host that never answers is fetched, with `loading`', async () => {
    const { element, fallback } = tag('never');
    expect(visible(fallback), 'shown at connect, before the first render').to.equal(true);
    expect(element.hasAttribute('loading')).to.equal(true);
    await reactSettled();
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(visible(fallback), 'shown after the first render').to.equal(true);
    expect(element.hasAttribute('loading')).to.equal(true);
    expect(element.hasAttribute('no-content')).to.equal(false);
    expect(element.getBoundingClientRect().height, "the tag takes the fallback's height").to.be.greaterThan(0);
  });

  it('shows its fallback in the light DOM too (no-shadow)', async () => {
    const { element, fallback } = tag('never', 'no-shadow');
    expect(visible(fallback), 'shown at connect').to.equal(true);
    await reactSettled();
    expect(visible(fallback), 'shown after the first render').to.equal(true);
    expect(element.hasAttribute('loading')).to.equal(true);
  });

  it('shows the fallback, then the slow answer in its place, and fires load', async () => {
    const since = performance.now();
    const { element, fallback, loads } = tag('slow-800');
    let shownWhileLoading = 0;
    // Every check until the content is there: the fallback is shown.
    await waitFor(() => {
      if (answered(element)) return true;
      expect(visible(fallback), 'fallback shown while loading').to.equal(true);
      shownWhileLoading++;
      return false;
    }, 'the slow answer');
    expect(shownWhileLoading, 'checked while loading').to.be.greaterThan(5);
    await waitFor(() => loads.length === 1, 'the load event');
    expect(inside(element).textContent).to.contain(FAULT_TEXT);
    expect(isShown(fallback), 'the content replaced the fallback').to.equal(false);
    expect(element.hasAttribute('loading')).to.equal(false);
    expect(element.hasAttribute('no-content')).to.equal(false);
    console.log(`[fault timing] slow-800: ${Math.round(performance.now() - since)} ms from connect to load`);
  });
});

/** Each fault, how the tag is pointed at it, and the `kind`s its failure may have (the core's classification). */
const FAULTS: { fault: string; attributes?: string; kinds: string[] }[] = [
  { fault: 'never', attributes: 'timeout="300"', kinds: ['timeout'] },
  { fault: 'stall', attributes: 'timeout="300"', kinds: ['stalled'] },
  { fault: 'cut', kinds: ['network'] },
  { fault: 'error', kinds: ['http'] },
  { fault: 'bad-json', kinds: ['not-json'] },
  { fault: 'loop', kinds: ['network'] },
  { fault: 'huge', kinds: ['too-large'] },
  // The size cap comes through `options`, like any other fetch option: a 200-byte entry is too large here.
  { fault: 'ok', attributes: `options='{"maxEntryBytes":100}'`, kinds: ['too-large'] },
];

describe('<builder-content> when the fetch fails', () => {
  for (const { fault, attributes = '', kinds } of FAULTS) {
    it(`${fault}${attributes ? ` (${attributes})` : ''}: shows the fallback with no-content and fires one error naming the URL and its kind`, async () => {
      const since = performance.now();
      const { element, fallback, errors, loads } = tag(fault, attributes);
      const error = await waitFor(() => errors[0], `the error event (${fault})`);
      console.log(
        `[fault timing] ${fault}${attributes ? ` ${attributes}` : ''}: ${Math.round(performance.now() - since)} ms from connect to error`,
      );
      expect(error.detail).to.be.instanceOf(Error);
      await waitFor(() => visible(fallback), 'the fallback shown');
      expect(element.hasAttribute('no-content')).to.equal(true);
      expect(element.hasAttribute('loading')).to.equal(false);
      expect(answered(element)).to.equal(null);
      await reactSettled();
      expect(errors, 'one error event').to.have.length(1);
      expect(loads).to.have.length(0);
      // What the core's failures say (its deadline and kinds).
      const kind = (error.detail as Error & { kind?: string }).kind;
      expect(error.detail.message, 'the message names the URL').to.contain(`${faultUrl}/${fault}/`);
      expect(kinds, `kind ${String(kind)}`).to.include(kind);
    });
  }
});

describe('<builder-content> retrying a failed fetch', () => {
  /** Mounts a tag on a `flaky-<id>` host (fails once, then answers) and waits for its first error. */
  async function failedOnce(): Promise<
    ReturnType<typeof tag> & { fetches: ReturnType<typeof recordFetches>; segment: string }
  > {
    const segment = `flaky-${fresh()}`;
    const fetches = recordFetches();
    const mounted = tag(segment);
    await waitFor(() => mounted.errors.length === 1, 'the first error');
    await waitFor(() => visible(mounted.fallback), 'the fallback shown');
    expect(mounted.element.hasAttribute('no-content')).to.equal(true);
    await reactSettled(); // the failure's render and effects are done: the tag listens for signs
    return { ...mounted, fetches, segment };
  }

  /** Waits for the retry's answer: the fallback stays shown until the content replaces it. */
  async function retried({ element, fallback, loads }: ReturnType<typeof tag>): Promise<void> {
    await waitFor(() => {
      if (answered(element)) return true;
      expect(visible(fallback), 'fallback shown until the content replaces it').to.equal(true);
      return false;
    }, "the retry's content");
    await waitFor(() => loads.length === 1, 'the load event');
    expect(inside(element).textContent).to.contain(FAULT_TEXT);
    expect(isShown(fallback)).to.equal(false);
    expect(element.hasAttribute('no-content')).to.equal(false);
    expect(element.hasAttribute('loading')).to.equal(false);
  }

  it('retries when the page comes back online, renders the content and fires load', async () => {
    const failed = await failedOnce();
    try {
      expect(requestsTo(failed.fetches, failed.segment), 'no retry without a sign').to.have.length(1);
      online();
      await retried(failed);
      expect(requestsTo(failed.fetches, failed.segment)).to.have.length(2);
      expect(failed.errors).to.have.length(1);
    } finally {
      failed.fetches.stop();
    }
  });

  it("retries on the next navigation: history.pushState (the Navigation API's navigatesuccess)", async function () {
    if (!('navigation' in window)) this.skip();
    const failed = await failedOnce();
    try {
      history.pushState(history.state, '', location.href);
      await retried(failed);
      expect(requestsTo(failed.fetches, failed.segment)).to.have.length(2);
    } finally {
      failed.fetches.stop();
    }
  });

  it('retries on the next navigation: popstate', async () => {
    const failed = await failedOnce();
    try {
      window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
      await retried(failed);
      expect(requestsTo(failed.fetches, failed.segment)).to.have.length(2);
    } finally {
      failed.fetches.stop();
    }
  });

  it('backs off: a sign during the wait retries once at its end; the waits grow 1 s, 2 s, 4 s … up to 60 s', async () => {
    expect([0, 1, 2, 3, 5, 6, 20].map(retryWait)).to.deep.equal([1_000, 2_000, 4_000, 8_000, 32_000, 60_000, 60_000]);
    const fetches = recordFetches();
    const clock = installFakeClock();
    try {
      const { element, fallback, errors } = tag('error');
      await waitFor(() => errors.length === 1, 'the first error');
      await reactSettled();
      // Two signs in a row: one retry, at the end of the first wait.
      let waits = scheduledBy(clock, () => {
        online();
        online();
      });
      expect(waits, 'one retry scheduled').to.have.length(1);
      expect(waits[0]).to.be.within(1, 1_000);
      clock.tick(waits[0] - 1);
      await reactSettled();
      expect(requestsTo(fetches, 'error'), 'not before the wait is over').to.have.length(1);
      clock.tick(1);
      await waitFor(() => errors.length === 2, "the retry's error");
      expect(requestsTo(fetches, 'error'), 'one request for two signs').to.have.length(2);
      expect(visible(fallback) && element.hasAttribute('no-content')).to.equal(true);

      // The next wait is twice as long, counted from the retry's failure.
      await reactSettled();
      waits = scheduledBy(clock, () => window.dispatchEvent(new PopStateEvent('popstate')));
      expect(waits).to.have.length(1);
      expect(waits[0]).to.be.within(1_001, 2_000);
      clock.tick(waits[0]);
      await waitFor(() => errors.length === 3, "the second retry's error");
      await reactSettled();
      waits = scheduledBy(clock, online);
      expect(waits).to.have.length(1);
      expect(waits[0]).to.be.within(2_001, 4_000);
      expect(requestsTo(fetches, 'error')).to.have.length(3);
    } finally {
      clock.uninstall();
      fetches.stop();
    }
  });

  it('a sign while a retry is out retries after it, if it fails too', async () => {
    const fetches = recordFetches();
    const clock = installFakeClock();
    try {
      // Each request fails after 400 ms: time to send a sign while the retry is out.
      const { element, errors } = tag('error-400');
      await waitFor(() => errors.length === 1, 'the first error');
      await reactSettled();
      clock.tick(scheduledBy(clock, online)[0]);
      await waitFor(() => requestsTo(fetches, 'error-400').length === 2, "the retry's request");
      expect(
        element.hasAttribute('loading') && element.hasAttribute('no-content'),
        'retrying: loading, and no-content kept',
      ).to.equal(true);
      expect(scheduledBy(clock, online), 'nothing scheduled while the retry is out').to.deep.equal([]);
      await waitFor(() => errors.length === 2, "the retry's error");
      await reactSettled();
      const waits = clock.delays().filter((delay) => delay > 1_000 && delay <= 2_000);
      expect(waits, 'the next retry, scheduled with no new sign').to.have.length(1);
    } finally {
      clock.uninstall();
      fetches.stop();
    }
  });

  it('does not retry once removed from the page, even with a retry scheduled', async () => {
    const fetches = recordFetches();
    const clock = installFakeClock();
    try {
      const { element, errors } = tag('error');
      await waitFor(() => errors.length === 1, 'the first error');
      await reactSettled();
      const [retry] = scheduledBy(clock, online);
      expect(retry).to.be.within(1, 1_000);
      element.remove();
      await nextTask(); // the element unmounts its React root a microtask after it is removed
      await reactSettled();
      expect(clock.delays(), 'the scheduled retry is cancelled').not.to.include(retry);
      online();
      window.dispatchEvent(new Event('popstate'));
      clock.tick(RETRY_CAP_MS);
      await reactSettled();
      expect(requestsTo(fetches, 'error')).to.have.length(1);
      expect(errors).to.have.length(1);
    } finally {
      clock.uninstall();
      fetches.stop();
    }
  });

  it('stops listening once the content loaded, and when the query changes', async () => {
    const failed = await failedOnce();
    const fetches = recordFetches();
    const clock = installFakeClock();
    try {
      clock.tick(scheduledBy(clock, online)[0]);
      await retried(failed);
      expect(scheduledBy(clock, online), 'no retry after success').to.deep.equal([]);
      const made = requestsTo(fetches, failed.segment).length;

      const other = tag('error');
      await waitFor(() => other.errors.length === 1, 'the error');
      other.element.apiHost = `${faultUrl}/ok`;
      await waitFor(() => other.loads.length === 1, "the new query's content");
      expect(scheduledBy(clock, online), 'no retry for the query before').to.deep.equal([]);
      clock.tick(RETRY_CAP_MS);
      await reactSettled();
      expect(requestsTo(fetches, 'error'), 'the failed query is not retried').to.have.length(1);
      expect(requestsTo(fetches, failed.segment), 'the loaded query is not fetched again').to.have.length(made);
    } finally {
      clock.uninstall();
      fetches.stop();
      failed.fetches.stop();
    }
  });
});

describe('BuilderContent (React API) with a timeout', () => {
  it('shows the error node and calls onError for a host that never answers', async () => {
    const failures: unknown[] = [];
    const since = performance.now();
    const host = mountReact(
      <BuilderContent
        model="page"
        apiKey="fault-key"
        apiHost={`${faultUrl}/never`}
        url="/fault"
        locale={fresh()}
        canTrack={false}
        timeout={300}
        loading={<p id="react-loading">Loading…</p>}
        error={(error) => <p id="react-error">Failed: {(error as Error).message}</p>}
        onError={(error) => failures.push(error)}
      />,
    );
    await waitFor(() => host.querySelector('#react-loading'), 'the loading node');
    const shown = await waitFor(() => host.querySelector('#react-error'), 'the error node');
    console.log(
      `[fault timing] React BuilderContent never timeout={300}: ${Math.round(performance.now() - since)} ms from mount to onError`,
    );
    expect(failures).to.have.length(1);
    expect(failures[0]).to.be.instanceOf(Error);
    expect((failures[0] as Error & { kind?: string }).kind).to.equal('timeout');
    expect(shown.textContent).to.contain(`${faultUrl}/never/`);
    expect(host.querySelector('#react-loading')).to.equal(null);
  });
});
