/**
 * Which hosts may drive the page from the content editor's frame (spec §6). The rule is the
 * newest reference tests': an exact host list plus `*.beta.builder.io` review builds; a
 * pattern `*.example.com` matches subdomains on a dot boundary, never a substring
 * (`evildomainbeta.builder.io` is not `*.beta.builder.io`). Ports and schemes are not compared:
 * `localhost` is trusted on any port. The site's own hosts are kept page-wide, so every copy of
 * the kit on the page agrees.
 */
import { pageGlobal } from '../page-global.ts';

/** Trusted without registration. `*.` marks a pattern for subdomains. */
export const DEFAULT_TRUSTED_HOSTS: readonly string[] = [
  'builder.io',
  'beta.builder.io',
  'qa.builder.io',
  '*.beta.builder.io',
  'localhost',
];

const registered = (): string[] => pageGlobal('trusted-hosts', () => []);

/**
 * `host` as compared: lower case, without scheme, port or path
 * (`https://Example.com:8080/x` → `example.com`). A `*.` pattern keeps its star.
 */
export function normalizeHost(host: string | null | undefined): string {
  return String(host ?? '')
    .trim()
    .toLowerCase()
    .replace(/^[a-z][\w+.-]*:\/\/|[:/?#].*$/g, '');
}

function matches(pattern: string, host: string): boolean {
  return pattern.startsWith('*.')
    ? host.endsWith(pattern.slice(1)) && host.length > pattern.length - 1
    : pattern === host;
}

/** Whether `hostname` may edit the page: a default host or one the site registered. */
export function isTrustedHost(hostname: string | null | undefined): boolean {
  const host = normalizeHost(hostname);
  return [...DEFAULT_TRUSTED_HOSTS, ...registered()].some((pattern) => matches(pattern, host));
}

/** Adds `host` (an exact host, or `*.example.com` for its subdomains) to the page's trusted hosts. */
export function registerTrustedHost(host: string): void {
  const list = registered();
  const normalized = normalizeHost(host);
  if (normalized.replace('*.', '') && !list.includes(normalized)) list.push(normalized);
}

/** Registers each host of a comma-separated list (the `trusted-hosts` attribute). */
export function registerTrustedHostList(list: string | null | undefined): void {
  for (const host of String(list ?? '').split(',')) registerTrustedHost(host);
}

/** The hosts the site registered (not the defaults). */
export function registeredTrustedHosts(): string[] {
  return [...registered()];
}

/** Replaces the hosts the site registered. */
export function setRegisteredTrustedHosts(hosts: readonly string[]): void {
  registered().splice(0);
  for (const host of hosts) registerTrustedHost(host);
}

/** Whether a message origin (`https://builder.io`) belongs to a trusted host. `null` and opaque origins never do. */
export function isTrustedOrigin(origin: string | null | undefined): boolean {
  try {
    return isTrustedHost(new URL(origin!).hostname); // no origin: throws
  } catch {
    return false;
  }
}

/**
 * The framing page's origin before any message arrives: `location.ancestorOrigins[0]`, else the
 * referrer's origin (the referrer of a framed document is its parent's URL). `undefined` when
 * unknown. Only meaningful inside a frame.
 */
export function parentOrigin(): string | undefined {
  try {
    return location.ancestorOrigins?.[0] || new URL(document.referrer).origin;
  } catch {
    return undefined; // no referrer (or not a browser)
  }
}
