/**
 * What the carousel reads from the window: its width (for the responsive settings) and the
 * visitor's reduced-motion preference. Both are `undefined`/false where there is no window.
 */
import { useSyncExternalStore } from 'react';

const onResize = (listener: () => void): (() => void) => {
  window.addEventListener('resize', listener);
  return () => window.removeEventListener('resize', listener);
};

/** The viewport width in CSS px, updated on resize; `undefined` on the server and while hydrating. */
export function useViewportWidth(): number | undefined {
  return useSyncExternalStore(
    onResize,
    () => window.innerWidth,
    () => undefined,
  );
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

const onMotionPreference = (listener: () => void): (() => void) => {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
};

/** Whether the visitor asked for reduced motion (follows changes while the page is open). */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    onMotionPreference,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  );
}
