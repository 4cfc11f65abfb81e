/**
 * `<builder-init>`: page-wide settings (API key, API host, tracking consent) for every tag
 * without its own. Renders nothing.
 *
 * @tag builder-init
 */
import { defineInitElement, type InitElement } from './init-element.ts';

defineInitElement('builder-init');

declare global {
  interface HTMLElementTagNameMap {
    'builder-init': InitElement;
  }
}
