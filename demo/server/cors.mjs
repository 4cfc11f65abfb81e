// @ts-check
// CORS for every answer. The kit runs on other origins than the service (test pages on
// 127.0.0.2, sites embedding it), sends credentials-free JSON with custom headers
// (`x-builder-sdk*`, form `customHeaders`), so preflights must succeed for any origin.

const ALLOWED_METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS';
const DEFAULT_ALLOWED_HEADERS =
  'content-type, authorization, x-builder-sdk, x-builder-sdk-gen, x-builder-sdk-version';

/**
 * Adds the CORS headers every response carries. The Origin is echoed (not `*`) so requests
 * made with credentials are allowed too.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
export function applyCors(req, res) {
  const origin = req.headers.origin;
  if (origin) {
    res.setHeader('access-control-allow-origin', origin);
    res.setHeader('access-control-allow-credentials', 'true');
    res.setHeader('vary', 'Origin');
  } else {
    res.setHeader('access-control-allow-origin', '*');
  }
}

/**
 * Answers a preflight: every method the service knows, and whatever headers were asked for.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
export function answerPreflight(req, res) {
  const requested = req.headers['access-control-request-headers'];
  res.setHeader('access-control-allow-methods', ALLOWED_METHODS);
  res.setHeader('access-control-allow-headers', requested || DEFAULT_ALLOWED_HEADERS);
  res.setHeader('access-control-max-age', '600');
  // Chromium's Private Network Access asks before a public page may call a loopback address.
  if (req.headers['access-control-request-private-network'] === 'true') {
    res.setHeader('access-control-allow-private-network', 'true');
  }
  res.writeHead(204, { 'content-length': '0' });
  res.end();
}
