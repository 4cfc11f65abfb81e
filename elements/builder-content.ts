/**
 * `<builder-content>`: a content entry fetched by API key and model (or given as `content`),
 * rendered with its blocks, A/B variation, state and tracking.
 *
 * @tag builder-content
 * @fires load - the entry shown (`detail`: the entry, or `null` when nothing matched)
 * @fires error - fetching failed (`detail`: the error)
 * @slot - fallback markup, shown when nothing matches (and while loading with `hydrate`)
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
