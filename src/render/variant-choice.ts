/**
 * The A/B choice made in the browser before the app's code ran, by the inline chooser script a
 * server render writes (./server/variant-chooser.ts). The client renders what the page already
 * shows, so it hydrates without a mismatch even when the script chose differently than the core
 * would (tracking turned off: the script keeps the default and stores nothing).
 *
 * Two ways the server writes a test: every variation in a `<template>` that the script swaps in
 * before hydration (`renderContentToHtml`; the client then renders the chosen one, `chosen`),
 * or, in a React tree the app server-renders and hydrates as a whole (a Next.js page), every
 * variation side by side (./variant-roots.tsx, `shown`): no node moves, so that tree hydrates as
 * sent.
 */
import { applyVariation, type AbTest, type BuilderContent } from '../core/index.ts';

/** The page-wide object the chooser script defines. */
export const VARIANTS_GLOBAL = '__builderVariants';
/** On each variation root rendered side by side: the id of the test it belongs to. */
export const VARIANT_OF_ATTRIBUTE = 'builder-variant-of';

type Choices = { chosen?: Record<string, string>; shown?: Record<string, string> } | undefined;
/** The chooser's records: `chosen` (templates swapped in) and `shown` (side by side), content id → variation id. */
export const variantChoices = (): Choices => (globalThis as unknown as Record<string, Choices>)[VARIANTS_GLOBAL];

/** `content` as the server's template chooser showed it, or undefined when no chooser ran for it. */
export function serverChosenVariation(content: BuilderContent): BuilderContent | undefined {
  const chosen = variantChoices()?.chosen;
  const id = content.id && chosen ? chosen[content.id] : undefined;
  if (!id || !content.variations || (id !== content.id && !Object.hasOwn(content.variations, id))) return undefined;
  return applyVariation(content, id);
}

/** The variation shown of a test rendered side by side: the chooser's pick, else the default. */
export function shownVariation(test: AbTest): string {
  const id = variantChoices()?.shown?.[test.id];
  return id && (id === test.id || Object.hasOwn(test.variations, id)) ? id : test.id;
}
