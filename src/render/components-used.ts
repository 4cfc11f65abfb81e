/** Names of the components a content entry uses, the content entries nested in it (inline symbols) included. */
import type { BuilderContent } from '../core/index.ts';
import { buildContentSheet } from './stylesheet.ts';

/** How deep nested entries are followed (a cycle stops here too). */
const MAX_NESTING = 8;

export function componentsUsed(content: BuilderContent, names = new Set<string>(), depth = 0): Set<string> {
  const sheet = buildContentSheet(content, undefined, { css: false });
  for (const name of sheet.components) names.add(name);
  if (depth < MAX_NESTING) for (const entry of sheet.nested) componentsUsed(entry, names, depth + 1);
  return names;
}
