/**
 * Before hydrating server HTML: load the code of the lazily loaded blocks the content uses
 * (widgets, forms, video), so the first render in the browser has them in hand, like the server,
 * and hydrates their HTML in place instead of waiting behind a boundary that later updates
 * would throw away.
 */
import { getComponent, type ComponentSpec, type BuilderContent } from '../core/index.ts';
import { preloadComponent } from './component-options.tsx';
import { componentsUsed } from './components-used.ts';

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
