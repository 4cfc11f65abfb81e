// @ts-check
// Shared by the bench pages: times one render from script start to the DOM being committed
// and laid out, and describes the DOM so the variants can be compared (and the floor built).
// With `?evaluate` in the URL the page stops at the render call (library evaluation only).

/**
 * @typedef {object} RenderTiming
 * @property {number} evaluate script start → the render call (library evaluation)
 * @property {number} dom script start → every block of the content in the DOM
 * @property {number} layout script start → the DOM committed and laid out (forced layout)
 * @property {number} elements elements in the content root, itself included
 * @property {string} signature the content root's tags and attribute names, hashed
 * @property {FloorSnapshot} [snapshot] with `?snapshot`: the DOM as data for the floor page
 */

/**
 * @typedef {object} FloorSnapshot
 * @property {FloorNode} tree the content root
 * @property {string[]} headCss text of every `<style>` in the head, in order
 */

/** @typedef {[string, Record<string, unknown>, (FloorNode | string)[] | { html: string }]} FloorNode */

/** @type {Record<string, string>} React's names for the attributes the bench content produces. */
const REACT_NAMES = { class: 'className', srcset: 'srcSet', fetchpriority: 'fetchPriority', for: 'htmlFor', tabindex: 'tabIndex' };

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
    if (location.search.includes('profile')) console.profileEnd('bench:evaluation');
    /** @type {{ __benchEvaluated?: number }} */ (/** @type {unknown} */ (window)).__benchEvaluated = evaluated - start;
    // Read back from the dumped DOM by ../without-devtools.mjs.
    document.documentElement.dataset.benchEvaluated = String(evaluated - start);
    return;
  }
  // The page holds `n` blocks, each an element with `builder-id` (the floor copies them): the
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
    /** @type {RenderTiming} */
    const result = {
      evaluate: evaluated - start,
      dom: dom - start,
      layout: layout - start,
      elements: root.getElementsByTagName('*').length + 1,
      signature: signatureOf(root),
    };
    if (location.search.includes('snapshot')) result.snapshot = { tree: snapshot(root), headCss: [...document.head.querySelectorAll('style:not([data-bench])')].map((s) => s.textContent ?? '') };
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
  for (let node = /** @type {Element | null} */ (walker.currentNode); node; node = /** @type {Element | null} */ (walker.nextNode())) {
    const names = [...node.attributes].map((a) => a.name).sort().join(',');
    for (const c of `${node.tagName}[${names}]`) hash = (Math.imul(hash, 31) + c.charCodeAt(0)) | 0;
  }
  return (hash >>> 0).toString(16);
}

/**
 * The element as React props and children, for the floor page to recreate.
 * @param {Element} el
 * @returns {FloorNode}
 */
function snapshot(el) {
  /** @type {Record<string, unknown>} */
  const props = {};
  for (const { name, value } of el.attributes) if (name !== 'style') props[REACT_NAMES[name] ?? name] = value;
  const style = /** @type {HTMLElement} */ (el).style;
  if (style?.length) {
    /** @type {Record<string, string>} */
    const styles = {};
    for (const name of style) styles[name.startsWith('--') ? name : name.replace(/-([a-z])/g, (_, c) => c.toUpperCase())] = style.getPropertyValue(name);
    props.style = styles;
  }
  const tag = el.tagName.toLowerCase();
  // The Text block sets its HTML in one go; the floor does the same.
  if (el.classList.contains('builder-text')) return [tag, props, { html: el.innerHTML }];
  /** @type {(FloorNode | string)[]} */
  const children = [];
  for (const child of el.childNodes) {
    if (child.nodeType === Node.ELEMENT_NODE) children.push(snapshot(/** @type {Element} */ (child)));
    else if (child.nodeType === Node.TEXT_NODE) children.push(child.textContent ?? '');
  }
  return [tag, props, children];
}
