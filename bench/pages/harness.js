// @ts-check
// Shared by the bench pages: times one render from script start to the DOM being committed
// and laid out, and describes the DOM so the variants can be compared with the floor.
// With `?evaluate` in the URL the page stops at the render call (library evaluation only).

/**
 * @typedef {object} RenderTiming
 * @property {number} evaluate script start → the render call (library evaluation)
 * @property {number} dom script start → every block of the content in the DOM
 * @property {number} layout script start → the DOM committed and laid out (forced layout)
 * @property {number} elements elements the render put in its container (the tag's shadow root,
 *   or the page's `#app`), `<style>` elements included
 * @property {Record<string, number>} kinds those elements by kind ({@link kindOf})
 * @property {string} signature the content root's tags and attribute names, hashed
 */

/**
 * Renders with `render` (which starts the render and returns the node the content appears
 * in) and publishes the timings on `window.__benchResult`.
 * @param {() => ParentNode & Node} render
 */
export function benchRender(render) {
  const start = /** @type {{ __benchStart: number }} */ (/** @type {unknown} */ (globalThis)).__benchStart;
  const evaluated = performance.now();
  performance.mark('bench:evaluated');
  if (location.search.includes('evaluate')) {
    // The evaluation bench (../evaluation-bench.mjs) stops here: nothing is rendered.
    /** @type {{ __benchEvaluated?: number }} */ (/** @type {unknown} */ (window)).__benchEvaluated = evaluated - start;
    return;
  }
  // The page holds `n` blocks, each an element with `builder-id` (the floor's too): the
  // clock stops when the last one is in the DOM, not when the content root first appears.
  const blocks = Number(new URLSearchParams(location.search).get('n'));
  const where = render();
  const observer = new MutationObserver(() => {
    const root = where.querySelector('[builder-content-id]');
    if (!root || root.querySelectorAll('[builder-id]').length < blocks) return;
    observer.disconnect();
    const dom = performance.now();
    performance.mark('bench:dom');
    void document.body.offsetHeight;
    const layout = performance.now();
    performance.mark('bench:layout');
    const elements = where.querySelectorAll('*');
    /** @type {Record<string, number>} */
    const kinds = {};
    for (const el of elements) kinds[kindOf(el)] = (kinds[kindOf(el)] ?? 0) + 1;
    /** @type {RenderTiming} */
    const result = {
      evaluate: evaluated - start,
      dom: dom - start,
      layout: layout - start,
      elements: elements.length,
      kinds,
      signature: signatureOf(root),
    };
    /** @type {{ __benchResult?: RenderTiming }} */ (/** @type {unknown} */ (window)).__benchResult = result;
  });
  observer.observe(where, { childList: true, subtree: true });
}

/**
 * A short hash of the element tree's tags and attribute names (values vary in formatting).
 * @param {Element} root
 */
function signatureOf(root) {
  let hash = 0;
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT);
  for (
    let node = /** @type {Element | null} */ (walker.currentNode);
    node;
    node = /** @type {Element | null} */ (walker.nextNode())
  ) {
    const names = [...node.attributes]
      .map((a) => a.name)
      .sort()
      .join(',');
    for (const c of `${node.tagName}[${names}]`) hash = (Math.imul(hash, 31) + c.charCodeAt(0)) | 0;
  }
  return (hash >>> 0).toString(16);
}

/**
 * An element's kind, for naming what one DOM has that another has not: its tag, the structural
 * `builder-…` classes it carries (not a block's id class, which holds digits or equals its
 * `builder-id`) and `[builder-id]` for a block's element. `div.builder-block[builder-id]`, `img`.
 * @param {Element} el
 */
function kindOf(el) {
  const id = el.getAttribute('builder-id');
  const classes = [...el.classList].filter((c) => /^builder-[a-z-]+$/.test(c) && c !== id).sort();
  return `${el.tagName.toLowerCase()}${classes.map((c) => `.${c}`).join('')}${id === null ? '' : '[builder-id]'}`;
}
