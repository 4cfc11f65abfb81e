import { afterEach, describe, expect, it, vi } from 'vitest';
import { BLOCK_TYPE, renderContentToHtml, type BuilderContent } from '../../server.ts';
import { isolateStats } from './isolate.ts';
import { isQuarantined, quarantine, quarantinedEntries } from './quarantine.ts';
import { captureConsole } from '../../../test/helpers/console-lines.ts';

const text = (id: string, binding: string) => ({
  '@type': BLOCK_TYPE,
  id,
  component: { name: 'Text', options: { text: '' } },
  bindings: { 'component.options.text': binding },
});
const symbol = (id: string, content: Record<string, unknown>) => ({
  '@type': BLOCK_TYPE,
  id,
  component: { name: 'Symbol', options: { symbol: { model: 'symbol', content } } },
});
const page = (id: string, data: Record<string, unknown>): BuilderContent => ({ id, data: { blocks: [], ...data } });
const LOOP = '(function () { while (true) {} })()';
/** Code outside the subset that ends well. */
const healthy = (words: string) => `new Date(0).getTime() + " ${words}"`;

afterEach(() => vi.restoreAllMocks());

const stops = (lines: string[]) => lines.filter((line) => line.includes('server code stopped'));
const quarantines = (lines: string[]) => lines.filter((line) => line.includes('codeLimits.quarantineMs'));

describe('the quarantine of an entry', () => {
  const entry = (id: string, binding = LOOP) => ({
    id,
    data: { jsCode: 'var x = new Date(0)', state: { a: 1 }, blocks: [text('builder-a', binding)] },
  });

  it('holds for its quarantineMs from when it started, and not at all with 0', () => {
    const content = entry('unit-expiry');
    expect(isQuarantined(content, 1000, 5000)).toBe(false);
    expect(quarantine(content, 1000, 5000)).toBe(true);
    expect(quarantine(content, 1000, 5500)).toBe(false); // already: no second warning
    expect(isQuarantined(content, 1000, 5999)).toBe(true);
    expect(isQuarantined(content, 1000, 6000)).toBe(false);
    expect(isQuarantined(content, 0, 5500)).toBe(false);
    expect(quarantine(entry('unit-off'), 0, 5000)).toBe(false);
    expect(isQuarantined(entry('unit-off'), 1000, 5000)).toBe(false);
  });

  it('is known by its id and its own code: an edit or another id runs, its state and inlined symbols change nothing', () => {
    const content = entry('unit-key');
    quarantine(content, 1000, 0);
    expect(isQuarantined(entry('unit-key'), 1000, 10)).toBe(true);
    expect(isQuarantined(entry('unit-key', healthy('edited')), 1000, 10)).toBe(false);
    expect(isQuarantined(entry('unit-other-id'), 1000, 10)).toBe(false);
    // What a render adds to an entry before its blocks run: fetched httpRequests in its state, a symbol's entry inlined.
    const fetched = { ...content, data: { ...content.data, state: { a: 2, fetched: { text: '{{ not code }}' } } } };
    expect(isQuarantined(fetched, 1000, 10)).toBe(true);
    const bare = { id: 'unit-key-symbol', data: { blocks: [symbol('builder-s', { model: 'symbol' })] } };
    quarantine(bare, 1000, 0);
    const inlined = {
      ...bare,
      data: { blocks: [symbol('builder-s', { id: 'nested', data: { jsCode: 'var other = new Date()', blocks: [] } })] },
    };
    expect(isQuarantined(inlined, 1000, 10)).toBe(true);
  });

  it('keeps at most 256 entries: expired ones go first, then the oldest', () => {
    const start = quarantinedEntries();
    for (let i = 0; i < 300; i++) quarantine(entry(`unit-cap-${i}`), 60_000, 1_000_000 + i);
    expect(quarantinedEntries()).toBe(256);
    expect(isQuarantined(entry('unit-cap-299'), 60_000, 1_000_400)).toBe(true);
    expect(isQuarantined(entry('unit-cap-0'), 60_000, 1_000_400)).toBe(false);
    expect(start).toBeLessThanOrEqual(256);
    // Long after, the expired ones make room before any live one is dropped.
    quarantine(entry('unit-cap-late'), 1000, 5_000_000);
    expect(quarantinedEntries()).toBe(1);
  });
});

describe('rendering an entry whose code passed a limit', () => {
  it('the second render skips its code without running it (no isolate, one warning in all), then it runs again after quarantineMs', async () => {
    const lines = captureConsole();
    const runaway = page('runaway-entry', {
      blocks: [
        text('builder-loop-1', LOOP),
        text('builder-loop-2', LOOP.replace('true', '1')),
        text('builder-static', '"static " + "words"'),
      ],
    });
    const codeLimits = { snippetMs: 50, quarantineMs: 400 };
    const first = await renderContentToHtml({ content: runaway, codeLimits });
    expect(first.contentHtml).toContain('static words');
    // The second loop of the same entry is skipped at once: one stop for the entry, not one per snippet.
    expect(stops(lines)).toEqual([expect.stringContaining('builder-loop-1')]);
    expect(quarantines(lines)).toEqual([expect.stringContaining('content runaway-entry')]);

    const before = isolateStats();
    for (let i = 0; i < 3; i++) {
      const again = await renderContentToHtml({ content: runaway, codeLimits });
      expect(again.contentHtml).toContain('static words');
    }
    const after = isolateStats();
    expect(after.isolates - before.isolates).toBe(0);
    expect(after.quarantineSkips - before.quarantineSkips).toBe(6);
    expect(stops(lines)).toHaveLength(1);
    expect(quarantines(lines)).toHaveLength(1);

    await new Promise((resolve) => setTimeout(resolve, 450));
    await renderContentToHtml({ content: runaway, codeLimits });
    expect(stops(lines)).toHaveLength(2);
    expect(quarantines(lines)).toHaveLength(2);
  });

  it('leaves other entries alone: the page around a runaway symbol, the same code under another id, an edited entry', async () => {
    const lines = captureConsole();
    const runawaySymbol = {
      id: 'runaway-symbol',
      data: { blocks: [text('builder-symbol-loop', LOOP), text('builder-symbol-after', healthy('symbol after'))] },
    };
    const host = page('host-page', {
      blocks: [symbol('builder-symbol', runawaySymbol), text('builder-page', healthy('page value'))],
    });
    const codeLimits = { snippetMs: 50 };
    for (let i = 0; i < 2; i++) {
      const { contentHtml } = await renderContentToHtml({ content: host, codeLimits });
      expect(contentHtml).toContain('>0 page value<');
      expect(contentHtml).not.toContain('symbol after'); // the symbol's own code is skipped once it is in quarantine
    }
    expect(stops(lines)).toEqual([expect.stringContaining('builder-symbol-loop')]);
    expect(quarantines(lines)).toEqual([expect.stringContaining('content runaway-symbol')]);

    // The same runaway code in another entry runs (and is stopped) on its own account.
    await renderContentToHtml({ content: page('another-page', { blocks: [text('builder-loop', LOOP)] }), codeLimits });
    expect(stops(lines)).toHaveLength(2);
    // The entry edited: its new code runs at once.
    const edited = { ...runawaySymbol, data: { blocks: [text('builder-symbol-after', healthy('fixed'))] } };
    const { contentHtml } = await renderContentToHtml({
      content: page('host-page', { blocks: [symbol('builder-symbol', edited)] }),
      codeLimits,
    });
    expect(contentHtml).toContain('>0 fixed<');
  });

  it('renders concurrent healthy entries as usual while one is in quarantine', async () => {
    captureConsole();
    const codeLimits = { snippetMs: 50 };
    const runaway = page('concurrent-runaway', { blocks: [text('builder-loop', LOOP)] });
    await renderContentToHtml({ content: runaway, codeLimits });
    const renders = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        renderContentToHtml({
          content:
            i % 2
              ? runaway
              : page(`concurrent-healthy-${i}`, {
                  jsCode: 'var d = new Date(0); state.mine = "render ' + i + '"',
                  blocks: [text('builder-mine', 'state.mine + " " + new Date(0).getTime()')],
                }),
          codeLimits,
        }),
      ),
    );
    renders.forEach(({ contentHtml }, i) => {
      if (i % 2 === 0) expect(contentHtml).toContain(`>render ${i} 0<`);
    });
  });

  it('does not quarantine a snippet the render budget stopped before its own snippetMs (it proved nothing)', async () => {
    const lines = captureConsole();
    const slow = page('budget-stopped', { blocks: [text('builder-loop', LOOP)] });
    await renderContentToHtml({ content: slow, codeLimits: { snippetMs: 200, renderMs: 30 } });
    await renderContentToHtml({ content: slow, codeLimits: { snippetMs: 200, renderMs: 30 } });
    expect(stops(lines)).toHaveLength(2);
    expect(quarantines(lines)).toEqual([]);
  });
});
