/**
 * Server rendering: `renderContentToHtml(props)` returns the HTML of a content entry with the
 * CSS it needs, ready for the client to hydrate; `renderContentElementToHtml(props)` returns it
 * as a whole `<builder-content hydrate>` tag, which the elements bundle hydrates.
 * Importing this module registers the built-in blocks, every one loaded (no lazily loaded chunk on the server). Content code outside the safe expression subset runs in a QuickJS isolate per render
 * (./render/server/isolate.ts), never in the server's own realm.
 */
import './index.node.ts';
import { registerServerBlocks } from './blocks/server-blocks.ts';

export * from './index.node.ts';
export {
  renderContentToHtml,
  createServerPage,
  type ServerRenderResult,
  type ServerRenderOptions,
  type ServerPage,
} from './render/server/render-html.tsx';
export { resolveBlocksOnServer } from './render/server/resolve-on-server.ts';
export {
  renderContentElementToHtml,
  type ContentElementRenderOptions,
  type ContentElementRenderResult,
} from './render/server/content-element-html.ts';
export { prefetchHttpRequests, HTTP_REQUEST_TIMEOUT_MS } from './render/server/http-requests.ts';
export { variantsFunctionsScript } from './render/server/variants.ts';
export {
  prepareIsolates,
  setIsolateWasmModule,
  DEFAULT_CODE_LIMITS,
  type CodeLimits,
} from './render/server/isolate.ts';
export { createContentCache, type ContentCache, type ContentCacheOptions } from './render/server/content-cache.ts';

registerServerBlocks();
