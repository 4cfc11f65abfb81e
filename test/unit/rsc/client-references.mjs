// @ts-check
/**
 * A Node module loader for test/unit/rsc-dist.test.ts: what a React Server Components bundler
 * does with a `'use client'` module in the server's graph. Such a module is not run there; each
 * of its exports becomes a client reference (a function React's server renderer only names).
 * Here a reference is a function marked with React's client reference tag and its name.
 */
const CLIENT_REFERENCE = "Symbol.for('react.client.reference')";

/** @type {import('node:module').LoadHook} */
export async function load(url, context, nextLoad) {
  const loaded = await nextLoad(url, context);
  if (loaded.format !== 'module' || !url.startsWith('file:')) return loaded;
  const source = String(loaded.source ?? '');
  if (!/^\s*['"]use client['"]/.test(source)) return loaded;
  const names = [...source.matchAll(/export\s*\{([^}]*)\}/g)]
    .flatMap(([, list]) =>
      list.split(',').map(
        (item) =>
          item
            .trim()
            .split(/\s+as\s+/)
            .pop() ?? '',
      ),
    )
    .filter(Boolean);
  const references = names.map(
    (name) =>
      `export const ${name} = Object.assign(function ${name}() { throw new Error('client reference ${name} called on the server'); }, { $$typeof: ${CLIENT_REFERENCE}, $$id: ${JSON.stringify(`${url}#${name}`)} });`,
  );
  return { format: 'module', source: references.join('\n'), shortCircuit: true };
}
