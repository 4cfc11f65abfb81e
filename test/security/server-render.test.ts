/**
 * Content code on the server, attacked: whatever jsCode, bindings and their promise jobs try,
 * they run inside the QuickJS isolate of their own render. They cannot reach the server's
 * process, files or network, cannot outlast their time or memory limits, and nothing one
 * render does (to the isolate, to the SDK's settings, to a cache) is seen by the next.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startContentService } from '../../demo/server/service.mjs';
import { BLOCK_TYPE, builder, createContentCache, renderContentToHtml, type BuilderContent } from '../../src/server.ts';

const text = (id: string, binding: string) => ({
  '@type': BLOCK_TYPE, id, component: { name: 'Text', options: { text: '' } }, bindings: { 'component.options.text': binding },
});
const page = (data: Record<string, unknown>): BuilderContent => ({ id: 'attack', data: { blocks: [], ...data } });

let dir = '';
let marker = '';
let errors: string[] = [];
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'builder-attack-'));
  marker = join(dir, 'pwned.txt');
});
afterAll(() => rm(dir, { recursive: true, force: true }));
afterEach(() => {
  vi.restoreAllMocks();
  expect(existsSync(marker), 'content code wrote a file on the server').toBe(false);
  expect((globalThis as Record<string, unknown>).pwned).toBeUndefined();
  expect(Object.keys(Object.prototype)).toEqual([]);
});

/** Console output of a render, checked by the tests that expect a stop to be named. */
function captureConsole(): void {
  errors = [];
  const keep = (...args: unknown[]) => void errors.push(args.map(String).join(' '));
  vi.spyOn(console, 'error').mockImplementation(keep);
  vi.spyOn(console, 'warn').mockImplementation(keep);
}

describe('escapes from server-side content code', () => {
  const write = (expression: string) => `${expression}; state.after = "ran"`;
  const routes = (path: string): [string, string][] => [
    ['process', `process.mainModule.require("fs").writeFileSync(${JSON.stringify(path)}, "x")`],
    ['require', `require("fs").writeFileSync(${JSON.stringify(path)}, "x")`],
    ['constructor of the state', `state.constructor.constructor("return process")().mainModule.require("fs").writeFileSync(${JSON.stringify(path)}, "x")`],
    ['constructor of a function', `(function(){}).constructor("return globalThis")().process.exit(1)`],
    ['dynamic import', `import("node:fs").then(fs => fs.writeFileSync(${JSON.stringify(path)}, "x"))`],
    ['globalThis write', 'globalThis.pwned = 1; Object.prototype.polluted = 1'],
    ['host prototype pollution', 'state.__proto__.polluted = 1; ({}).constructor.prototype.polluted = 1'],
    ['Error.prepareStackTrace', 'Error.prepareStackTrace = () => process; new Error().stack'],
    ['WebAssembly', 'new WebAssembly.Memory({ initial: 1 })'],
    ['fetch', 'fetch("http://169.254.169.254/")'],
  ];

  it.each(routes(join(tmpdir(), 'never-written.txt')))('%s finds nothing of the server, and the render goes on', async (_, attack) => {
    captureConsole();
    const path = join(tmpdir(), 'never-written.txt');
    const { contentHtml } = await renderContentToHtml({
      content: page({ jsCode: write(attack), blocks: [text('builder-probe', 'typeof process + "/" + typeof require + "/" + (state.after ?? "stopped")')] }),
    });
    expect(existsSync(path)).toBe(false);
    expect(contentHtml).toMatch(/undefined\/undefined\/(ran|stopped)/);
  });

  it('a binding that writes a file through every route still leaves the disk alone', async () => {
    captureConsole();
    const blocks = routes(marker).map(([, attack], i) => text(`builder-${i}`, `(function(){ try { ${attack} } catch (e) {} return "x" })()`));
    const { contentHtml } = await renderContentToHtml({ content: page({ blocks }) });
    expect(contentHtml).toContain('builder-0');
  });
});

describe('limits of server-side content code', () => {
  it('stops three runaway loops within the render budget, names each, and renders the rest', async () => {
    captureConsole();
    const blocks = [1, 2, 3].map((n) => text(`builder-loop-${n}`, `(function(){ while (true) {} })()`));
    const { contentHtml } = await renderContentToHtml({
      content: page({ blocks: [...blocks, text('builder-after', '"after the loops"')] }),
      codeLimits: { snippetMs: 50, renderMs: 120 },
    });
    expect(contentHtml).toContain('after the loops');
    const stopped = errors.filter((line) => line.includes('server code stopped after'));
    const skipped = errors.filter((line) => line.includes('server code skipped'));
    expect(stopped.length + skipped.length).toBeGreaterThanOrEqual(3);
    expect(skipped.length).toBeLessThanOrEqual(1); // one line for the budget, not one per snippet
    expect(stopped[0]).toContain('builder-loop-1');
  });

  it.each([
    ['a large ArrayBuffer', 'new ArrayBuffer(200 * 1024 * 1024).byteLength'],
    ['many ArrayBuffers', 'const all = []; for (;;) all.push(new ArrayBuffer(1024 * 1024)); all.length'],
    ['many strings', 'const all = []; for (let i = 0; ; i++) all.push("x".repeat(1024 * 1024) + i); all.length'],
    ['many objects', 'const all = []; for (let i = 0; ; i++) all.push({ i }); all.length'],
    ['typed arrays', 'const all = []; for (;;) all.push(new Float64Array(1 << 17)); all.length'],
  ])('stops %s at the memory limit and renders the page', async (_, attack) => {
    captureConsole();
    const { contentHtml } = await renderContentToHtml({
      content: page({ blocks: [text('builder-hungry', `(function(){ ${attack} })()`), text('builder-after', '"still here"')] }),
      codeLimits: { memoryMb: 32, snippetMs: 5000, renderMs: 10_000 },
    });
    expect(contentHtml).toContain('still here');
    expect(errors.some((line) => line.includes('server code stopped') && line.includes('builder-hungry'))).toBe(true);
  });

  it('stops deep recursion at the stack limit without harming the server', async () => {
    captureConsole();
    const { contentHtml } = await renderContentToHtml({
      content: page({ blocks: [text('builder-deep', '(function f(n) { return f(n + 1) + 1 })(0)'), text('builder-after', '"still here"')] }),
    });
    expect(contentHtml).toContain('still here');
  });

  it('blames a promise job queued after return on its own snippet, and the next snippet runs', async () => {
    captureConsole();
    const { contentHtml } = await renderContentToHtml({
      content: page({
        jsCode: 'Promise.resolve().then(() => { while (true) {} }); state.first = "set"',
        // `new Date` keeps the binding out of the subset: it runs in the isolate after the stopped job.
        blocks: [text('builder-next', 'new Date(0) && (state.second = "next ran") + " / " + state.first')],
      }),
      codeLimits: { snippetMs: 50, renderMs: 2000 },
    });
    expect(contentHtml).toContain('next ran');
    const stopped = errors.filter((line) => line.includes('server code stopped'));
    expect(stopped).toHaveLength(1);
    expect(stopped[0]).toContain('jsCode');
    expect(stopped[0]).not.toContain('builder-next');
  });
});

describe('one render never changes the next', () => {
  it('globals one render leaves in its isolate are gone in the next', async () => {
    await renderContentToHtml({ content: page({ jsCode: 'globalThis.leak = "from render one"; var x = new Date()' }) });
    const { contentHtml } = await renderContentToHtml({
      content: page({ blocks: [text('builder-leak', 'new Date(0) && typeof leak')] }),
    });
    expect(contentHtml).toContain('>undefined<');
  });

  it("content assigning builder.apiHost changes no later render's host", async () => {
    captureConsole();
    const seen: string[] = [];
    const evil = await startContentService({ port: 0, apiKeys: ['k'], contentDirs: [], siteDir: false, logger: { info() {}, warn() {}, error() {} } });
    const origFetch = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      seen.push(String(input instanceof Request ? input.url : input));
      return origFetch(input, init);
    });
    try {
      await renderContentToHtml({
        content: page({
          jsCode: `builder.apiHost = "${evil.url}"; Builder.apiHost = "${evil.url}"`,
          blocks: [text('builder-a', `(function(){ builder.apiHost = "${evil.url}"; return "x" })()`), text('builder-b', `builder.apiHost = "${evil.url}"`)],
        }),
      });
      await renderContentToHtml({ apiKey: 'k', model: 'page', url: '/', apiHost: 'http://127.0.0.1:9' }).catch(() => undefined);
      expect(seen.some((url) => url.startsWith(evil.url))).toBe(false);
      expect(builder.apiHost).toBeNull();
    } finally {
      await evil.close();
    }
  });

  describe('with a content service', () => {
    const entry = (id: string, words: string) => ({
      id, data: { url: '/', blocks: [{ '@type': BLOCK_TYPE, id: `builder-${id}`, component: { name: 'Text', options: { text: words } } }] },
    });
    let contentDir = '';
    const services: { url: string; close(): Promise<void> }[] = [];
    const start = async (name: string, words: string) => {
      const root = join(contentDir, name);
      await mkdir(join(root, 'page'), { recursive: true });
      await writeFile(join(root, 'page', `${name}.json`), JSON.stringify(entry(name, words)));
      const service = await startContentService({ port: 0, apiKeys: ['k'], contentDirs: [root], siteDir: false, logger: { info() {}, warn() {}, error() {} } });
      services.push(service);
      return { url: service.url, file: join(root, 'page', `${name}.json`) };
    };
    beforeAll(async () => {
      contentDir = await mkdtemp(join(tmpdir(), 'builder-renders-'));
    });
    afterAll(async () => {
      await Promise.all(services.map((service) => service.close()));
      await rm(contentDir, { recursive: true, force: true });
    });

    it('concurrent renders with different hosts each show their own content', async () => {
      const [one, two] = await Promise.all([start('one', 'from host one'), start('two', 'from host two')]);
      const renders = await Promise.all(
        Array.from({ length: 10 }, (_, i) => renderContentToHtml({ apiKey: 'k', model: 'page', url: '/', apiHost: i % 2 ? two.url : one.url })),
      );
      renders.forEach(({ contentHtml }, i) => {
        expect(contentHtml).toContain(i % 2 ? 'from host two' : 'from host one');
        expect(contentHtml).not.toContain(i % 2 ? 'from host one' : 'from host two');
      });
    });

    it('an edited entry shows in the next render (no process-wide cache), and a shared cache keeps it for its ttl only', async () => {
      const site = await start('edited', 'first text');
      expect((await renderContentToHtml({ apiKey: 'k', model: 'page', url: '/', apiHost: site.url })).contentHtml).toContain('first text');
      const shared = createContentCache({ ttlMs: 60_000 });
      expect((await renderContentToHtml({ apiKey: 'k', model: 'page', url: '/', apiHost: site.url, cache: shared })).contentHtml).toContain('first text');
      await writeFile(site.file, JSON.stringify(entry('edited', 'second text')));
      expect(JSON.parse(await readFile(site.file, 'utf8')).data.blocks[0].component.options.text).toBe('second text');
      expect((await renderContentToHtml({ apiKey: 'k', model: 'page', url: '/', apiHost: site.url })).contentHtml).toContain('second text');
      expect((await renderContentToHtml({ apiKey: 'k', model: 'page', url: '/', apiHost: site.url, cache: shared })).contentHtml).toContain('first text');
      const expired = createContentCache({ ttlMs: 0 });
      await renderContentToHtml({ apiKey: 'k', model: 'page', url: '/', apiHost: site.url, cache: expired });
      expect((await renderContentToHtml({ apiKey: 'k', model: 'page', url: '/', apiHost: site.url, cache: expired })).contentHtml).toContain('second text');
    });

    it("one render's jsCode cannot change the cached entry another render reads", async () => {
      const site = await start('cached', 'pristine');
      const shared = createContentCache({ ttlMs: 60_000 });
      const attack = await renderContentToHtml({ apiKey: 'k', model: 'page', url: '/', apiHost: site.url, cache: shared });
      expect(attack.contentHtml).toContain('pristine');
      // The entry the cache holds is frozen: the renderer (and any code) gets copies to change.
      const again = await renderContentToHtml({ apiKey: 'k', model: 'page', url: '/', apiHost: site.url, cache: shared, data: { injected: 'x' } });
      expect(again.contentHtml).toContain('pristine');
      expect(again.content?.data?.state).toBeUndefined();
    });
  });
});
