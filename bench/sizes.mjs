// @ts-check
// The size report: min+gzip (gzip -9) of what each entry of dist/ costs a page, at once and
// lazily, counted the way it reaches the browser:
// - the entries an app's bundler takes in (core.js, index.js, builder-elements-peer-react.js)
//   are bundled again from dist/ by rollup, as a bundler would: bare imports resolved by Node
//   resolution (package.json `exports`, conditions import/browser/default), so the dependencies
//   they pull in (none today) are counted; only the documented peers (react, react-dom and their
//   subpaths) stay out, and only where the figure says so. The result is minified with the
//   build's own terser options (rollup.config.mjs). What loads at once is one file; each chunk
//   it imports dynamically is listed on its own.
// - the self-contained tags bundle (builder-elements.js) is measured as it ships (the file a
//   script tag loads and the chunks it loads later, each gzipped on its own); it must import
//   nothing bare (the walk fails if it does).
// Also the React API's eager code without the core (built here from src/ with the core's modules,
// its dependencies and the compat layer's other names left external, the same plugins as
// rollup.config.mjs), and what Builder's SDK names (src/compat) add to an app that imports them.
//
//   node bench/sizes.mjs            prints the size table and the two size budgets (exit 1 when one is broken)
//   node bench/sizes.mjs --modules  also the core's modules by minified size (where the core's bytes go)
//   node bench/sizes.mjs --write    also rewrites the size table and size budgets in docs/performance.md
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import terser from '@rollup/plugin-terser';
import { rollup } from 'rollup';
import { minify } from 'terser';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DIST = path.join(ROOT, 'dist');
const CORE_DIR = path.join(ROOT, 'src', 'core') + path.sep;
/** The compat layer's face: Builder's SDK names other than `BuilderContent` (src/index.ts imports that one from its own module). */
const COMPAT_FACE = path.join(ROOT, 'src', 'compat', 'index.ts');
const NODE_MODULES = path.join(ROOT, 'node_modules') + path.sep;

/** The documented peers (package.json peerDependencies), left to the app where a figure says so. */
const REACT_PEERS = [/^react($|\/)/, /^react-dom($|\/)/];

/** @param {string | Uint8Array} code */
export const gzipSize = (code) => gzipSync(code, { level: 9 }).length;

/**
 * @typedef {object} FileSize
 * @property {string} file what was measured: a path under dist/ (hash removed for lazy chunks' names)
 * @property {number} min bytes minified
 * @property {number} gzip bytes min+gzip
 * @property {string[]} [packages] npm packages bundled in (`name@version`), for bundled figures
 */

/**
 * @typedef {object} SizeReport
 * @property {FileSize} core dist/core.js with everything it imports, bundled, nothing external
 * @property {FileSize[]} coreLazy chunks dist/core.js imports dynamically, each
 * @property {FileSize} coreAsLoaded the core as a default page loads it: `core` and every chunk of
 *   `coreLazy` (the core's budget; see `coreAsLoaded`)
 * @property {FileSize} reactApi dist/index.js with its static imports, bundled (React external)
 * @property {FileSize} reactApiWithoutCore the React API's eager code built with src/core and
 *   src/compat/index.ts external (`BuilderContent`, Gen 1's data component included, is counted)
 * @property {FileSize} compatNames what an app importing every name of src/compat/index.ts ships beyond
 *   one importing only `BuilderContent` (both bundled from dist/index.js, React external)
 * @property {FileSize[]} reactApiLazy chunks dist/index.js imports dynamically (widgets…), each
 * @property {FileSize} elements dist/builder-elements.js as it ships (React included)
 * @property {FileSize[]} elementsLazy its lazily loaded chunks, as they ship
 * @property {FileSize} elementsPeerReact dist/builder-elements-peer-react.js with its static imports and
 *   bundled (React and ReactDOM external: the app's, deduplicated by its bundler)
 * @property {FileSize[]} elementsPeerReactLazy its lazily loaded chunks (dist/lib/, shared with the React API)
 */

/** The build's terser options, from rollup.config.mjs. */
async function buildConfig() {
  return import(pathToFileURL(path.join(ROOT, 'rollup.config.mjs')).href);
}

/** `dist/lib/session-grvKbVMY.js` → `lib/session.js` */
const chunkName = (/** @type {string} */ file) =>
  path
    .relative(DIST, file)
    .split(path.sep)
    .join('/')
    .replace(/-[\w-]{8}\.js$/, '.js');

/** `…/node_modules/some-package/dist/index.mjs` → `some-package@1.2.3` */
async function packageOf(/** @type {string} */ id) {
  const parts = path.relative(NODE_MODULES, id).split(path.sep);
  const name = parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  const { version } = JSON.parse(await readFile(path.join(NODE_MODULES, name, 'package.json'), 'utf8'));
  return `${name}@${version}`;
}

/**
 * The chunks of `output` a page loads at once: every entry and what it imports statically.
 * @param {(import('rollup').OutputChunk | import('rollup').OutputAsset)[]} output
 */
function eagerChunks(output) {
  const chunks = new Map(output.flatMap((o) => (o.type === 'chunk' ? [[o.fileName, o]] : [])));
  /** @type {Set<string>} */
  const eager = new Set();
  const visit = (/** @type {string} */ name) => {
    const chunk = chunks.get(name);
    if (!chunk || eager.has(name)) return;
    eager.add(name);
    chunk.imports.forEach(visit);
  };
  for (const chunk of chunks.values()) if (chunk.isEntry) visit(chunk.fileName);
  return { chunks, eager };
}

/** What an app's bundler does with the kit: node resolution (browser), CommonJS, the build's terser options. */
async function appBundlerPlugins() {
  const { TERSER_OPTIONS } = await buildConfig();
  return [nodeResolve({ browser: true }), commonjs(), terser(TERSER_OPTIONS)];
}

/**
 * Bundles `entry` (a file of dist/) as an app's bundler would (see the module comment).
 * @param {string} entry path under dist/
 * @param {(string | RegExp)[]} external the peers left out
 * @returns {Promise<{ eager: FileSize, lazy: FileSize[] }>}
 */
async function bundled(entry, external) {
  const bundle = await rollup({
    input: path.join(DIST, entry),
    external,
    // The entry takes in what it shares with its lazy chunks: what loads at once is one file.
    preserveEntrySignatures: 'allow-extension',
    plugins: await appBundlerPlugins(),
    onwarn(warning) {
      throw new Error(`${entry}: ${warning.message}`); // an unresolved import would go uncounted
    },
  });
  const { output } = await bundle.generate({ format: 'es', chunkFileNames: '[name]-[hash].js' });
  await bundle.close();
  const { chunks, eager } = eagerChunks(output);
  const code = (/** @type {string} */ name) => /** @type {import('rollup').OutputChunk} */ (chunks.get(name)).code;
  const modules = [...eager].flatMap((name) =>
    Object.keys(/** @type {import('rollup').OutputChunk} */ (chunks.get(name)).modules),
  );
  const packages = [
    ...new Set(await Promise.all(modules.filter((id) => id.startsWith(NODE_MODULES)).map(packageOf))),
  ].sort();
  return {
    eager: { ...sizeOf(entry, [...eager].map(code)), packages },
    lazy: [...chunks.values()]
      .filter((chunk) => !eager.has(chunk.fileName))
      .map((chunk) =>
        sizeOf(
          chunk.moduleIds
            .filter((id) => id.startsWith(DIST))
            .map(chunkName)
            .join(' + ') || chunk.fileName,
          [chunk.code],
        ),
      ),
  };
}

/**
 * The files a script tag loading `entry` fetches, as they ship: its static closure at once, the
 * chunks it imports dynamically later. Read with rollup's parser; a bare import is an error
 * (such an entry must be measured `bundled`).
 * @param {string} entry path under dist/
 * @returns {Promise<{ eager: FileSize, lazy: FileSize[] }>}
 */
async function shipped(entry) {
  /** @type {Map<string, import('rollup').ModuleInfo>} */
  const graph = new Map();
  const bundle = await rollup({
    input: path.join(DIST, entry),
    treeshake: false,
    plugins: [
      {
        name: 'module-graph',
        buildEnd() {
          for (const id of this.getModuleIds())
            graph.set(id, /** @type {import('rollup').ModuleInfo} */ (this.getModuleInfo(id)));
        },
      },
    ],
    onwarn(warning) {
      if (warning.code === 'UNRESOLVED_IMPORT') throw new Error(`${entry}: ${warning.message}; measure it bundled`);
    },
  });
  await bundle.close();
  const external = [...graph.values()].filter((m) => m.isExternal).map((m) => m.id);
  if (external.length) throw new Error(`${entry} imports ${external.join(', ')}: measure it bundled`);
  /** @param {string} id @param {Set<string>} into @param {string[]} dynamic */
  const walk = (id, into, dynamic, skip = new Set()) => {
    if (into.has(id) || skip.has(id)) return;
    into.add(id);
    const info = /** @type {import('rollup').ModuleInfo} */ (graph.get(id));
    for (const next of info.importedIds) walk(next, into, dynamic, skip);
    dynamic.push(...info.dynamicallyImportedIds);
  };
  /** @type {Set<string>} */
  const eager = new Set();
  /** @type {string[]} */
  const dynamic = [];
  walk(path.join(DIST, entry), eager, dynamic);
  /** @type {Set<string>} */
  const lazy = new Set();
  for (let i = 0; i < dynamic.length; i++) walk(dynamic[i], lazy, dynamic, eager);
  const read = (/** @type {string} */ id) => readFile(id, 'utf8');
  return {
    eager: sizeOf(entry, await Promise.all([...eager].map(read))),
    lazy: await Promise.all([...lazy].map(async (id) => sizeOf(chunkName(id), [await read(id)]))),
  };
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

/**
 * Builds src/index.ts as rollup.config.mjs does, but with every module of src/core external:
 * the renderer and the blocks that load at once, without the core they share with dist/core.js. The compat layer's face (src/compat/index.ts:
 * `BuilderComponent`, `Content`, `fetchOneEntry`…) is external too: an app's bundler drops those
 * names unless the app imports them (`compatNames` measures them). `BuilderContent` is counted,
 * with the Gen 1 data component it turns into when given a function as children: src/index.ts
 * imports it from its own module, and every app that renders content ships it.
 * @returns {Promise<FileSize>}
 */
async function reactApiWithoutCore() {
  const config = await buildConfig();
  /** @type {import('rollup').Plugin[]} */
  const plugins = config
    .plugins(true)
    .filter((/** @type {import('rollup').Plugin | false} */ p) => p && p.name !== 'print-sizes');
  const outside = REACT_PEERS;
  const bundle = await rollup({
    input: path.join(ROOT, 'src', 'index.ts'),
    plugins,
    // As in `bundled`: the entry takes in what it shares with its lazy chunks, so what loads at
    // once is one file, as an app's bundler ships it (not a facade re-exporting a chunk).
    preserveEntrySignatures: 'allow-extension',
    external: (id, importer) => {
      if (outside.some((p) => p.test(id))) return true;
      if (!importer || !id.startsWith('.')) return false;
      const file = path.resolve(path.dirname(importer), id);
      return file.startsWith(CORE_DIR) || file === COMPAT_FACE;
    },
    onwarn: () => {},
  });
  const { output } = await bundle.generate({ format: 'es' });
  await bundle.close();
  const { chunks, eager } = eagerChunks(output);
  return sizeOf(
    'src/index.ts without src/core and src/compat/index.ts',
    [...eager].map((name) => /** @type {import('rollup').OutputChunk} */ (chunks.get(name)).code),
  );
}

/** Every value name of src/compat/index.ts that src/index.ts exports (`BuilderContent` apart). */
const COMPAT_NAMES = [
  'BuilderComponent',
  'BuilderBlocks',
  'withChildren',
  'useIsPreviewing',
  'Content',
  'fetchOneEntry',
  'fetchEntries',
  'getBuilderSearchParams',
  'isPreviewing',
  'isEditing',
];

/**
 * What Builder's SDK names cost an app that imports them: two apps bundled from dist/index.js
 * like `bundled` (node resolution, dependencies in, React external, the build's terser options),
 * one rendering `BuilderContent` only, the other also using every name of `COMPAT_NAMES`; the
 * figure is the difference of what each loads at once. (The first holds no compat module but
 * the combined `BuilderContent`: package.json `sideEffects` keeps dist/index.js's block
 * registration, and rollup still drops its unused exports.)
 * @returns {Promise<FileSize>}
 */
async function compatNames() {
  const index = JSON.stringify(path.join(DIST, 'index.js'));
  const apps = {
    'builder-content': `import { BuilderContent } from ${index}; import { jsx } from 'react/jsx-runtime'; export const app = jsx(BuilderContent, { model: 'page' });`,
    'compat-names': `import { BuilderContent, ${COMPAT_NAMES.join(', ')} } from ${index}; import { jsx } from 'react/jsx-runtime'; export const app = jsx(BuilderContent, { model: 'page' }); export const names = [${COMPAT_NAMES.join(', ')}];`,
  };
  /** @type {Record<string, FileSize>} */
  const sizes = {};
  for (const [name, code] of Object.entries(apps)) {
    const bundle = await rollup({
      input: name,
      external: REACT_PEERS,
      preserveEntrySignatures: 'allow-extension',
      plugins: [
        { name: 'app', resolveId: (id) => (id === name ? id : null), load: (id) => (id === name ? code : null) },
        ...(await appBundlerPlugins()),
      ],
      onwarn(warning) {
        throw new Error(`${name}: ${warning.message}`);
      },
    });
    const { output } = await bundle.generate({ format: 'es' });
    await bundle.close();
    sizes[name] = sizeOf(
      name,
      output.flatMap((o) => (o.type === 'chunk' && o.isEntry ? [o.code] : [])),
    );
  }
  const [only, all] = [sizes['builder-content'], sizes['compat-names']];
  return { file: 'src/compat/index.ts', min: all.min - only.min, gzip: all.gzip - only.gzip };
}

/**
 * What the core costs a default page, the figure of its budget: the entry and every chunk it loads
 * lazily, each its own request. Tracking is on by default and the first impression needs the
 * tracking pipeline on almost every page, so a lazy chunk of the core is not a saving unless a
 * default page never loads it; none is today (the pipeline is in the entry).
 * @param {FileSize} core
 * @param {FileSize[]} lazy
 * @returns {FileSize}
 */
function coreAsLoaded(core, lazy) {
  const all = [core, ...lazy];
  return {
    file: all.map((s) => s.file).join(' + '),
    min: all.reduce((sum, s) => sum + s.min, 0),
    gzip: all.reduce((sum, s) => sum + s.gzip, 0),
    packages: core.packages,
  };
}

/** @returns {Promise<SizeReport>} */
export async function measureSizes() {
  const core = await bundled('core.js', []);
  const api = await bundled('index.js', REACT_PEERS);
  const elements = await shipped('builder-elements.js');
  const elementsPeerReact = await bundled('builder-elements-peer-react.js', REACT_PEERS);
  return {
    core: core.eager,
    coreLazy: core.lazy,
    coreAsLoaded: coreAsLoaded(core.eager, core.lazy),
    reactApi: api.eager,
    reactApiWithoutCore: await reactApiWithoutCore(),
    compatNames: await compatNames(),
    reactApiLazy: api.lazy,
    elements: elements.eager,
    elementsLazy: elements.lazy,
    elementsPeerReact: elementsPeerReact.eager,
    elementsPeerReactLazy: elementsPeerReact.lazy,
  };
}

/**
 * Where the core's bytes go: src/core.ts bundled with the build's plugins (its dependencies included),
 * each module's rendered code minified on its own (whole-bundle mangling and gzip context
 * differ, so the figures add up to more than the bundle: compare them with each other).
 * @returns {Promise<{ module: string, min: number, gzip: number }[]>}
 */
export async function coreModules() {
  const config = await buildConfig();
  /** @type {import('rollup').Plugin[]} */
  const plugins = config
    .plugins(true)
    .filter((/** @type {import('rollup').Plugin | false} */ p) => p && p.name !== 'print-sizes' && p.name !== 'terser');
  const bundle = await rollup({
    input: path.join(ROOT, 'src', 'core.ts'),
    plugins,
    preserveEntrySignatures: 'allow-extension',
    onwarn: () => {},
  });
  const { output } = await bundle.generate({ format: 'es' });
  await bundle.close();
  const rows = [];
  for (const chunk of output) {
    if (chunk.type !== 'chunk') continue;
    for (const [id, module] of Object.entries(chunk.modules)) {
      if (!module.code) continue;
      const { code = '' } = await minify(module.code, { ...config.TERSER_OPTIONS, module: false });
      rows.push({
        module: `${chunk.isEntry ? '' : `(lazy ${chunk.name}) `}${path.relative(ROOT, id)}`,
        min: code.length,
        gzip: gzipSize(code),
      });
    }
  }
  return rows.sort((a, b) => b.min - a.min);
}

async function main() {
  const { values: args } = parseArgs({
    options: { modules: { type: 'boolean', default: false }, write: { type: 'boolean', default: false } },
  });
  const { sizeTableMarkdown, rewriteSizes } = await import('./report.mjs');
  const { checkSizeBudgets } = await import('./budgets.mjs');
  const sizes = await measureSizes();
  const budgets = checkSizeBudgets({
    rendererBytes: sizes.reactApiWithoutCore.gzip,
    coreBytes: sizes.coreAsLoaded.gzip,
  });
  console.log(sizeTableMarkdown(sizes));
  console.log('');
  for (const b of budgets) console.log(`${b.ok ? 'met   ' : 'BROKEN'} ${b.name}: ${b.actual} (limit ${b.limit})`);
  if (args.modules) {
    console.log('\nThe core by module (each minified on its own; min, min+gzip bytes):');
    for (const row of await coreModules())
      console.log(`${String(row.min).padStart(7)} ${String(row.gzip).padStart(6)}  ${row.module}`);
  }
  if (args.write) {
    const file = path.join(ROOT, 'docs', 'performance.md');
    await writeFile(file, rewriteSizes(await readFile(file, 'utf8'), sizes, budgets));
    console.log(`\n${path.relative(ROOT, file)}: size table and size budgets rewritten`);
  }
  if (budgets.some((b) => !b.ok)) process.exitCode = 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
