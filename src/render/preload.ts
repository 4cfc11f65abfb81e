/**
 * The components a content entry uses, and, before hydrating server HTML, the loading of the
 * lazily loaded ones (widgets, forms, video), so the first render in the browser has them in
 * hand, like the server, and hydrates their HTML in place instead of waiting behind a boundary
 * that later updates would throw away.
 */
import { getComponent, type ComponentSpec, type BuilderContent } from '../core/index.ts';
import { preloadComponent } from './component-options.tsx';
import { MAX_SYMBOL_DEPTH } from './root-context.ts';
import { buildContentSheet } from './stylesheet.ts';

/**
 * Names of the components a content entry uses, the content entries nested in it (inline
 * symbols) included, as deep as symbols render (a cycle stops there too).
 */
export function componentsUsed(content: BuilderContent, names = new Set<string>(), depth = 0): Set<string> {
  const sheet = buildContentSheet(content, undefined, { css: false });
  for (const name of sheet.components) names.add(name);
  if (depth < MAX_SYMBOL_DEPTH) for (const entry of sheet.nested) componentsUsed(entry, names, depth + 1);
  return names;
}

/**
 * Loads every lazily loaded block `content` uses. Call it before `hydrateRoot` over HTML from
 * `renderContentToHtml` (the `<builder-content hydrate>` tag does it itself).
 * @example await preloadBlocks(content); hydrateRoot(container, <BuilderContent content={content} />);
 */
export async function preloadBlocks(
  content: BuilderContent | undefined,
  lookup: (name: string) => ComponentSpec | undefined = getComponent,
): Promise<void> {
  if (!content || typeof content !== 'object') return;
  await Promise.all(
    [...componentsUsed(content)]
      .map((name) => lookup(name))
      .filter((spec): spec is ComponentSpec => !!spec?.load)
      .map(preloadComponent),
  );
}
