// Renders each page entry on the server as a whole <builder-content hydrate> tag (content and
// styles in a declarative shadow root, shown before any script runs); the custom elements
// bundle hydrates it in the browser. No React on the page besides the bundle's own.
// Bundled by build.mjs; run `node dist/server.mjs`. Environment: BUILDER_API_KEY,
// BUILDER_API_HOST (default: the local content service of `npm start` and its demo key),
// PORT (3000; 0 picks a free one).
import http from 'node:http';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderContentElementToHtml, createContentCache, createServerPage, setIsolateWasmModule } from 'builder-elements/server';

const here = path.dirname(fileURLToPath(import.meta.url)); // dist/, once bundled
const apiKey = process.env.BUILDER_API_KEY ?? 'demo';
const apiHost = process.env.BUILDER_API_HOST ?? 'http://127.0.0.1:5000';
const cache = createContentCache({ ttlMs: 60_000 });

setIsolateWasmModule(await WebAssembly.compile(await readFile(path.join(here, 'quickjs.wasm'))));

const escapeHtml = (text) => String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

async function page(url) {
  const { html, title } = await renderContentElementToHtml({
    apiKey, apiHost, model: 'page', url, cache, page: createServerPage(),
  });
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${escapeHtml(title ?? 'Builder Elements · bundled server')}</title>
  <script type="module" src="/builder-elements/builder-elements.js"></script>
</head>
<body>
  <main>${html}</main>
</body>
</html>`;
}

const server = http.createServer(async (req, res) => {
  const { pathname } = new URL(req.url ?? '/', 'http://localhost');
  try {
    if (/^\/builder-elements\/(chunks\/)?[\w.-]+\.js$/.test(pathname)) {
      const file = path.join(here, 'public', pathname.slice('/builder-elements/'.length));
      const body = await readFile(file).catch(() => null);
      res.writeHead(body ? 200 : 404, { 'content-type': 'text/javascript; charset=utf-8' }).end(body ?? '');
      return;
    }
    if (pathname === '/favicon.ico') return void res.writeHead(204).end();
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(await page(pathname));
  } catch (error) {
    console.error(error);
    res.writeHead(500, { 'content-type': 'text/plain' }).end('Server error');
  }
});

server.listen(Number(process.env.PORT ?? 3000), '127.0.0.1', () => {
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  console.log(`server-bundle listening on http://127.0.0.1:${port}/`);
});
