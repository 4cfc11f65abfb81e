/**
 * `builder-elements/server` in a React Server Components tree (package.json's `react-server`
 * condition): everything `builder-elements` gives a server component (./index.ts), and the
 * server entry's functions. The HTML renderers come from ./html.ts, which carries its own React.
 */
export * from './index.ts';
export * from './html.ts';
export {
  prefetchHttpRequests,
  HTTP_REQUEST_TIMEOUT_MS,
  variantsFunctionsScript,
  prepareIsolates,
  setIsolateWasmModule,
  DEFAULT_CODE_LIMITS,
  createContentCache,
  resolveBlocksOnServer,
  type CodeLimits,
  type ContentCache,
  type ContentCacheOptions,
} from '../render/server/index.ts';
