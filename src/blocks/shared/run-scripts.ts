/**
 * Running the scripts of HTML inserted by the Embed and Custom Code blocks. Browsers never run
 * a `<script>` that arrives through `innerHTML`, so the blocks insert their HTML without its
 * scripts and this module runs them afterwards, in document order: a script with `src` is
 * loaded once per page (into `<head>`, later scripts wait for it), an inline script runs each
 * time its HTML is inserted, as a fresh `<script>` at the end of the block.
 */
import { pageGlobal } from '../../core/index.ts';
import { isJavaScript } from './without-scripts.ts';

/** Loads of `src` scripts, shared by every block (and every copy of the kit) on the page. */
const loadedSources = () => pageGlobal('script-sources', () => new Map<string, Promise<void>>());

/** A live copy of an inert script element: same attributes, same code. */
function liveCopy(script: HTMLScriptElement): HTMLScriptElement {
  const live = document.createElement('script');
  for (const { name, value } of Array.from(script.attributes)) live.setAttribute(name, value);
  live.text = script.text;
  return live;
}

/**
 * A live copy of an inline classic script whose code runs in a function scope of its own, as
 * Builder's SDKs run it: its `const`/`let`/`var` are its own, so the same HTML shown twice (a
 * symbol used twice, a page visited again) does not redeclare them.
 */
function scopedCopy(script: HTMLScriptElement): HTMLScriptElement {
  const live = liveCopy(script);
  if (script.type.trim().toLowerCase() !== 'module') live.text = `(function () {\n${script.text}\n})();`;
  return live;
}

function loadOnce(script: HTMLScriptElement): Promise<void> {
  const sources = loadedSources();
  let loaded = sources.get(script.src);
  if (!loaded) {
    const live = liveCopy(script);
    loaded = new Promise<void>((resolve) => {
      // A failed library must not stop the scripts after it: they may not need it.
      live.onload = live.onerror = () => resolve();
    });
    sources.set(script.src, loaded);
    document.head.appendChild(live);
  }
  return loaded;
}

/**
 * Runs the JavaScript `<script>` elements of `html` for the block element `container`, which
 * shows `withoutScripts(html)`. Resolves when every script has run or loaded.
 */
export async function runScripts(html: string, container: Element): Promise<void> {
  const template = document.createElement('template');
  template.innerHTML = html;
  for (const script of Array.from(template.content.querySelectorAll('script'))) {
    if (!isJavaScript(script.getAttribute('type'))) continue;
    if (script.src) await loadOnce(script);
    else if (container.isConnected) container.appendChild(scopedCopy(script));
  }
}
