// @ts-check
// The floor (c): the content's minimal DOM (../minimal-dom.mjs: one element per block, the
// content's own nesting, texts, images, classes and styles) as a plain React element tree; its
// stylesheet is in the page's head.
import './mark-start.js';
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { benchRender } from './harness.js';

/** @typedef {import('../minimal-dom.mjs').MinimalNode} FloorNode */

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
