/**
 * The events the Tabs block dispatches on its root: they bubble and cross shadow roots, so
 * `<builder-tabs>` (and any ancestor) receives them. The one declaration of them:
 * scripts/elements-typings.mjs copies it into the tags' typings and manifest.
 */

/** The detail of `tabchange`. */
export interface TabChangeDetail {
  /** The active tab, 0-based; -1 when a collapsible tab closed. */
  index: number;
}

/** The events of the Tabs block (and `<builder-tabs>`). */
export interface TabsEventMap {
  /** The active tab changed (`detail.index`, 0-based; -1 when a collapsible tab closed). */
  tabchange: CustomEvent<TabChangeDetail>;
}
