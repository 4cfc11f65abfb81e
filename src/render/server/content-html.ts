/**
 * Content HTML in server output (rich text, Custom Code, Embed), parsed and written again with a
 * real HTML parser (parse5), so it can never close an element the kit opened (the declarative
 * shadow root's `<template>`, the block's `<div>`) nor change how what follows it parses:
 *
 * - it is parsed as the inside of a `<div>`, and the serialiser writes every element it opens
 *   and closes only those: `</template>`, `</div></div>` and other stray end tags are gone;
 * - comments are written closed (the parser ends one at the first `-->` or `--!>`, or at the end of
 *   the input, so its text holds neither: an unclosed `<!--` is closed where the HTML ends, and
 *   cannot swallow the page after it); kept, so the browser's own parse of the same HTML, which
 *   React compares while hydrating, finds the same nodes;
 * - elements whose text the parser reads raw up to the end of the input or that parse as markup
 *   where scripting is off (`<plaintext>`, `<xmp>`, `<noscript>`, `<noembed>`, `<noframes>`) are
 *   left out, and so are raw-text elements (`<style>`, `<script>`, `<iframe>`) inside `<svg>` or
 *   `<math>`, whose text is markup there; the text of an HTML `<style>` has its `<` written as a
 *   CSS escape, a JSON `<script>`'s as `\u003c`, another non-JavaScript script holding one is left
 *   out, and an `<iframe>` loses its fallback text: no raw text holds a `<` another parse could
 *   read as a tag;
 * - the rules of src/core/content-markup.ts apply: the kit's elements are left out, and in rich
 *   text the page-wide ones; JavaScript `<script>`s are left out (they never run from content
 *   HTML before hydration);
 * - the result must parse back to itself; HTML that does not (markup built to mutate on a second
 *   parse) is left out whole.
 *
 * Server-only: the server's modules set it with `setServerMarkupFilter` (src/core/content-markup.ts).
 */
import { defaultTreeAdapter, html as parse5Html, parseFragment, serialize, type DefaultTreeAdapterTypes } from 'parse5';
import { actsPageWide, isJavaScript, isKitTag, MARKUP_MUTATES, type MarkupFilter } from '../../core/index.ts';

type Node = DefaultTreeAdapterTypes.ChildNode;
type Parent = DefaultTreeAdapterTypes.ParentNode;
type Element = DefaultTreeAdapterTypes.Element;

const HTML_NS = parse5Html.NS.HTML;

/** Elements whose text would change how what follows them parses once written again: never kept. */
const ESCAPE_HATCHES = new Set(['plaintext', 'xmp', 'noscript', 'noembed', 'noframes']);
/** Elements whose text the serialiser writes as it is (in HTML), and which are markup containers inside svg or math. */
const RAW_TEXT = new Set(['style', 'script', 'iframe', ...ESCAPE_HATCHES]);

const attribute = (element: Element, name: string): string | null =>
  element.attrs.find((a) => a.name === name)?.value ?? null;

const parse = (html: string) => parseFragment(defaultTreeAdapter.createElement('div', HTML_NS, []), html, {});

/** Rewrites each `<` in the text of `element` as `replace`; false when there is one and no `replace`. */
function rewriteText(element: Element, replace: string | null): boolean {
  for (const child of element.childNodes) {
    if (!('value' in child) || !child.value.includes('<')) continue;
    if (replace === null) return false;
    child.value = child.value.replace(/</g, replace);
  }
  return true;
}

/** Whether `node` stays; cleans what it keeps. */
function keep(node: Node, richText: boolean, dropped: Set<string>): boolean {
  if (!('tagName' in node)) return true; // text and comments
  const name = node.tagName.toLowerCase();
  const inHtml = node.namespaceURI === HTML_NS;
  let allowed =
    !isKitTag(name) &&
    !ESCAPE_HATCHES.has(name) &&
    !(RAW_TEXT.has(name) && !inHtml) &&
    !(richText && inHtml && actsPageWide(name, attribute(node, 'rel')));
  if (allowed && inHtml) {
    if (name === 'script') {
      const type = attribute(node, 'type');
      allowed = !isJavaScript(type) && rewriteText(node, /json$/i.test(type?.trim() ?? '') ? '\\u003c' : null);
    } else if (name === 'style') {
      rewriteText(node, '\\3c ');
    } else if (name === 'iframe') {
      node.childNodes = [];
    }
  }
  if (!allowed) {
    dropped.add(`<${name}>`);
    return false;
  }
  clean(node, richText, dropped);
  if (name === 'template' && inHtml) clean((node as DefaultTreeAdapterTypes.Template).content, richText, dropped);
  return true;
}

function clean(parent: Parent, richText: boolean, dropped: Set<string>): void {
  parent.childNodes = parent.childNodes.filter((child) => keep(child, richText, dropped));
}

/**
 * Filtered HTML by input (rich text or not), with what was left out: the same content renders
 * again and again. Bounded by the characters it holds (inputs and outputs), the oldest entry
 * going first: a page of thousands of texts stays in it, where a count that cleared the whole
 * map once full had every render of such a page parse all of them again.
 */
const cache = new Map<string, [string, string[]]>();
const CACHE_CHARS = 8 * 1024 * 1024;
let cachedChars = 0;

/** The server's {@link MarkupFilter}: see the file comment. */
export const serverMarkupFilter: MarkupFilter = (html, richText, dropped) => {
  // Without a `<` there is no tag, comment or end tag: text only.
  if (!html.includes('<')) return html;
  const key = (richText ? 'r' : 'o') + html;
  let done = cache.get(key);
  if (!done) {
    const left = new Set<string>();
    const fragment = parse(html);
    clean(fragment, richText, left);
    let out = serialize(fragment);
    if (serialize(parse(out)) !== out) {
      left.add(MARKUP_MUTATES);
      out = '';
    }
    done = [out, [...left]];
    cachedChars += key.length + out.length;
    for (const [oldest, [oldOut]] of cache) {
      if (cachedChars <= CACHE_CHARS) break;
      cache.delete(oldest);
      cachedChars -= oldest.length + oldOut.length;
    }
    cache.set(key, done);
  }
  for (const what of done[1]) dropped.add(what);
  return done[0];
};
