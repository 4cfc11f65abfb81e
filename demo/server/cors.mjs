// @ts-check
// CORS for every answer. The kit runs on other origins than the service (test pages on
// 127.0.0.2, the demo site on 127.0.0.1, the editor simulator on localhost) and sends JSON
// with custom headers (`x-builder-sdk*`, form `customHeaders`), so pages on loopback origins
// get their preflights answered. Pages anywhere else get no CORS headers: the service holds
// what was posted to it, and a site a developer happens to visit must not read or delete it.

const ALLOWED_METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS';
const DEFAULT_ALLOWED_HEADERS = 'content-type, authorization, x-builder-sdk, x-builder-sdk-gen, x-builder-sdk-version';

/**
 * Adds the CORS headers an answer carries. An allowed Origin is echoed (not `*`) so requests
 * made with credentials are allowed too; a request naming no Origin (curl, server-side
 * fetch) gets `*`, as no browser page is involved.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {(origin: string) => boolean} originAllowed
 * @returns {boolean} false for a page on an origin the service does not answer
 */
export function applyCors(req, res, originAllowed) {
  const origin = req.headers.origin;
  // The answer depends on Origin, whichever way it goes: caches must not hand one to another.
  res.setHeader('vary', 'Origin');
  if (origin === undefined) {
    res.setHeader('access-control-allow-origin', '*');
    return true;
  }
  if (!originAllowed(origin)) return false;
  res.setHeader('access-control-allow-origin', origin);
  res.setHeader('access-control-allow-credentials', 'true');
  return true;
}

/**
 * Answers a preflight from an allowed origin: every method the service knows, and whatever
 * headers were asked for.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
export function answerPreflight(req, res) {
  const requested = req.headers['access-control-request-headers'];
  res.setHeader('access-control-allow-methods', ALLOWED_METHODS);
  res.setHeader('access-control-allow-headers', requested || DEFAULT_ALLOWED_HEADERS);
  res.setHeader('access-control-max-age', '600');
  // Chromium's Private Network Access asks before a less private page (one on an accepted
  // LAN host, say) may call a loopback address.
  if (req.headers['access-control-request-private-network'] === 'true') {
    res.setHeader('access-control-allow-private-network', 'true');
  }
  res.writeHead(204, { 'content-length': '0' });
  res.end();
}
