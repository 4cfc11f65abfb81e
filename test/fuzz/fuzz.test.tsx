// @vitest-environment happy-dom
/**
 * Fuzz, React API: random content trees rendered one after another into one `BuilderContent`,
 * each ending in a healthy block that must appear. Bad content affects at most its own block:
 * the content root never crashes, and the next content always renders. (The same through
 * `<builder-content>` in Chromium: fuzz.browser.test.tsx.) `FUZZ_COUNT` sets how many.
 */
import { afterAll, describe, expect, it, vi } from 'vitest';
import { BuilderContent } from '../../src/index.ts';
import { render, rerender } from '../helpers/happy-dom-render.tsx';
import { contentFuzzer } from './random-content.ts';

const COUNT = Number(process.env.FUZZ_COUNT) || 300;
const SEED = Number(process.env.FUZZ_SEED) || 20261123;

describe(`fuzz: ${COUNT} random contents in one BuilderContent (seed ${SEED})`, () => {
  let errors: unknown[][] = [];
  const quiet = ['warn', 'log', 'info', 'debug'].map((level) =>
    vi.spyOn(console, level as 'warn').mockImplementation(() => {}),
  );
  quiet.push(vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void errors.push(args)));
  afterAll(() => quiet.forEach((spy) => spy.mockRestore()));

  it('renders the healthy block of every content', { timeout: 30_000 + COUNT * 20 }, async () => {
    let host: HTMLElement | undefined;
    const fuzz = contentFuzzer(SEED);
    const failures: string[] = [];
    let slowest = { n: -1, ms: 0 };
    for (let n = 0; n < COUNT; n++) {
      const content = fuzz.content(n);
      errors = [];
      const started = performance.now();
      const node = <BuilderContent content={content} canTrack={false} />;
      if (host) await rerender(host, node);
      else host = await render(node);
      const ms = performance.now() - started;
      if (ms > slowest.ms) slowest = { n, ms };
      if (!host.querySelector(`[builder-id="builder-healthy-${n}"]`)) {
        const why = errors
          .map((args) =>
            args
              .map((a) => (a instanceof Error ? (a.stack ?? a.message).split('\n').slice(0, 3).join(' ') : String(a)))
              .filter((a) => !a.includes('%'))
              .join(' '),
          )
          .join(' | ');
        failures.push(`#${n}: ${why.slice(0, 600)}\n${JSON.stringify(content).slice(0, 300)}`);
      }
      if (failures.length >= 5) break;
    }
    process.stdout.write(`fuzz: ${COUNT} contents, slowest #${slowest.n} (${slowest.ms.toFixed(0)} ms)\n`);
    expect(failures, failures.join('\n\n')).toEqual([]);
  });
});
