/**
 * `<builder-content>`: a content entry fetched by API key and model (or given as `content`),
 * rendered with its blocks, A/B variation, state and tracking.
 *
 * @tag builder-content
 * @events ContentEventMap - the events it fires, with their details (elements/content-events.ts)
 * @slot - fallback markup, shown while loading, when nothing matches and when the fetch fails
 * @csspart base - the content root (`div[builder-content-id]`)
 * @attr no-shadow - render into the light DOM, so the site's stylesheet reaches block classes
 */
import { defineContentElement, type ContentElement } from './content-element.tsx';

defineContentElement('builder-content');

declare global {
  interface HTMLElementTagNameMap {
    'builder-content': ContentElement;
  }
}
