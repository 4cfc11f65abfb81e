/**
 * `data.httpRequests` (`{ [stateKey]: url }`) in the browser: loaded lazily by a content root
 * whose content has requests. Each URL's `{{expression}}` templates are evaluated against the
 * state; the JSON answer is stored at `state[stateKey]` (which re-renders). A key that already
 * has a value (from `data.state`, the app's `data`, or the server render) is not fetched at
 * first, but it is refetched like the others when a state change changes its URL. Identical
 * URLs in flight share one request, cancelled once every root that asked for it has stopped; a
 * failed request (an error, the core's deadline or size cap) leaves the key as it was and warns
 * once per URL; only http(s) URLs are fetched.
 */
import { fetchJson, isForbiddenKey, warnOnce, httpRequestRefused, httpRequestFailed } from '../core/index.ts';
import { interpolate, type ExpressionScope } from './expression/evaluate.ts';
import type { StateStore } from './state.ts';

/** A state value that asks for its request: nothing there yet. */
export const isEmptyValue = (value: unknown): boolean => value === undefined || value === null || value === '';

/**
 * The URL `template` asks for, evaluated against `scope` and resolved against `base`
 * (undefined when empty, unparsable or not http(s); the refusal warns once).
 */
export function requestUrl(
  template: unknown,
  scope: ExpressionScope,
  base: string | undefined,
  where: string,
): string | undefined {
  if (typeof template !== 'string') return undefined;
  const text = interpolate(template, scope, where).trim();
  if (!text) return undefined;
  try {
    const url = new URL(text, base);
    if (url.protocol === 'http:' || url.protocol === 'https:') return url.href;
  } catch {
    // reported below
  }
  warnOnce(`http-refused:${text}`, httpRequestRefused(where, text));
  return undefined;
}

/** Settles like `promise`, or rejects with `signal.reason` once `signal` aborts (whichever comes first). */
export function untilAborted<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise;
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(signal.reason);
    if (signal.aborted) abort();
    signal.addEventListener('abort', abort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

/** A request in flight, shared by the roots that asked for its URL. */
interface Shared {
  answer: Promise<unknown>;
  cancel: AbortController;
  users: number;
}

const inFlight = new Map<string, Shared>();

/**
 * GETs `url` as JSON (within the core's deadline and size cap), sharing the request with
 * identical calls still in flight; once every caller's `signal` has aborted, the request is
 * cancelled. Resolves `undefined` on any failure (warned once per URL, a cancel is not), never rejects.
 */
export function fetchData(url: string, signal?: AbortSignal): Promise<unknown> {
  let shared = inFlight.get(url);
  if (!shared) {
    const cancel = new AbortController();
    const answer = fetchJson(url, { signal: cancel.signal, what: 'data' })
      .catch((error: unknown) => {
        if (!cancel.signal.aborted) warnOnce(`http-failed:${url}`, httpRequestFailed(url), error);
        return undefined;
      })
      .finally(() => inFlight.delete(url));
    inFlight.set(url, (shared = { answer, cancel, users: 0 }));
  }
  const { answer, cancel } = shared;
  shared.users++;
  signal?.addEventListener('abort', () => --shared.users || cancel.abort(), { once: true });
  return untilAborted(answer, signal).catch(() => undefined);
}

/**
 * Runs `requests` for one content root: fetches now, and again whenever a state change changes
 * a URL. `scope` gives the current expression scope; results are written to `store.state`.
 * Returns the stop function (later answers are then dropped).
 */
export function startHttpRequests(
  requests: Record<string, unknown>,
  store: StateStore,
  scope: () => ExpressionScope,
  where: string,
): () => void {
  const stop = new AbortController();
  const current = new Map<string, string>();
  const update = () => {
    const at = scope();
    for (const key in requests) {
      if (isForbiddenKey(key)) continue;
      const url = requestUrl(requests[key], at, location.href, where);
      const previous = current.get(key);
      if (!url || url === previous) continue;
      current.set(key, url);
      if (previous === undefined && !isEmptyValue(at.state[key])) continue;
      void fetchData(url, stop.signal).then((value) => {
        if (!stop.signal.aborted && value !== undefined && current.get(key) === url) store.state[key] = value;
      });
    }
  };
  update();
  const unsubscribe = store.subscribe(update);
  return () => {
    stop.abort();
    unsubscribe();
  };
}
