/**
 * Content HTML as `dangerouslySetInnerHTML`: rich text (Text, Form:Label, Raw:Text) and the
 * owner's HTML (Custom Code, Embed), after the rules of src/core/content-markup.ts. In the
 * browser, HTML that names none of the tags those rules are about goes in as it is; other HTML
 * is parsed in a `<template>` (inert: nothing in it connects or loads), the elements left out,
 * and serialised again. The server's modules set a filter with a real HTML parser
 * (./server/content-html.ts, kept out of the browser's bundles) when they load: every render
 * after that (a server's, and any render in the same realm) goes through it. What is left out is
 * named in one warning per block.
 */
import { type BuilderBlock, warnOnce, markupDropped, MARKUP_MUTATES, actsPageWide, isKitTag, suspectMarkup } from '../core/index.ts';
import { blockIdOf } from './stylesheet.ts';
import { innerHtml } from './style-html.ts';

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
  const out = strip(html, richText, dropped);
  // Parsed again, as the page will, it must stay the same: markup built to change on a second
  // parse (a kit tag in a `<style>` that a `<math>` turns into markup) goes in not at all.
  if (strip(out, richText, new Set()) === out) return out;
  dropped.add(MARKUP_MUTATES);
  return '';
}

/**
 * `dangerouslySetInnerHTML`'s object for a block's HTML: `richText` is content's (Text,
 * labels), otherwise the owner's (Custom Code, Embed: page-wide elements stay, the kit's go).
 */
export function contentHtml(given: unknown, richText: boolean, block: BuilderBlock | undefined): { __html: string } {
  // Content may hold a number or an object where text belongs: it shows as text, as before.
  const html = String(given);
  const dropped = new Set<string>();
  const out = serverFilter ? serverFilter(html, richText, dropped) : typeof document === 'undefined' ? html : browserFilter(html, richText, dropped);
  if (dropped.size) {
    const message = markupDropped(blockIdOf(block ?? {}) ?? 'without id', [...dropped].join(', '));
    warnOnce(message, message);
  }
  return innerHtml(out);
}
