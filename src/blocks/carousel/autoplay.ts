/**
 * The carousel's autoplay controller: whether it rotates, and the timer that moves it on. It
 * rotates when `autoplay` is on, the visitor has not stopped it with the rotation button and,
 * unless they started it themselves, has not asked for reduced motion. It waits while the
 * pointer is over the carousel or focus is inside it, and each change of slide (by hand or by
 * itself) starts a full interval again.
 */
import { useEffect, useRef, useState, type FocusEvent } from 'react';
import { usePrefersReducedMotion } from './media.ts';

export interface Autoplay {
  /** Rotation is on (the rotation button shows "stop"). */
  rotating: boolean;
  /** Rotation is on and nothing holds it (the slides are not a live region then). */
  running: boolean;
  /** The rotation button: stops a rotating carousel, starts a stopped one. */
  toggle(): void;
  /** Handlers for the carousel's root element. */
  handlers: {
    onPointerEnter(): void;
    onPointerLeave(): void;
    onFocus(): void;
    onBlur(event: FocusEvent<HTMLElement>): void;
  };
}

/**
 * Calls `advance` every `delay` ms while running. `position` is the current slide: when it
 * changes the interval starts over.
 */
export function useAutoplay(autoplay: boolean, delay: number, position: number, advance: () => void): Autoplay {
  const reducedMotion = usePrefersReducedMotion();
  const [stopped, setStopped] = useState<boolean>();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const rotating = autoplay && !(stopped ?? reducedMotion);
  const running = rotating && !hovered && !focused;

  // The latest `advance`, so a re-render of the page does not restart the interval.
  const latest = useRef(advance);
  useEffect(() => {
    latest.current = advance;
  });
  useEffect(() => {
    if (!running) return undefined;
    const timer = setTimeout(() => latest.current(), delay);
    return () => clearTimeout(timer);
  }, [running, delay, position]);

  return {
    rotating,
    running,
    toggle: () => setStopped(rotating),
    handlers: {
      onPointerEnter: () => setHovered(true),
      onPointerLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      onBlur: (event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      },
    },
  };
}
