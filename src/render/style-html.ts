/**
 * A `<style>`'s text as `dangerouslySetInnerHTML`. React 18's server renderer writes a `<style>`'s
 * text children escaped as HTML text (`"` as `&quot;`, `>` as `&gt;`): the CSS of the server HTML
 * breaks, and hydration then meets other text than it renders. React 19 writes them as they are
 * and escapes only the `s` of `<style` and `</style` (as a CSS escape), as this does: React 19's
 * HTML stays what it was, and React 18 writes the same.
 */
export const styleHtml = (css: string) => ({
  __html: css.replace(/(<\/?)(s)(?=tyle)/gi, (_, before: string, s: string) => before + cssEscape(s)),
});

/** One character as a CSS escape (`s` → `\73 `). */
export const cssEscape = (c: string) => `\\${c.charCodeAt(0).toString(16)} `;
