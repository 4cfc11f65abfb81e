/**
 * What only some content needs, with its code loaded only then: `data.httpRequests` (fetched
 * after mount, refetched when a state change changes a URL) and block animations.
 */
import { useEffect, type RefObject } from 'react';
import type { BuilderContent } from '../../core/index.ts';
import { viewAtMount } from '../animation-start.ts';
import type { RenderContextValue } from '../context.ts';
import { expressionScope } from '../expression-scope.ts';
import type { StateStore } from '../state.ts';
import { startLazily } from '../start-lazily.ts';
import type { ContentSheet } from '../stylesheet.ts';

/** Starts the content's httpRequests and animations after mount. `latest` holds the current render context. */
export function useLazyFeatures(
  ref: RefObject<HTMLElement | null>,
  content: BuilderContent,
  sheet: ContentSheet,
  store: StateStore,
  latest: { readonly current: RenderContextValue },
  rootId: string,
): void {
  const requests = content.data?.httpRequests;
  const fetches = !!requests && typeof requests === 'object' && Object.keys(requests).length > 0;
  useEffect(() => {
    if (!fetches) return;
    const scope = () => expressionScope(undefined, latest.current);
    return startLazily(
      () => import('../http-requests.ts'),
      (m) => m.startHttpRequests(requests, store, scope, `httpRequests of content ${rootId}`),
    );
  }, [fetches, requests, store, rootId, latest]);

  useEffect(() => {
    const node = ref.current;
    if (!node || !sheet.animated.length) return;
    // Measured now, at mount, whenever the animator's code arrives (./animation-start.ts).
    const mounted = viewAtMount(node, sheet.animated);
    return startLazily(
      () => import('../animations.ts'),
      (m) => m.startAnimations(node, sheet.animated, mounted),
    );
  }, [ref, sheet]);
}
