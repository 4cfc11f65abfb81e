/**
 * The page-wide `builder` instance (one per page even when two bundles of the kit are loaded)
 * and function forms of the calls the renderer makes.
 */
import { Builder } from './builder.ts';
import type { ClickPosition } from './heatmap.ts';
import { pageGlobal } from './page-global.ts';
import type { BuilderContent } from './types.ts';

/** The page's `Builder` instance. */
export const builder: Builder = /* @__PURE__ */ pageGlobal('builder', () => new Builder());

/** Tracks that `contentId` (as `variationId`) was shown. */
export function trackImpression(contentId: string, variationId?: string, metadata?: Record<string, unknown>): void {
  builder.trackImpression(contentId, variationId, metadata);
}

/** Tracks a click on content, with heat-map data from the mouse event. */
export function trackInteraction(
  contentId: string,
  variationId: string | undefined,
  alreadyTrackedOne: boolean,
  event?: ClickPosition,
): void {
  builder.trackInteraction(contentId, variationId, alreadyTrackedOne, event);
}

/** `builder.trackConversion`, as a function. */
export function trackConversion(
  amount?: number,
  contentId?: string,
  variationId?: string,
  customProperties?: Record<string, unknown>,
  context?: unknown,
): void {
  builder.trackConversion(amount, contentId, variationId, customProperties, context);
}

/** The visitor's variation of `content` (see `Builder#chooseVariation`), for inline content. */
export function chooseVariation(content: BuilderContent): BuilderContent {
  return builder.chooseVariation(content);
}
