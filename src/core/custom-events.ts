/**
 * Typed DOM events: each component that dispatches events declares them once, as an event map
 * in a `*-events.ts` file beside it (`CarouselEventMap`: event name → `CustomEvent<Detail>`).
 * The dispatch is checked against that map here, and scripts/elements-typings.mjs copies the
 * same declarations into the tags' typings and manifest.
 */

/** The detail type of a `CustomEvent` type. */
export type DetailOf<E> = E extends CustomEvent<infer D> ? D : never;

export interface DispatchOptions {
  /** @defaultValue true */
  bubbles?: boolean;
  /** @defaultValue false */
  cancelable?: boolean;
}

/**
 * A dispatcher for the events of map `M`: `dispatch(target, 'slidechange', { index })` checks
 * the name and the detail. The event crosses shadow roots (composed) and bubbles unless told not
 * to; the call returns false when a listener cancelled a cancelable event (true without a target).
 */
export function eventDispatcher<M>() {
  return <K extends keyof M & string>(
    target: EventTarget | null | undefined,
    type: K,
    detail: DetailOf<M[K]>,
    options: DispatchOptions = {},
  ): boolean =>
    !target ||
    target.dispatchEvent(
      new CustomEvent(type, {
        detail,
        composed: true,
        bubbles: options.bubbles ?? true,
        cancelable: options.cancelable ?? false,
      }),
    );
}
