/**
 * What every tag's shadow root adopts besides the block CSS: the host is a block box (custom
 * elements are inline by default) and `hidden` still hides it. One constructable sheet per page.
 */
import { pageGlobal } from '../src/core/page-global.ts';

export const HOST_CSS = `:host { display: block; }
:host([hidden]) { display: none !important; }
`;

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
