/**
 * Waiting in tests, in any environment (Node, happy-dom, Chromium): for a condition to hold,
 * never for a length of time. The one limit, {@link HANG_GUARD_MS}, only stops a test that
 * would otherwise hang; it is never what a test asserts.
 */

/**
 * How long a wait may last before it fails as a hang: generous, and below the runners' 10 s
 * test timeout so the failure names what was awaited.
 */
export const HANG_GUARD_MS = 8_000;

/** How often a condition is checked. */
const POLL_MS = 15;

// Kept from before any test installs a fake clock (test/helpers/fake-clock.ts, vi.useFakeTimers).
const realSetTimeout = globalThis.setTimeout.bind(globalThis);
const realNow = performance.now.bind(performance);

/** Resolves after one poll interval of the real clock (never a fake one). */
const poll = () => new Promise<void>((resolve) => void realSetTimeout(resolve, POLL_MS));

/**
 * Resolves in a later task: after every promise reaction already queued (and those they
 * queue) has run. No time is waited for.
 */
export const nextTask = (): Promise<void> => new Promise((resolve) => void realSetTimeout(resolve, 0));

type Falsy = null | undefined | false | 0 | '';

/**
 * Resolves with `check()`'s value once it is truthy, checking every few milliseconds; `check`
 * may be async (asking a service). Fails with `what` (or what it returns then) when the hang
 * guard runs out.
 */
export async function waitFor<T>(
  check: () => T | Falsy | Promise<T | Falsy>,
  what: string | (() => string) = 'condition',
): Promise<T> {
  const start = realNow();
  for (;;) {
    const value = await check();
    if (value) return value;
    if (realNow() - start > HANG_GUARD_MS) {
      throw new Error(
        `Timed out (hang guard, ${HANG_GUARD_MS} ms) waiting for ${typeof what === 'function' ? what() : what}`,
      );
    }
    await poll();
  }
}
