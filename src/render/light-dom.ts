/**
 * Where the site owner's own HTML goes when content renders in a custom element's shadow root:
 * the element's light DOM, projected back into place through a named slot. There the owner's
 * scripts find it (`document.getElementById`, `querySelector`…) and the page's stylesheets
 * reach it, as on a page without shadow DOM. The element provides its host; elsewhere (the
 * React API, `no-shadow` tags, the server) there is none and the HTML renders in place.
 */
import { createContext, useContext } from 'react';

export const LightDomHost = createContext<HTMLElement | null>(null);

/** The custom element whose light DOM holds the owner's HTML, or null to render it in place. */
export function useLightDomHost(): HTMLElement | null {
  return useContext(LightDomHost);
}
