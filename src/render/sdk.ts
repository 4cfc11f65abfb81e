/**
 * The renderer's view of the core. A content tree fetches, chooses A/B variations and tracks
 * through the `Builder` instance its render context names (the page's `builder` in the browser,
 * one per call on the server) with its own API key, host and tracking consent passed per call:
 * rendering never writes a setting into that instance. Every request of a tree (its entry, its
 * symbols, its events, its forms' e-mail submissions) goes to the tree's `apiHost` when it has
 * one. Expressions see facades of it.
 */
import {
  applyVariation,
  isAbTest,
  type Builder,
  type ClickPosition,
  type TrackOptions,
  type GetContentOptions,
  type Observable,
  isBrowser,
  isEditing,
  isIframe,
  isPreviewing,
  isServer,
  builder as pageBuilder,
  setTrackingContent as setCoreTrackingContent,
  type BuilderContent,
} from '../core/index.ts';
import { grant } from './expression/capabilities.ts';

export { pageBuilder };

/** What a content tree fetches and tracks with (a render context carries one). */
export interface ClientSettings {
  /** The instance whose content cache, cookies and tracking queue are used. */
  client: Builder;
  apiKey?: string;
  apiHost?: string;
  apiVersion?: string;
  /** False when the app turned tracking off for this tree (the page's consent is asked too). */
  canTrack: boolean;
  /** The deadline, cancel signal and size cap of every fetch of this tree (the entry, its symbols). */
  fetchLimits?: Pick<GetContentOptions, 'timeout' | 'signal' | 'maxEntryBytes'>;
}

/** Options of a content fetch (the `BuilderContent` and Symbol props that shape the query). */
export interface FetchOptions {
  apiKey?: string;
  apiVersion?: string;
  entry?: string;
  url?: string;
  locale?: string;
  /** The key results are filed under (symbols with different data get different keys). */
  key?: string;
  options?: Record<string, unknown>;
  /** How long the fetch may take, in ms, before it fails with a `timeout` error (the core's default when absent). */
  timeout?: number;
}

/** The first entry of `model` matching `options` (`null` when none), as stored: choose its variation with {@link chooseVariation}. */
export function fetchEntry(
  settings: ClientSettings,
  model: string,
  { options, ...query }: FetchOptions,
): Observable<BuilderContent | null> {
  return settings.client
    .fetchContent(model, {
      ...settings.fetchLimits,
      ...options,
      // `entry`, `url`, `locale`, `key` and `timeout` (the core's deadline for this fetch).
      ...query,
      apiKey: query.apiKey ?? settings.apiKey,
      apiVersion: query.apiVersion ?? settings.apiVersion,
      apiHost: settings.apiHost,
      cache: true,
    })
    .map((entries) => entries[0] ?? null);
}

/**
 * The content the visitor sees: the A/B variation from the URL or the cookie, else drawn (the
 * core stores the choice once tracking is allowed). With tracking off for this tree, or on the
 * server where there is no cookie, the default variation.
 */
export function chooseVariation(settings: ClientSettings, content: BuilderContent): BuilderContent {
  if (!isAbTest(content)) return content;
  return settings.canTrack ? settings.client.chooseVariation(content) : applyVariation(content, content.id);
}

/**
 * Tells the core which content conversions belong to (the page's, or a symbol's when nested),
 * and the host of its tree, where they are sent.
 */
export function setTrackingContent(
  settings: ClientSettings,
  contentId: string,
  variationId: string | undefined,
  nested: boolean,
): void {
  setCoreTrackingContent(
    { contentId, variationId: variationId === contentId ? undefined : variationId, apiHost: settings.apiHost },
    { nested },
  );
}

/** Whether this tree reports impressions and clicks: tracking on, and a space to report to. */
export const tracks = (settings: ClientSettings): boolean =>
  settings.canTrack && !!(settings.apiKey || settings.client.apiKey);

/** The space and host a tree's events go to. */
const trackOptions = (settings: ClientSettings): TrackOptions => ({
  apiKey: settings.apiKey || settings.client.apiKey,
  apiHost: settings.apiHost,
});

export function trackImpression(settings: ClientSettings, contentId: string, variationId: string | undefined): void {
  settings.client.trackImpression(contentId, variationId, undefined, trackOptions(settings));
}

export function trackInteraction(
  settings: ClientSettings,
  contentId: string,
  variationId: string | undefined,
  alreadyTrackedOne: boolean,
  event?: ClickPosition,
): void {
  settings.client.trackInteraction(contentId, variationId, alreadyTrackedOne, event, trackOptions(settings));
}

/** What expressions see as `builder` and `Builder`. */
export interface ExpressionFacades {
  builder: Readonly<Record<string, unknown>>;
  Builder: Readonly<Record<string, unknown>>;
}

/**
 * Facades of the SDK for expressions: the flags content reads (`Builder.isBrowser`…) and the
 * tracking calls it makes (`builder.trackConversion`), bound to this tree's settings. Never the
 * live instance: content cannot change the API host, the key, tracking consent or trusted hosts.
 */
export function createFacades(settings: ClientSettings): ExpressionFacades {
  const flags = {
    isBrowser: isBrowser(),
    isServer: isServer(),
    isEditing: isEditing(),
    isPreviewing: isPreviewing(),
    isIframe: isIframe(),
  };
  const options = trackOptions(settings);
  const plain = (value: unknown) =>
    value && typeof value === 'object' ? JSON.parse(JSON.stringify(value)) : undefined;
  return {
    Builder: Object.freeze({ ...flags }),
    builder: Object.freeze({
      ...flags,
      trackConversion: grant(
        (
          amount?: number,
          contentId?: string,
          variationId?: string,
          customProperties?: Record<string, unknown>,
          context?: unknown,
        ) => {
          const id = typeof contentId === 'object' ? plain(contentId) : contentId; // the reference's (amount, meta) form
          if (settings.canTrack)
            settings.client.trackConversion(amount, id, variationId, plain(customProperties), plain(context), options);
        },
      ),
      track: grant((type: string, properties?: Record<string, unknown>) => {
        if (settings.canTrack && typeof type === 'string')
          settings.client.track(type, plain(properties) ?? {}, options);
      }),
    }),
  };
}

/** Facades for code evaluated outside a render (the server's httpRequests). */
export function expressionGlobals(): ExpressionFacades {
  return createFacades({ client: pageBuilder, canTrack: false });
}
