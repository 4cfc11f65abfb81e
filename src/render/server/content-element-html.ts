/**
 * Server markup of the `<builder-content>` tag: the tag with its attributes and `hydrate`, and
 * inside it what the element's first client render produces, so a page shows the content before
 * any script runs and the element hydrates it (elements/content-element.tsx):
 *
 * - in a declarative shadow root (`<template shadowrootmode="open">`, the default): the content
 *   root (with `part="base"`, as the element gives it) inside the markers of a Suspense boundary
 *   (the element renders one: a hydration mismatch re-renders its inside, replacing the server's
 *   nodes), then the host CSS and the default block CSS as `<style>`s (where the element's
 *   adopted sheets come in the cascade: after the content's own stylesheet; the element removes
 *   them once it has adopted the same rules), then the content JSON in a
 *   `<script type="application/json">`;
 * - with `shadow: false` (`no-shadow`): a declarative shadow root holding only the host CSS and
 *   the light-DOM slot, then the default CSS `<style>` (it becomes the page's default-CSS style,
 *   as `renderContentToHtml`'s is), the light-DOM container with the content root, and the JSON.
 *
 * The JSON script also names the components rendered with their code at hand (the server entry
 * loads every built-in block; the browser bundle loads some lazily), so the element can load
 * those before hydrating and render the same tree.
 *
 * An A/B test carries every variation in a `<template>` before the default content and the
 * chooser call after it, as `renderContentToHtml` writes them. Inside a shadow root
 * `document.currentScript` is null, so there the call is a light-DOM script right after the
 * shadow root's template, pointed at an inert anchor that follows the default content.
 */
import type { BuilderContent as Content } from '../../core/index.ts';
import { DEFAULT_CSS_ATTRIBUTE } from '../default-css.ts';
import {
  CONTENT_ELEMENT_ATTRIBUTES,
  CONTENT_ELEMENT_TAG,
  CONTENT_JSON_ATTRIBUTE,
  HOST_CSS,
  HOST_CSS_ATTRIBUTE,
  HYDRATE_ATTRIBUTE,
  LIGHT_ROOT_SLOT,
  NO_SHADOW_ATTRIBUTE,
  VARIANTS_ANCHOR_ATTRIBUTE,
} from './element-protocol.ts';
import {
  renderContentParts,
  styleText,
  variantsScriptOnce,
  type RenderedParts,
  type ServerRenderOptions,
} from './render-html.tsx';
import { clientEntry } from './client-entry.ts';
import { nonceAttribute, variantTemplate, variantsCallScript, variantsFunctionsScript } from './variants.ts';
import { escapeHtmlAttribute, invalidAttributeName, reservedAttribute, scriptJson } from '../../core/index.ts';

export interface ContentElementRenderOptions extends ServerRenderOptions {
  /** Render into a declarative shadow root (true), or into the tag's light DOM with `no-shadow` (false). @defaultValue true */
  shadow?: boolean;
  /**
   * More attributes for the tag (`class`, `id`, `trusted-hosts`…), written as given (escaped).
   * An attribute the options already set (`model`, `api-key`…) keeps the options' value;
   * `hydrate`, `no-shadow` and `content` are the function's own and cannot be given.
   */
  attributes?: Readonly<Record<string, string>>;
}

export interface ContentElementRenderResult {
  /**
   * The whole `<builder-content …>…</builder-content>` element: put it in the page body, with the
   * elements bundle loaded as a module script. Without a matching entry, the tag alone (no
   * `hydrate`): the element fetches in the browser and shows its fallback when nothing matches.
   */
  html: string;
  /** The entry rendered (embedded in `html` as JSON with the fields the browser reads: ./client-entry.ts); undefined when nothing matched. */
  content: Content | undefined;
  /** `data.title` (or `pageTitle`) of the entry, for the page's `<title>`. */
  title?: string;
  /** `data.description` (or `pageDescription`), for `<meta name="description">`. */
  description?: string;
}

/** Names the function writes itself. */
const RESERVED = new Set([HYDRATE_ATTRIBUTE, NO_SHADOW_ATTRIBUTE, 'content']);
/** An attribute name the HTML parser reads back as one name (no space, quote, `>`, `/`, `=` or control character). */
const VALID_NAME = /^[^\s"'>/=\u0000-\u001f\u007f]+$/; // eslint-disable-line no-control-regex -- HTML forbids control characters in attribute names

/** The tag's attributes: the options' (as the element reads them), then `options.attributes`, then `no-shadow` and `hydrate`. */
function tagAttributes(options: ContentElementRenderOptions, hydrate: boolean): string {
  const written = new Map<string, string>();
  for (const [prop, name] of Object.entries(CONTENT_ELEMENT_ATTRIBUTES)) {
    const value = (options as Record<string, unknown>)[prop];
    if (value === undefined || value === null) continue;
    if (prop === 'canTrack') {
      if (value === false) written.set(name, 'false');
    } else {
      written.set(name, typeof value === 'string' ? value : JSON.stringify(value));
    }
  }
  for (const [given, value] of Object.entries(options.attributes ?? {})) {
    const name = given.toLowerCase();
    if (!VALID_NAME.test(name)) throw new TypeError(invalidAttributeName(given));
    if (RESERVED.has(name)) throw new TypeError(reservedAttribute(name));
    if (!written.has(name)) written.set(name, String(value));
  }
  if (options.shadow === false) written.set(NO_SHADOW_ATTRIBUTE, '');
  if (hydrate) written.set(HYDRATE_ATTRIBUTE, '');
  let out = '';
  for (const [name, value] of written) out += value === '' ? ` ${name}` : ` ${name}="${escapeHtmlAttribute(value)}"`;
  return out;
}

/**
 * The content root(s) as the chooser expects them: the variations' templates, then the default
 * content. In a shadow root the page's root carries `part="base"` from the start, as the element
 * gives it, so `::part(base)` styles apply before any script runs.
 */
function contentWithVariations(parts: RenderedParts, shadow: boolean): string {
  const root = (html: string) => (shadow ? html.replace(/<div(?= builder-content-id=)/, '<div part="base"') : html);
  return parts.variations.map(({ id, html }) => variantTemplate(id, root(html))).join('') + root(parts.html);
}

/**
 * Renders content on the server as a whole `<builder-content>` tag the elements bundle hydrates:
 * the content shows before any script runs (declarative shadow root, or light DOM with
 * `shadow: false`), and the element picks it up without fetching or rendering it again.
 * @example
 * const { html, title } = await renderContentElementToHtml({ apiKey: 'KEY', model: 'page', url: req.url, attributes: { class: 'page' } });
 * // template: <script type="module" src="/builder-elements.js"></script> … <main>${html}</main>
 */
export async function renderContentElementToHtml(
  options: ContentElementRenderOptions,
): Promise<ContentElementRenderResult> {
  const { shadow: _shadow, attributes: _attributes, ...renderOptions } = options;
  const parts = await renderContentParts(renderOptions, { boundary: true });
  const tag = CONTENT_ELEMENT_TAG;
  if (!parts) return { html: `<${tag}${tagAttributes(options, false)}></${tag}>`, content: undefined };

  const { nonce, page } = options;
  const nonceAttr = nonceAttribute(nonce);
  const track = options.canTrack !== false;
  const { test, content, defaultCss, title, description } = parts;
  const functions = test ? variantsScriptOnce(variantsFunctionsScript(nonce), page) : '';
  const hostStyle = `<style ${HOST_CSS_ATTRIBUTE}${nonceAttr}>${HOST_CSS}</style>`;
  const defaultStyle = `<style ${DEFAULT_CSS_ATTRIBUTE}${nonceAttr}>${styleText(defaultCss)}</style>`;
  const json = `<script type="application/json" ${CONTENT_JSON_ATTRIBUTE}>${scriptJson(clientEntry(content))}</script>`;

  let inside: string;
  if (options.shadow === false) {
    const call = test ? variantsCallScript(test, nonce, track) : '';
    inside =
      `<template shadowrootmode="open">${hostStyle}<slot name="${LIGHT_ROOT_SLOT}"></slot></template>` +
      `${defaultStyle}<div slot="${LIGHT_ROOT_SLOT}" style="display:contents">${contentWithVariations(parts, false)}${call}</div>${json}`;
  } else {
    const anchor = test ? `<template ${VARIANTS_ANCHOR_ATTRIBUTE}></template>` : '';
    // Scripts do not run inside a shadow root: the call follows the tag and finds the anchor.
    const call = test ? variantsCallScript(test, nonce, track, true) : '';
    inside = `<template shadowrootmode="open">${contentWithVariations(parts, true)}${anchor}${hostStyle}${defaultStyle}${json}</template>${call}`;
  }
  const html = `<${tag}${tagAttributes(options, true)}>${functions}${inside}</${tag}>`;
  return { html, content, title, description };
}
