/**
 * CSS parts for blocks whose components do not name them: each part is a selector inside the
 * element's shadow root, applied after every render and DOM change (lazy widgets, re-renders),
 * and taken away from an element that stops matching (state modifiers such as `tab--active`).
 */
import { useLayoutEffect } from 'react';

/** Part name → selector, e.g. `{ image: 'img', 'column': '.builder-column' }`. */
export type PartMap = Readonly<Record<string, string>>;

/** Keeps the `part` names of `parts` on the elements below `root` that match them. */
export function usePartMap(root: ParentNode | null | undefined, parts: PartMap | undefined): void {
  useLayoutEffect(() => {
    if (!root || !parts) return;
    const given = new Map<string, Set<Element>>(Object.keys(parts).map((name) => [name, new Set()]));
    const apply = (): void => {
      for (const [name, selector] of Object.entries(parts)) {
        const matching = new Set(root.querySelectorAll(selector));
        const owned = given.get(name)!;
        for (const element of owned) {
          if (!matching.has(element)) {
            element.part.remove(name);
            owned.delete(element);
          }
        }
        for (const element of matching) {
          if (element.part.contains(name)) continue;
          element.part.add(name);
          owned.add(element);
        }
      }
    };
    apply();
    const observer = new MutationObserver(apply);
    observer.observe(root, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['class', 'aria-selected', 'aria-expanded', 'data-state'],
    });
    return () => observer.disconnect();
  }, [root, parts]);
}
