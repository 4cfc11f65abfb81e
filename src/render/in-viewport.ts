/**
 * "The visitor has seen it": an impression counts once, when a content root first enters the
 * viewport. Shared by every content root that tracks (the renderer's, a server components
 * tree's shell, Gen 1's render-prop `BuilderContent`).
 */

/**
 * Calls `seen` once, when `node` first intersects the viewport (at once where there is no
 * IntersectionObserver). Returns what stops watching.
 */
export function onFirstInViewport(node: Element, seen: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    seen();
    return () => {};
  }
  const observer = new IntersectionObserver((entries) => {
    if (!entries.some((entry) => entry.isIntersecting)) return;
    observer.disconnect();
    seen();
  });
  observer.observe(node);
  return () => observer.disconnect();
}
