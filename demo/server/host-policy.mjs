// @ts-check
// Which hosts and page origins the service answers. It holds what pages posted (events, form
// submissions) and lets callers clear them, so only loopback may talk to it unless told
// otherwise:
// - the Host header must name a loopback host or an accepted one. A page whose own name was
//   rebound to 127.0.0.1 (DNS rebinding) is same-origin with the service as far as the browser
//   knows, but its requests still carry its name in Host, and are refused;
// - CORS answers pages on loopback origins (and on accepted hosts) only.
// `*.localhost` is loopback too: browsers resolve it themselves and never ask DNS.

/**
 * @typedef {object} HostPolicy
 * @property {(host: string | undefined) => boolean} hostAllowed for a Host header; none (HTTP/1.0) is allowed
 * @property {(origin: string) => boolean} originAllowed for an Origin header (`null` never is)
 */

/**
 * @param {string[]} [acceptedHosts] names (or addresses) accepted besides loopback ones, without
 *   port; `.example.com` accepts example.com and every name below it
 * @returns {HostPolicy}
 */
export function createHostPolicy(acceptedHosts = []) {
  const exact = new Set();
  /** @type {string[]} */
  const suffixes = [];
  for (const item of acceptedHosts) {
    const name = item.trim().toLowerCase().replace(/\.$/, '');
    if (name.startsWith('.') && name.length > 1) suffixes.push(name);
    else if (name) exact.add(hostnameOf(name) ?? name);
  }
  /** @param {string} hostname */
  const accepted = (hostname) =>
    isLoopbackName(hostname) ||
    exact.has(hostname) ||
    suffixes.some((suffix) => hostname.endsWith(suffix) || hostname === suffix.slice(1));
  return {
    hostAllowed(host) {
      if (host === undefined) return true;
      const hostname = hostnameOf(host);
      return hostname !== null && accepted(hostname);
    },
    originAllowed(origin) {
      const hostname = originHostname(origin);
      return hostname !== null && accepted(hostname);
    },
  };
}

/**
 * `localhost`, `*.localhost`, `127.x.x.x` and `[::1]`, as the URL parser writes them.
 * @param {string} hostname
 */
export function isLoopbackName(hostname) {
  return (
    hostname === 'localhost' ||
    hostname.endsWith('.localhost') ||
    /^127(?:\.\d{1,3}){3}$/.test(hostname) ||
    hostname === '[::1]'
  );
}

/**
 * The host name of a Host header (`Example.com:5000` → `example.com`, `127.1` → `127.0.0.1`),
 * or null when it is not a plain host and optional port.
 * @param {string} host
 */
export function hostnameOf(host) {
  if (!/^[\w.\-[\]:]+$/.test(host)) return null; // no userinfo, path or percent-escapes
  try {
    return new URL(`http://${host}`).hostname.replace(/\.$/, '');
  } catch {
    return null;
  }
}

/**
 * The host name of an http(s) Origin header, or null for `null`, other schemes and anything
 * that is not exactly an origin.
 * @param {string} origin
 */
function originHostname(origin) {
  try {
    const url = new URL(origin);
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.origin !== origin) return null;
    return url.hostname.replace(/\.$/, '');
  } catch {
    return null;
  }
}
