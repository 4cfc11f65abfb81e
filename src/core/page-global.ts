/**
 * Page-wide singletons. Every copy of the kit loaded on a page (two bundles, two versions)
 * finds the same object under a `Symbol.for` key of `globalThis`, so there is one content
 * cache, one tracking queue and one component registry per page.
 */
export function pageGlobal<T>(name: string, create: () => T): T {
  const key = Symbol.for(`builder-elements.${name}`);
  const store = globalThis as unknown as Record<symbol, T | undefined>;
  return (store[key] ??= create());
}
