// @ts-check
// The local content service: the content API, tracking, form endpoints and CDN stand-ins the
// kit talks to, plus the demo site, in one node:http server. Importing this module starts
// nothing; `startContentService()` does.
import http from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { adminRoutes } from './admin-page.mjs';
import { cdnRoutes } from './cdn.mjs';
import { contentRoutes } from './content-routes.mjs';
import { ContentStore } from './content-store.mjs';
import { formRoutes } from './form-routes.mjs';
import { HttpError } from './http-io.mjs';
import { createHostPolicy } from './host-policy.mjs';
import { JsonLinesLog, MAX_LOG_BYTES } from './json-lines-log.mjs';
import { createDispatcher } from './routes.mjs';
import { staticSiteRoutes } from './static-site.mjs';
import { trackingRoutes } from './tracking-routes.mjs';

const DEMO_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The demo's own content: `demo/content/<model>/<entry>.json`. */
export const DEMO_CONTENT_DIR = path.join(DEMO_DIR, 'content');
export const DEMO_SITE_DIR = path.join(DEMO_DIR, 'site');
/** The editor simulator (`/editor/`): frames a demo page and speaks the editor protocol to it. */
export const DEMO_EDITOR_DIR = path.join(DEMO_DIR, 'editor');
export const REPO_DIST_DIR = path.resolve(DEMO_DIR, '..', 'dist');

/** How many tracking events and form submissions are kept (the newest), in memory and on disk. */
export const MAX_EVENTS = 10_000;
export const MAX_SUBMISSIONS = 1_000;

/** @typedef {import('./content-store.mjs').ContentDir} ContentDir */
/** @typedef {import('./content-store.mjs').Logger} Logger */
/** @typedef {import('./json-lines-log.mjs').LogRecord} LogRecord */

/**
 * @typedef {object} ContentServiceOptions
 * @property {number} [port] default 5000; 0 picks a free port
 * @property {string} [host] default 127.0.0.1 (loopback only); requests naming it in Host are accepted
 * @property {string[]} [allowedHosts] Host names accepted besides loopback ones (`localhost`,
 *   `*.localhost`, `127.x.x.x`, `[::1]`) and `host`; pages on them get CORS answers too.
 *   `.example.com` accepts every name below example.com. Anything else is refused with 421.
 * @property {string[]} [apiKeys] keys the service accepts; default `['demo']`
 * @property {ContentDir[]} [contentDirs] default `[demo/content]`; later folders win on equal ids
 * @property {string} [dataDir] where the event and submission logs go; default a temp folder removed on close
 * @property {number} [maxEvents] tracking events kept; default MAX_EVENTS
 * @property {number} [maxSubmissions] form submissions kept; default MAX_SUBMISSIONS
 * @property {number} [maxLogBytes] size cap of each log, in memory and on disk; default 32 MiB
 * @property {Logger} [logger] default `console`
 * @property {string | false} [siteDir] the demo site; default `demo/site`, `false` serves no site (nor the editor)
 * @property {string} [editorDir] the editor simulator at `/editor/`; default `demo/editor`
 * @property {string} [distDir] served at `/dist/*`; default the repo's `dist`
 * @property {(method: string, url: string) => void} [onRequest] told of every request received
 *   (its method and its path with the query), before it is answered: what tests check a client sent
 */

/**
 * @typedef {object} ContentService
 * @property {string} url origin, e.g. `http://127.0.0.1:5000`
 * @property {number} port
 * @property {string} host
 * @property {string[]} apiKeys
 * @property {string} dataDir
 * @property {(since?: string | number) => LogRecord[]} events tracking events received, oldest first
 * @property {(since?: string | number) => LogRecord[]} submissions form submissions received, oldest first
 * @property {() => Promise<void>} clearEvents
 * @property {() => Promise<void>} clearSubmissions
 * @property {() => Promise<void>} close stops listening, ends open connections, removes a temp data folder
 */

/**
 * @param {ContentServiceOptions} [options]
 * @returns {Promise<ContentService>}
 */
export async function startContentService(options = {}) {
  const {
    port = 5000,
    host = '127.0.0.1',
    apiKeys = ['demo'],
    contentDirs = [DEMO_CONTENT_DIR],
    logger = console,
    siteDir = DEMO_SITE_DIR,
    distDir = REPO_DIST_DIR,
    editorDir = DEMO_EDITOR_DIR,
    allowedHosts = [],
    maxEvents = MAX_EVENTS,
    maxSubmissions = MAX_SUBMISSIONS,
    maxLogBytes = MAX_LOG_BYTES,
    onRequest,
  } = options;
  const ownsDataDir = !options.dataDir;
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(os.tmpdir(), 'builder-content-service-')));

  const store = new ContentStore(contentDirs, logger);
  const events = new JsonLinesLog(path.join(dataDir, 'track-events.jsonl'), logger, {
    maxRecords: maxEvents,
    maxBytes: maxLogBytes,
  });
  const submissions = new JsonLinesLog(path.join(dataDir, 'form-submissions.jsonl'), logger, {
    maxRecords: maxSubmissions,
    maxBytes: maxLogBytes,
  });
  await Promise.all([events.open(), submissions.open()]);

  /** @param {string} apiKey */
  const checkApiKey = (apiKey) => {
    if (!apiKeys.includes(apiKey)) throw new HttpError(401, `Unknown API key "${apiKey}"`, 'invalid_api_key');
  };
  const dispatch = createDispatcher(
    [
      ...contentRoutes(store, checkApiKey),
      ...trackingRoutes(events),
      ...formRoutes(submissions, checkApiKey),
      ...cdnRoutes(),
      ...adminRoutes({ store, events, submissions }),
      ...(siteDir ? staticSiteRoutes({ siteDir, distDir, editorDir }) : []),
    ],
    logger,
    createHostPolicy([...allowedHosts, host.includes(':') ? `[${host}]` : host]),
  );

  const server = http.createServer((req, res) => {
    onRequest?.(req.method ?? '', req.url ?? '');
    void dispatch(req, res);
  });
  // A request line node cannot parse gets a plain 400 instead of a dropped socket.
  server.on('clientError', (_error, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(undefined);
    });
  });
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  const urlHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;

  return {
    url: `http://${urlHost}:${address.port}`,
    port: address.port,
    host: address.address,
    apiKeys: [...apiKeys],
    dataDir,
    events: (since) => events.list(since),
    submissions: (since) => submissions.list(since),
    clearEvents: () => events.reset(),
    clearSubmissions: () => submissions.reset(),
    async close() {
      await new Promise((resolve) => {
        server.close(() => resolve(undefined));
        server.closeAllConnections();
      });
      await Promise.all([events.flush(), submissions.flush()]);
      if (ownsDataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}
