/**
 * The server renderer, run in Chromium by browser tests (so they can load its HTML into a
 * page). A runtime that cannot read files hands the isolate QuickJS's WebAssembly itself, as
 * an edge bundle does: here it comes from the package file that the test server serves.
 */
import { setIsolateWasmModule } from '../../src/render/server/isolate.ts';
import {
  renderContentToHtml as render,
  type ServerRenderOptions,
  type ServerRenderResult,
} from '../../src/render/server/render-html.tsx';

export type { ServerRenderResult };

const QUICKJS_WASM = '/node_modules/@jitl/quickjs-wasmfile-release-sync/dist/emscripten-module.wasm';
let loaded: Promise<void> | undefined;

/** Compiles QuickJS's WebAssembly and hands it to the isolate, once per page. */
export function isolateReady(): Promise<void> {
  loaded ??= fetch(QUICKJS_WASM)
    .then((response) => response.arrayBuffer())
    .then((bytes) => WebAssembly.compile(bytes))
    .then(setIsolateWasmModule);
  return loaded;
}

/** `renderContentToHtml`, once QuickJS's WebAssembly is compiled. */
export async function renderContentToHtml(options: ServerRenderOptions): Promise<ServerRenderResult> {
  await isolateReady();
  return render(options);
}
