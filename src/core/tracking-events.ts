/**
 * Tracking events (spec §3, §7): `{ type, data: { contentId, variationId, ownerId, amount?,
 * metadata, userAttributes, sessionId, visitorId, … } }`. `variationId` is left out when it is
 * the content id itself (the default variation).
 */
import type { UserAttributes } from './user-attributes.ts';

/** The event types the service knows, or a custom one. */
export type TrackingEventType = 'impression' | 'click' | 'conversion' | (string & {});

/** One event in a `POST /api/v1/track` body. */
export interface TrackingEvent {
  type: TrackingEventType;
  data: {
    contentId?: string;
    variationId?: string;
    ownerId: string;
    amount?: number;
    metadata: Record<string, unknown>;
    userAttributes: UserAttributes;
    sessionId: string;
    visitorId: string;
    [name: string]: unknown;
  };
}

/** What every event carries about the page and the visitor. */
export interface EventContext {
  ownerId: string;
  /** `location.href`, sent as `metadata.url`. */
  url: string;
  userAttributes: UserAttributes;
  sessionId: string;
  visitorId: string;
}

/**
 * An event of `type` from caller `properties` (their `metadata` is merged after `url`). The
 * result is a JSON snapshot: undefined fields are gone and later mutation cannot leak in.
 */
export function createEvent(
  type: TrackingEventType,
  properties: Record<string, unknown>,
  context: EventContext,
): TrackingEvent {
  const { metadata, ...rest } = properties;
  const data: Record<string, unknown> = {
    ...rest,
    ownerId: context.ownerId,
    metadata: { url: context.url, ...(metadata && typeof metadata === 'object' ? metadata : {}) },
    userAttributes: context.userAttributes,
    sessionId: context.sessionId,
    visitorId: context.visitorId,
  };
  if (data.variationId === data.contentId) delete data.variationId;
  return JSON.parse(JSON.stringify({ type, data })) as TrackingEvent;
}
