/**
 * Default block CSS (each component spec's `css`, plus the renderer's own), injected once per
 * page: into one `<style data-builder-default-css>` in the document head, or, inside shadow
 * roots, into one constructable stylesheet shared by every shadow root that shows content. The
 * lazily loaded blocks' CSS is not in their specs: each chunk adds its own (`addDefaultCss`).
 */
import { getComponent, type ComponentSpec, pageGlobal } from '../core/index.ts';

/** The renderer's own CSS: block lists stack their blocks and stretch them to full width. */
export const RENDERER_CSS = `@layer builder-defaults {
.builder-blocks { display: flex; flex-direction: column; align-items: stretch; }
}
`;

/** The attribute marking the page's default-CSS `<style>` (the server helper writes one too). */
export const DEFAULT_CSS_ATTRIBUTE = 'data-builder-default-css';

interface DefaultCssState {
  /** CSS texts injected so far, in order. */
  texts: string[];
  sheet?: CSSStyleSheet;
}

const pageState = (): DefaultCssState => pageGlobal('default-css', () => ({ texts: [] }));

/** The default CSS of the named components (and the renderer's), in a stable order. */
export function defaultCssFor(
  names: Iterable<string>,
  lookup: (name: string) => ComponentSpec | undefined = getComponent,
): string[] {
  const texts = [RENDERER_CSS];
  for (const name of names) {
    const css = lookup(name)?.css;
    if (css && !texts.includes(css)) texts.push(css);
  }
  return texts;
}

function documentStyle(doc: Document): HTMLStyleElement {
  let style = doc.querySelector<HTMLStyleElement>(`style[${DEFAULT_CSS_ATTRIBUTE}]`);
  if (!style) {
    style = doc.createElement('style');
    style.setAttribute(DEFAULT_CSS_ATTRIBUTE, '');
    doc.head.prepend(style);
  }
  return style;
}

/**
 * Makes sure `texts` apply in `root` (the document, or a shadow root). Each text is added once
 * per page; a shadow root adopts the one shared sheet.
 */
export function injectDefaultCss(root: Node, texts: readonly string[]): void {
  const state = pageState();
  const fresh = texts.filter((text) => !state.texts.includes(text));
  state.texts.push(...fresh);
  const all = state.texts.join('\n');
  if (typeof ShadowRoot !== 'undefined' && root instanceof ShadowRoot) {
    if (!state.sheet) state.sheet = new CSSStyleSheet();
    if (fresh.length || !state.sheet.cssRules.length) state.sheet.replaceSync(all);
    if (!root.adoptedStyleSheets.includes(state.sheet))
      root.adoptedStyleSheets = [...root.adoptedStyleSheets, state.sheet];
    return;
  }
  const doc = root.ownerDocument ?? (root as Document);
  if (!doc.head) return;
  const style = documentStyle(doc);
  const current = style.textContent ?? '';
  const missing = state.texts.filter((text) => !current.includes(text));
  if (missing.length) style.textContent = current + missing.join('\n');
  if (state.sheet && fresh.length) state.sheet.replaceSync(all);
}

/**
 * A lazily loaded block's CSS, added when its code arrives (before the block first renders):
 * into the page's bookkeeping, so every root that injects default CSS from then on carries it,
 * and wherever default CSS already applies (the head's `<style>`, the shadow roots' shared
 * sheet). It creates neither: a page that shows content only in shadow roots keeps its head bare.
 */
export function addDefaultCss(text: string): void {
  const state = pageState();
  if (state.texts.includes(text)) return;
  state.texts.push(text);
  state.sheet?.replaceSync(state.texts.join('\n'));
  const style = typeof document === 'undefined' ? null : document.querySelector(`style[${DEFAULT_CSS_ATTRIBUTE}]`);
  // Server HTML's `<style>` may hold it already.
  if (style && !style.textContent.includes(text)) style.textContent += text;
}
