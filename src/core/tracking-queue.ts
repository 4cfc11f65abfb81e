/**
 * The tracking queue: events wait here and are POSTed as `{ events: [...] }` to
 * `{host}/api/v1/track`, 5 ms after the first one queued, and only while tracking is allowed.
 * When the page is hidden the queue is sent at once with `keepalive`, so navigation does not
 * lose it. Failures are silent (spec §7).
 */
import { SDK_GENERATION, SDK_NAME, SDK_VERSION } from './version.ts';
import { isBrowser } from './runtime.ts';
import type { TrackingEvent } from './tracking-events.ts';

export const TRACK_THROTTLE_MS = 5;
/** Oldest events are dropped past this, so a page that never allows tracking cannot grow it forever. */
const MAX_QUEUED = 100;
/** Browsers refuse keepalive bodies over 64 KiB in flight. */
const KEEPALIVE_LIMIT = 60_000;

export const TRACKING_HEADERS = {
  'content-type': 'application/json',
  'x-builder-sdk': SDK_NAME,
  'x-builder-sdk-gen': SDK_GENERATION,
  'x-builder-sdk-version': SDK_VERSION,
};

export interface TrackingQueueOptions {
  /** The track endpoint, read at send time. */
  endpoint: () => string;
  /** Whether events may leave the page now (`builder.canTrack`). */
  canSend: () => boolean;
  /** Runs before each send (extends the session cookie). */
  beforeSend?: () => void;
}

export class TrackingQueue {
  private events: TrackingEvent[] = [];
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly options: TrackingQueueOptions) {
    if (!isBrowser()) return;
    const flushNow = () => this.flush();
    addEventListener('pagehide', flushNow);
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') flushNow();
    });
  }

  get size(): number {
    return this.events.length;
  }

  push(event: TrackingEvent): void {
    if (this.events.push(event) > MAX_QUEUED) this.events.shift();
    this.schedule();
  }

  /** Sends after the throttle delay (call when tracking becomes allowed). */
  schedule(): void {
    if (this.timer === undefined && this.events.length && this.options.canSend()) {
      this.timer = setTimeout(() => this.flush(), TRACK_THROTTLE_MS);
    }
  }

  /** Sends everything queued now, if tracking is allowed. */
  flush(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (!this.events.length || !this.options.canSend()) return;
    const events = this.events.splice(0);
    try {
      this.options.beforeSend?.();
      const body = JSON.stringify({ events });
      fetch(this.options.endpoint(), {
        method: 'POST',
        mode: 'cors',
        headers: TRACKING_HEADERS,
        body,
        keepalive: body.length < KEEPALIVE_LIMIT,
      }).catch(() => {});
    } catch {
      // no fetch, or it threw synchronously: tracking failures are silent
    }
  }
}
