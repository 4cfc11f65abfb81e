/**
 * `data.httpRequests` on the server: fetched before rendering so the server HTML shows the
 * data. URLs are evaluated against the initial state (`data.state`, input defaults, the `data`
 * prop; jsCode has not run yet) and must be absolute http(s) URLs. The answers go into the
 * returned entry's `data.state`, which the client hydrates with, so the browser does not fetch
 * them again. A request that fails or takes longer than the timeout is left to the browser, and
 * so is a URL whose host (or a redirect's) is private: content is untrusted, and the server must
 * not become its way into the server's own network (./guarded-fetch.ts).
 */
import {
  type BuilderContent,
  fetchJson,
  isForbiddenKey,
  warnOnce,
  httpRequestPrivate,
  httpRequestUnresolved,
  httpRequestFailed,
} from '../../core/index.ts';
import { initialState } from '../content-state.ts';
import type { CodeBudget, ExpressionScope, Sandbox } from '../expression/evaluate.ts';
import { isEmptyValue, requestUrl, untilAborted } from '../http-requests.ts';
import { expressionGlobals } from '../sdk.ts';
import { guardedFetch, resolveWithNodeDns, type FetchGuard, type HostResolver } from './guarded-fetch.ts';

/** How long the server waits for one request by default (ms). */
export const HTTP_REQUEST_TIMEOUT_MS = 3000;

/**
 * Requests in flight, by resolver, then allowed hosts and URL: renders that would check a URL
 * alike (the variations of an A/B test) share its request.
 */
const inFlight = new WeakMap<HostResolver, Map<string, Promise<unknown>>>();

/** `content` with the answers of its empty-keyed `httpRequests` in `data.state`. */
export async function prefetchHttpRequests(
  content: BuilderContent,
  options: {
    data?: Record<string, unknown>;
    context?: Record<string, unknown>;
    timeoutMs?: number;
    signal?: AbortSignal;
    sandbox?: Sandbox;
    budget?: CodeBudget;
  } & FetchGuard = {},
): Promise<BuilderContent> {
  const requests = content.data?.httpRequests;
  if (!requests || typeof requests !== 'object') return content;
  const state = initialState(content, options.data);
  const scope: ExpressionScope = {
    state,
    context: options.context ?? {},
    ...expressionGlobals(),
    sandbox: options.sandbox,
    budget: options.budget,
  };
  const where = `httpRequests of content ${content.id ?? ''}`.trim();
  const timeoutMs = options.timeoutMs ?? HTTP_REQUEST_TIMEOUT_MS;
  const guard: FetchGuard = { allowedPrivateHosts: options.allowedPrivateHosts, resolveHost: options.resolveHost };
  const fetched: Record<string, unknown> = {};
  await Promise.all(
    Object.keys(requests)
      .filter((key) => !isForbiddenKey(key))
      .map(async (key) => {
        if (!isEmptyValue(state[key])) return;
        const url = requestUrl(requests[key], scope, undefined, where);
        const value = url ? await sharedFetchJson(url, guard, timeoutMs, options.signal) : undefined;
        if (value !== undefined) fetched[key] = value;
      }),
  );
  if (!Object.keys(fetched).length) return content;
  return { ...content, data: { ...content.data, state: { ...content.data?.state, ...fetched } } };
}

/**
 * {@link fetchJsonFromServer}, sharing the request with identical ones still in flight. Each
 * caller waits until its own `signal` aborts at most; the request itself ends with its deadline.
 */
function sharedFetchJson(
  url: string,
  guard: FetchGuard,
  timeoutMs: number,
  signal: AbortSignal | undefined,
): Promise<unknown> {
  const resolver = guard.resolveHost ?? resolveWithNodeDns;
  const requests = inFlight.get(resolver) ?? new Map<string, Promise<unknown>>();
  inFlight.set(resolver, requests);
  const key = `${JSON.stringify(guard.allowedPrivateHosts ?? [])} ${timeoutMs} ${url}`;
  let pending = requests.get(key);
  if (!pending) {
    pending = fetchJsonFromServer(url, guard, timeoutMs).finally(() => requests.delete(key));
    requests.set(key, pending);
  }
  return untilAborted(pending, signal);
}

/** GETs `url` as JSON through the guard, within `timeoutMs`. Resolves `undefined` when refused or failed (warned once per URL), never rejects. */
async function fetchJsonFromServer(url: string, guard: FetchGuard, timeoutMs: number): Promise<unknown> {
  let refusal: { refused: string; url: string } | undefined;
  const guarded = async (href: string, init?: { signal?: AbortSignal }) => {
    const result = await guardedFetch(href, guard, init?.signal);
    if ('response' in result) return result.response;
    refusal = result;
    throw new Error(result.refused);
  };
  try {
    return await fetchJson(url, { timeout: timeoutMs, what: 'data' }, guarded);
  } catch (error) {
    if (!refusal) {
      warnOnce(`http-failed:${url}`, httpRequestFailed(url), error);
    } else {
      const refusedUrl = refusal.url === url ? url : `${refusal.url} (redirected from ${url})`;
      if (refusal.refused === 'private') warnOnce(`http-private:${refusedUrl}`, httpRequestPrivate(refusedUrl));
      else warnOnce(`http-unresolved:${refusedUrl}`, httpRequestUnresolved(refusedUrl));
    }
    return undefined;
  }
}
