// @ts-check
// Bundles the bench pages with rollup and the kit's own build plugins (rollup.config.mjs:
// CommonJS hoisted into the bundle, terser, React in production mode), so React is built the
// same way in every page, the floor included. (esbuild wraps React's CommonJS in functions that
// compile on first call: the floor's React then evaluates about 15 ms slower here, which would
// flatter the variants.)
//
// The pages import the kit's source entries (so they type-check); this build points those
// imports at the shipped files: src/index.ts → dist/index.js (bundled with the page's React),
// elements/index.ts → `/dist/builder-elements.js` (loaded as it is). `./mark-start.js` stays a
// separate first module, so the start mark precedes all library code. `readable` builds (for
// profiles) skip terser and keep the sources.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { rollup } from 'rollup';

const BENCH = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(BENCH, '..');

/** The variants the bench measures, by page name. */
export const VARIANTS = /** @type {const} */ (['elements', 'react-api', 'floor']);

/**
 * @param {boolean} readable
 * @returns {import('rollup').Plugin}
 */
const shippedFiles = (readable) => ({
  name: 'bench-shipped-files',
  resolveId(id, importer) {
    if (id.endsWith('mark-start.js')) return { id: '/pages/mark-start.js', external: true };
    if (readable || !importer) return null;
    const target = path.resolve(path.dirname(importer), id);
    if (target === path.join(ROOT, 'src', 'index.ts')) return path.join(ROOT, 'dist', 'index.js');
    if (target === path.join(ROOT, 'elements', 'index.ts')) return { id: '/dist/builder-elements.js', external: true };
    return null;
  },
});

/**
 * @param {{ readable?: boolean }} [options]
 * @returns {Promise<Map<string, string>>} script name (served as `/pages/<name>.js`) → code
 */
export async function buildPages({ readable = false } = {}) {
  const config = await import(pathToFileURL(path.join(ROOT, 'rollup.config.mjs')).href);
  /** @type {import('rollup').Plugin[]} */
  const plugins = config.plugins(true).filter((/** @type {import('rollup').Plugin | false} */ p) => p && p.name !== 'print-sizes' && !(readable && p.name === 'terser'));
  const scripts = new Map();
  for (const name of VARIANTS) {
    const bundle = await rollup({
      input: path.join(BENCH, 'pages', `${name}.js`),
      plugins: [shippedFiles(readable), ...plugins],
      makeAbsoluteExternalsRelative: false,
      onwarn: () => {},
    });
    const { output } = await bundle.generate({ format: 'es', entryFileNames: `${name}.js`, chunkFileNames: `${name}-[name]-[hash].js` });
    await bundle.close();
    for (const chunk of output) if (chunk.type === 'chunk') scripts.set(chunk.fileName.replace(/\.js$/, ''), chunk.code);
  }
  return scripts;
}
