/**
 * Tracking for Gen 1's render-prop `BuilderContent`: one impression when its element enters the
 * viewport (at once when it renders no element) and clicks with heat-map data, the first one
 * unique, through the render context's client with this tree's key and consent. Unlike a
 * content root's tracking it neither takes over link clicks (the children are the app's own
 * markup) nor claims the page's conversions.
 */
import { useEffect, useRef, type MouseEvent as ReactMouseEvent, type RefObject } from 'react';
import type { BuilderContent } from '../core/index.ts';
import {
  onFirstInViewport,
  trackImpression,
  trackInteraction,
  tracks,
  type RenderContextValue,
} from '../render/index.ts';

/** Tracks `content` shown in `ref`'s element; returns the element's click handler. */
export function useContentTracking(
  ref: RefObject<HTMLElement | null>,
  ctx: RenderContextValue,
  content: BuilderContent | undefined,
): (event: ReactMouseEvent<HTMLElement>) => void {
  const id = typeof content?.id === 'string' ? content.id : undefined;
  const variationId = typeof content?.variationId === 'string' ? content.variationId : id;
  const enabled = !!id && tracks(ctx);
  const latest = useRef(ctx);
  latest.current = ctx;
  useEffect(() => {
    if (!enabled || !id) return;
    const impression = () => trackImpression(latest.current, id, variationId);
    const node = ref.current;
    // Without an element (a render prop that attached none) the impression counts at once.
    if (!node) return void impression();
    return onFirstInViewport(node, impression);
  }, [ref, enabled, id, variationId]); // `impression` reads the latest context

  const clickedBefore = useRef(false);
  return (event) => {
    if (!enabled || !id) return;
    trackInteraction(latest.current, id, variationId, clickedBefore.current, event.nativeEvent);
    clickedBefore.current = true;
  };
}
