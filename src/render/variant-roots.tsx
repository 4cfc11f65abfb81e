/**
 * An A/B test in server HTML that a React tree hydrates as a whole (an app's own server render:
 * Next.js, Remix, a Vite SSR app): every variation's root side by side, a `<style>` that hides
 * all but the default (what shows without JavaScript), and the chooser script, which picks the
 * visitor's variation as the page is parsed and swaps the style's rule through the CSSOM
 * (./server/variant-chooser.ts): no node is added, moved or removed. The browser's first render is
 * the same tree, so hydration keeps every node; it stays side by side after. The script's text
 * exists on the server only (`setVariantsShowScript`): hydration leaves the sent one alone.
 */
import { Fragment, type ReactNode } from 'react';
import { applyVariation, type AbTest, type BuilderContent } from '../core/index.ts';
import { styleHtml } from './style-html.ts';
import { shownVariation } from './variant-choice.ts';

/** On the `<style>` that hides the side-by-side variations not shown: the test's id. */
export const VARIANTS_STYLE_ATTRIBUTE = 'data-builder-variants';

/**
 * The rule that hides every variation root of test `contentId` but `shownId`'s. Self-contained:
 * the chooser script embeds its source (so the attribute names are written here, not imported).
 * Ids are CSS strings: quotes, backslashes and line breaks escaped, and `<` too, so no `</style>`.
 */
export function variantsCss(contentId: string, shownId: string): string {
  const quoted = (value: string) =>
    `"${value.replace(/[\\"]/g, '\\$&').replace(/\n/g, '\\a ').replace(/</g, '\\3c ')}"`;
  return `[builder-variant-of=${quoted(contentId)}]:not([builder-content-id=${quoted(shownId)}]){display:none!important}`;
}

type ShowScript = (test: AbTest, track: boolean) => string;
let showScriptOf: ShowScript | undefined;

/** Gives the side-by-side roots the chooser script's text (the entries that render on a server). */
export function setVariantsShowScript(script: ShowScript): void {
  showScriptOf = script;
}

export interface VariantRootsProps {
  test: AbTest;
  /** Renders one variation's content root; `shown`: the one the visitor sees. */
  renderRoot: (variation: BuilderContent, shown: boolean) => ReactNode;
  /** Content-Security-Policy nonce of the inline script. */
  nonce?: string;
}

/** Variation `id` of `test`, standing alone (no `variations`), so a root given it shows exactly it. */
export const variationAlone = (test: AbTest, id: string): BuilderContent => ({
  ...applyVariation(test, id),
  variations: undefined,
});

/** Each variation of `test` (the default first) with its id, standing alone. */
export function variationsOf(test: AbTest): [id: string, variation: BuilderContent][] {
  return [test.id, ...Object.keys(test.variations)].map((id) => [id, variationAlone(test, id)]);
}

/**
 * The side-by-side markup of test `testId`: the style that hides all but the default, each
 * variation's root (keyed by its id), and the chooser script `script`. Shared with the server
 * components' tree (src/rsc/content.tsx), which renders the same HTML.
 */
export function sideBySide(
  testId: string,
  roots: readonly (readonly [id: string, root: ReactNode])[],
  script: string,
  nonce?: string,
): ReactNode {
  return (
    <>
      <style
        {...{ [VARIANTS_STYLE_ATTRIBUTE]: testId }}
        dangerouslySetInnerHTML={styleHtml(variantsCss(testId, testId))}
      />
      {roots.map(([id, root]) => (
        <Fragment key={id}>{root}</Fragment>
      ))}
      {/* Browsers hide a script's nonce after parsing, and the browser renders no text: nothing to compare. */}
      <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: script }} />
    </>
  );
}

/** The variations of `test` side by side with their style and chooser; see the file comment. */
export function VariantRoots({ test, renderRoot, nonce }: VariantRootsProps): ReactNode {
  const shown = shownVariation(test);
  const roots = variationsOf(test).map(([id, variation]) => [id, renderRoot(variation, id === shown)] as const);
  return sideBySide(test.id, roots, showScriptOf?.(test, true) ?? '', nonce);
}
