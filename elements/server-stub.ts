/**
 * What `builder-elements/elements` and `builder-elements/elements/peer-react` are on a server
 * (the `node`, `edge-light` and `workerd` export conditions; dist/builder-elements-server-stub.js):
 * nothing is defined or registered — a server has no `customElements`, and the tags render in
 * the browser — but the entries' names are there, so an import from a server pass (Next, Nuxt,
 * Astro, a Worker) neither throws nor fails to link. `builder` is the page-wide one of the core.
 *
 * The build takes the names from dist/core.js instead of bundling the core again
 * (rollup.config.mjs), so keep this to names the core entry (src/core.ts) exports too.
 */
export { builder, Builder } from '../src/core/index.ts';
