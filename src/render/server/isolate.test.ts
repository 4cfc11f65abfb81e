/**
 * What the isolate costs and where: a snippet's clock that starts once its runtime exists, no
 * WebAssembly for content whose code the subset runs, and a memory-filling snippet stopped by
 * its deadline. (Escapes and the other limits: test/security/server-render.test.ts.)
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { QuickJSWASMModule } from 'quickjs-emscripten-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_CONTENT_DIR, startContentService } from '../../../demo/server/service.mjs';
import { BLOCK_TYPE, renderContentToHtml, type BuilderContent } from '../../server.ts';
import { isolateStats } from './isolate.ts';
import { captureConsole } from '../../../test/helpers/console-lines.ts';

const text = (id: string, binding: string) => ({
  '@type': BLOCK_TYPE,
  id,
  component: { name: 'Text', options: { text: '' } },
  bindings: { 'component.options.text': binding },
});
const page = (id: string, data: Record<string, unknown>): BuilderContent => ({ id, data: { blocks: [], ...data } });

// First in this file, so its first snippet is the process's first: nothing is warm yet.
describe("setting up is not the code's time", () => {
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
    const symbol = {
      id: 'slow-set-up-symbol',
      data: { blocks: [text('builder-in-symbol', 'new Date(0).getTime() + " symbol"')] },
    };
    const { contentHtml } = await renderContentToHtml({
      content: page('slow-set-up', {
        blocks: [
          text('builder-first', 'new Date(0).getTime() + " first"'),
          {
            '@type': BLOCK_TYPE,
            id: 'builder-symbol',
            component: { name: 'Symbol', options: { symbol: { model: 'symbol', content: symbol } } },
          },
          text('builder-loop', '(function () { while (true) {} })()'),
        ],
      }),
      codeLimits: { snippetMs: 40, renderMs: 100, quarantineMs: 0 },
    });
    expect(contentHtml, lines.join('\n')).toContain('>0 first<');
    expect(contentHtml, lines.join('\n')).toContain('>0 symbol<');
    expect(lines.filter((line) => line.includes('server code'))).toEqual([
      expect.stringContaining('stopped after 40 ms in builder-loop'),
    ]);
    vi.restoreAllMocks();
  });
});

describe('WebAssembly only where there is code outside the subset', () => {
  let service: { url: string; close(): Promise<void> };
  beforeAll(async () => {
    service = await startContentService({
      port: 0,
      apiKeys: ['demo'],
      siteDir: false,
      logger: { info() {}, warn() {}, error() {} },
    });
  });
  afterAll(() => service.close());

  const demoPages = readdirSync(join(DEMO_CONTENT_DIR, 'page'))
    .filter((file) => file.endsWith('.json'))
    .sort();

  it.each(demoPages)(
    'the demo page %s renders without an isolate (its bindings run in the subset, its symbols fetched)',
    async (file) => {
      const content = JSON.parse(readFileSync(join(DEMO_CONTENT_DIR, 'page', file), 'utf8')) as BuilderContent;
      const before = isolateStats();
      const { contentHtml } = await renderContentToHtml({ content, apiKey: 'demo', apiHost: service.url });
      expect(contentHtml).toContain('builder-content-id');
      const after = isolateStats();
      expect(after.isolates - before.isolates).toBe(0);
      expect(after.instances - before.instances).toBe(0);
    },
  );

  it('content with code outside the subset takes one isolate for the render (its content and symbols share it)', async () => {
    const symbol = {
      id: 'isolate-count-symbol',
      data: { blocks: [text('builder-in-symbol', 'new Date(0).getTime() + " symbol"')] },
    };
    const before = isolateStats();
    const { contentHtml } = await renderContentToHtml({
      content: page('isolate-count', {
        jsCode: 'var made = new Date(0); state.year = made.getUTCFullYear()',
        blocks: [
          text('builder-year', 'state.year + " page"'),
          {
            '@type': BLOCK_TYPE,
            id: 'builder-symbol',
            component: { name: 'Symbol', options: { symbol: { model: 'symbol', content: symbol } } },
          },
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

describe('a snippet filling the memory', () => {
  // QuickJS does not interrupt a builtin: `repeat` fills its string without polling the
  // interrupt handler, and the loop polls it too rarely to matter. The memory growing past the
  // deadline is refused, so the allocation fails and the snippet stops.
  it.each([
    ['repeated strings', "let a = []; while (true) a.push('x'.repeat(1e5))"],
    ['concatenated strings', "let a = []; const s = 'x'.repeat(1e5); while (true) a.push(s + a.length)"],
    ['a caught failure, allocating again', "let a = []; while (true) { try { a.push('x'.repeat(1e5)) } catch (e) {} }"],
  ])('%s: stopped by its deadline while allocating, and the page renders', async (_, code) => {
    const lines = captureConsole();
    const { contentHtml } = await renderContentToHtml({
      content: page('memory-filler', {
        jsCode: code,
        blocks: [text('builder-after', 'new Date(0).getTime() + " after"')],
      }),
      codeLimits: { snippetMs: 10, quarantineMs: 0 },
    });
    expect(contentHtml).toContain('>0 after<');
    expect(lines.filter((line) => line.includes('server code stopped'))).toEqual([
      expect.stringMatching(/stopped after 10 ms in jsCode/),
    ]);
    vi.restoreAllMocks();
  });

  it('with the default limits it is stopped too, and the next render gets an isolate that works', async () => {
    const lines = captureConsole();
    const filler = page('memory-filler-default', {
      jsCode: "let a = []; while (true) a.push('x'.repeat(1e5))",
      blocks: [text('builder-after', '"after"')],
    });
    expect((await renderContentToHtml({ content: filler, codeLimits: { quarantineMs: 0 } })).contentHtml).toContain(
      '>after<',
    );
    expect(lines.some((line) => line.includes('server code stopped'))).toBe(true);
    const next = await renderContentToHtml({
      content: page('after-filler', { blocks: [text('builder-next', 'new Date(0).getTime() + " next"')] }),
    });
    expect(next.contentHtml).toContain('>0 next<');
    vi.restoreAllMocks();
  });
});
