// Bundles the server (server.mjs) into one ES module, dist/server.mjs, that runs on Node
// without node_modules beside it, and copies what it serves or loads at run time into dist/.
import * as esbuild from 'esbuild';
import { cp, mkdir, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const dist = path.join(here, 'dist');
const require = createRequire(path.join(here, 'build.mjs'));
const mode = process.env.NODE_ENV === 'development' ? 'development' : 'production';

await rm(dist, { recursive: true, force: true });
await esbuild.build({
  absWorkingDir: here,
  entryPoints: ['server.mjs'],
  outfile: 'dist/server.mjs',
  bundle: true,
  format: 'esm',
  // Node's built-ins stay imports, and packages resolve with the `node` condition
  // (react-dom/server → its Node build).
  platform: 'node',
  target: 'node20',
  // React and ReactDOM ship CommonJS only, and their Node builds call require('util'),
  // require('stream')… esbuild keeps those as require() calls, which an ES module does not
  // have: without a real `require` the bundle throws `Dynamic require of "util" is not
  // supported` when it loads. This gives the module one.
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  define: { 'process.env.NODE_ENV': JSON.stringify(mode) },
  // dist/server.js imports its chunks' packages bare (rollup hoists them); they are bundled anyway.
  logOverride: { 'ignored-bare-import': 'silent' },
  logLevel: 'warning',
});

// QuickJS's WebAssembly (content code runs in it): the server hands it over compiled, since a
// bundle cannot find it next to a package that is no longer there.
await cp(require.resolve('@jitl/quickjs-wasmfile-release-sync/wasm'), path.join(dist, 'quickjs.wasm'));

// The custom elements bundle and its lazy chunks, served to the browser under /builder-elements/.
const packageDir = path.dirname(require.resolve('builder-elements/package.json'));
await mkdir(path.join(dist, 'public'), { recursive: true });
await cp(path.join(packageDir, 'dist', 'builder-elements.js'), path.join(dist, 'public', 'builder-elements.js'));
await cp(path.join(packageDir, 'dist', 'chunks'), path.join(dist, 'public', 'chunks'), { recursive: true });
