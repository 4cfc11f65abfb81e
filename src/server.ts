/**
 * Server rendering: `renderContentToHtml(props)` returns the HTML of a content entry with the
 * CSS it needs, ready for the client to hydrate. Importing this module registers the built-in
 * blocks and runs content code outside the safe expression subset in the sandbox worker
 * (never in the server's own context).
 */
import './index.ts';
import { setFallbackEvaluator } from './render/expression/evaluate.ts';
import { runInSandbox } from './render/server/sandbox.ts';

export * from './index.ts';
export {
  renderContentToHtml, inlineSymbols, createServerPage, type ServerRenderResult, type ServerRenderOptions, type ServerPage,
} from './render/server/render-html.tsx';
export { prefetchHttpRequests, HTTP_REQUEST_TIMEOUT_MS } from './render/server/http-requests.ts';
export { variantsFunctionsScript } from './render/server/variants.ts';
export { runInSandbox, stopSandbox, SANDBOX_MEMORY_MB, SANDBOX_TIME_LIMIT_MS } from './render/server/sandbox.ts';

setFallbackEvaluator(runInSandbox);
