/**
 * `data.httpRequests` on the server: fetched before rendering so the server HTML shows the
 * data. URLs are evaluated against the initial state (`data.state`, input defaults, the `data`
 * prop; jsCode has not run yet) and must be absolute http(s) URLs. The answers go into the
 * returned entry's `data.state`, which the client hydrates with, so the browser does not fetch
 * them again. A request that fails or takes longer than the timeout is left to the browser.
 */
import type { BuilderContent } from '../../core/types.ts';
import { initialState } from '../content-state.ts';
import { fetchJson, isEmptyValue, isStateKey, requestUrl } from '../http-requests.ts';
import { expressionGlobals } from '../sdk.ts';

/** How long the server waits for one request by default (ms). */
export const HTTP_REQUEST_TIMEOUT_MS = 3000;

/** `content` with the answers of its empty-keyed `httpRequests` in `data.state`. */
export async function prefetchHttpRequests(
  content: BuilderContent,
  options: { data?: Record<string, unknown>; context?: Record<string, unknown>; timeoutMs?: number } = {},
): Promise<BuilderContent> {
  const requests = content.data?.httpRequests;
  if (!requests || typeof requests !== 'object') return content;
  const state = initialState(content, options.data);
  const scope = { state, context: options.context ?? {}, ...expressionGlobals() };
  const where = `httpRequests of content ${content.id ?? ''}`.trim();
  const signal = AbortSignal.timeout(options.timeoutMs ?? HTTP_REQUEST_TIMEOUT_MS);
  const fetched: Record<string, unknown> = {};
  await Promise.all(Object.keys(requests).filter(isStateKey).map(async (key) => {
    if (!isEmptyValue(state[key])) return;
    const url = requestUrl(requests[key], scope, undefined, where);
    const value = url ? await fetchJson(url, { signal }) : undefined;
    if (value !== undefined) fetched[key] = value;
  }));
  if (!Object.keys(fetched).length) return content;
  return { ...content, data: { ...content.data, state: { ...content.data?.state, ...fetched } } };
}
