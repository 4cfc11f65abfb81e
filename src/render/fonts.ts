/**
 * Custom fonts (`data.customFonts`): `@font-face` rules for the content root's stylesheet.
 * Each font file URL is declared once per content root, and a nested root (a symbol) leaves
 * out the URLs a root around it already declared, so a page and its symbols declare each file
 * once. The server render writes the same rules the client hydrates. Chromium ignores
 * `@font-face` inside shadow roots, so a root rendered in one also puts its rules in the
 * document head, once per URL.
 */
import { cssEscape } from './style-html.ts';

/** One entry of `data.customFonts`. */
export interface CustomFont {
  family?: string;
  /** Generic kind (`sans-serif`, `serif`…). */
  kind?: string;
  /** The regular file (else `files.regular`). */
  fileUrl?: string;
  /** Files by weight: `regular`, `'400'`, `'700'`… */
  files?: Record<string, string>;
}

/** The rules and the URLs they declare (`rules[i]` declares `urls[i]`). */
export interface FontFaces {
  css: string;
  urls: string[];
  rules: string[];
}

const FORMATS: Record<string, string> = { woff2: 'woff2', woff: 'woff', ttf: 'truetype', otf: 'opentype' };

/** A CSS string literal (quotes, backslashes and line breaks escaped; `<` too, so `</style` cannot appear). */
const cssString = (value: string) => `"${value.replace(/["\\<\n\r\f]/g, cssEscape)}"`;

/** A font source: any URL but a script one (it is written as a quoted CSS string). */
const isFontUrl = (url: unknown): url is string =>
  typeof url === 'string' && !!url.trim() && !/^\s*(?:javascript|vbscript):/i.test(url);

function fontFace(family: string, url: string, weight: string): string {
  const format = FORMATS[/\.(\w+)(?:[?#]|$)/.exec(url)?.[1]?.toLowerCase() ?? ''];
  const src = `local(${cssString(family)}), url(${cssString(url)})${format ? ` format("${format}")` : ''}`;
  return `@font-face {font-family: ${cssString(family)}; src: ${src}; font-display: fallback; font-weight: ${weight};}`;
}

/**
 * `@font-face` rules (font-display: fallback) for `fonts`: the regular file at weight 400, and
 * one rule per numeric weight in `files`. URLs in `declared` (by an enclosing root) are skipped.
 */
export function fontFaceCss(fonts: unknown, declared?: ReadonlySet<string>): FontFaces {
  const out: FontFaces = { css: '', urls: [], rules: [] };
  if (!Array.isArray(fonts)) return out;
  const add = (family: string, url: unknown, weight: string) => {
    if (!isFontUrl(url) || declared?.has(url) || out.urls.includes(url)) return;
    const rule = fontFace(family, url, weight);
    out.urls.push(url);
    out.rules.push(rule);
    out.css += `${out.css ? '\n' : ''}${rule}`;
  };
  for (const font of fonts as CustomFont[]) {
    const family = typeof font?.family === 'string' ? font.family.trim() : '';
    if (!family) continue;
    const files = font.files && typeof font.files === 'object' ? font.files : {};
    add(family, font.fileUrl ?? files.regular, '400');
    for (const weight in files) if (/^\d+$/.test(weight)) add(family, files[weight], weight);
  }
  return out;
}

/** The attribute of the document-head `<style>` holding one font URL's rule (content in shadow roots). */
export const FONT_ATTRIBUTE = 'data-builder-custom-font';

/** When `node` is in a shadow root, adds `faces` to the document head (each URL once per page). */
export function hoistFontFaces(node: Node, faces: FontFaces): void {
  if (!faces.urls.length || !(node.getRootNode() instanceof ShadowRoot)) return;
  const present = new Set(
    [...document.head.querySelectorAll(`style[${FONT_ATTRIBUTE}]`)].map((style) => style.getAttribute(FONT_ATTRIBUTE)),
  );
  faces.urls.forEach((url, i) => {
    if (present.has(url)) return;
    const style = document.createElement('style');
    style.setAttribute(FONT_ATTRIBUTE, url);
    style.textContent = faces.rules[i];
    document.head.append(style);
  });
}
