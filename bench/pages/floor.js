// @ts-check
// The floor (c): the same DOM as a plain React element tree, from a snapshot of variant (b).
import './mark-start.js';
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { benchRender } from './harness.js';

/** @typedef {import('./harness.js').FloorNode} FloorNode */

/**
 * @param {FloorNode | string} node
 * @param {number} key
 * @returns {import('react').ReactNode}
 */
function build(node, key) {
  if (typeof node === 'string') return node;
  const [tag, props, children] = node;
  if (!Array.isArray(children)) return createElement(tag, { ...props, key, dangerouslySetInnerHTML: { __html: children.html } });
  return createElement(tag, { ...props, key }, ...children.map(build));
}

benchRender(() => {
  const app = /** @type {HTMLElement} */ (document.getElementById('app'));
  const tree = /** @type {{ __benchTree: FloorNode }} */ (/** @type {unknown} */ (window)).__benchTree;
  createRoot(app).render(build(tree, 0));
  return app;
});
