/**
 * The one way unit tests (vitest, happy-dom) put React on the page: `render` renders into a new
 * element in the body inside `act`, so what it resolves with is what React committed, effects
 * and lazily loaded code included; `rerender` gives the same root new props. `eventually` waits
 * for something that happens later (a fetch, a lazily loaded module) while letting React work.
 * After each test everything is unmounted and removed, and mocks and stubbed globals are restored.
 */
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, vi } from 'vitest';
import { HANG_GUARD_MS } from './wait.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const mounted = new Map<HTMLElement, Root>();

/** Renders `node` into a new element appended to the body; resolves once React has committed. */
export async function render(node: ReactNode): Promise<HTMLElement> {
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  mounted.set(host, root);
  await act(async () => root.render(node));
  return host;
}

/** Renders `node` in place of what `host` (from `render`) shows; resolves once React has committed. */
export async function rerender(host: HTMLElement, node: ReactNode): Promise<void> {
  const root = mounted.get(host);
  if (!root) throw new Error('rerender: this element was not rendered by render()');
  await act(async () => root.render(node));
}

// Kept from before a test installs fake timers.
const realSetTimeout = globalThis.setTimeout.bind(globalThis);
const realNow = performance.now.bind(performance);

/**
 * Resolves with `assertion`'s result once it stops throwing. Between tries React does its
 * pending work inside `act`; the last failure is thrown if the hang guard runs out.
 */
export async function eventually<T>(assertion: () => T): Promise<T> {
  const start = realNow();
  for (;;) {
    try {
      return assertion();
    } catch (error) {
      if (realNow() - start > HANG_GUARD_MS) throw error;
    }
    await act(() => new Promise<void>((resolve) => void realSetTimeout(resolve, 10)));
  }
}

afterEach(() => {
  for (const [host, root] of mounted) {
    act(() => root.unmount());
    host.remove();
  }
  mounted.clear();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});
