/**
 * What every tag's shadow root adopts besides the block CSS: the host is a block box (custom
 * elements are inline by default) and `hidden` still hides it. One constructable sheet per page.
 * The CSS is declared with the server markup of `<builder-content>`, which writes it into
 * declarative shadow roots.
 */
import { pageGlobal } from '../src/core/index.ts';
import { HOST_CSS } from '../src/render/index.ts';

export { HOST_CSS };

/** Adds the shared host sheet to `root` once. */
export function adoptHostStyles(root: ShadowRoot | null | undefined): void {
  if (!root) return;
  const sheet = pageGlobal('element-host-sheet', () => {
    const created = new CSSStyleSheet();
    created.replaceSync(HOST_CSS);
    return created;
  });
  if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [sheet, ...root.adoptedStyleSheets];
}
