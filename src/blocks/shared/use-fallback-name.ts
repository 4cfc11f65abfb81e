/**
 * Gives a form field an accessible name when nothing else does: when no `<label>` points at it
 * (and the content set no `aria-label`/`aria-labelledby`), `fallback` (its placeholder, else its
 * name) becomes its `aria-label`. Checked after each render and once more a frame later, for
 * labels that custom elements render in their own React roots.
 */
import { useRef, type RefObject } from 'react';
import { useBrowserLayoutEffect } from '../../render/index.ts';

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

export function useFallbackName(ref: RefObject<Field | null>, fallback: string | undefined): void {
  const ours = useRef<string | null>(null);
  useBrowserLayoutEffect(() => {
    const check = (): void => {
      const field = ref.current;
      if (!field) return;
      const label = field.getAttribute('aria-label');
      if (label !== null && label !== ours.current) return; // the content named it
      const wanted = !field.labels?.length && !field.hasAttribute('aria-labelledby') && fallback ? fallback : null;
      if (wanted) field.setAttribute('aria-label', wanted);
      else field.removeAttribute('aria-label');
      ours.current = wanted;
    };
    check();
    const frame = requestAnimationFrame(check);
    return () => cancelAnimationFrame(frame);
  });
}
