// Bundles the browser entry (src/client.jsx) into dist/client.js. The server (server.mjs) runs
// unbundled on Node; see ../server-bundle for bundling a server too.
import * as esbuild from 'esbuild';

const here = new URL('.', import.meta.url).pathname;
const mode = process.env.NODE_ENV === 'development' ? 'development' : 'production';

await esbuild.build({
  absWorkingDir: here,
  entryPoints: ['src/client.jsx'],
  outdir: 'dist',
  bundle: true,
  splitting: true, // the kit's lazily loaded blocks stay in chunks of their own
  format: 'esm',
  target: 'es2022',
  jsx: 'automatic',
  minify: mode === 'production',
  // React's CommonJS entries choose their build with it; development turns on hydration warnings.
  define: { 'process.env.NODE_ENV': JSON.stringify(mode) },
  logLevel: 'warning',
});
