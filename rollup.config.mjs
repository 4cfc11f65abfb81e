// One build, three outputs: the library (React as a peer), the server entry (Node), and the
// self-contained elements bundle (React included, each widget in a lazily loaded chunk).
import { gzipSync } from 'node:zlib';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import commonjs from '@rollup/plugin-commonjs';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import esbuild from 'rollup-plugin-esbuild';

const production = process.env.NODE_ENV !== 'development';
const extensions = ['.mjs', '.js', '.ts', '.tsx', '.json'];
const peers = [/^react($|\/)/, /^react-dom($|\/)/, 'js-cookie', '@r2wc/react-to-web-component', /^node:/, 'quickjs-emscripten-core', /^@jitl\//];

/** Prints each emitted file's minified and min+gzip size: the figures the pages in docs/ quote. */
function sizes() {
  return {
    name: 'print-sizes',
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type !== 'chunk') continue;
        const gz = gzipSync(file.code, { level: 9 }).length;
        console.log(`  ${file.fileName.padEnd(40)} ${(file.code.length / 1024).toFixed(1).padStart(7)} KiB min  ${(gz / 1024).toFixed(2).padStart(6)} KiB min+gzip`);
      }
    },
  };
}

/**
 * V8's explicit compile hint: Chromium compiles every function of the file while the script
 * streams in, off the main thread, instead of each one on its first call during evaluation
 * (`npm run bench`: 1 to 4.5 ms less main-thread work before the first render). Other engines
 * ignore the comment. Only for files loaded as they are: an app's bundler drops it.
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The build's plugins (also used by bench/ to measure the renderer without the core). */
export const plugins = (browser, { compileHint = false } = {}) => [
  replace({
    preventAssignment: true,
    values: { 'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development') },
  }),
  nodeResolve({ browser, preferBuiltins: !browser, extensions }),
  commonjs(),
  esbuild({ target: 'es2020', jsx: 'automatic', tsconfig: 'tsconfig.json' }),
  production && terser({ format: { comments: false, ...(compileHint && { preamble: COMPILE_HINT }) }, compress: { passes: 2 } }),
  sizes(),
];

const output = { dir: 'dist', format: 'es', sourcemap: true, entryFileNames: '[name].js' };

export default [
  // The core is built on its own so dist/core.js is self-contained and its size is its cost.
  // The React API carries its own copy; the page-wide singletons (Symbol.for keys) keep one
  // builder, one cache and one registry per page even when both are loaded.
  {
    input: { core: 'src/core.ts' },
    external: peers,
    output: { ...output, chunkFileNames: 'core/[name]-[hash].js' },
    plugins: plugins(true),
  },
  {
    input: { index: 'src/index.ts' },
    external: peers,
    output: { ...output, chunkFileNames: 'lib/[name]-[hash].js' },
    plugins: plugins(true),
  },
  {
    input: { server: 'src/server.ts' },
    external: peers,
    output: { ...output, chunkFileNames: 'server/[name]-[hash].js' },
    plugins: plugins(false),
  },
  {
    input: { 'builder-elements': 'elements/index.ts' },
    // The entry keeps the shared code (React, core, renderer) and the widget chunks import it,
    // instead of the entry becoming a facade over one more chunk.
    preserveEntrySignatures: 'allow-extension',
    output: { ...output, chunkFileNames: 'chunks/[name]-[hash].js' },
    plugins: plugins(true, { compileHint: true }),
  },
];
