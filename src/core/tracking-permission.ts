/**
 * Whether tracking may happen at all (spec §9): never for bots and crawlers, never when the
 * browser has cookies disabled or the page opted out, never in the editor frame or a preview,
 * never outside the production environment.
 */
import { isProduction, type Environment } from './environments.ts';
import { isBrowser, isEditing, isPreviewing } from './runtime.ts';

const BOT =
  /bot|crawler|spider|robot|crawling|prerender|google|baidu|bing|msn|duckduckbot|teoma|slurp|yandex|phantom|headless|selenium|puppeteer/i;

/** Bots, crawlers and headless browsers (an empty user agent counts as one). */
export function isBot(userAgent: string | undefined): boolean {
  return !userAgent?.trim() || BOT.test(userAgent);
}

/** The page set `window.builderNoTrack`, or the browser refuses cookies. */
export function browserTrackingDisabled(): boolean {
  return isBrowser() && (!!(window as { builderNoTrack?: unknown }).builderNoTrack || !navigator.cookieEnabled);
}

/** The default of `builder.canTrack`: a real visitor's browser that accepts cookies. */
export function defaultCanTrack(): boolean {
  return isBrowser() && !isBot(navigator.userAgent) && !browserTrackingDisabled();
}

/** Tracking makes sense on this page at all, whatever the visitor's consent. */
export function trackingApplies(env: Environment): boolean {
  return isBrowser() && isProduction(env) && !isEditing() && !isPreviewing();
}
