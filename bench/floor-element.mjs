// @ts-check
// The floor's minimal DOM (./minimal-dom.mjs) as a plain React element tree: what the
// hand-written page renders, in the browser (./pages/floor.js) and on the server
// (./server-child.mjs).
import { createElement } from 'react';

/** @typedef {import('./minimal-dom.mjs').MinimalNode} FloorNode */

/**
 * @param {FloorNode | string} node
 * @param {number} [key]
 * @returns {import('react').ReactNode}
 */
export function floorElement(node, key = 0) {
  if (typeof node === 'string') return node;
  const [tag, props, children] = node;
  if (!Array.isArray(children))
    return createElement(tag, { ...props, key, dangerouslySetInnerHTML: { __html: children.html } });
  return createElement(tag, { ...props, key }, ...children.map(floorElement));
}

/**
 * The floor's server HTML: its stylesheet, then React's `renderToString` of its tree (passed in,
 * so the browser page does not import react-dom/server).
 * @param {(node: import('react').ReactNode) => string} renderToString
 * @param {{ tree: FloorNode, css: string }} dom
 */
export const floorHtml = (renderToString, { tree, css }) =>
  `<style>${css}</style>${renderToString(floorElement(tree))}`;
