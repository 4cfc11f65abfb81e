/**
 * What the renderer hands React as `dangerouslySetInnerHTML`, through one cache of objects
 * ({@link innerHtml}): a `<style>`'s CSS ({@link styleHtml}) and content's HTML ({@link contentHtml}).
 */
import { type BuilderBlock, filterContentHtml } from '../core/index.ts';

/**
 * A `<style>`'s text. React 18's server renderer writes a `<style>`'s text children escaped as
 * HTML text (`"` as `&quot;`, `>` as `&gt;`): the CSS of the server HTML breaks, and hydration
 * then meets other text than it renders. React 19 writes them as they are and escapes only the
 * `s` of `<style` and `</style` (as a CSS escape), as this does: React 19's HTML stays what it
 * was, and React 18 writes the same.
 */
export const styleHtml = (css: string) =>
  innerHtml(css.replace(/(<\/?)(s)(?=tyle)/gi, (_, before: string, s: string) => before + cssEscape(s)));

const objects = new Map<string, { __html: string }>();

/**
 * `dangerouslySetInnerHTML`'s object for `html`: the same object for the same text. Some React
 * builds (Next.js 15's React 19.2 canary) set `innerHTML` again whenever that object changes,
 * even to the same text, which replaces the nodes inside on every render after hydration.
 */
export function innerHtml(html: string): { __html: string } {
  let object = objects.get(html);
  if (!object) {
    if (objects.size >= 2000) objects.clear();
    objects.set(html, (object = { __html: html }));
  }
  return object;
}

/**
 * Content HTML: rich text (Text, Form:Label, Raw:Text) when `richText`, otherwise the owner's
 * (Custom Code, Embed), after the rules of src/core/content-markup.ts. Content may hold a number
 * or an object where text belongs: it shows as text, as before.
 */
export const contentHtml = (html: unknown, richText: boolean, block: BuilderBlock | undefined): { __html: string } =>
  innerHtml(filterContentHtml(String(html), richText, block?.id));

/** One character as a CSS escape (`s` → `\73 `). */
export const cssEscape = (c: string) => `\\${c.charCodeAt(0).toString(16)} `;
