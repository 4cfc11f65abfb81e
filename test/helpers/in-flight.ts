/**
 * For browser tests: what the page is still waiting for, so it is not taken as settled too
 * early, and a wait for the page to be quiet (a condition, never a length of time). Counted: the
 * page's fetches in flight, each until its answer has been read and one task more (content,
 * symbols, sections, tracking posts, form posts), and elements an IntersectionObserver watches
 * that have not had their first notification yet (lazily loaded video sources and sections,
 * impressions). It installs itself when first imported: import it before code that keeps the
 * `fetch` it finds when its module is evaluated (the reference SDK does).
 */
import { HANG_GUARD_MS, nextTask } from './wait.ts';

// Kept from before any test installs a fake clock (test/helpers/fake-clock.ts).
const realSetTimeout = window.setTimeout.bind(window);
const realNow = performance.now.bind(performance);

/** Fetches in flight, by method. */
const inFlight = new Map<string, number>();
const nativeFetch = window.fetch.bind(window);

window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
  const response = nativeFetch(input, init);
  const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
  inFlight.set(method, (inFlight.get(method) ?? 0) + 1);
  const done = () => void realSetTimeout(() => inFlight.set(method, (inFlight.get(method) ?? 1) - 1), 0);
  response.then((r) => r.clone().arrayBuffer().then(done, done), done);
  return response;
};

/** Fetches the page started that have not been answered in full yet (of `method` only, when given). */
export function fetchesInFlight(method?: string): number {
  if (method) return inFlight.get(method.toUpperCase()) ?? 0;
  let count = 0;
  for (const n of inFlight.values()) count += n;
  return count;
}

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

/** Nothing in flight: no fetch, and no observed element waiting for its first report. */
export const isQuiet = (): boolean => fetchesInFlight() === 0 && !observationsPending();

/**
 * Resolves once the page is quiet: right after `settle` ran (it lets the renderer commit what is
 * pending; by default one task passes), nothing is in flight, twice in a row (what an answer
 * starts, a task after it arrives, is seen). A check that something did NOT happen (no request
 * sent, no cookie written) waits for this instead of for a length of time. Fails when the hang
 * guard runs out.
 */
export async function waitForQuiet(settle: () => Promise<unknown> = nextTask): Promise<void> {
  const start = realNow();
  for (let quietRounds = 0; quietRounds < 2;) {
    await settle();
    quietRounds = isQuiet() ? quietRounds + 1 : 0;
    if (quietRounds < 2 && realNow() - start > HANG_GUARD_MS) {
      const observing = observationsPending() ? ', IntersectionObserver reports pending' : '';
      throw new Error(
        `Timed out (hang guard, ${HANG_GUARD_MS} ms) waiting for the page to be quiet (${fetchesInFlight()} fetch(es) in flight${observing})`,
      );
    }
  }
}
