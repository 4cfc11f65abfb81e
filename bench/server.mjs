// @ts-check
// The bench's web server (127.0.0.1 only): the bench pages, their data as classic scripts, and
// the build output. Nothing is cached, so every page load is a first visit.
import http from 'node:http';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DIST = path.join(ROOT, 'dist');
const PAGES = path.join(ROOT, 'bench', 'pages');

/** @type {Record<string, string>} */
const TYPES = {
  '.js': 'text/javascript',
  '.map': 'application/json',
  '.json': 'application/json',
  '.html': 'text/html',
};

/**
 * @typedef {object} BenchServer
 * @property {string} url origin, e.g. `http://127.0.0.1:41234`
 * @property {() => Promise<void>} close
 */

/**
 * @typedef {object} BenchSite
 * @property {Map<string, string>} scripts bundled page scripts by name (`floor` → `/pages/floor.js`)
 * @property {(name: string) => string | undefined} data the classic script for `/data/<name>.js`
 * @property {(variant: string, query: URLSearchParams) => string | undefined} html the page for `/page/<variant>`
 * @property {string} [baseline] another build's dist/ directory, served under `/base/`
 */

/**
 * @param {BenchSite} site
 * @returns {Promise<BenchServer>}
 */
export async function startBenchServer(site) {
  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    /** @param {number} status @param {string} type @param {string | Buffer} body */
    const send = (status, type, body) => {
      res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
      res.end(body);
    };
    try {
      let match;
      if ((match = /^\/page\/([\w-]+)$/.exec(url.pathname))) {
        const html = site.html(match[1], url.searchParams);
        return html ? send(200, 'text/html; charset=utf-8', html) : send(404, 'text/plain', 'no such page');
      }
      if ((match = /^\/data\/([\w-]+)\.js$/.exec(url.pathname))) {
        const js = site.data(match[1]);
        return js ? send(200, TYPES['.js'], js) : send(404, 'text/plain', 'no such data');
      }
      if ((match = /^\/pages\/([\w-]+)\.js$/.exec(url.pathname)) && site.scripts.has(match[1])) {
        return send(200, TYPES['.js'], /** @type {string} */ (site.scripts.get(match[1])));
      }
      const base = site.baseline && path.resolve(site.baseline);
      const file = url.pathname.startsWith('/dist/')
        ? path.join(DIST, url.pathname.slice(6))
        : base && url.pathname.startsWith('/base/')
          ? path.join(base, url.pathname.slice(6))
          : url.pathname === '/pages/mark-start.js'
            ? path.join(PAGES, 'mark-start.js')
            : undefined;
      if (!file || !(file.startsWith(DIST) || file.startsWith(PAGES) || (base && file.startsWith(base))))
        return send(404, 'text/plain', 'not found');
      return send(200, TYPES[path.extname(file)] ?? 'application/octet-stream', await readFile(file));
    } catch {
      return send(404, 'text/plain', 'not found');
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    url: `http://127.0.0.1:${address.port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
