/**
 * The tracking queue: events wait here and are POSTed as `{ events: [...] }` to
 * `{host}/api/v1/track`, 5 ms after the first one queued, and only while tracking is allowed.
 * Each event carries the host of the content tree that made it (none: the owner's host, read at
 * send time), and each endpoint gets its own batch, so two trees with different hosts on one page
 * each report to their own. When the page is hidden the queue is sent at once with `keepalive`,
 * so navigation does not lose it. Failures are silent (spec §7).
 */
import { SDK_GENERATION, SDK_NAME, SDK_VERSION } from './version.ts';
import { isBrowser } from './runtime.ts';
import type { TrackingEvent } from './tracking-events.ts';

/** Delay between the first queued event and the send (spec §9). */
export const TRACK_THROTTLE_MS = 5;
/** Oldest events are dropped past this, so a page that never allows tracking cannot grow it forever. */
const MAX_QUEUED = 100;
/** Browsers refuse keepalive bodies over 64 KiB in flight. */
const KEEPALIVE_LIMIT = 60_000;

/** Headers of every tracking request. */
export const TRACKING_HEADERS = {
  'content-type': 'application/json',
  'x-builder-sdk': SDK_NAME,
  'x-builder-sdk-gen': SDK_GENERATION,
  // Builder's SDK protocol version, not this package's (version.ts).
  'x-builder-sdk-version': SDK_VERSION,
};

/** What the queue reads from its owner at send time. */
export interface TrackingQueueOptions {
  /** The track endpoint of events bound to `host` (undefined: the owner's own, read at send time). */
  endpoint: (host?: string) => string;
  /** Whether events may leave the page now (`builder.canTrack`). */
  canSend: () => boolean;
  /** Runs before each send (extends the session cookie). */
  beforeSend?: () => void;
}

/** Queued tracking events and when they leave. */
export interface TrackingQueue {
  /** Queues `event` for `host` (an API host as `apiHostFor` writes it; undefined: the owner's). */
  push(event: TrackingEvent, host?: string): void;
  /** Sends after the throttle delay (call when tracking becomes allowed). */
  schedule(): void;
  /** Sends everything queued now, if tracking is allowed. */
  flush(): void;
}

/** A queue that sends only while `canSend()`; listens for page hide in a browser. */
export function createTrackingQueue({ endpoint, canSend, beforeSend }: TrackingQueueOptions): TrackingQueue {
  let events: [TrackingEvent, string | undefined][] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;

  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    if (!events.length || !canSend()) return;
    const queued = events;
    events = [];
    try {
      // One batch per endpoint, in the order each one's first event was queued.
      const batches = new Map<string, TrackingEvent[]>();
      for (const [event, host] of queued) {
        const url = endpoint(host);
        const batch = batches.get(url);
        if (batch) batch.push(event);
        else batches.set(url, [event]);
      }
      beforeSend?.();
      // The browser's keepalive allowance is shared by every request in flight.
      let keepaliveLeft = KEEPALIVE_LIMIT;
      for (const [url, batch] of batches) {
        const body = JSON.stringify({ events: batch });
        const keepalive = body.length < keepaliveLeft;
        if (keepalive) keepaliveLeft -= body.length;
        fetch(url, { method: 'POST', mode: 'cors', headers: TRACKING_HEADERS, body, keepalive }).catch(() => {});
      }
    } catch {
      // no fetch, or it threw synchronously: tracking failures are silent
    }
  };
  const schedule = () => {
    if (timer === undefined && events.length && canSend()) timer = setTimeout(flush, TRACK_THROTTLE_MS);
  };

  if (isBrowser()) {
    addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') flush();
    });
  }

  return {
    push(event, host) {
      if (events.push([event, host]) > MAX_QUEUED) events.shift();
      schedule();
    },
    schedule,
    flush,
  };
}
