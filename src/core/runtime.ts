/**
 * Where the kit runs: browser or server, inside a frame, inside the content editor, in a
 * preview. Computed on each call so tests (and late-loaded pages) see the current state.
 */
import { isTrustedOrigin, parentOrigin } from './editing/trusted-hosts.ts';

/** A DOM window is present (and this is not React Native). */
export function isBrowser(): boolean {
  // React Native has a `window` but no `document`.
  return typeof window === 'object' && typeof document === 'object';
}

/** No DOM window: a server (or another non-browser runtime). */
export const isServer = (): boolean => !isBrowser();

/** The page is inside a frame. */
export function isIframe(): boolean {
  return isBrowser() && window.top !== window.self;
}

/** The page's query string (`''` on the server). */
export const pageSearch = (): string => (isBrowser() ? location.search : '');

/**
 * The page is framed by the content editor: its parent is a trusted host (spec §6). Only when
 * the browser tells neither the parent's origin nor the referrer does `builder.frameEditing`
 * in the URL decide (the messages themselves are origin-checked either way).
 */
export function isEditing(): boolean {
  if (!isIframe()) return false;
  const origin = parentOrigin();
  return origin ? isTrustedOrigin(origin) : /builder[._]frameEditing=/.test(pageSearch());
}

/** The page shows a preview (`builder.preview` or `builder.frameEditing` in its URL). */
export function isPreviewing(): boolean {
  return /builder[._](preview|frameEditing)=/.test(pageSearch());
}
