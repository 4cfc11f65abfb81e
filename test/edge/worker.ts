/**
 * A Cloudflare Worker that server-renders Builder content with the kit's published server entry,
 * as an edge bundle would: `builder-elements/server` bundled for workerd (./edge-harness.mjs,
 * docs/edge.md), QuickJS's WebAssembly imported as a compiled module and handed to the isolate.
 *
 * `GET /render?url=/about` answers `{ html, title }` as JSON (an `x-runtime` header carries
 * `navigator.userAgent`). Binding: `CONTENT_API_HOST`, the content API's origin (text).
 */
// eslint-disable-next-line @typescript-eslint/ban-ts-comment -- @ts-expect-error would fail once they exist
// @ts-ignore -- its types are written by `npm run build` (dist/types), which runs before the tests
import { renderContentToHtml, setIsolateWasmModule } from 'builder-elements/server';
// A `wasm` module in workerd's config: importing it gives a compiled WebAssembly.Module.
import quickjsWasm from './quickjs.wasm';

setIsolateWasmModule(quickjsWasm);

interface Env {
  CONTENT_API_HOST: string;
}

export default {
  async fetch(request: Request, env: Env): Promise<Response> {
    const { pathname, searchParams } = new URL(request.url);
    if (request.method !== 'GET' || pathname !== '/render') return new Response('Not found', { status: 404 });
    const url = searchParams.get('url');
    if (!url?.startsWith('/')) return Response.json({ error: 'url must be a path' }, { status: 400 });
    try {
      const { html, title } = await renderContentToHtml({
        apiKey: 'demo',
        apiHost: env.CONTENT_API_HOST,
        model: 'page',
        url,
      });
      return Response.json({ html, title }, { headers: { 'x-runtime': String(globalThis.navigator?.userAgent) } });
    } catch (error) {
      return Response.json({ error: String((error as Error)?.stack ?? error) }, { status: 500 });
    }
  },
};
