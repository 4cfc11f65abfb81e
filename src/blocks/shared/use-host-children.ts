/**
 * Adopts the DOM children a light-DOM custom element was given (`<builder-form>`'s own
 * `<input>`s, `<builder-input>`s, labels…) into the component's element, so they become real
 * fields of the form (or the labelled content of a label).
 */
import type { RefObject } from 'react';
import { useBrowserLayoutEffect } from '../../render/index.ts';

/** Moves `nodes` before (`before`) or into the end of (`append`) the element in `ref`. */
export function useHostChildren(
  nodes: readonly Node[] | undefined,
  ref: RefObject<Element | null>,
  where: 'before' | 'append',
): void {
  useBrowserLayoutEffect(() => {
    const at = ref.current;
    if (!at || !nodes?.length) return;
    if (where === 'before') at.before(...nodes);
    else at.append(...nodes);
  }, [nodes, ref, where]);
}
