/**
 * Lazy loading for blocks (Video's source, Section's children): becomes true once the element
 * comes within half a viewport of the visible area, and stays true.
 */
import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether `ref`'s element has come near the viewport. `enabled: false` means "load now":
 * returns true at once, also on the server. Without IntersectionObserver the answer is true
 * after mount.
 */
export function useNearViewport(ref: RefObject<Element | null>, enabled: boolean): boolean {
  const [near, setNear] = useState(!enabled);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') return void setNear(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          setNear(true);
        }
      },
      { rootMargin: '50% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, ref]);
  return near || !enabled;
}
