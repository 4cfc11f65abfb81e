/**
 * The renderer's view of the core: fetching, A/B selection, tracking, and the objects
 * expressions see as `builder` and `Builder`. Kept in one file so it is clear what the renderer
 * needs from the core.
 */
import { selectVariation } from '../core/ab-test.ts';
import { browserCookies } from '../core/cookies.ts';
import type { Observable } from '../core/observable.ts';
import type { BuilderContent } from '../core/types.ts';

/** `builder` (the SDK singleton) and `Builder` (its class) for expression scopes. */
export function expressionGlobals(): { builder: unknown; Builder: unknown } {
  return { builder: undefined, Builder: undefined };
}

/** The content the visitor sees: an A/B test's variation (from the cookie, else drawn and stored). */
export function chooseVariation(content: BuilderContent, canTrack: boolean): BuilderContent {
  if (typeof document === 'undefined') return selectVariation(content, { cookie: content.id }).content;
  const jar = browserCookies();
  const cookieName = `builder.tests.${content.id}`;
  const { content: shown, remember } = selectVariation(content, { cookie: jar.get(cookieName) });
  if (remember && canTrack) {
    try {
      jar.set(cookieName, remember, { expires: new Date(Date.now() + 30 * 864e5) });
    } catch {
      // an id a cookie cannot hold: the choice lasts for this page only
    }
  }
  return shown;
}

/** Options of a content fetch (the `BuilderContent` props that shape the query). */
export interface FetchOptions {
  apiKey?: string;
  apiHost?: string;
  apiVersion?: string;
  entry?: string;
  url?: string;
  locale?: string;
  options?: Record<string, unknown>;
  canTrack?: boolean;
}

/** The first entry of `model` matching `options`. */
export function fetchEntry(model: string, options: FetchOptions): Observable<BuilderContent | undefined> {
  void model;
  void options;
  throw new Error('The content client is not available yet');
}

/** Records an impression of the content (when tracking is allowed). */
export function trackImpression(contentId: string, variationId?: string): void {
  void contentId;
  void variationId;
}

/** Records a click on the content (heat-map data from the event). */
export function trackInteraction(contentId: string, variationId: string | undefined, alreadyTrackedOne: boolean, event: MouseEvent): void {
  void contentId;
  void variationId;
  void alreadyTrackedOne;
  void event;
}

/** Tells the core which page content conversions belong to. */
export function setTrackingContent(contentId: string | undefined, variationId: string | undefined): void {
  void contentId;
  void variationId;
}

/** Applies the app's settings to the core (API key, host, whether tracking is allowed). */
export function configureCore(settings: { apiKey?: string; apiHost?: string; canTrack?: boolean }): void {
  void settings;
}
