// @ts-check
// The floor (c): the content's minimal DOM (../minimal-dom.mjs: one element per block, the
// content's own nesting, texts, images, classes and styles) as a plain React element tree; its
// stylesheet is in the page's head.
import './mark-start.js';
import { createRoot } from 'react-dom/client';
import { floorElement } from '../floor-element.mjs';
import { benchRender } from './harness.js';

/** @typedef {import('../minimal-dom.mjs').MinimalNode} FloorNode */

benchRender(() => {
  const app = /** @type {HTMLElement} */ (document.getElementById('app'));
  const tree = /** @type {{ __benchTree: FloorNode }} */ (/** @type {unknown} */ (window)).__benchTree;
  createRoot(app).render(floorElement(tree));
  return app;
});
