/**
 * GETs JSON with a deadline, a size cap and a cancel signal, and says why it failed. Content,
 * symbols and `httpRequests` come from services the site does not control: a request that never
 * answers, a body that stalls or a 50 MB answer must not hold a render or a tag for minutes. The
 * deadline covers the whole exchange (headers and body); it holds even for a custom `fetch` that
 * ignores its signal, because every wait is raced against it.
 */
import { fetchFailed, type FetchFailureKind } from './errors.ts';

/** How long a content request may take, headers and body (ms). */
export const DEFAULT_TIMEOUT_MS = 10_000;
/** The largest content entry accepted (bytes of JSON). */
export const DEFAULT_MAX_ENTRY_BYTES = 5 * 1024 * 1024;

/** A failed fetch: why (`kind`) and which URL. HTTP failures also carry the `status`. */
export class FetchError extends Error {
  // Declared and assigned in the constructor: field initialisers and parameter properties would
  // cost a defineProperty helper per field in the es2020 bundle (the core has a size budget).
  declare readonly kind: FetchFailureKind;
  declare readonly url: string;
  declare readonly status?: number;
  constructor(kind: FetchFailureKind, url: string, detail: string | number = '', what = 'content', status?: number) {
    super(fetchFailed(what, kind, url, detail));
    this.name = 'FetchError';
    this.kind = kind;
    this.url = url;
    this.status = status;
  }
}

export interface FetchLimits {
  /** The deadline of the whole exchange (ms). @defaultValue {@link DEFAULT_TIMEOUT_MS} */
  timeout?: number;
  /** Cancels the request: it then rejects with the signal's reason. */
  signal?: AbortSignal;
  /** The largest body accepted (bytes). @defaultValue {@link DEFAULT_MAX_ENTRY_BYTES} */
  maxBytes?: number;
  /** What the messages call the answer: `content` (the default) or `data` (httpRequests). */
  what?: string;
}

type Fetcher = (url: string, init?: object) => Promise<Response>;

/** The body as text, refused past `maxBytes` without reading further. */
async function cappedText(response: Response, maxBytes: number, fail: () => FetchError): Promise<string> {
  const reader = response.body?.getReader();
  if (!reader) return response.text();
  const decoder = new TextDecoder();
  let text = '';
  for (
    let size = 0, chunk;
    !(chunk = await reader.read()).done;
    text += decoder.decode(chunk.value, { stream: true })
  ) {
    if ((size += chunk.value.byteLength) > maxBytes) throw fail();
  }
  return text + decoder.decode();
}

/**
 * The JSON answer of `url`. Rejects with a {@link FetchError}: `timeout` (no answer in time),
 * `stalled` (the body did not complete in time), `network` (refused, cut, a redirect loop),
 * `http` (not 2xx), `too-large`, `not-json`; or with `signal.reason` once `signal` aborts.
 */
export async function fetchJson(
  url: string,
  limits: FetchLimits = {},
  fetcher: Fetcher = fetch,
  init?: object,
): Promise<unknown> {
  const { timeout = DEFAULT_TIMEOUT_MS, signal, maxBytes = DEFAULT_MAX_ENTRY_BYTES, what } = limits;
  signal?.throwIfAborted();
  const fail = (kind: FetchFailureKind, detail?: string | number, status?: number) =>
    new FetchError(kind, url, detail, what, status);
  const deadline = new AbortController();
  const cancel = () => deadline.abort();
  const timer = setTimeout(cancel, timeout);
  signal?.addEventListener('abort', cancel);
  let kind: FetchFailureKind = 'timeout';
  // Every wait is raced against the deadline (a custom fetch may ignore its signal); what failed, named.
  const stopped = new Promise<never>((_, reject) => deadline.signal.addEventListener('abort', reject));
  stopped.catch(() => {});
  const step = <T>(promise: Promise<T>): Promise<T> =>
    Promise.race([promise, stopped]).catch((error: unknown) => {
      throw signal?.aborted
        ? signal.reason
        : deadline.signal.aborted
          ? fail(kind, timeout)
          : error instanceof FetchError
            ? error
            : fail('network', String((error as Error)?.cause ?? (error as Error)?.message ?? error));
    });
  try {
    const response = await step(fetcher(url, { ...init, signal: deadline.signal }));
    if (!response.ok) throw fail('http', response.status, response.status);
    kind = 'stalled';
    if (Number(response.headers?.get('content-length')) > maxBytes) throw fail('too-large', maxBytes);
    const text = await step(cappedText(response, maxBytes, () => fail('too-large', maxBytes)));
    try {
      return JSON.parse(text);
    } catch {
      throw fail('not-json');
    }
  } finally {
    // Also drops the rest of a body not read (an HTTP error, one too large).
    cancel();
    clearTimeout(timer);
    signal?.removeEventListener('abort', cancel);
  }
}
