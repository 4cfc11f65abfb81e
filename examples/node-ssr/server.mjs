// A Node http server that renders the page entry for each URL on the server, embeds the entry
// for the browser and lets React hydrate it. `npm run build` first (the browser bundle), then
// `node server.mjs`. Environment: BUILDER_API_KEY, BUILDER_API_HOST (default: the local
// content service of `npm start` and its demo key), PORT (3000; 0 picks a free one).
import http from 'node:http';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderContentToHtml, createContentCache } from 'builder-elements/server';

const DIST = path.join(path.dirname(fileURLToPath(import.meta.url)), 'dist');
const apiKey = process.env.BUILDER_API_KEY ?? 'demo';
const apiHost = process.env.BUILDER_API_HOST ?? 'http://127.0.0.1:5000';
const cache = createContentCache({ ttlMs: 60_000 });

/** Text for HTML (the title). */
const escapeHtml = (text) => String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * JSON that is safe inside <script type="application/json">: content is untrusted, and a
 * "</script>" or "<!--" in a text block would end the script early. JSON.parse reads the
 * \u escapes back as the same characters. (U+2028/U+2029 only matter to JavaScript parsers,
 * e.g. if this JSON is ever inlined into a classic script; escaping them costs nothing.)
 */
const jsonForScript = (value) => JSON.stringify(value).replace(/[<>&\u2028\u2029]/g,
  (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

async function page(url) {
  const props = { model: 'page', apiKey, apiHost, url };
  const { html, content, title } = await renderContentToHtml({ ...props, cache });
  // The client hydrates with exactly the props the server rendered with, plus the entry itself.
  const clientProps = { ...props, content: content ?? null };
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${escapeHtml(title ?? 'Builder Elements · Node SSR')}</title>
  <script type="module" src="/client.js"></script>
</head>
<body>
  <div id="app">${html}</div>
  <script type="application/json" id="builder-props">${jsonForScript(clientProps)}</script>
</body>
</html>`;
}

const server = http.createServer(async (req, res) => {
  const { pathname } = new URL(req.url ?? '/', 'http://localhost');
  try {
    if (/^\/[\w-]+\.js$/.test(pathname)) { // the client bundle and its chunks
      const body = await readFile(path.join(DIST, pathname.slice(1))).catch(() => null);
      res.writeHead(body ? 200 : 404, { 'content-type': 'text/javascript; charset=utf-8' }).end(body ?? '');
      return;
    }
    if (pathname === '/favicon.ico') return void res.writeHead(204).end();
    const html = await page(pathname);
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
  } catch (error) {
    console.error(error);
    res.writeHead(500, { 'content-type': 'text/plain' }).end('Server error');
  }
});

server.listen(Number(process.env.PORT ?? 3000), '127.0.0.1', () => {
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  console.log(`node-ssr listening on http://127.0.0.1:${port}/`);
});
