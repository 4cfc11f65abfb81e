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
// separate first module, so the start mark precedes all library code.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { rollup } from 'rollup';

const BENCH = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(BENCH, '..');

/** The variants the bench measures, by page name. */
export const VARIANTS = /** @type {const} */ (['elements', 'react-api', 'floor', 'parity-html']);

/** The reference row: Builder's DOM as plain HTML (./pages/parity-html.js); it loads no library, so it has no evaluation to measure. */
export const PARITY_VARIANT = 'parity-html';

/** The variants that load the kit, which a baseline build (`--baseline`) doubles as `<variant>-base`. */
export const KIT_VARIANTS = /** @type {const} */ (['elements', 'react-api']);

/** Suffix of a baseline build's pages; its files are served under `/base/`. */
export const BASE_SUFFIX = '-base';

/**
 * @param {{ dist: string, served: string }} options the kit's build
 *   output (`dist`) and where the server serves it (`/dist` or `/base`)
 * @returns {import('rollup').Plugin}
 */
const shippedFiles = ({ dist, served }) => ({
  name: 'bench-shipped-files',
  resolveId(id, importer) {
    if (id.endsWith('mark-start.js')) return { id: '/pages/mark-start.js', external: true };
    if (!importer) return null;
    // A baseline build outside the project finds React in the project's node_modules.
    if (importer.startsWith(dist) && !/^[./]/.test(id))
      return this.resolve(id, path.join(BENCH, 'pages', 'floor.js'), { skipSelf: true });
    const target = path.resolve(path.dirname(importer), id);
    if (target === path.join(ROOT, 'src', 'index.ts')) return path.join(dist, 'index.js');
    if (target === path.join(ROOT, 'elements', 'index.ts'))
      return { id: `${served}/builder-elements.js`, external: true };
    return null;
  },
});

/**
 * The pages as an app's bundler ships them (`--esbuild`): esbuild bundles each page with the
 * shipped files it imports (dist/index.js, and dist/builder-elements.js with its chunks, which
 * a rollup build loads as they are), minified, React in production mode, one file per page.
 * A cross-check of the rollup build, whose floor React evaluates faster (see above).
 * @returns {Promise<Map<string, string>>}
 */
export async function buildPagesWithEsbuild() {
  const esbuild = await import('esbuild');
  /** @type {import('esbuild').Plugin} */
  const shipped = {
    name: 'bench-shipped-files',
    setup(build) {
      build.onResolve({ filter: /mark-start\.js$/ }, () => ({ path: '/pages/mark-start.js', external: true }));
      build.onResolve({ filter: /(src|elements)\/index\.ts$/ }, (args) => {
        const target = path.resolve(args.resolveDir, args.path);
        if (target === path.join(ROOT, 'src', 'index.ts')) return { path: path.join(ROOT, 'dist', 'index.js') };
        if (target === path.join(ROOT, 'elements', 'index.ts'))
          return { path: path.join(ROOT, 'dist', 'builder-elements.js') };
        return undefined;
      });
    },
  };
  const scripts = new Map();
  for (const variant of VARIANTS) {
    const result = await esbuild.build({
      entryPoints: [path.join(BENCH, 'pages', `${variant}.js`)],
      bundle: true,
      minify: true,
      format: 'esm',
      write: false,
      splitting: false,
      target: 'es2020',
      define: { 'process.env.NODE_ENV': '"production"' },
      plugins: [shipped],
      logLevel: 'silent',
    });
    scripts.set(variant, result.outputFiles[0].text);
  }
  return scripts;
}

/**
 * @param {{ baseline?: string }} [options] `baseline`: the dist/ directory of another build,
 *   whose kit variants are built too (as `elements-base`, `react-api-base`)
 * @returns {Promise<Map<string, string>>} script name (served as `/pages/<name>.js`) → code
 */
export async function buildPages({ baseline } = {}) {
  const config = await import(pathToFileURL(path.join(ROOT, 'rollup.config.mjs')).href);
  /** @type {import('rollup').Plugin[]} */
  const plugins = config
    .plugins(true)
    .filter((/** @type {import('rollup').Plugin | false} */ p) => p && p.name !== 'print-sizes');
  const builds = VARIANTS.map((variant) => ({
    variant,
    name: /** @type {string} */ (variant),
    dist: path.join(ROOT, 'dist'),
    served: '/dist',
  }));
  if (baseline)
    builds.push(
      ...KIT_VARIANTS.map((variant) => ({
        variant,
        name: `${variant}${BASE_SUFFIX}`,
        dist: path.resolve(baseline),
        served: '/base',
      })),
    );
  const scripts = new Map();
  for (const { variant, name, dist, served } of builds) {
    const bundle = await rollup({
      input: path.join(BENCH, 'pages', `${variant}.js`),
      plugins: [shippedFiles({ dist, served }), ...plugins],
      makeAbsoluteExternalsRelative: false,
      onwarn: () => {},
    });
    const { output } = await bundle.generate({
      format: 'es',
      entryFileNames: `${name}.js`,
      chunkFileNames: `${name}-[name]-[hash].js`,
    });
    await bundle.close();
    for (const chunk of output) {
      if (chunk.type !== 'chunk') continue;
      const script = chunk.fileName.replace(/\.js$/, '');
      scripts.set(script, chunk.code);
    }
  }
  return scripts;
}
