/**
 * `<builder-tabs>`: tabs (`tabs` is JSON: `[{ "label": [blocks], "content": [blocks] }]`); its code loads the first time a tabs block shows.
 *
 * @tag builder-tabs
 * @events TabsEventMap - the events it fires, with their details (src/blocks/tabs/tabs-events.ts)
 * @csspart base - the tabs
 * @csspart tablist - the row of labels
 * @csspart tab - each label, with `tab--active` on the active one
 * @csspart panel - the active tab's content
 * @cssproperty --builder-tabs-active-bg - background of the active tab (over `active-tab-style`)
 * @cssproperty --builder-tabs-active-color - text colour of the active tab
 * @cssproperty --builder-focus-color - focus ring (#1a73e8)
 */
import { tabsSpec, tabsInputs } from '../src/blocks/tabs/index.ts';
import { defineBlockElement, type BlockElement } from './block-element.tsx';

defineBlockElement('builder-tabs', tabsSpec, { componentParts: true });

declare global {
  interface HTMLElementTagNameMap {
    'builder-tabs': BlockElement<typeof tabsInputs>;
  }
}
