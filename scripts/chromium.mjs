// @ts-check
// How the project's tools run Chromium (the browser tests, the example apps' checks, the bench):
// the machine's own (Debian's, or CHROME_PATH; nothing is downloaded) with the same flags, as a
// visitor (its user agent), with requests to Builder's production hosts answered by the local
// content service.

/** The browser binary. */
export const CHROMIUM = process.env.CHROME_PATH || '/usr/bin/chromium';

/** Flags of every launch: no sandbox (containers), no GPU, nothing fetched in the background. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** A visitor's user agent: the kit treats headless browsers ("HeadlessChrome") as bots (no tracking, no A/B test). */
export const VISITOR_USER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';

/** The production hosts the kit talks to: content and tracking (cdn) and form e-mail (builder.io). */
export const PRODUCTION_HOSTS = new Set(['cdn.builder.io', 'builder.io']);

/** Request headers fetch sets itself (or refuses) when a request is forwarded. */
const HOP_BY_HOP = new Set([
  'host',
  'connection',
  'content-length',
  'transfer-encoding',
  'keep-alive',
  'upgrade',
  'expect',
]);

/**
 * Answers a request Chromium made to a production host from the local content service at
 * `serviceUrl`: the request goes there whole (a POST's body, a preflight's headers), and the
 * answer comes back with its status, type, CORS headers and body.
 * @param {string} serviceUrl
 * @param {{ method: string, pathAndQuery: string, headers?: Record<string, string>, body?: BodyInit }} request
 * @returns {Promise<{ status: number, contentType: string, headers: Record<string, string>, body: Buffer }>}
 */
export async function answerFromService(serviceUrl, { method, pathAndQuery, headers = {}, body }) {
  const forwarded = Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name.toLowerCase())));
  const res = await fetch(serviceUrl + pathAndQuery, {
    method,
    headers: forwarded,
    body: method === 'GET' || method === 'HEAD' ? undefined : body,
  });
  /** @type {Record<string, string>} */
  const answerHeaders = { 'access-control-allow-origin': '*' };
  res.headers.forEach((value, name) => {
    if (name.startsWith('access-control-') || name === 'vary') answerHeaders[name] = value;
  });
  return {
    status: res.status,
    contentType: res.headers.get('content-type') ?? 'application/octet-stream',
    headers: answerHeaders,
    body: Buffer.from(await res.arrayBuffer()),
  };
}
