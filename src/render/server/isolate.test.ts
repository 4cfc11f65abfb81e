/**
 * What the isolate costs and where: a snippet's clock that starts once its runtime exists, and
 * no WebAssembly for content whose code the subset runs. (Escapes and the other limits:
 * test/security/server-render.test.ts.)
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { QuickJSWASMModule } from 'quickjs-emscripten-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_CONTENT_DIR, startContentService } from '../../../demo/server/service.mjs';
import { BLOCK_TYPE, renderContentToHtml, type BuilderContent } from '../../server.ts';
import { isolateStats } from './isolate.ts';

const text = (id: string, binding: string) => ({
  '@type': BLOCK_TYPE, id, component: { name: 'Text', options: { text: '' } }, bindings: { 'component.options.text': binding },
});
const page = (id: string, data: Record<string, unknown>): BuilderContent => ({ id, data: { blocks: [], ...data } });

/** Console lines of the test that calls it. */
function captureConsole(): string[] {
  const lines: string[] = [];
  const keep = (...args: unknown[]) => void lines.push(args.map(String).join(' '));
  vi.spyOn(console, 'error').mockImplementation(keep);
  vi.spyOn(console, 'warn').mockImplementation(keep);
  return lines;
}

// First in this file, so its first snippet is the process's first: nothing is warm yet.
describe('setting up is not the code\'s time', () => {
  it('with each runtime slowed to 120 ms (a loaded process), trivial snippets still run within snippetMs 40 and renderMs 100, and a loop is stopped', async () => {
    const lines = captureConsole();
    // Busy, like a process whose event loop is loaded: wall-clock time passes while it sets up.
    const newRuntime = QuickJSWASMModule.prototype.newRuntime;
    vi.spyOn(QuickJSWASMModule.prototype, 'newRuntime').mockImplementation(function (this: QuickJSWASMModule, ...args) {
      const until = performance.now() + 120;
      while (performance.now() < until);
      return newRuntime.apply(this, args);
    });
    expect(isolateStats().instances).toBe(0);
    const symbol = { id: 'slow-set-up-symbol', data: { blocks: [text('builder-in-symbol', 'new Date(0).getTime() + " symbol"')] } };
    const { contentHtml } = await renderContentToHtml({
      content: page('slow-set-up', {
        blocks: [
          text('builder-first', 'new Date(0).getTime() + " first"'),
          { '@type': BLOCK_TYPE, id: 'builder-symbol', component: { name: 'Symbol', options: { symbol: { model: 'symbol', content: symbol } } } },
          text('builder-loop', '(function () { while (true) {} })()'),
        ],
      }),
      codeLimits: { snippetMs: 40, renderMs: 100 },
    });
    expect(contentHtml, lines.join('\n')).toContain('>0 first<');
    expect(contentHtml, lines.join('\n')).toContain('>0 symbol<');
    expect(lines.filter((line) => line.includes('server code'))).toEqual([expect.stringContaining('stopped after 40 ms in builder-loop')]);
    vi.restoreAllMocks();
  });
});

describe('WebAssembly only where there is code outside the subset', () => {
  let service: { url: string; close(): Promise<void> };
  beforeAll(async () => {
    service = await startContentService({ port: 0, apiKeys: ['demo'], siteDir: false, logger: { info() {}, warn() {}, error() {} } });
  });
  afterAll(() => service.close());

  const demoPages = readdirSync(join(DEMO_CONTENT_DIR, 'page')).filter((file) => file.endsWith('.json')).sort();

  it.each(demoPages)('the demo page %s renders without an isolate (its bindings run in the subset, its symbols fetched)', async (file) => {
    const content = JSON.parse(readFileSync(join(DEMO_CONTENT_DIR, 'page', file), 'utf8')) as BuilderContent;
    const before = isolateStats();
    const { contentHtml } = await renderContentToHtml({ content, apiKey: 'demo', apiHost: service.url });
    expect(contentHtml).toContain('builder-content-id');
    const after = isolateStats();
    expect(after.isolates - before.isolates).toBe(0);
    expect(after.instances - before.instances).toBe(0);
  });

  it('content with code outside the subset takes one isolate for the render (its content and symbols share it)', async () => {
    const symbol = { id: 'isolate-count-symbol', data: { blocks: [text('builder-in-symbol', 'new Date(0).getTime() + " symbol"')] } };
    const before = isolateStats();
    const { contentHtml } = await renderContentToHtml({
      content: page('isolate-count', {
        jsCode: 'var made = new Date(0); state.year = made.getUTCFullYear()',
        blocks: [
          text('builder-year', 'state.year + " page"'),
          { '@type': BLOCK_TYPE, id: 'builder-symbol', component: { name: 'Symbol', options: { symbol: { model: 'symbol', content: symbol } } } },
        ],
      }),
    });
    expect(contentHtml).toContain('>1970 page<');
    expect(contentHtml).toContain('>0 symbol<');
    const after = isolateStats();
    expect(after.isolates - before.isolates).toBe(1);
    expect(after.instances - before.instances).toBeLessThanOrEqual(1);
  });
});
