/**
 * `fetch` for URLs that content (untrusted) names, from the server: it must not reach the
 * server itself or the networks behind it (server-side request forgery). Before each request,
 * and before each redirect hop (redirects are followed here, never by `fetch`), the URL's host
 * is checked: by its text (./private-address.ts), then every address its name resolves to.
 * Resolving is injectable because edge runtimes may have no `node:dns`; without a resolver
 * only the text rules apply.
 */
import { untilAborted } from '../http-requests.ts';
import { nodeBuiltin } from './node-builtin.ts';
import { isIpAddress, isPrivateAddress, isPrivateHost, parseIPv6 } from './private-address.ts';

/** How many redirects one request follows. */
export const MAX_REDIRECTS = 5;

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/**
 * All IP addresses `hostname` resolves to. Resolves `undefined` when the runtime cannot
 * resolve names (the text rules then decide alone); rejects when the name does not resolve.
 */
export type HostResolver = (hostname: string) => Promise<readonly string[] | undefined>;

/**
 * Node's resolver, `dns.lookup` (what Node's `fetch` connects with), where there is one: no
 * import, which would stop the module from loading where `node:dns` does not exist.
 */
export const resolveWithNodeDns: HostResolver = async (hostname) => {
  const lookup = nodeBuiltin<typeof import('node:dns')>('dns')?.promises?.lookup;
  if (typeof lookup !== 'function') return undefined;
  const answers = await lookup(hostname, { all: true });
  return answers.map((answer) => answer.address);
};

export interface FetchGuard {
  /**
   * Hosts requested although private: exact host names or IP literals, compared with the
   * URL's host after the same normalisation (any case; IPv6 with or without brackets).
   */
  allowedPrivateHosts?: readonly string[];
  /** @defaultValue {@link resolveWithNodeDns} */
  resolveHost?: HostResolver;
}

/** Why the server does not request a URL: its host is private, or its name did not resolve. */
export type Refusal = 'private' | 'unresolved';

/** The final response, or the URL (the first or a redirect's) that was not requested and why. */
export type GuardedResponse = { response: Response } | { refused: Refusal; url: string };

/** `host` as `new URL(...).hostname` writes it, so `127.1`, `::1` and `[::1]` match the URL's host. */
function normalisedHost(host: string): string {
  const text = host.trim();
  if (/[/?#@\\]/.test(text) || (text.includes(':') && !parseIPv6(text))) return text.toLowerCase();
  try {
    return new URL(`http://${text.startsWith('[') || !text.includes(':') ? text : `[${text}]`}/`).hostname;
  } catch {
    return text.toLowerCase();
  }
}

/** Why `url` must not be requested from the server, or undefined when it may be. */
export async function refusalOf(url: URL, guard: FetchGuard = {}, signal?: AbortSignal): Promise<Refusal | undefined> {
  const host = url.hostname;
  if (guard.allowedPrivateHosts?.some((allowed) => normalisedHost(allowed) === host)) return undefined;
  if (isPrivateHost(host)) return 'private';
  if (isIpAddress(host)) return undefined;
  let addresses: readonly string[] | undefined;
  try {
    addresses = await untilAborted((guard.resolveHost ?? resolveWithNodeDns)(host), signal);
  } catch (error) {
    if (signal?.aborted) throw error;
    return 'unresolved';
  }
  if (!addresses) return undefined;
  if (!addresses.length) return 'unresolved';
  // An answer that is not an address cannot be vouched for: refused like a private one.
  return addresses.every((address) => isIpAddress(address) && !isPrivateAddress(address)) ? undefined : 'private';
}

/**
 * GETs the http(s) `url` unless its host, or a redirect's, is private (see
 * {@link refusalOf}); follows at most {@link MAX_REDIRECTS} redirects to http(s) URLs.
 * Rejects on network errors, too many redirects, and redirects elsewhere than http(s).
 */
export async function guardedFetch(
  url: string,
  guard: FetchGuard = {},
  signal?: AbortSignal,
): Promise<GuardedResponse> {
  let current = new URL(url);
  for (let redirects = 0; ; redirects++) {
    const refused = await refusalOf(current, guard, signal);
    if (refused) return { refused, url: current.href };
    const response = await fetch(current.href, { redirect: 'manual', signal });
    const location = REDIRECT_STATUSES.has(response.status) ? response.headers.get('location') : null;
    if (location === null) return { response };
    response.body?.cancel().catch(() => {});
    if (redirects >= MAX_REDIRECTS) throw new Error(`More than ${MAX_REDIRECTS} redirects from ${url}`);
    current = new URL(location, current);
    if (current.protocol !== 'http:' && current.protocol !== 'https:')
      throw new Error(`Redirect to a ${current.protocol} URL from ${url}`);
  }
}
