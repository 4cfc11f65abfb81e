/**
 * What a render may still be waiting for, so it is not taken as settled too early: the page's
 * GET fetches in flight (content: symbols, sections) and elements an IntersectionObserver
 * watches that have not had their first notification yet (lazily loaded video sources and
 * sections). Imported before either renderer: the reference SDK keeps the `fetch` it finds
 * when its module is evaluated.
 */
let inFlight = 0;
const nativeFetch = window.fetch.bind(window);

window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
  const response = nativeFetch(input, init);
  // Tracking posts change nothing on the page.
  const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
  if (method.toUpperCase() !== 'GET') return response;
  inFlight++;
  const done = () => void setTimeout(() => inFlight--, 0);
  response.then((r) => r.clone().arrayBuffer().then(done, done), done);
  return response;
};

export const fetchesInFlight = (): number => inFlight;

/** Observed elements not yet reported on, per observer. */
const unreported = new Map<IntersectionObserver, Set<Element>>();
const NativeObserver = window.IntersectionObserver;

window.IntersectionObserver = class extends NativeObserver {
  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    super((entries, observer) => {
      const waiting = unreported.get(this);
      for (const entry of entries) waiting?.delete(entry.target);
      callback(entries, observer);
    }, options);
    unreported.set(this, new Set());
  }

  override observe(target: Element): void {
    unreported.get(this)?.add(target);
    super.observe(target);
  }

  override unobserve(target: Element): void {
    unreported.get(this)?.delete(target);
    super.unobserve(target);
  }

  override disconnect(): void {
    unreported.delete(this);
    super.disconnect();
  }
};

/** Connected elements an IntersectionObserver has not reported on yet. */
export const observationsPending = (): boolean =>
  [...unreported.values()].some((targets) => [...targets].some((target) => target.isConnected));
