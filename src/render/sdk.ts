/**
 * The renderer's view of the core: fetching, A/B selection, tracking, and the objects
 * expressions see as `builder` and `Builder`. Kept in one file so it is clear what the renderer
 * takes from the core (and nothing of the core's logic is redone here).
 */
import { Builder } from '../core/builder.ts';
import type { Observable } from '../core/observable.ts';
import { builder, chooseVariation as coreChooseVariation, trackImpression, trackInteraction } from '../core/singleton.ts';
import { setTrackingContent as setCoreTrackingContent } from '../core/tracking-content.ts';
import type { BuilderContent } from '../core/types.ts';

export { builder, Builder, trackImpression, trackInteraction };

/** `builder` (the page's SDK instance) and `Builder` (its class) for expression scopes. */
export function expressionGlobals(): { builder: unknown; Builder: unknown } {
  return { builder, Builder };
}

/**
 * The content the visitor sees: the A/B variation from the URL or the cookie, else drawn (the
 * core stores the choice once tracking is allowed). On the server, where there is no cookie,
 * the default variation.
 */
export function chooseVariation(content: BuilderContent): BuilderContent {
  return coreChooseVariation(content);
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
}

/** The first entry of `model` matching `options` (`null` when none). */
export function fetchEntry(model: string, { options, ...query }: FetchOptions): Observable<BuilderContent | null> {
  return builder.get(model, { ...options, ...query, cache: true });
}

/** Tells the core which content conversions belong to (the page's, or a symbol's when nested). */
export function setTrackingContent(contentId: string, variationId: string | undefined, nested: boolean): void {
  setCoreTrackingContent({ contentId, variationId: variationId === contentId ? undefined : variationId }, { nested });
}

/** Applies the app's settings to the page's `builder` (API key, host, whether tracking is allowed). */
export function configureCore({ apiKey, apiHost, canTrack }: { apiKey?: string; apiHost?: string; canTrack?: boolean }): void {
  if (apiKey && !builder.apiKey) builder.apiKey = apiKey;
  if (apiHost && builder.apiHost !== apiHost) builder.apiHost = apiHost;
  if (canTrack === false && builder.canTrack) builder.canTrack = false;
}
