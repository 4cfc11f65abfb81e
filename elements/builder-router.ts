/**
 * `<builder-router>`: the `model` entry for the current path, following in-page navigation.
 *
 * @tag builder-router
 * @csspart base - the block's element
 * @csspart router - the element holding the routed content
 */
import { routerSpec, routerInputs } from '../src/blocks/router/index.ts';
import { defineBlockElement, type BlockElement } from './block-element.tsx';

defineBlockElement('builder-router', routerSpec, { parts: { router: '.builder-router' } });

declare global {
  interface HTMLElementTagNameMap {
    'builder-router': BlockElement<typeof routerInputs>;
  }
}
