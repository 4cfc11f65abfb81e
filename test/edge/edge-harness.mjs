// @ts-check
// Runs ./worker.ts in workerd, Cloudflare's open-source Workers runtime: bundles it the way an
// edge deployment would (docs/edge.md), writes a workerd config next to the bundle, starts
// workerd on a free loopback port and stops it.
import { spawn } from 'node:child_process';
import { copyFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { REACT_18, esbuildReact18 } from '../react18/select.mjs';

const require = createRequire(import.meta.url);
const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, '..', '..');

/** The workerd binary of this platform, from its npm package (`@cloudflare/workerd-<platform>`). */
export const WORKERD_BINARY = /** @type {string} */ (require('workerd').default);

/** QuickJS's WebAssembly, from the variant package the kit's isolate uses. */
export const QUICKJS_WASM = require.resolve('@jitl/quickjs-wasmfile-release-sync/wasm');

/** The compatibility date the Worker is run with; no compatibility flags (no `nodejs_compat`). */
export const COMPATIBILITY_DATE = '2025-09-01';

/**
 * esbuild settings for a Worker that imports `builder-elements/server` (docs/edge.md):
 * workerd's export conditions first (React's server renderer resolves to its edge build,
 * QuickJS's emscripten module to its workerd build), `.wasm` left to the runtime.
 * @type {import('esbuild').BuildOptions}
 */
export const EDGE_BUILD_OPTIONS = {
  bundle: true,
  format: 'esm',
  platform: 'browser',
  target: 'es2022',
  conditions: ['workerd', 'worker', 'browser'],
  define: { 'process.env.NODE_ENV': '"production"' },
  external: ['*.wasm'],
  // dist/server.js keeps rollup's hoisted `import "quickjs-emscripten-core"` lines; those
  // packages declare no side effects, so esbuild drops the bare imports (and would say so).
  logOverride: { 'ignored-bare-import': 'silent' },
  logLevel: 'error',
};

/**
 * Bundles ./worker.ts into `outdir` (worker.js, with quickjs.wasm beside it).
 * @param {string} outdir
 * @returns {Promise<{ inputs: string[], imports: { path: string, kind: string, external?: boolean }[] }>} the files
 *   bundled (relative to the repository root) and the imports left in the bundle
 */
export async function bundleWorker(outdir) {
  const result = await build({
    ...EDGE_BUILD_OPTIONS,
    entryPoints: [path.join(HERE, 'worker.ts')],
    outfile: path.join(outdir, 'worker.js'),
    absWorkingDir: ROOT,
    metafile: true,
    // `BUILDER_REACT=18` (npm run test:react18): the Worker renders with React 18.3 (test/react18).
    plugins: REACT_18 ? [esbuildReact18()] : [],
  });
  await copyFile(QUICKJS_WASM, path.join(outdir, 'quickjs.wasm'));
  const [output] = Object.values(result.metafile?.outputs ?? {});
  return { inputs: Object.keys(result.metafile?.inputs ?? {}), imports: output?.imports ?? [] };
}

/**
 * A workerd config: the Worker on 127.0.0.1 (port 0: workerd picks one and reports it), its
 * `fetch` going to `outboundAddress` only, whatever the URL's host (workerd's default
 * `internet` network refuses loopback and private addresses).
 * @param {{ contentApiHost: string, outboundAddress: string }} options
 */
export function workerdConfig({ contentApiHost, outboundAddress }) {
  return `using Workerd = import "/workerd/workerd.capnp";

const config :Workerd.Config = (
  services = [
    (name = "main", worker = .worker),
    (name = "outbound", external = (address = ${JSON.stringify(outboundAddress)}, http = ())),
  ],
  sockets = [(name = "http", address = "127.0.0.1:0", http = (), service = "main")],
);

const worker :Workerd.Worker = (
  modules = [
    (name = "worker.js", esModule = embed "worker.js"),
    (name = "quickjs.wasm", wasm = embed "quickjs.wasm"),
  ],
  compatibilityDate = "${COMPATIBILITY_DATE}",
  bindings = [(name = "CONTENT_API_HOST", text = ${JSON.stringify(contentApiHost)})],
  globalOutbound = "outbound",
);
`;
}

/**
 * Starts workerd with `dir/config.capnp` (next to the bundle); resolves once it listens.
 * @param {string} dir
 * @param {{ contentApiHost: string, outboundAddress: string, startupMs?: number }} options
 */
export async function startWorkerd(dir, { startupMs = 60_000, ...config }) {
  await writeFile(path.join(dir, 'config.capnp'), workerdConfig(config));
  // fd 3: workerd's control messages, one JSON line per socket it listens on.
  const child = spawn(WORKERD_BINARY, ['serve', 'config.capnp', '--control-fd=3'], {
    cwd: dir,
    stdio: ['ignore', 'pipe', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (chunk) => void (log += chunk));
  child.stderr?.on('data', (chunk) => void (log += chunk));
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(signal ?? code)));

  const port = await new Promise((resolve, reject) => {
    let control = '';
    const timer = setTimeout(
      () => reject(new Error(`workerd did not listen within ${startupMs} ms:\n${log}`)),
      startupMs,
    );
    child.once('error', (error) => (clearTimeout(timer), reject(error)));
    void exited.then(
      (how) => (clearTimeout(timer), reject(new Error(`workerd exited (${how}) before listening:\n${log}`))),
    );
    child.stdio[3]?.on('data', (chunk) => {
      const lines = (control + chunk).split('\n');
      control = lines.pop() ?? ''; // an unfinished line waits for the rest
      for (const line of lines) {
        const message = line.trim() ? JSON.parse(line) : undefined;
        if (message?.event === 'listen' && message.socket === 'http') {
          clearTimeout(timer);
          resolve(message.port);
        }
      }
    });
  }).catch(async (error) => {
    child.kill('SIGKILL');
    await exited;
    throw error;
  });

  return {
    origin: `http://127.0.0.1:${port}`,
    /** What workerd printed so far (the Worker's console output included). */
    log: () => log,
    /** Stops workerd (SIGTERM, then SIGKILL if it is still there after 10 s). */
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
