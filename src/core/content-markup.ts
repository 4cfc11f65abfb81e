/**
 * What markup content may make, written once for the browser (the filter below, a block's
 * `tagName`) and the server (src/render/server/content-html.ts, with a real HTML parser).
 * Content (rich text, a block's `tagName`, symbols) only acts inside its own content root: it
 * never creates one of the kit's own elements (they would change page-wide settings or fetch
 * another space) nor an element that acts on the whole page (`<base>`, `<meta>`, `<link>`…).
 * The owner's Custom Code and Embed HTML may hold the latter (it is the site's own code), but not
 * the kit's elements either. (Not in the core entry, src/core.ts: only the renderer needs it.)
 *
 * {@link filterContentHtml} applies the rules to a block's HTML. In the browser, HTML that names
 * none of the tags they are about goes in as it is (one regex test); other HTML is parsed in a
 * `<template>` (inert: nothing in it connects or loads), the elements left out, and serialised
 * again. The server's modules set a filter with a real HTML parser when they load
 * ({@link setServerMarkupFilter}; kept out of the browser's bundles): every render after that (a
 * server's, and any render in the same realm) goes through it. What is left out is named in one
 * warning per block.
 */
import { MARKUP_MUTATES, MARKUP_UNCHECKED, markupDropped, tagNameRefused, warnOnce } from './errors.ts';

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
 * HTML worth parsing before it is inserted: it names a kit tag or (rich text) a page-wide tag.
 * Anything else goes in as it is, unparsed (the common case costs one regex test).
 */
export const suspectMarkup = (richText: boolean): RegExp =>
  richText ? /<(builder-|base|meta|link|title|script)/i : /<builder-/i;

/**
 * The elements a block's `tagName` may name: they act inside the content root only. Not `base`,
 * `meta`, `link`, `script`, `style`, `title`, `template`, `slot`, `object`, `embed`, `frame`,
 * `svg`/`math`, custom elements or the kit's tags: any other name renders a `div`.
 */
const CONTENT_TAG =
  /^(a|abbr|address|article|aside|audio|b|bdi|bdo|blockquote|br|button|canvas|caption|center|cite|code|col|colgroup|data|dd|del|details|dfn|dialog|div|dl|dt|em|fieldset|figcaption|figure|footer|form|h[1-6]|header|hgroup|hr|i|iframe|img|input|ins|kbd|label|legend|li|main|mark|menu|meter|nav|ol|optgroup|option|output|p|picture|pre|progress|q|rp|rt|ruby|s|samp|search|section|select|small|source|span|strong|sub|summary|sup|table|tbody|td|textarea|tfoot|th|thead|time|tr|track|u|ul|var|video|wbr)$/;

/**
 * Names HTML defines for elements that act beyond their place (or change how what follows is
 * parsed): never a block's element. A name that is neither here nor above, and has no hyphen,
 * is one HTML does not define (`test`): an inert unknown element, as Builder's SDKs render it.
 */
const NOT_CONTENT_TAG =
  /^(base|basefont|meta|link|script|style|title|template|slot|object|embed|applet|param|frame|frameset|noframes|noembed|noscript|html|head|body|svg|math|plaintext|xmp|listing|portal|fencedframe|image|isindex|area|map|font|marquee|blink)$/;

/** Whether a block's `tagName` (lower case) is one content may use. */
export const isContentTag = (name: string): boolean =>
  CONTENT_TAG.test(name) || (/^[a-z][a-z0-9]*$/.test(name) && !NOT_CONTENT_TAG.test(name));

/** Warns once with `message(the block's id, …)`. */
const warnFor = <A extends unknown[]>(
  message: (blockId: string, ...rest: A) => string,
  blockId: unknown,
  ...rest: A
): void => {
  const text = message(typeof blockId === 'string' && blockId ? blockId : 'without id', ...rest);
  warnOnce(text, text);
};

/**
 * The element a block's `tagName` makes: the name (lower case) if content may use it, a `div`
 * (with one warning naming the block) if not, undefined without one (or for `div`: the renderer
 * makes a `div`, or a link when the block has an `href`).
 */
export function contentTag(tagName: unknown, blockId: unknown): string | undefined {
  const tag = typeof tagName === 'string' && tagName ? tagName.toLowerCase() : 'div';
  if (tag === 'div') return undefined;
  if (isContentTag(tag)) return tag;
  warnFor(tagNameRefused, blockId, tag);
  return 'div';
}

/** Returns the HTML to write for `html` and adds what it left out to `dropped`. */
export type MarkupFilter = (html: string, richText: boolean, dropped: Set<string>) => string;

let serverFilter: MarkupFilter | undefined;

/** Sets the filter all content HTML goes through from now on (the server's modules do). */
export function setServerMarkupFilter(filter: MarkupFilter): void {
  serverFilter = filter;
}

/** `html` parsed in an inert `<template>` without the elements the rules leave out (added to `dropped`), serialised. */
function strip(html: string, richText: boolean, dropped: Set<string>): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  for (const element of template.content.querySelectorAll('*')) {
    const name = element.localName;
    if (isKitTag(name) || (richText && actsPageWide(name, element.getAttribute('rel')))) {
      dropped.add(`<${name}>`);
      element.remove();
    }
  }
  return template.innerHTML;
}

function browserFilter(html: string, richText: boolean, dropped: Set<string>): string {
  if (!suspectMarkup(richText).test(html)) return html;
  // No DOM and no server filter (a server render that loaded none of the server's modules): no parser to take them out.
  if (typeof document === 'undefined') {
    dropped.add(MARKUP_UNCHECKED);
    return '';
  }
  const out = strip(html, richText, dropped);
  // Parsed again, as the page will, it must stay the same: markup built to change on a second
  // parse (a kit tag in a `<style>` that a `<math>` turns into markup) goes in not at all.
  if (strip(out, richText, new Set()) === out) return out;
  dropped.add(MARKUP_MUTATES);
  return '';
}

/**
 * A block's HTML as it may go into the page: `richText` is content's (Text, labels), otherwise
 * the owner's (Custom Code, Embed: page-wide elements stay, the kit's go). `blockId` is named in
 * the warning.
 */
export function filterContentHtml(html: string, richText: boolean, blockId: unknown): string {
  const dropped = new Set<string>();
  const out = (serverFilter ?? browserFilter)(html, richText, dropped);
  if (dropped.size) warnFor(markupDropped, blockId, [...dropped].join(', '));
  return out;
}
