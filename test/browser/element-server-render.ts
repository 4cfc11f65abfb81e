/**
 * `renderContentElementToHtml` run in Chromium by browser tests, the way
 * test/helpers/server-render.ts runs `renderContentToHtml`: QuickJS's WebAssembly handed to the
 * isolate from the package file the test server serves. The blocks are registered as the
 * server entry (src/server.ts) registers them: every built-in block with its code loaded, so the
 * HTML is the one a Node server writes (the browser bundle loads the widgets lazily).
 */
import { registerBuiltInBlocks } from '../../src/blocks/index.ts';
import { registerServerBlocks } from '../../src/blocks/server-blocks.ts';
import {
  renderContentElementToHtml as render,
  type ContentElementRenderOptions,
  type ContentElementRenderResult,
} from '../../src/render/server/content-element-html.ts';
import { isolateReady } from '../helpers/server-render.ts';

registerBuiltInBlocks();
registerServerBlocks();

/**
 * Content code gets more time than by default: the tests share two cores, and a snippet cut
 * short leaves server HTML without its state (the client would then render afresh).
 */
const CODE_LIMITS = { snippetMs: 2000, renderMs: 10_000 };

/** `renderContentElementToHtml`, once QuickJS's WebAssembly is compiled. */
export async function renderContentElementToHtml(
  options: ContentElementRenderOptions,
): Promise<ContentElementRenderResult> {
  await isolateReady();
  return render({ codeLimits: CODE_LIMITS, ...options });
}
