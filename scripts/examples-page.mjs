// @ts-check
/* global document, NodeFilter, Element -- used by the functions that run in the page (page.evaluate) */
/**
 * What `npm run examples` evaluates in the pages it opens (scripts/examples.mjs for the framework
 * recipes, scripts/examples-next.mjs for the Next.js apps).
 */

/**
 * In the page: is `text` shown, in the light DOM or any open shadow root (not in <template>s)?
 * @param {string} text
 */
export function textShown(text) {
  /** @type {(Document | ShadowRoot)[]} */
  const roots = [document];
  for (let i = 0; i < roots.length; i++) {
    const walker = document.createTreeWalker(roots[i], NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node instanceof Element) {
        if (node.shadowRoot) roots.push(node.shadowRoot);
      } else if (/** @type {Text} */ (node).data.includes(text)) {
        const element = node.parentElement;
        const box = element?.getBoundingClientRect();
        if (element && box && box.width > 0 && box.height > 0 && element.checkVisibility({ visibilityProperty: true })) return true;
      }
    }
  }
  return false;
}
