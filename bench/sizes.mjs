// @ts-check
// The size report: min+gzip (gzip -9) of what each entry loads at once and of what it loads
// lazily, from the build output in dist/, plus the React API's eager code without the core
// (built here with the core's modules left external, the same plugins as rollup.config.mjs).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { rollup } from 'rollup';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DIST = path.join(ROOT, 'dist');
const CORE_DIR = path.join(ROOT, 'src', 'core') + path.sep;

/** @param {string | Uint8Array} code */
export const gzipSize = (code) => gzipSync(code, { level: 9 }).length;

/**
 * @typedef {object} FileSize
 * @property {string} file path under dist/ (hash removed for lazy chunks' names)
 * @property {number} min bytes minified
 * @property {number} gzip bytes min+gzip
 */

/**
 * @typedef {object} SizeReport
 * @property {FileSize} core dist/core.js with its static imports
 * @property {FileSize} reactApi dist/index.js with its static imports (React external, core included)
 * @property {FileSize} reactApiWithoutCore the same code with the core's modules external
 * @property {FileSize[]} reactApiLazy chunks dist/index.js imports dynamically (widgets), each once
 * @property {FileSize} elements dist/builder-elements.js with its static imports (React included)
 * @property {FileSize[]} elementsLazy its lazily loaded chunks
 * @property {FileSize} elementsPeerReact dist/builder-elements-peer-react.js with its static imports
 *   (the same tags, React and ReactDOM external: the app's, deduplicated by its bundler)
 * @property {FileSize[]} elementsPeerReactLazy its lazily loaded chunks (dist/lib/, shared with the React API)
 */

const STATIC_IMPORT = /(?:^|[;}\s])(?:import|export)\s*(?:[\w$*{},\s]*?from\s*)?["'](\.\.?\/[^"']+)["']/g;
const DYNAMIC_IMPORT = /\bimport\(\s*["'](\.\.?\/[^"']+)["']\s*\)/g;

/**
 * @param {string} code
 * @param {RegExp} pattern
 */
const specifiers = (code, pattern) => [...code.matchAll(pattern)].map((m) => m[1]);

/**
 * Files of the build reachable from `entry`: the static closure, and what its dynamic imports add.
 * @param {string} entry path under dist/
 */
async function closure(entry) {
  /** @type {Map<string, string>} */
  const eager = new Map();
  /** @type {string[]} */
  const lazyEntries = [];
  /** @param {string} file @param {Map<string, string>} into */
  const visit = async (file, into) => {
    if (into.has(file) || eager.has(file)) return;
    const code = await readFile(path.join(DIST, file), 'utf8');
    into.set(file, code);
    for (const spec of specifiers(code, STATIC_IMPORT)) await visit(path.posix.join(path.posix.dirname(file), spec), into);
    for (const spec of specifiers(code, DYNAMIC_IMPORT)) lazyEntries.push(path.posix.join(path.posix.dirname(file), spec));
  };
  await visit(entry, eager);
  /** @type {Map<string, string>} */
  const lazy = new Map();
  for (let i = 0; i < lazyEntries.length; i++) await visit(lazyEntries[i], lazy);
  return { eager, lazy };
}

/**
 * @param {string} file
 * @param {Iterable<string>} codes
 * @returns {FileSize}
 */
function sizeOf(file, codes) {
  let min = 0;
  let gzip = 0;
  // Each file is its own request: gzip each and add up.
  for (const code of codes) {
    min += Buffer.byteLength(code);
    gzip += gzipSize(code);
  }
  return { file, min, gzip };
}

/** @param {Map<string, string>} files */
const chunkSizes = (files) =>
  [...files].map(([file, code]) => sizeOf(path.posix.basename(file).replace(/-[\w-]{8}\.js$/, '.js'), [code]));

/**
 * Builds src/index.ts as rollup.config.mjs does, but with every module of src/core external:
 * the renderer and the blocks that load at once, without the core they share with dist/core.js.
 * @returns {Promise<FileSize>}
 */
async function reactApiWithoutCore() {
  const config = await import(pathToFileURL(path.join(ROOT, 'rollup.config.mjs')).href);
  /** @type {import('rollup').Plugin[]} */
  const plugins = config.plugins(true).filter((/** @type {import('rollup').Plugin | false} */ p) => p && p.name !== 'print-sizes');
  const peers = [/^react($|\/)/, /^react-dom($|\/)/, /^js-cookie$/];
  const bundle = await rollup({
    input: path.join(ROOT, 'src', 'index.ts'),
    plugins,
    external: (id, importer) => peers.some((p) => p.test(id)) || (!!importer && id.startsWith('.') && path.resolve(path.dirname(importer), id).startsWith(CORE_DIR)),
    onwarn: () => {},
  });
  const { output } = await bundle.generate({ format: 'es' });
  await bundle.close();
  const chunks = new Map(output.flatMap((o) => (o.type === 'chunk' ? [[o.fileName, o]] : [])));
  /** @type {Set<string>} */
  const eager = new Set();
  /** @param {string} name */
  const visit = (name) => {
    const chunk = chunks.get(name);
    if (!chunk || eager.has(name)) return;
    eager.add(name);
    chunk.imports.forEach(visit);
  };
  for (const chunk of chunks.values()) if (chunk.isEntry) visit(chunk.fileName);
  return sizeOf('src/index.ts without src/core', [...eager].map((name) => /** @type {import('rollup').OutputChunk} */ (chunks.get(name)).code));
}

/** @returns {Promise<SizeReport>} */
export async function measureSizes() {
  const core = await closure('core.js');
  const api = await closure('index.js');
  const elements = await closure('builder-elements.js');
  const elementsPeerReact = await closure('builder-elements-peer-react.js');
  return {
    core: sizeOf('core.js', core.eager.values()),
    reactApi: sizeOf('index.js', api.eager.values()),
    reactApiWithoutCore: await reactApiWithoutCore(),
    reactApiLazy: chunkSizes(api.lazy),
    elements: sizeOf('builder-elements.js', elements.eager.values()),
    elementsLazy: chunkSizes(elements.lazy),
    elementsPeerReact: sizeOf('builder-elements-peer-react.js', elementsPeerReact.eager.values()),
    elementsPeerReactLazy: chunkSizes(elementsPeerReact.lazy),
  };
}
