/** Helpers for browser tests (run by @web/test-runner in Chromium). */

export interface TestEnv {
  /** Origin of the local content service started for this test run. */
  serviceUrl: string;
  /** API key the service accepts. */
  apiKey: string;
}

export function testEnv(): TestEnv {
  const env = (window as unknown as { __BUILDER_TEST__?: TestEnv }).__BUILDER_TEST__;
  if (!env) throw new Error('window.__BUILDER_TEST__ is missing: run browser tests through web-test-runner.config.mjs');
  return env;
}

/** Resolves when `check` returns a truthy value, polling each animation frame; rejects after `timeout` ms. */
export async function waitFor<T>(check: () => T | null | undefined | false, timeout = 3000, what = 'condition'): Promise<T> {
  const start = performance.now();
  for (;;) {
    const value = check();
    if (value) return value;
    if (performance.now() - start > timeout) throw new Error(`Timed out after ${timeout} ms waiting for ${what}`);
    await new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
  }
}
