// @ts-check
// A reference, not the floor: Builder's DOM for the content (the server HTML of this build, whose
// DOM the differential suite, test/reference/, holds equal to Builder's own renderer's), put in
// with one `innerHTML`, its stylesheets with it. No renderer and no script work at all: what the
// DOM that parity with Builder's SDKs needs costs the browser by itself.
import './mark-start.js';
import { benchRender } from './harness.js';

benchRender(() => {
  const app = /** @type {HTMLElement} */ (document.getElementById('app'));
  const { __benchHtml: html } = /** @type {{ __benchHtml: string }} */ (/** @type {unknown} */ (window));
  // After the harness starts watching `app` (it does once this returns), as a renderer's commit would be.
  queueMicrotask(() => (app.innerHTML = html));
  return app;
});
