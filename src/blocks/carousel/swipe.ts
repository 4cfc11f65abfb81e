/**
 * Swipe and drag for the carousel, on touch, pen and mouse alike (pointer events). While a
 * finger or the mouse moves sideways the track follows it (through a CSS custom property, so
 * nothing re-renders); letting go far enough moves one page, and the click that ends a drag is
 * swallowed so a dragged link does not open. Vertical movement is left to the page
 * (`touch-action: pan-y` in the CSS).
 */
import { useRef, type MouseEvent, type PointerEvent, type RefObject } from 'react';

/** Movement (px) before a press counts as a drag rather than a click. */
const DRAG_START = 6;
/** A swipe moves a page when it travels this share of the viewport width… */
const SWIPE_SHARE = 0.15;
/** …or this many px, whichever is less. */
const SWIPE_MAX = 60;

/** The custom property the CSS adds to the track's translation. */
export const DRAG_PROPERTY = '--builder-carousel-drag';

interface Gesture {
  pointerId: number;
  x: number;
  y: number;
  dx: number;
  dragging: boolean;
}

export interface SwipeHandlers {
  onPointerDown(event: PointerEvent<HTMLElement>): void;
  onPointerMove(event: PointerEvent<HTMLElement>): void;
  onPointerUp(event: PointerEvent<HTMLElement>): void;
  onPointerCancel(event: PointerEvent<HTMLElement>): void;
  onClickCapture(event: MouseEvent<HTMLElement>): void;
  onDragStart(event: MouseEvent<HTMLElement>): void;
}

/**
 * Handlers for the carousel's viewport; `track` is the element that moves. `onSwipe(1)` is a
 * swipe to the left (show what comes next), `onSwipe(-1)` to the right.
 */
export function useSwipe(track: RefObject<HTMLElement | null>, onSwipe: (direction: 1 | -1) => void): SwipeHandlers {
  const gesture = useRef<Gesture>(undefined);
  const swallowClick = useRef(false);

  const setOffset = (px: number): void => {
    track.current?.style.setProperty(DRAG_PROPERTY, `${px}px`);
  };

  const end = (event: PointerEvent<HTMLElement>, cancelled: boolean): void => {
    const current = gesture.current;
    if (!current || current.pointerId !== event.pointerId) return;
    gesture.current = undefined;
    event.currentTarget.classList.remove('builder-carousel-viewport--dragging');
    setOffset(0);
    if (!current.dragging) return;
    // The click that ends a mouse drag follows at once; a touch drag has none, so forget it soon.
    swallowClick.current = true;
    setTimeout(() => {
      swallowClick.current = false;
    }, 0);
    const width = event.currentTarget.clientWidth;
    if (!cancelled && Math.abs(current.dx) >= Math.min(SWIPE_MAX, width * SWIPE_SHARE))
      onSwipe(current.dx < 0 ? 1 : -1);
  };

  return {
    onPointerDown(event) {
      if (!event.isPrimary || (event.pointerType === 'mouse' && event.button !== 0)) return;
      swallowClick.current = false;
      gesture.current = { pointerId: event.pointerId, x: event.clientX, y: event.clientY, dx: 0, dragging: false };
    },
    onPointerMove(event) {
      const current = gesture.current;
      if (!current || current.pointerId !== event.pointerId) return;
      current.dx = event.clientX - current.x;
      if (!current.dragging) {
        const dy = event.clientY - current.y;
        if (Math.abs(current.dx) < DRAG_START || Math.abs(current.dx) < Math.abs(dy)) return;
        current.dragging = true;
        event.currentTarget.classList.add('builder-carousel-viewport--dragging');
        try {
          event.currentTarget.setPointerCapture(event.pointerId);
        } catch {
          // A synthetic pointer (tests, assistive tools) cannot be captured; dragging still works.
        }
      }
      setOffset(current.dx);
    },
    onPointerUp: (event) => end(event, false),
    onPointerCancel: (event) => end(event, true),
    onClickCapture(event) {
      if (!swallowClick.current) return;
      swallowClick.current = false;
      event.preventDefault();
      event.stopPropagation();
    },
    // Images and links would otherwise start the browser's own drag and drop.
    onDragStart: (event) => event.preventDefault(),
  };
}
