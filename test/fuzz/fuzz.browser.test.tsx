/**
 * Fuzz, custom element: random content trees set one after another on one
 * `<builder-content>` (default shadow root), each ending in a healthy block that must appear.
 * Bad content stays local: a malformed block never takes the tag down, and the next content
 * always renders. `npm test` runs a sample; `npm run fuzz` runs 10,000 (FUZZ_COUNT, FUZZ_SEED).
 */
import { expect } from 'chai';
import '../../elements/index.ts';
import type { BuilderContent } from '../../src/index.ts';
import { contentFuzzer } from './random-content.ts';

interface FuzzEnv {
  fuzzCount?: number;
  fuzzSeed?: number;
}
const env = (window as unknown as { __BUILDER_TEST__?: FuzzEnv }).__BUILDER_TEST__ ?? {};
const COUNT = env.fuzzCount || 300;
const SEED = env.fuzzSeed || 20261123;

/** Resolves true once `selector` is in the element's shadow root, false after `timeout` ms. */
async function appears(element: HTMLElement, selector: string, timeout = 3000): Promise<boolean> {
  const start = performance.now();
  while (performance.now() - start < timeout) {
    if (element.shadowRoot?.querySelector(selector)) return true;
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
  return false;
}

describe(`fuzz: random contents through one <builder-content> (seed ${SEED})`, function () {
  this.timeout(60_000 + COUNT * 100);

  it(`renders the healthy block of each of ${COUNT} contents`, async () => {
    const levels = ['error', 'warn', 'log', 'info', 'debug'] as const;
    const saved = levels.map((level) => console[level]);
    let errors: string[] = [];
    levels.forEach((level) => {
      console[level] = (...args: unknown[]) => {
        if (level === 'error')
          errors.push(
            args
              .map((a) => (a instanceof Error ? a.message : String(a)))
              .filter((a) => !a.includes('%'))
              .join(' '),
          );
      };
    });
    // Hostile HTML in the content calls alert(): a dialog would stop the page until someone answers it.
    window.alert = window.confirm = window.prompt = (() => undefined) as never;
    // Scripts in random Custom Code throw (`x is not defined`): the owner's errors, not the kit's.
    const onerror = window.onerror;
    window.onerror = () => true;
    const element = document.createElement('builder-content') as HTMLElement & { content?: BuilderContent };
    element.setAttribute('can-track', 'false');
    document.body.append(element);
    const fuzz = contentFuzzer(SEED);
    const failures: string[] = [];
    try {
      for (let n = 0; n < COUNT && failures.length < 5; n++) {
        const content = fuzz.content(n);
        errors = [];
        element.content = content;
        if (!(await appears(element, `[builder-id="builder-healthy-${n}"]`))) {
          failures.push(`#${n}: ${errors.join(' | ').slice(0, 500)}\n${JSON.stringify(content).slice(0, 300)}`);
        }
      }
    } finally {
      levels.forEach((level, i) => (console[level] = saved[i]));
      window.onerror = onerror;
      element.remove();
    }
    console.log(`fuzz: ${COUNT} contents through <builder-content>, ${failures.length} without their healthy block`);
    expect(failures, failures.join('\n\n')).to.deep.equal([]);
  });
});
