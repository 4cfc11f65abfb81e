// @ts-check
// Variant (a): `<builder-content>` from the shipped dist/builder-elements.js, content passed in
// (the bench's build loads that file for this import of its source entry).
import './mark-start.js';
import '../../elements/index.ts';
import { benchRender } from './harness.js';

benchRender(() => {
  const element = /** @type {HTMLElement & { content?: unknown }} */ (document.createElement('builder-content'));
  element.content = /** @type {{ __benchContent?: unknown }} */ (/** @type {unknown} */ (window)).__benchContent;
  element.setAttribute('can-track', 'false');
  document.getElementById('app')?.append(element);
  return /** @type {ShadowRoot} */ (element.shadowRoot);
});
