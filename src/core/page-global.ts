/**
 * Page-wide singletons. Every copy of the kit loaded on a page (two bundles, two versions)
 * finds the same object under a `Symbol.for` key of `globalThis`, so there is one content
 * cache, one tracking queue and one component registry per page.
 *
 * A build may name another scope (`__BUILDER_GLOBAL_SCOPE__`): the HTML renderers a server
 * components tree uses (dist/rsc/html.js) carry a React of their own, so in a server process
 * where the app's React renders too they must not share its registry of React components.
 */
declare const __BUILDER_GLOBAL_SCOPE__: string | undefined;
const SCOPE = typeof __BUILDER_GLOBAL_SCOPE__ === 'string' ? __BUILDER_GLOBAL_SCOPE__ : 'builder-elements';

export function pageGlobal<T>(name: string, create: () => T): T {
  const key = Symbol.for(`${SCOPE}.${name}`);
  const store = globalThis as unknown as Record<symbol, T | undefined>;
  return (store[key] ??= create());
}
