// @ts-check
// Variant (b): the React API (`BuilderContent` from dist/index.js: the bench's build takes the
// built file for this import of its source entry) in the page's own React.
import './mark-start.js';
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { BuilderContent } from '../../src/index.ts';
import { benchRender } from './harness.js';

benchRender(() => {
  const app = /** @type {HTMLElement} */ (document.getElementById('app'));
  const content = /** @type {{ __benchContent?: any }} */ (/** @type {unknown} */ (window)).__benchContent;
  createRoot(app).render(createElement(BuilderContent, { content, canTrack: false }));
  return app;
});
