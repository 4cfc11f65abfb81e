/**
 * The fault suite, in Node: the core's content client and the server render meet a content API
 * that never answers, stalls, cuts the connection, answers 500, bad JSON, a huge body or a
 * redirect loop (./fault-server.mjs, over real HTTP on loopback). Each must fail with its cause
 * and the URL, within the deadline; a symbol or an httpRequests URL that fails leaves the page
 * rendered. The time each fault took is printed at the end (docs/server.md quotes it); no test
 * asserts on time.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  Builder,
  FetchError,
  renderContentElementToHtml,
  renderContentToHtml,
  type BuilderContent,
} from '../../src/server.ts';
import { buildFormRequest, sendFormRequest } from '../../src/core/form-submit.ts';
import { FAULT_ENTRY_TEXT, faultEntry, startFaultServer } from './fault-server.mjs';

let faults: Awaited<ReturnType<typeof startFaultServer>>;
const timings: { fault: string; where: string; outcome: string; ms: number }[] = [];
/** Short deadlines keep the suite fast; the defaults (10 s content, 3 s httpRequests) behave alike. */
const TIMEOUT = 300;

beforeAll(async () => {
  faults = await startFaultServer();
});
afterAll(async () => {
  await faults.close();
  const rows = timings.map((t) => `| ${t.fault} | ${t.where} | ${t.outcome} | ${t.ms} |`);
  console.log(['| fault | where | outcome | ms |', '|---|---|---|---:|', ...rows].join('\n'));
});

/** Runs `task`, records how long it took to settle, and returns its error (or undefined). */
async function timed(fault: string, where: string, task: () => Promise<unknown>): Promise<unknown> {
  const start = performance.now();
  let error: unknown;
  try {
    await task();
  } catch (caught) {
    error = caught;
  }
  const outcome = error instanceof FetchError ? `${error.kind}` : error ? String((error as Error).name) : 'rendered';
  timings.push({ fault, where, outcome, ms: Math.round(performance.now() - start) });
  return error;
}

/**
 * Each fault and the cause it must be named by. Only the faults that end at the deadline get the
 * short one; the others fail on their own cause, so they keep the default deadline (10 s) and a
 * loaded machine streaming 6 MB slowly still sees `too-large`, not `stalled`.
 */
const FAULTS = [
  { fault: 'never', kind: 'timeout', timeout: TIMEOUT },
  { fault: 'stall', kind: 'stalled', timeout: TIMEOUT },
  { fault: 'cut', kind: 'network' },
  { fault: 'error', kind: 'http' },
  { fault: 'bad-json', kind: 'not-json' },
  { fault: 'huge', kind: 'too-large' },
  { fault: 'huge-length', kind: 'too-large' },
  { fault: 'loop', kind: 'network' },
] as const satisfies readonly { fault: string; kind: string; timeout?: number }[];

describe('the content client', () => {
  it.each(FAULTS)('fails on $fault with the cause ($kind) and the URL', async (row) => {
    const { fault, kind } = row;
    const timeout = 'timeout' in row ? row.timeout : undefined;
    const builder = new Builder('KEY');
    const error = await timed(fault, 'builder.get', () =>
      builder.get('page', { apiHost: `${faults.url}/${fault}`, timeout }).promise(),
    );
    expect(error).toBeInstanceOf(FetchError);
    expect((error as FetchError).kind).toBe(kind);
    expect((error as FetchError).message).toContain(`${faults.url}/${fault}/api/v3/query/KEY/page?`);
    if (kind === 'http') expect((error as FetchError).status).toBe(500);
  });

  it('answers with the entry when the service answers', async () => {
    const entry = await new Builder('KEY').get('page', { apiHost: `${faults.url}/ok`, timeout: TIMEOUT }).promise();
    expect(entry?.id).toBe('fault-entry');
  });

  it('takes the size cap from maxEntryBytes', async () => {
    const builder = new Builder('KEY');
    const error = await builder
      .get('page', { apiHost: `${faults.url}/ok`, maxEntryBytes: 100 })
      .promise()
      .catch((e: unknown) => e);
    expect((error as FetchError).kind).toBe('too-large');
    expect((error as FetchError).message).toContain('larger than the limit of 100 bytes');
    // 6 MB is refused by default, taken when the cap allows it.
    const huge = await builder.get('page', { apiHost: `${faults.url}/huge`, maxEntryBytes: 8 * 1024 * 1024 }).promise();
    expect(huge?.id).toBe('fault-entry');
  });

  it('cancels with the signal: the query rejects with its reason at once', async () => {
    const cancel = new AbortController();
    const before = faults.hits('never');
    const pending = new Builder('KEY').get('page', { apiHost: `${faults.url}/never`, signal: cancel.signal }).promise();
    await vi.waitFor(() => expect(faults.hits('never')).toBe(before + 1));
    cancel.abort(new Error('page closed'));
    await expect(pending).rejects.toThrow('page closed');
  });

  it("cancels with Gen 2's fetchOptions.signal too", async () => {
    const cancel = new AbortController();
    const pending = new Builder('KEY')
      .get('page', { apiHost: `${faults.url}/never`, fetchOptions: { signal: cancel.signal } })
      .promise();
    cancel.abort(new Error('navigated away'));
    await expect(pending).rejects.toThrow('navigated away');
  });

  it('keeps a cancelled query from cancelling an identical one', async () => {
    const builder = new Builder('KEY');
    const cancel = new AbortController();
    const options = { apiHost: `${faults.url}/ok`, timeout: TIMEOUT };
    const cancelled = builder.get('page', { ...options, signal: cancel.signal }).promise();
    const other = builder.get('page', options).promise();
    cancel.abort(new Error('gone'));
    await expect(cancelled).rejects.toThrow('gone');
    expect((await other)?.id).toBe('fault-entry');
  });

  it('holds the deadline even for a custom fetch that ignores its signal', async () => {
    const stuck = () => new Promise<Response>(() => {});
    const error = await new Builder('KEY')
      .get('page', { fetch: stuck, timeout: TIMEOUT })
      .promise()
      .catch((e: unknown) => e);
    expect((error as FetchError).kind).toBe('timeout');
  });
});

describe('the server render', () => {
  it.each(FAULTS)('rejects on $fault with the cause ($kind)', async ({ fault, kind }) => {
    const error = await timed(fault, 'renderContentToHtml', () =>
      renderContentToHtml({ apiKey: 'KEY', apiHost: `${faults.url}/${fault}`, model: 'page', timeout: TIMEOUT }),
    );
    expect((error as FetchError).kind).toBe(kind);
  });

  it('rejects renderContentElementToHtml alike', async () => {
    const error = await renderContentElementToHtml({
      apiKey: 'KEY',
      apiHost: `${faults.url}/never`,
      model: 'page',
      timeout: TIMEOUT,
    }).catch((e: unknown) => e);
    expect((error as FetchError).kind).toBe('timeout');
  });

  it('rejects with the reason of its signal', async () => {
    const cancel = new AbortController();
    const pending = renderContentToHtml({
      apiKey: 'KEY',
      apiHost: `${faults.url}/never`,
      model: 'page',
      signal: cancel.signal,
    });
    cancel.abort(new Error('client went away'));
    await expect(pending).rejects.toThrow('client went away');
  });

  it.each(['never', 'stall', 'cut', 'error', 'bad-json', 'huge', 'loop'])(
    'renders the page when a symbol meets %s (the browser fetches it)',
    async (fault) => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const page: BuilderContent = {
        id: 'with-symbol',
        data: {
          blocks: [
            {
              '@type': '@builder.io/sdk:Element',
              id: 'builder-before',
              component: { name: 'Text', options: { text: '<p>Before the symbol</p>' } },
            },
            {
              '@type': '@builder.io/sdk:Element',
              id: 'builder-symbol',
              component: { name: 'Symbol', options: { symbol: { model: 'symbol', entry: `symbol-${fault}` } } },
            },
          ],
        },
      };
      const error = await timed(fault, 'symbol', async () => {
        const { html } = await renderContentToHtml({
          apiKey: 'KEY',
          apiHost: `${faults.url}/${fault}`,
          content: page,
          timeout: TIMEOUT,
        });
        expect(html).toContain('Before the symbol');
      });
      expect(error).toBeUndefined();
      expect(warn.mock.calls.some(([message]) => String(message).includes('could not load symbol content'))).toBe(true);
      warn.mockRestore();
    },
  );

  it.each(['never', 'stall', 'cut', 'error', 'bad-json', 'huge', 'loop'])(
    'renders the page when an httpRequests URL meets %s',
    async (fault) => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const page: BuilderContent = {
        id: `with-request-${fault}`,
        data: {
          httpRequests: { products: `${faults.url}/${fault}/products.json` },
          blocks: [
            {
              '@type': '@builder.io/sdk:Element',
              id: 'builder-text',
              component: { name: 'Text', options: { text: '<p>Page text</p>' } },
            },
          ],
        },
      };
      const error = await timed(fault, 'httpRequests', async () => {
        const { html, content } = await renderContentToHtml({
          content: page,
          allowedPrivateHosts: ['127.0.0.1'],
          httpRequestTimeout: TIMEOUT,
        });
        expect(html).toContain('Page text');
        expect(content?.data?.state?.products).toBeUndefined();
      });
      expect(error).toBeUndefined();
      expect(warn.mock.calls.some(([message]) => String(message).includes('httpRequests could not load'))).toBe(true);
      warn.mockRestore();
    },
  );

  it('embeds only the fields the browser reads in the content element', async () => {
    const entry = {
      ...faultEntry(1024 * 1024),
      lastUpdatedBy: 'someone',
      meta: { breakpoints: { small: 500 }, internal: 'x'.repeat(1000) },
    };
    const { html, content } = await renderContentElementToHtml({ content: entry });
    expect(html).toContain(FAULT_ENTRY_TEXT);
    expect(html.length).toBeLessThan(20_000);
    const json = JSON.parse(/<script type="application\/json"[^>]*>(.*?)<\/script>/s.exec(html)![1]);
    expect(json.data.filler).toBeUndefined();
    expect(json.lastUpdatedBy).toBeUndefined();
    expect(json.meta).toEqual({ breakpoints: { small: 500 } });
    expect(json.data.blocks).toEqual(entry.data.blocks);
    // The caller still gets the whole entry.
    expect(content?.data?.filler).toHaveLength(1024 * 1024);
  });
});

describe('a form submission', () => {
  const submission = (fault: string) =>
    buildFormRequest([['email', 'visitor@example.com']], {
      sendSubmissionsTo: 'custom',
      action: `${faults.url}/${fault}/submit`,
    });

  it.each(['never', 'stall'])('gives up on %s after its deadline, naming the URL', async (fault) => {
    const error = await timed(fault, 'form submission', () => sendFormRequest(submission(fault), undefined, TIMEOUT));
    expect((error as DOMException).name).toBe('TimeoutError');
    expect((error as DOMException).message).toContain(`${faults.url}/${fault}/submit`);
  });

  it('is cancelled by its signal', async () => {
    const cancel = new AbortController();
    const pending = sendFormRequest(submission('never'), cancel.signal);
    cancel.abort(new Error('form removed'));
    await expect(pending).rejects.toThrow('form removed');
  });
});
