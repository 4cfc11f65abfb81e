/** Names of the components a content entry uses, the content entries nested in it (inline symbols) included. */
import type { BuilderContent } from '../core/index.ts';
import { buildContentSheet, isContentEntry } from './stylesheet.ts';

/** How deep nested entries are followed (a cycle stops here too). */
const MAX_NESTING = 8;

export function componentsUsed(content: BuilderContent, names = new Set<string>(), depth = 0): Set<string> {
  for (const name of buildContentSheet(content, undefined, { css: false }).components) names.add(name);
  if (depth >= MAX_NESTING) return names;
  const visit = (value: unknown, level: number): void => {
    if (!value || typeof value !== 'object' || level > 32) return;
    if (Array.isArray(value)) value.forEach((item) => visit(item, level + 1));
    else if (isContentEntry(value)) componentsUsed(value as BuilderContent, names, depth + 1);
    else for (const item of Object.values(value)) visit(item, level + 1);
  };
  visit(content.data?.blocks, 0);
  return names;
}
