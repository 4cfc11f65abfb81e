/**
 * The page's content root reports what the visitor sees and does: one impression when the root
 * enters the viewport, clicks with heat-map data (the first one unique), and the content
 * conversions are credited to; same-origin link clicks navigate without a reload.
 */
import { useEffect, useRef, type MouseEvent as ReactMouseEvent, type RefObject } from 'react';
import type { ContentInfo, RenderContextValue } from '../context.ts';
import { onFirstInViewport } from '../in-viewport.ts';
import { handleLinkClick } from '../links.ts';
import { setTrackingContent, trackImpression, trackInteraction, tracks as tracksFor } from '../sdk.ts';

/** The root's click handler (undefined for nested roots, whose page root handles clicks). */
export function usePageTracking(
  ref: RefObject<HTMLElement | null>,
  ctx: RenderContextValue,
  info: ContentInfo,
  isPage: boolean,
): ((event: ReactMouseEvent<HTMLElement>) => void) | undefined {
  // Automatic tracking needs a space to report to; without an API key the content just renders.
  const tracks = isPage && !!info.id && tracksFor(ctx);
  const settings = useRef(ctx);
  settings.current = ctx;
  useEffect(() => {
    const node = ref.current;
    const id = info.id;
    if (!tracks || !node || !id) return;
    setTrackingContent(settings.current, id, info.variationId, false);
    return onFirstInViewport(node, () => trackImpression(settings.current, id, info.variationId));
  }, [ref, tracks, info]);

  const clickedBefore = useRef(false);
  if (!isPage) return undefined;
  return (event) => {
    if (tracks && info.id) {
      trackInteraction(settings.current, info.id, info.variationId, clickedBefore.current, event.nativeEvent);
      clickedBefore.current = true;
    }
    handleLinkClick(event.nativeEvent);
  };
}
