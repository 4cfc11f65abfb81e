/**
 * The tracking pipeline: the visitor session (session.ts), the events (tracking-events.ts) and
 * the queue that sends them (tracking-queue.ts). `Builder#track` makes it on the first event
 * that applies (never on a server), and the `Builder` instance keeps it, so there is one per
 * instance and one for the page's `builder`.
 *
 * It is part of the core, not a lazy chunk: the first impression makes it on almost every page,
 * and as a chunk it cost a request and more bytes than it saved (docs/performance.md, "Budgets").
 * The event (page URL, user attributes, properties, session and visitor ids) is read when
 * `track()` is called; `canTrack` and the instance's host (for calls that name none) when the
 * queue sends.
 */
import type { CookieJar } from './cookies.ts';
import { isBrowser } from './runtime.ts';
import { createVisitorSession } from './session.ts';
import { createEvent } from './tracking-events.ts';
import { createTrackingQueue } from './tracking-queue.ts';
import type { UserAttributes } from './user-attributes.ts';

/** What the tracker reads of its `Builder` when the queue sends (an interface, so this module need not import builder.ts). */
export interface TrackerOwner {
  /** The host events go to when a call names none. */
  readonly host: string;
  /** Whether events may leave now. */
  readonly canTrack: boolean;
}

/** The pipeline, as `Builder` drives it. */
export interface Tracker {
  /** Queues one event (a snapshot: createEvent copies through JSON); `host` is the content tree's, `null` for the instance's. */
  push(
    type: string,
    properties: Record<string, unknown>,
    ownerId: string,
    userAttributes: UserAttributes,
    host: string | null,
  ): void;
  /** Sends after the throttle delay (when tracking becomes allowed). */
  schedule(): void;
}

/**
 * The tracker of `builder`. Events leave only while `builder.canTrack`; the session cookie and
 * visitor id are stored just before each send.
 */
export function createTracker(builder: TrackerOwner, jar: () => CookieJar | undefined): Tracker {
  const session = createVisitorSession(jar, () => (isBrowser() ? localStorage : undefined));
  const queue = createTrackingQueue({
    endpoint: (host = builder.host) => `${host}/api/v1/track`,
    canSend: () => builder.canTrack,
    beforeSend: () => session.persist(),
  });
  return {
    push(type, properties, ownerId, userAttributes, host) {
      queue.push(
        createEvent(type, properties, {
          ownerId,
          url: location.href,
          userAttributes,
          sessionId: session.sessionId(),
          visitorId: session.visitorId(),
        }),
        host ?? undefined,
      );
    },
    schedule: queue.schedule,
  };
}
