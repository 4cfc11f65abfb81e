// @ts-check
// The floor (c): the content's minimal DOM (../minimal-dom.mjs: one element per block, the
// content's own nesting, texts, images, classes and styles) as a plain React element tree. Its
// stylesheet goes into the head inside the timed window, as the kit's content CSS does: the
// floor pays for parsing the content's styles too.
import './mark-start.js';
import { createRoot } from 'react-dom/client';
import { floorElement } from '../floor-element.mjs';
import { benchRender } from './harness.js';

/** @typedef {import('../minimal-dom.mjs').MinimalNode} FloorNode */

benchRender(() => {
  const app = /** @type {HTMLElement} */ (document.getElementById('app'));
  const { __benchTree: tree, __benchCss: css } = /** @type {{ __benchTree: FloorNode, __benchCss: string }} */ (
    /** @type {unknown} */ (window)
  );
  const style = document.createElement('style');
  style.textContent = css;
  document.head.append(style);
  createRoot(app).render(floorElement(tree));
  return app;
});
