/**
 * The tracking queue: events wait here and are POSTed as `{ events: [...] }` to
 * `{host}/api/v1/track`, 5 ms after the first one queued, and only while tracking is allowed.
 * When the page is hidden the queue is sent at once with `keepalive`, so navigation does not
 * lose it. Failures are silent (spec §7).
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
  /** The track endpoint, read at send time. */
  endpoint: () => string;
  /** Whether events may leave the page now (`builder.canTrack`). */
  canSend: () => boolean;
  /** Runs before each send (extends the session cookie). */
  beforeSend?: () => void;
}

/** Queued tracking events and when they leave. */
export interface TrackingQueue {
  push(event: TrackingEvent): void;
  /** Sends after the throttle delay (call when tracking becomes allowed). */
  schedule(): void;
  /** Sends everything queued now, if tracking is allowed. */
  flush(): void;
}

/** A queue that sends only while `canSend()`; listens for page hide in a browser. */
export function createTrackingQueue({ endpoint, canSend, beforeSend }: TrackingQueueOptions): TrackingQueue {
  let events: TrackingEvent[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;

  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    if (!events.length || !canSend()) return;
    const body = JSON.stringify({ events });
    events = [];
    try {
      beforeSend?.();
      fetch(endpoint(), { method: 'POST', mode: 'cors', headers: TRACKING_HEADERS, body, keepalive: body.length < KEEPALIVE_LIMIT }).catch(() => {});
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
    push(event) {
      if (events.push(event) > MAX_QUEUED) events.shift();
      schedule();
    },
    schedule,
    flush,
  };
}
