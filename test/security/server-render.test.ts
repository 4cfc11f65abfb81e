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
import {
  BLOCK_TYPE,
  builder,
  createContentCache,
  renderContentElementToHtml,
  renderContentToHtml,
  type BuilderContent,
} from '../../src/server.ts';
import { captureConsole } from '../helpers/console-lines.ts';

const text = (id: string, binding: string) => ({
  '@type': BLOCK_TYPE,
  id,
  component: { name: 'Text', options: { text: '' } },
  bindings: { 'component.options.text': binding },
});
const page = (data: Record<string, unknown>): BuilderContent => ({ id: 'attack', data: { blocks: [], ...data } });
const still = (id: string, words: string) => ({
  '@type': BLOCK_TYPE,
  id,
  component: { name: 'Text', options: { text: words } },
});
/** The element's HTML without the content JSON it embeds (which holds the bindings' source). */
const withoutJson = (html: string) => html.replace(/<script type="application\/json"[^]*?<\/script>/g, '');
/** A symbol block with its entry inline (the server renders it without fetching). */
const symbol = (id: string, content: Record<string, unknown>) => ({
  '@type': BLOCK_TYPE,
  id,
  component: { name: 'Symbol', options: { symbol: { model: 'symbol', content } } },
});

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
function captureErrors(): void {
  errors = captureConsole();
}

describe('escapes from server-side content code', () => {
  const write = (expression: string) => `${expression}; state.after = "ran"`;
  const routes = (path: string): [string, string][] => [
    ['process', `process.mainModule.require("fs").writeFileSync(${JSON.stringify(path)}, "x")`],
    ['require', `require("fs").writeFileSync(${JSON.stringify(path)}, "x")`],
    [
      'constructor of the state',
      `state.constructor.constructor("return process")().mainModule.require("fs").writeFileSync(${JSON.stringify(path)}, "x")`,
    ],
    ['constructor of a function', `(function(){}).constructor("return globalThis")().process.exit(1)`],
    ['dynamic import', `import("node:fs").then(fs => fs.writeFileSync(${JSON.stringify(path)}, "x"))`],
    ['globalThis write', 'globalThis.pwned = 1; Object.prototype.polluted = 1'],
    ['host prototype pollution', 'state.__proto__.polluted = 1; ({}).constructor.prototype.polluted = 1'],
    ['Error.prepareStackTrace', 'Error.prepareStackTrace = () => process; new Error().stack'],
    ['WebAssembly', 'new WebAssembly.Memory({ initial: 1 })'],
    ['fetch', 'fetch("http://169.254.169.254/")'],
  ];

  it.each(routes(join(tmpdir(), 'never-written.txt')))(
    '%s finds nothing of the server, and the render goes on',
    async (_, attack) => {
      captureErrors();
      const path = join(tmpdir(), 'never-written.txt');
      const { contentHtml } = await renderContentToHtml({
        content: page({
          jsCode: write(attack),
          blocks: [text('builder-probe', 'typeof process + "/" + typeof require + "/" + (state.after ?? "stopped")')],
        }),
      });
      expect(existsSync(path)).toBe(false);
      expect(contentHtml).toMatch(/undefined\/undefined\/(ran|stopped)/);
    },
  );

  it('a binding that writes a file through every route still leaves the disk alone', async () => {
    captureErrors();
    const blocks = routes(marker).map(([, attack], i) =>
      text(`builder-${i}`, `(function(){ try { ${attack} } catch (e) {} return "x" })()`),
    );
    const { contentHtml } = await renderContentToHtml({ content: page({ blocks }) });
    expect(contentHtml).toContain('builder-0');
  });
});

describe('limits of server-side content code', () => {
  it('stops three runaway loops within the render budget, names each, and renders the rest', async () => {
    captureErrors();
    const blocks = [1, 2, 3].map((n) => text(`builder-loop-${n}`, `(function(){ while (true) {} })()`));
    const after = {
      '@type': BLOCK_TYPE,
      id: 'builder-after',
      component: { name: 'Text', options: { text: 'after the loops' } },
    };
    const { contentHtml } = await renderContentToHtml({
      content: page({ blocks: [...blocks, after] }),
      // Without the quarantine, which would skip the page's code after the first stop.
      codeLimits: { snippetMs: 50, renderMs: 120, quarantineMs: 0 },
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
    captureErrors();
    const { contentHtml } = await renderContentToHtml({
      content: page({
        blocks: [text('builder-hungry', `(function(){ ${attack} })()`), text('builder-after', '"still here"')],
      }),
      codeLimits: { memoryMb: 32, snippetMs: 5000, renderMs: 10_000 },
    });
    expect(contentHtml).toContain('still here');
    expect(errors.some((line) => line.includes('server code stopped') && line.includes('builder-hungry'))).toBe(true);
  });

  it('stops deep recursion at the stack limit without harming the server', async () => {
    captureErrors();
    const { contentHtml } = await renderContentToHtml({
      content: page({
        blocks: [
          text('builder-deep', '(function f(n) { return f(n + 1) + 1 })(0)'),
          text('builder-after', '"still here"'),
        ],
      }),
    });
    expect(contentHtml).toContain('still here');
  });

  it('blames a promise job queued after return on its own snippet, and the next snippet runs', async () => {
    captureErrors();
    const { contentHtml } = await renderContentToHtml({
      content: page({
        jsCode: 'Promise.resolve().then(() => { while (true) {} }); state.first = "set"',
        // `new Date` keeps the binding out of the subset: it runs in the isolate after the stopped job.
        blocks: [text('builder-next', 'new Date(0) && (state.second = "next ran") + " / " + state.first')],
      }),
      // Without the quarantine, which would skip the page's next snippet after the stop.
      codeLimits: { snippetMs: 50, renderMs: 2000, quarantineMs: 0 },
    });
    expect(contentHtml).toContain('next ran');
    const stopped = errors.filter((line) => line.includes('server code stopped'));
    expect(stopped).toHaveLength(1);
    expect(stopped[0]).toContain('jsCode');
    expect(stopped[0]).not.toContain('builder-next');
  });
});

describe('each content owns its code', () => {
  // `new Date` keeps the code out of the subset: it runs in the isolate, where globals persist within a context.
  const takeOver = (mark: string) =>
    `var d = new Date(); globalThis.marker = "${mark}"; JSON.stringify = function () { return '{"value":"HIJACKED-BY-${mark}","state":{}}' }`;
  const probe = 'new Date(0) && ((typeof marker === "undefined" ? "clean" : marker) + "|" + JSON.stringify({ a: 1 }))';

  it("an inline symbol that replaces JSON.stringify leaves the page's binding its own value (the attacker's case)", async () => {
    captureErrors();
    const evil = { id: 'evil-symbol', data: { jsCode: takeOver('SYMBOL'), blocks: [] } };
    const { contentHtml } = await renderContentToHtml({
      content: page({ blocks: [symbol('builder-evil', evil), text('builder-page', 'new Date(0) && "page value"')] }),
    });
    expect(contentHtml).toContain('>page value<');
    expect(contentHtml).not.toContain('HIJACKED');
  });

  const contents = ['page', 'symbol A', 'symbol B'] as const;
  const pairs = contents.flatMap((writer) =>
    contents.filter((reader) => reader !== writer).map((reader) => [writer, reader] as const),
  );
  it.each(pairs)(
    "what %s's code defines is not seen by %s's code, and its own code still sees it",
    async (writer, reader) => {
      captureErrors();
      const mark = writer.replace(' ', '-').toUpperCase();
      const own = text(`builder-own-${mark}`, probe);
      const readerBlock = text('builder-reader', probe);
      const symbolContent = (name: string, jsCode?: string, blocks: unknown[] = []) => ({
        id: `entry-${name.replace(' ', '-')}`,
        data: { jsCode, blocks },
      });
      const blocks: unknown[] = [];
      // The writer's code runs first: the page's jsCode before any block, a symbol's when its block renders.
      if (writer !== 'page') blocks.push(symbol('builder-writer', symbolContent(writer, takeOver(mark), [own])));
      blocks.push(
        reader === 'page'
          ? readerBlock
          : symbol('builder-reading-symbol', symbolContent(reader, undefined, [readerBlock])),
      );
      if (writer === 'page') blocks.push(own);
      const { contentHtml } = await renderContentToHtml({
        content: page({ jsCode: writer === 'page' ? takeOver(mark) : undefined, blocks }),
      });
      const shown = (id: string) =>
        new RegExp(`builder-id="${id}"><div class="builder-text">([^<]*)<`).exec(contentHtml)?.[1];
      expect(shown('builder-reader')).toBe('clean|{"a":1}');
      // Within one content, globals persist (its jsCode sets up what its bindings use); its own output is written by the real JSON.stringify.
      expect(shown(`builder-own-${mark}`)).toBe(`${mark}|{"value":"HIJACKED-BY-${mark}","state":{}}`);
      expect(contentHtml).not.toContain(`>HIJACKED`);
    },
  );

  it('two instances of one symbol each run in a context of their own', async () => {
    captureErrors();
    const counter = {
      id: 'counter',
      data: {
        jsCode: 'var d = new Date(); globalThis.count = (globalThis.count || 0) + 1',
        blocks: [text('builder-count', 'new Date(0) && "count " + count')],
      },
    };
    const { contentHtml } = await renderContentToHtml({
      content: page({ blocks: [symbol('builder-one', counter), symbol('builder-two', counter)] }),
    });
    expect(contentHtml.match(/>count 1</g)).toHaveLength(2);
    expect(contentHtml).not.toContain('count 2');
  });

  it('concurrent renders, one with a symbol taking over its context, each show their own values', async () => {
    captureErrors();
    const evil = {
      id: 'evil-symbol',
      data: { jsCode: takeOver('OTHER-RENDER'), blocks: [text('builder-evil-own', probe)] },
    };
    const renders = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        renderContentToHtml({
          content: page(
            i % 2
              ? { blocks: [symbol('builder-evil', evil), text('builder-after', probe)] }
              : {
                  jsCode: `var d = new Date(); globalThis.marker = "render-${i}"`,
                  blocks: [text('builder-mine', probe)],
                },
          ),
        }),
      ),
    );
    renders.forEach(({ contentHtml }, i) => {
      if (i % 2) {
        expect(contentHtml).toContain('>clean|{"a":1}<');
        expect(contentHtml).toContain('>OTHER-RENDER|{"value":"HIJACKED-BY-OTHER-RENDER","state":{}}<');
      } else {
        expect(contentHtml).toContain(`>render-${i}|{"a":1}<`);
        expect(contentHtml).not.toContain('OTHER-RENDER');
      }
    });
  });
});

describe("the subset's time counts in the render's budget", () => {
  // Runs in the subset until the interpreter stops it (its deadline, or its own budget).
  const subsetLoop =
    '(() => { const f = () => 1; let s = 0; for (let i = 0; i < 100000000; i++) s = s + f(); return "loop done " + s })()';

  it.each([
    [
      'renderContentToHtml',
      (content: BuilderContent) =>
        renderContentToHtml({ content, codeLimits: { renderMs: 1 } }).then((r) => r.contentHtml),
    ],
    [
      'renderContentElementToHtml',
      (content: BuilderContent) =>
        renderContentElementToHtml({ content, codeLimits: { renderMs: 1 } }).then((r) => withoutJson(r.html)),
    ],
  ])(
    '%s: once a subset loop spent the budget, later snippets (subset and isolate) are skipped with one line, and the page renders',
    async (_, render) => {
      captureErrors();
      const html = await render(
        page({
          blocks: [
            text('builder-loop', subsetLoop),
            text('builder-later', '"later " + "subset"'),
            text('builder-isolate', 'new Date(0) && "later isolate"'),
            text('builder-template', ''),
            still('builder-static', 'static words'),
          ],
        }),
      );
      expect(html).toContain('static words');
      expect(html).not.toContain('loop done');
      expect(html).not.toContain('later subset');
      expect(html).not.toContain('later isolate');
      const skipped = errors.filter((line) => line.includes('server code skipped'));
      expect(skipped).toHaveLength(1);
      expect(skipped[0]).toContain('spent its 1 ms');
      expect(skipped[0]).toContain('builder-later');
    },
  );

  it('the same snippets all run with the default budget', async () => {
    captureErrors();
    const { contentHtml } = await renderContentToHtml({
      content: page({
        blocks: [
          text('builder-later', '"later " + "subset"'),
          text('builder-isolate', 'new Date(0) && "later isolate"'),
        ],
      }),
    });
    expect(contentHtml).toContain('later subset');
    expect(contentHtml).toContain('later isolate');
    expect(errors.filter((line) => line.includes('server code skipped'))).toEqual([]);
  });
});

describe('a value that would run code when written out', () => {
  const hooked = [
    ['toString', '({ toString: () => "hooked" })'],
    ['valueOf', '({ valueOf: () => "hooked" })'],
    ['a nested toString', '({ a: [{ b: { toString: () => "hooked" } }] })'],
    [
      'a toString that loops',
      '({ toString: () => { const f = () => 1; for (let i = 0; i < 100000000; i++) f(); return "hooked" } })',
    ],
    ['a toString that throws', '({ toString: () => { throw new Error("hooked") } })'],
    ['a toString past the budget (it used to reject the render)', '({ toString: () => "hooked".repeat(1000000) })'],
  ];
  const bound = (id: string, binding: string) => ({
    '@type': BLOCK_TYPE,
    id,
    component: { name: 'Text', options: { text: 'x' } },
    bindings: {
      'properties.title': binding,
      'properties.data-x': binding,
      'style.color': binding,
      'component.options.text': binding,
    },
  });

  it.each(hooked)('%s yields nothing for its block; the page renders, with the next binding', async (_, value) => {
    captureErrors();
    const content = page({ blocks: [bound('builder-bound', value), text('builder-next', '"next " + "binding"')] });
    const { contentHtml } = await renderContentToHtml({ content });
    expect(contentHtml).not.toContain('hooked');
    expect(contentHtml).toContain('next binding');
    const element = withoutJson((await renderContentElementToHtml({ content })).html);
    expect(element).not.toContain('hooked');
    expect(element).toContain('next binding');
  });

  it('toJSON runs inside the isolate, on its budget: what comes out is plain data', async () => {
    captureErrors();
    // The subset refuses a function under toJSON, so the binding runs in the QuickJS isolate,
    // whose values come out as JSON: the hook ran there, never in the server's realm.
    const content = page({
      blocks: [
        bound('builder-bound', '({ toJSON: () => "from the isolate" })'),
        text('builder-next', '"next " + "binding"'),
      ],
    });
    const { contentHtml } = await renderContentToHtml({ content });
    expect(contentHtml).toContain('<div class="builder-text">from the isolate</div>');
    expect(contentHtml).toContain('next binding');
  });

  it("holds for a value the app's own function hands back (whatever the interpreter lets through)", async () => {
    captureErrors();
    let coerced = 0;
    const make = () => ({
      label: 'made',
      toString: () => ((coerced += 1), 'hooked'),
      [Symbol.toPrimitive]: () => ((coerced += 1), 'hooked'),
    });
    // A getter is read by whoever walks the value (the interpreter measures it); what it returns is not rendered.
    const getter = () => ({
      get label() {
        return 'hooked';
      },
    });
    const { contentHtml } = await renderContentToHtml({
      content: page({
        blocks: [
          bound('builder-made', 'context.make()'),
          bound('builder-getter', 'context.getter()'),
          text('builder-next', '"next " + "binding"'),
        ],
      }),
      context: { make, getter },
    });
    expect(coerced).toBe(0);
    expect(contentHtml).not.toContain('hooked');
    expect(contentHtml).toContain('next binding');
    // Refused by the interpreter's data check or by the renderer's (whichever sees it first), with a line naming the block.
    expect(errors.some((line) => line.includes('builder-made'))).toBe(true);
    expect(errors.some((line) => line.includes('builder-getter'))).toBe(true);
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
    captureErrors();
    const seen: string[] = [];
    const evil = await startContentService({
      port: 0,
      apiKeys: ['k'],
      contentDirs: [],
      siteDir: false,
      logger: { info() {}, warn() {}, error() {} },
    });
    const origFetch = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      seen.push(String(input instanceof Request ? input.url : input));
      return origFetch(input, init);
    });
    try {
      await renderContentToHtml({
        content: page({
          jsCode: `builder.apiHost = "${evil.url}"; Builder.apiHost = "${evil.url}"`,
          blocks: [
            text('builder-a', `(function(){ builder.apiHost = "${evil.url}"; return "x" })()`),
            text('builder-b', `builder.apiHost = "${evil.url}"`),
          ],
        }),
      });
      await renderContentToHtml({ apiKey: 'k', model: 'page', url: '/', apiHost: 'http://127.0.0.1:9' }).catch(
        () => undefined,
      );
      expect(seen.some((url) => url.startsWith(evil.url))).toBe(false);
      expect(builder.apiHost).toBeNull();
    } finally {
      await evil.close();
    }
  });

  describe('with a content service', () => {
    const entry = (id: string, words: string) => ({
      id,
      data: {
        url: '/',
        blocks: [{ '@type': BLOCK_TYPE, id: `builder-${id}`, component: { name: 'Text', options: { text: words } } }],
      },
    });
    let contentDir = '';
    const services: { url: string; close(): Promise<void> }[] = [];
    const start = async (name: string, words: string) => {
      const root = join(contentDir, name);
      await mkdir(join(root, 'page'), { recursive: true });
      await writeFile(join(root, 'page', `${name}.json`), JSON.stringify(entry(name, words)));
      const service = await startContentService({
        port: 0,
        apiKeys: ['k'],
        contentDirs: [root],
        siteDir: false,
        logger: { info() {}, warn() {}, error() {} },
      });
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
        Array.from({ length: 10 }, (_, i) =>
          renderContentToHtml({ apiKey: 'k', model: 'page', url: '/', apiHost: i % 2 ? two.url : one.url }),
        ),
      );
      renders.forEach(({ contentHtml }, i) => {
        expect(contentHtml).toContain(i % 2 ? 'from host two' : 'from host one');
        expect(contentHtml).not.toContain(i % 2 ? 'from host one' : 'from host two');
      });
    });

    it('an edited entry shows in the next render (no process-wide cache), and a shared cache keeps it for its ttl only', async () => {
      const site = await start('edited', 'first text');
      expect(
        (await renderContentToHtml({ apiKey: 'k', model: 'page', url: '/', apiHost: site.url })).contentHtml,
      ).toContain('first text');
      const shared = createContentCache({ ttlMs: 60_000 });
      expect(
        (await renderContentToHtml({ apiKey: 'k', model: 'page', url: '/', apiHost: site.url, cache: shared }))
          .contentHtml,
      ).toContain('first text');
      await writeFile(site.file, JSON.stringify(entry('edited', 'second text')));
      expect(JSON.parse(await readFile(site.file, 'utf8')).data.blocks[0].component.options.text).toBe('second text');
      expect(
        (await renderContentToHtml({ apiKey: 'k', model: 'page', url: '/', apiHost: site.url })).contentHtml,
      ).toContain('second text');
      expect(
        (await renderContentToHtml({ apiKey: 'k', model: 'page', url: '/', apiHost: site.url, cache: shared }))
          .contentHtml,
      ).toContain('first text');
      const expired = createContentCache({ ttlMs: 0 });
      await renderContentToHtml({ apiKey: 'k', model: 'page', url: '/', apiHost: site.url, cache: expired });
      expect(
        (await renderContentToHtml({ apiKey: 'k', model: 'page', url: '/', apiHost: site.url, cache: expired }))
          .contentHtml,
      ).toContain('second text');
    });

    it("one render's jsCode cannot change the cached entry another render reads", async () => {
      const site = await start('cached', 'pristine');
      const shared = createContentCache({ ttlMs: 60_000 });
      const attack = await renderContentToHtml({
        apiKey: 'k',
        model: 'page',
        url: '/',
        apiHost: site.url,
        cache: shared,
      });
      expect(attack.contentHtml).toContain('pristine');
      // The entry the cache holds is frozen: the renderer (and any code) gets copies to change.
      const again = await renderContentToHtml({
        apiKey: 'k',
        model: 'page',
        url: '/',
        apiHost: site.url,
        cache: shared,
        data: { injected: 'x' },
      });
      expect(again.contentHtml).toContain('pristine');
      expect(again.content?.data?.state).toBeUndefined();
    });
  });
});
