/** Shared helpers of the `elements-*` browser tests: mount markup, look inside a tag, count requests. */
import { HANG_GUARD_MS, waitFor } from '../helpers/browser.ts';

/** Appends `html` to the page and returns its first element. */
export function mount<T extends HTMLElement = HTMLElement>(html: string): T {
  const holder = document.createElement('div');
  holder.className = 'elements-test-holder';
  holder.innerHTML = html;
  document.body.append(holder);
  return holder.firstElementChild as T;
}

/** Removes everything `mount` added. */
export function unmountAll(): void {
  for (const holder of document.querySelectorAll('.elements-test-holder')) holder.remove();
}

/** Where a tag renders: its shadow root, or the element itself with `no-shadow` / light-DOM tags. */
export function inside(element: Element): ParentNode {
  return element.hasAttribute('no-shadow') || !element.shadowRoot ? element : element.shadowRoot;
}

/** Waits until `selector` matches inside `element`'s render root and returns the match. */
export function rendered<T extends Element = HTMLElement>(element: Element, selector: string): Promise<T> {
  return waitFor(() => inside(element).querySelector<T>(selector), `${selector} inside <${element.localName}>`);
}

/** Content API requests (`/api/v3/query/…`, `/api/v1/query/…`) the page started since `since` (a `performance.now()`). */
export function contentRequests(since = 0): string[] {
  return performance
    .getEntriesByType('resource')
    .filter((entry) => entry.startTime >= since)
    .map((entry) => entry.name)
    .filter((url) => /\/api\/v[13]\/query\//.test(url));
}

/** Resolves with the next `type` event dispatched on `target` (fails only as a hang, after the shared guard). */
export function nextEvent<T = unknown>(target: EventTarget, type: string): Promise<CustomEvent<T>> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`Timed out (hang guard) waiting for a ${type} event`)),
      HANG_GUARD_MS,
    );
    target.addEventListener(
      type,
      (event) => {
        clearTimeout(timer);
        resolve(event as CustomEvent<T>);
      },
      { once: true },
    );
  });
}

/** True when `element` takes up space on the page (shown, not merely present). */
export function isShown(element: Element): boolean {
  return element.getClientRects().length > 0;
}

/** Adds `css` to the page (e.g. `::part` rules) for the length of `body`. */
export async function withPageStyle(css: string, body: () => Promise<void>): Promise<void> {
  const style = document.createElement('style');
  style.textContent = css;
  document.head.append(style);
  try {
    await body();
  } finally {
    style.remove();
  }
}
