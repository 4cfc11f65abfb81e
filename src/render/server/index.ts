/**
 * What a server render needs besides rendering to HTML (./render-html.tsx), for the layers that
 * render on a server in their own way (src/rsc/: React Server Components): a content's symbols and
 * `httpRequests` resolved before it renders, the isolate for its code, and the inline A/B chooser.
 * Nothing here imports react-dom/server.
 */
export { resolveBlocksOnServer, serverSettings } from './resolve-on-server.ts';
export { prefetchHttpRequests, HTTP_REQUEST_TIMEOUT_MS } from './http-requests.ts';
export { createRenderIsolate, type CodeLimits, type RenderIsolate } from './isolate.ts';
export { variantsShowScriptText } from './variants.ts';
export { variantsFunctionsScript } from './variants.ts';
export { prepareIsolates, setIsolateWasmModule, DEFAULT_CODE_LIMITS } from './isolate.ts';
export { createContentCache, type ContentCache, type ContentCacheOptions } from './content-cache.ts';
export { needsSandbox, withSandbox, type ServerCode } from './needs-sandbox.ts';
export { serverMarkupFilter } from './content-html.ts';
