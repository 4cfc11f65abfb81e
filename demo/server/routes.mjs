// @ts-check
// Request dispatch: the Host check and CORS first, then the first route whose method and path
// match. Any thrown HttpError becomes its JSON answer; anything else is logged and answered
// with 500, so one bad request never takes the service down.
import { applyCors, answerPreflight } from './cors.mjs';
import { createHostPolicy } from './host-policy.mjs';
import { drainBody, HttpError, sendError } from './http-io.mjs';

/**
 * @typedef {object} RouteContext
 * @property {import('node:http').IncomingMessage} req
 * @property {import('node:http').ServerResponse} res
 * @property {URL} url
 * @property {string[]} params the pattern's captures, still percent-encoded
 */
/** @typedef {(ctx: RouteContext) => unknown} Handler */
/**
 * @typedef {object} Route
 * @property {string | string[]} method
 * @property {RegExp} pattern matched against the raw (encoded) path
 * @property {Handler} handler
 */

/** Methods a page on a foreign origin may still use: they change nothing, and without CORS
 * headers the page cannot read the answer. */
const READ_ONLY_METHODS = new Set(['GET', 'HEAD']);

/**
 * @param {Route[]} routes
 * @param {Pick<Console, 'error'>} logger
 * @param {import('./host-policy.mjs').HostPolicy} [policy] default: loopback hosts and origins only
 * @returns {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => Promise<void>}
 */
export function createDispatcher(routes, logger, policy = createHostPolicy()) {
  return async function dispatch(req, res) {
    try {
      const host = req.headers.host;
      if (!policy.hostAllowed(host)) {
        throw new HttpError(
          421,
          `This service does not answer for the host "${String(host).slice(0, 100)}": ` +
            'start it with ALLOWED_HOSTS (or the allowedHosts option) naming it to accept it',
          'host_not_allowed',
        );
      }
      // A page elsewhere may not preflight, nor send the simple POSTs that need no preflight.
      if (!applyCors(req, res, policy.originAllowed) && !READ_ONLY_METHODS.has(req.method ?? 'GET')) {
        throw new HttpError(
          403,
          `Requests from pages on ${String(req.headers.origin).slice(0, 100)} are not allowed`,
          'origin_not_allowed',
        );
      }
      // Clearing a log is for the service's own /admin page (or a tool without a page): a page
      // on another loopback port may post events, never wipe them.
      if (req.method === 'DELETE' && !fromOwnPage(req)) {
        throw new HttpError(
          403,
          `Only the service's own pages may delete (this request came from ${String(req.headers.origin).slice(0, 100)})`,
          'origin_not_allowed',
        );
      }
      if (req.method === 'OPTIONS') return answerPreflight(req, res);
      const url = parseUrl(req.url ?? '/');
      const method = req.method === 'HEAD' ? 'GET' : (req.method ?? 'GET');
      let pathMatched = false;
      for (const route of routes) {
        const match = route.pattern.exec(url.pathname);
        if (!match) continue;
        pathMatched = true;
        if (!methodsOf(route).includes(method)) continue;
        await route.handler({ req, res, url, params: match.slice(1) });
        return;
      }
      throw pathMatched
        ? new HttpError(405, `Method ${req.method} is not allowed here`)
        : new HttpError(404, `Nothing at ${url.pathname}`);
    } catch (error) {
      if (!(error instanceof HttpError)) logger.error('[service] request failed:', error);
      if (res.headersSent) return void res.destroy();
      await drainBody(req);
      sendError(res, error instanceof HttpError ? error : new HttpError(500, 'Internal error'));
    }
  };
}

/**
 * Whether a request comes from a page of the service itself, or from no page at all (curl, a
 * test, a server): a browser names the page's origin in Origin on every DELETE, and says
 * `same-origin` in Sec-Fetch-Site when it is the service's.
 * @param {import('node:http').IncomingMessage} req
 */
function fromOwnPage(req) {
  const { origin, host } = req.headers;
  const site = req.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none') return false;
  if (origin === undefined) return true;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

/** @param {Route} route */
function methodsOf(route) {
  return Array.isArray(route.method) ? route.method : [route.method];
}

/**
 * A request target as a URL; `//x` and other odd targets must not be read as a host.
 * @param {string} target
 */
function parseUrl(target) {
  try {
    return new URL(`http://service.local${target.startsWith('/') ? '' : '/'}${target}`);
  } catch {
    throw new HttpError(400, 'Malformed request target');
  }
}
