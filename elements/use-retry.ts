/**
 * When `<builder-content>` tries a failed fetch again: once the page comes back online (`online`
 * on `window`) or navigates (`popstate`, and the Navigation API's `navigatesuccess` where the
 * browser has it, which `history.pushState` fires too). Never on a timer alone: each retry
 * answers a sign that things may have changed. Attempts are spaced by a backoff, no closer than
 * 1 s, 2 s, 4 s … (60 s at most) after the previous attempt failed: a sign during that wait
 * retries at its end, once, and a sign while a retry is out retries after it, if it fails.
 * Nothing listens before the first failure, once an attempt succeeds, after the query changes
 * or once the component unmounts (the tag was removed).
 */
import { useEffect, useRef, useState } from 'react';

/** The first wait after a failure, doubled after each failed retry. */
export const RETRY_BASE_MS = 1_000;
/** The longest wait between two attempts. */
export const RETRY_CAP_MS = 60_000;

/** How long after attempt `attempt` failed (0: the first fetch) the next one may start. */
export const retryWait = (attempt: number): number => Math.min(RETRY_BASE_MS * 2 ** attempt, RETRY_CAP_MS);

/** Where the latest attempt for the query stands. */
export type AttemptOutcome = 'pending' | 'failed' | 'done';

interface NavigationTarget {
  addEventListener(type: 'navigatesuccess', listener: () => void): void;
  removeEventListener(type: 'navigatesuccess', listener: () => void): void;
}

/**
 * The attempt to make for `query` (0: the first fetch): part of the fetch's key, so a new
 * attempt fetches afresh. `outcomeOf` says how an attempt of this query ended (or that it is
 * still out). A new `query` starts again at 0.
 */
export function useRetry(query: string, outcomeOf: (attempt: number) => AttemptOutcome): number {
  const [state, setState] = useState({ query, attempt: 0 });
  // A new query starts at 0 (kept as state, so coming back to an earlier query starts afresh too).
  if (state.query !== query) setState({ query, attempt: 0 });
  const attempt = state.query === query ? state.attempt : 0;
  const outcome = outcomeOf(attempt);
  const failed = outcome === 'failed';
  // From the first failure until an attempt succeeds, retries included.
  const listening = failed || (outcome === 'pending' && attempt > 0);
  /** A sign came since the latest attempt started. */
  const signalled = useRef(false);
  /** Schedules the next attempt; set while the latest one has failed. */
  const schedule = useRef<(() => void) | undefined>(undefined);

  useEffect(() => {
    if (!listening) return undefined;
    const sign = (): void => {
      signalled.current = true;
      schedule.current?.();
    };
    const navigation = (window as { navigation?: NavigationTarget }).navigation;
    window.addEventListener('online', sign);
    window.addEventListener('popstate', sign);
    navigation?.addEventListener('navigatesuccess', sign);
    return () => {
      window.removeEventListener('online', sign);
      window.removeEventListener('popstate', sign);
      navigation?.removeEventListener('navigatesuccess', sign);
      signalled.current = false;
    };
  }, [query, listening]);

  useEffect(() => {
    if (!failed) return undefined;
    const failedAt = performance.now();
    let timer: ReturnType<typeof setTimeout> | undefined;
    schedule.current = () => {
      if (timer !== undefined) return; // one retry per wait
      const wait = Math.max(0, failedAt + retryWait(attempt) - performance.now());
      timer = setTimeout(() => {
        signalled.current = false;
        setState({ query, attempt: attempt + 1 });
      }, wait);
    };
    if (signalled.current) schedule.current();
    return () => {
      schedule.current = undefined;
      clearTimeout(timer);
    };
  }, [query, failed, attempt]);

  return attempt;
}
