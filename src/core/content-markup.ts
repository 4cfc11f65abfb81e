/**
 * What markup content may make, written once for the browser (src/render/content-html.ts, a
 * block's `tagName`) and the server (src/render/server/content-html.ts, with a real HTML parser).
 * Content (rich text, a block's `tagName`, symbols) only acts inside its own content root: it
 * never creates one of the kit's own elements (they would change page-wide settings or fetch
 * another space) nor an element that acts on the whole page (`<base>`, `<meta>`, `<link>`…).
 * The owner's Custom Code and Embed HTML may hold the latter (it is the site's own code), but not
 * the kit's elements either. (Not in the core entry, src/core.ts: only the renderer needs it.)
 */

/** Every tag the kit defines starts with this (elements/): content never creates one. */
export const KIT_TAG_PREFIX = 'builder-';

/** Whether `name` is (or could be) one of the kit's own tags. */
export const isKitTag = (name: string): boolean => name.toLowerCase().startsWith(KIT_TAG_PREFIX);

/**
 * Elements that act on the whole page wherever they are (the document's base URL, a refresh or
 * policy, preloads and prefetches, the tab's title, a script that runs when server HTML is
 * parsed): left out of rich text. `<link rel="stylesheet">` is kept (it styles like `<style>`).
 */
const PAGE_WIDE = /^(base|meta|link|title|script)$/;

/** Whether a rich-text element `name` (lower case) with that `rel` would act on the whole page. */
export const actsPageWide = (name: string, rel: string | null): boolean =>
  PAGE_WIDE.test(name) && !(name === 'link' && rel?.trim().toLowerCase() === 'stylesheet');

const JS_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'application/ecmascript', 'module']);

/** Whether a script `type` attribute value means JavaScript (JSON-LD, templates… do not run). */
export function isJavaScript(type: string | null | undefined): boolean {
  return JS_TYPES.has((type ?? '').trim().toLowerCase());
}

/** An attribute content never sets: `srcdoc` makes a same-origin document of its own. */
export const isDroppedAttribute = (name: string): boolean => name.toLowerCase() === 'srcdoc';

/**
 * HTML worth parsing before it is inserted: it names a kit tag or (rich text) a page-wide tag or
 * `srcdoc`. Anything else goes in as it is, unparsed (the common case costs one regex test).
 */
export const suspectMarkup = (richText: boolean): RegExp =>
  richText ? /<(builder-|base|meta|link|title|script)|srcdoc/i : /<builder-/i;

/**
 * The elements a block's `tagName` may name: they act inside the content root only. Not `base`,
 * `meta`, `link`, `script`, `style`, `title`, `template`, `slot`, `object`, `embed`, `frame`,
 * `svg`/`math`, custom elements or the kit's tags: any other name renders a `div`.
 */
const CONTENT_TAG = /^(a|abbr|address|article|aside|audio|b|blockquote|br|button|canvas|caption|cite|code|col|colgroup|dd|del|details|dfn|dialog|div|dl|dt|em|fieldset|figcaption|figure|footer|form|h[1-6]|header|hgroup|hr|i|iframe|img|input|ins|kbd|label|legend|li|main|mark|nav|ol|optgroup|option|output|p|picture|pre|progress|q|s|samp|section|select|small|source|span|strong|sub|summary|sup|table|tbody|td|textarea|tfoot|th|thead|time|tr|track|u|ul|var|video|wbr)$/;

/** Whether a block's `tagName` (lower case) is one content may use. */
export const isContentTag = (name: string): boolean => CONTENT_TAG.test(name);
