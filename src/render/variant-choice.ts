/**
 * The A/B choice made by the server render's inline chooser script (./server/variants.tsx)
 * before the app's code ran. The client renders the variation the page already shows, so it
 * hydrates without a mismatch even when the script chose differently than the core would
 * (tracking turned off: the script keeps the default and stores nothing).
 */
import { applyVariation, type BuilderContent } from '../core/index.ts';

/** The page-wide object the chooser script defines (`chosen`: content id → variation id shown). */
export const VARIANTS_GLOBAL = '__builderVariants';

/** `content` as the server chooser showed it, or undefined when no chooser ran for it. */
export function serverChosenVariation(content: BuilderContent): BuilderContent | undefined {
  const chosen = (globalThis as unknown as Record<string, { chosen?: Record<string, string> } | undefined>)[VARIANTS_GLOBAL]?.chosen;
  const id = content.id && chosen ? chosen[content.id] : undefined;
  if (!id || !content.variations || (id !== content.id && !Object.hasOwn(content.variations, id))) return undefined;
  return applyVariation(content, id);
}
