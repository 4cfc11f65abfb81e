/**
 * The tracking pipeline, a lazily loaded chunk: `Builder#track` imports it on the first event
 * that applies (never at import, never on a server), and most page loads track nothing before
 * their first render. It holds the visitor session (session.ts), the events (tracking-events.ts)
 * and the queue that sends them (tracking-queue.ts); the `Builder` instance keeps the tracker, so
 * there is still one per instance and one for the page's `builder`.
 *
 * What must be read when `track()` is called (the page URL, user attributes, heat-map data, the
 * properties) is read there, synchronously ({@link TrackedCall}; a JSON snapshot while this
 * chunk is loading), the content tree's own API host among it; what is read at send time
 * (`canTrack`, the instance's host for calls that name none) is read at send time as before. The session and visitor ids are read (never written) when the event enters the queue:
 * for the events `track()` buffered before this chunk arrived, that is when it arrives.
 */
import type { Builder } from './builder.ts';
import type { CookieJar } from './cookies.ts';
import { isBrowser } from './runtime.ts';
import { createVisitorSession } from './session.ts';
import { createEvent } from './tracking-events.ts';
import { createTrackingQueue } from './tracking-queue.ts';
import type { UserAttributes } from './user-attributes.ts';

/**
 * What `track()` read at call time: `[type, properties, ownerId, url, userAttributes, host]`;
 * `host` is the content tree's API host, `null` for the instance's (read at send time).
 */
export type TrackedCall = [type: string, properties: Record<string, unknown>, ownerId: string, url: string, userAttributes: UserAttributes, host: string | null];

/** The loaded pipeline, as `Builder` drives it. */
export interface Tracker {
  /** Queues one call as an event (a snapshot of it: createEvent copies through JSON). */
  push(call: TrackedCall): void;
  /** Sends after the throttle delay (when tracking becomes allowed). */
  schedule(): void;
}

/**
 * The tracker of `builder`, taking over the calls buffered before it loaded (in order). Events
 * leave only while `builder.canTrack`; the session cookie and visitor id are stored just before
 * each send, as before.
 */
export function createTracker(builder: Builder, jar: () => CookieJar | undefined, buffered: readonly string[]): Tracker {
  const session = createVisitorSession(jar, () => (isBrowser() ? localStorage : undefined));
  const queue = createTrackingQueue({
    endpoint: (host = builder.host) => `${host}/api/v1/track`,
    canSend: () => builder.canTrack,
    beforeSend: () => session.persist(),
  });
  const tracker: Tracker = {
    push([type, properties, ownerId, url, userAttributes, host]) {
      queue.push(createEvent(type, properties, { ownerId, url, userAttributes, sessionId: session.sessionId(), visitorId: session.visitorId() }), host ?? undefined);
    },
    schedule: queue.schedule,
  };
  for (const call of buffered) {
    try {
      tracker.push(JSON.parse(call) as TrackedCall);
    } catch {
      // `null` properties, which track() refuses with a TypeError once this chunk is in: the
      // other calls still go through
    }
  }
  return tracker;
}
