/**
 * Client-side navigation for links inside rendered content (spec §2): a plain left click on a
 * same-origin link pushes browser history and announces it with a `popstate` event (which
 * routers, and the Router block, listen to) instead of reloading the page. Anything the
 * visitor asked the browser to do differently is left to the browser.
 */

/** The anchor a click landed on, looking through shadow roots. */
function anchorOf(event: Event): HTMLAnchorElement | undefined {
  return event.composedPath().find((node): node is HTMLAnchorElement => node instanceof HTMLAnchorElement);
}

/** Next.js's global: its Pages Router (`router`), or its App Router (`appDir`), which exposes none. */
const nextJs = () => (window as { next?: { router?: { push?: (url: string) => unknown }; appDir?: boolean } }).next;

/**
 * Pushes `url` (same origin) on the history and tells listeners with a `popstate` event. Next.js's
 * routers ignore history they did not write: its Pages Router is asked to move instead, and
 * under its App Router the browser loads the page.
 */
export function navigate(url: string): void {
  const next = nextJs();
  if (next?.router?.push) return void next.router.push(url);
  if (next?.appDir) return location.assign(url);
  history.pushState(null, '', url);
  window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
}

/**
 * Handles a click inside content: returns true when it navigated in the page. Modified clicks,
 * other buttons, `target` other than `_self`, `download`, other origins, same-page fragment
 * links and clicks something else already handled are left alone.
 */
export function handleLinkClick(event: MouseEvent): boolean {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return false;
  const anchor = anchorOf(event);
  if (!anchor) return false;
  const href = anchor.getAttribute('href');
  const target = anchor.getAttribute('target');
  if (!href || (target && target !== '_self') || anchor.hasAttribute('download')) return false;
  let url: URL;
  try {
    url = new URL(anchor.href, location.href);
  } catch {
    return false;
  }
  if (url.origin !== location.origin || !/^https?:$/.test(url.protocol)) return false;
  if ((url.hash && url.pathname === location.pathname && url.search === location.search) || nextJs()?.appDir)
    return false;
  event.preventDefault();
  navigate(url.pathname + url.search + url.hash);
  return true;
}
