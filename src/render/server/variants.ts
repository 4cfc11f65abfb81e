/**
 * Server-side A/B tests. The server cannot know the visitor's variation, so it renders every
 * variation inside `<template data-template-variant-id="<id>">`, then the default content, then
 * a small inline call that picks the variation in the browser before the app's code runs:
 * the URL's `builder.tests.<id>`, else the cookie `builder.tests.<id>` when it names a known
 * variation, else a draw by the `testRatio` shares (stored in the cookie for 30 days, path /):
 * the core's own rule, run by ./variant-chooser.ts. The chosen template's content replaces the
 * default content (with whatever markup React put beside it); the templates and the call are removed,
 * so the client (which reads the same choice) hydrates exactly what is shown. With tracking
 * disabled (`canTrack: false` on the server, `window.builderNoTrack` or
 * `navigator.doNotTrack === '1'` in the browser) it keeps the default and stores nothing. The functions are written once per page (`script[data-id="builderio-init-variants-fns"]`).
 */
import {
  escapeHtmlAttribute,
  pickVariation,
  rollShares,
  scriptJson,
  sharesOf,
  TEST_COOKIE_DAYS,
  TEST_COOKIE_PREFIX,
  type AbTest,
} from '../../core/index.ts';
import { VARIANTS_ANCHOR_ATTRIBUTE } from './element-protocol.ts';
import { installVariantChooser, type ChooserNames } from './variant-chooser.ts';
import { VARIANTS_GLOBAL } from '../variant-choice.ts';
import { VARIANTS_STYLE_ATTRIBUTE, variantsCss } from '../variant-roots.tsx';

/** `data-id` of the script holding the chooser functions (one per page). */
export const VARIANTS_FNS_ID = 'builderio-init-variants-fns';
/** `data-id` of each content's call. */
export const VARIANTS_CALL_ID = 'builderio-init-variants-call';
/** Attribute naming the variation a template holds. */
export const TEMPLATE_VARIANT_ATTRIBUTE = 'data-template-variant-id';

/** The chooser's inline script: its typed source, compiled, with the core's rule passed in. */
const chooserScript = (keepScript = false) => {
  const names: ChooserNames = {
    global: VARIANTS_GLOBAL,
    cookiePrefix: TEST_COOKIE_PREFIX,
    templateAttribute: TEMPLATE_VARIANT_ATTRIBUTE,
    anchorAttribute: VARIANTS_ANCHOR_ATTRIBUTE,
    variantsStyleAttribute: VARIANTS_STYLE_ATTRIBUTE,
    keepScript,
  };
  return `(${installVariantChooser})(${scriptJson(names)},${pickVariation},${rollShares},${variantsCss})`; // eslint-disable-line @typescript-eslint/restrict-template-expressions -- the functions go in as their source
};

/** ` nonce="…"` (attribute-escaped), or nothing. */
export const nonceAttribute = (nonce: string | undefined) => (nonce ? ` nonce="${escapeHtmlAttribute(nonce)}"` : '');

/** The `<script data-id="builderio-init-variants-fns">` tag with the chooser functions. */
export function variantsFunctionsScript(nonce?: string): string {
  return `<script data-id="${VARIANTS_FNS_ID}"${nonceAttribute(nonce)}>${chooserScript()}</script>`;
}

/**
 * The call that picks `content`'s variation; it must follow the templates and the default
 * content, or (`inShadowRoot`) follow the tag whose shadow root holds them, before an anchor.
 * `track: false` (the render's `canTrack: false`) keeps the default and writes no cookie.
 */
export function variantsCallScript(content: AbTest, nonce?: string, track = true, inShadowRoot = false): string {
  return `<script data-id="${VARIANTS_CALL_ID}"${nonceAttribute(nonce)}>window.${VARIANTS_GLOBAL}&&${VARIANTS_GLOBAL}.${inShadowRoot ? 'runInShadowRoot' : 'run'}(document.currentScript,${testArguments(content, track)})</script>`;
}

/** The arguments of a test's chooser call. */
const testArguments = (content: AbTest, track: boolean) =>
  // Shares the core would not draw from (invalid, or not summing to 1) show the default unless a cookie or the URL says otherwise.
  [content.id, Object.keys(content.variations), sharesOf(content) ?? null, TEST_COOKIE_DAYS, track]
    .map(scriptJson)
    .join(',');

/**
 * The text of the inline script for a test whose variations are rendered side by side in a React
 * tree (../variant-roots.tsx): the chooser, which stays in place, and its `show` call.
 */
export function variantsShowScriptText(content: AbTest, track: boolean): string {
  return `${chooserScript(true)};window.${VARIANTS_GLOBAL}.show(document.currentScript,${testArguments(content, track)})`;
}

/** `html` (one variation's render) wrapped in its template. */
export function variantTemplate(variationId: string, html: string): string {
  return `<template ${TEMPLATE_VARIANT_ATTRIBUTE}="${escapeHtmlAttribute(variationId)}">${html}</template>`;
}
