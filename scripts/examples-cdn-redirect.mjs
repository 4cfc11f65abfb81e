// @ts-check
/**
 * Preloaded by `npm run examples` into the Next.js processes it starts (`next build`, `next start`
 * and their workers, through `NODE_OPTIONS=--import <this file>`): requests to
 * https://cdn.builder.io, where the kit fetches content by default as Builder's SDKs do, go to
 * the local content service named by BUILDER_EXAMPLES_CDN_TARGET instead. The examples' code
 * names no host, exactly like Builder's documented examples.
 *
 * The redirect sits below `fetch`, in undici's global dispatcher, rather than in a wrapper of
 * `globalThis.fetch`: Next.js runs edge-runtime routes in a sandbox whose `fetch` is its own copy
 * of undici, which a wrapper of Node's `fetch` never sees, but every copy of undici sends its
 * requests through the one dispatcher registered on `globalThis` under
 * `Symbol.for('undici.globalDispatcher.1')`. Node's own `fetch` (the Node.js runtime, the build)
 * uses it too. A request for another origin is passed on untouched.
 */
const CDN_ORIGIN = 'https://cdn.builder.io';
const target = process.env.BUILDER_EXAMPLES_CDN_TARGET;

if (target) {
  const targetOrigin = new URL(target).origin;
  const KEY = Symbol.for('undici.globalDispatcher.1');
  // Node creates its undici and registers its Agent as the global dispatcher on the first fetch.
  await (await fetch('data:,')).arrayBuffer();
  const agent = /** @type {any} */ (globalThis)[KEY];
  if (!agent || typeof agent.dispatch !== 'function') {
    throw new Error(
      'examples-cdn-redirect: Node registered no undici dispatcher; cannot redirect https://cdn.builder.io',
    );
  }
  /** @type {Record<PropertyKey, unknown>} */ (globalThis)[KEY] = {
    /**
     * @param {{ origin?: string | URL }} options
     * @param {unknown} handler
     */
    dispatch(options, handler) {
      const origin = options.origin instanceof URL ? options.origin.origin : options.origin;
      return agent.dispatch(origin === CDN_ORIGIN ? { ...options, origin: targetOrigin } : options, handler);
    },
    /** @param {unknown[]} args */
    close: (...args) => agent.close(...args),
    /** @param {unknown[]} args */
    destroy: (...args) => agent.destroy(...args),
  };
}
