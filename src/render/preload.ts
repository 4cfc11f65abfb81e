/**
 * Before hydrating server HTML: load the code of the lazily loaded blocks the content uses
 * (widgets, forms, video), so the first render in the browser has them in hand, like the server,
 * and hydrates their HTML in place instead of waiting behind a boundary that later updates
 * would throw away.
 */
import { getComponent, type ComponentSpec } from '../core/components.ts';
import type { BuilderContent } from '../core/types.ts';
import { preloadComponent } from './component-options.tsx';
import { buildContentSheet } from './stylesheet.ts';

/** Names of the components `content` and the inline symbols in it use. */
function componentsOf(content: BuilderContent, names: Set<string>, depth: number): void {
  for (const name of buildContentSheet(content).components) names.add(name);
  if (depth > 8) return;
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') {
      const inner = (value as { symbol?: { content?: unknown } }).symbol?.content;
      if (inner && typeof inner === 'object') componentsOf(inner as BuilderContent, names, depth + 1);
      for (const item of Object.values(value)) if (item !== inner) visit(item);
    }
  };
  visit(content.data?.blocks);
}

/**
 * Loads every lazily loaded block `content` uses. Call it before `hydrateRoot` over HTML from
 * `renderContentToHtml` (the `<builder-content hydrate>` tag does it itself).
 * @example await preloadBlocks(content); hydrateRoot(container, <BuilderContent content={content} />);
 */
export async function preloadBlocks(content: BuilderContent | undefined, lookup: (name: string) => ComponentSpec | undefined = getComponent): Promise<void> {
  if (!content || typeof content !== 'object') return;
  const names = new Set<string>();
  componentsOf(content, names, 0);
  await Promise.all([...names].map((name) => lookup(name)).filter((spec): spec is ComponentSpec => !!spec?.load).map(preloadComponent));
}
