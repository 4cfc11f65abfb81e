// The builds of `npm run build`, into dist/:
// 1. core.js: the framework-free core, on its own (self-contained: its size is its cost).
// 2. The entries that take React from the app, in ONE build sharing its chunks (dist/lib/):
//    index.js (React API; index.node.js is the same on a server, with what only server HTML
//    needs), server.js (server rendering, Node/edge) and builder-elements-peer-react.js
//    (the tags, React and ReactDOM imported from the app so its bundler keeps one React).
// 3. builder-elements.js: the self-contained tags bundle (React included, widgets in dist/chunks/).
// 4. builder-elements-server-stub.js: what both tags entries are on a server (package.json exports).
// 5. rsc/index.js and rsc/server.js: `builder-elements` and `builder-elements/server` in a React
//    Server Components tree (the `react-server` condition). Their client components (rsc/*.js with
//    'use client') are entries of build 2, so they share its chunks with index.js; rsc/html.js
//    (build 6) carries React's client build for the HTML renderers.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import commonjs from '@rollup/plugin-commonjs';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import esbuild from 'rollup-plugin-esbuild';
import { editorHelpApart } from './scripts/rollup/editor-help-apart.mjs';

const production = process.env.NODE_ENV !== 'development';
const extensions = ['.mjs', '.js', '.ts', '.tsx', '.json'];
/** What the React-external builds import instead of bundling: the peers and the dependencies. */
const peers = [/^react($|\/)/, /^react-dom($|\/)/, /^node:/, 'quickjs-emscripten-core', /^@jitl\//];
/** This package's version, written into the code where the kit names its own (src/core/version.ts). */
const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));

/** Prints each emitted file's minified and min+gzip size: the figures the pages in docs/ quote. */
function sizes() {
  return {
    name: 'print-sizes',
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type !== 'chunk') continue;
        const gz = gzipSync(file.code, { level: 9 }).length;
        console.log(
          `  ${file.fileName.padEnd(40)} ${(file.code.length / 1024).toFixed(1).padStart(7)} KiB min  ${(gz / 1024).toFixed(2).padStart(6)} KiB min+gzip`,
        );
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

/** How every build is minified (bench/sizes.mjs minifies what it bundles from dist/ the same way). */
export const TERSER_OPTIONS = { format: { comments: false }, compress: { passes: 2 } };

/** The build's plugins (also used by bench/ to measure the renderer without the core). */
export const plugins = (browser, { compileHint = false, globalScope = 'builder-elements' } = {}) => [
  replace({
    preventAssignment: true,
    values: {
      'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
      __BUILDER_ELEMENTS_VERSION__: JSON.stringify(version),
      __BUILDER_GLOBAL_SCOPE__: JSON.stringify(globalScope),
    },
  }),
  // package.json's sideEffects describes the shipped dist/ files to the users' bundlers, not the
  // sources built here: without ignoreSideEffectsForRoot, src/index.ts would count as free of
  // side effects and server.js, which imports it for its block registration, would lose it.
  nodeResolve({ browser, preferBuiltins: !browser, extensions, ignoreSideEffectsForRoot: true }),
  commonjs(),
  esbuild({ target: 'es2020', jsx: 'automatic', tsconfig: 'tsconfig.json' }),
  // The blocks' input help texts only matter in the editor: its lazy session chunk brings them.
  browser && editorHelpApart(),
  production &&
    terser({ ...TERSER_OPTIONS, format: { ...TERSER_OPTIONS.format, ...(compileHint && { preamble: COMPILE_HINT }) } }),
  sizes(),
];

/**
 * The shipped source maps: the kit's own sources with their text (its TypeScript is not in the
 * package, so the map is the only place to read it), node_modules (React, ReactDOM and scheduler,
 * bundled into dist/builder-elements.js only) listed and mapped but without their text: they are
 * in the user's node_modules already, and Rollup's default sourcemapIgnoreList marks them as
 * ignore-listed for DevTools. A chunk with no code of its own (an entry that only re-exports
 * shared chunks) gets no map and no sourceMappingURL: there is nothing to map.
 */
function shippedMaps() {
  return {
    name: 'shipped-maps',
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !chunk.map) continue;
        const mapFile = chunk.sourcemapFileName ?? `${chunk.fileName}.map`;
        const asset = bundle[mapFile];
        if (!asset || asset.type !== 'asset') continue;
        const map = JSON.parse(String(asset.source));
        if (!map.mappings.replace(/[;,]/g, '')) {
          delete bundle[mapFile];
          chunk.code = chunk.code.replace(/\n?\/\/# sourceMappingURL=\S+\s*$/, '\n');
          continue;
        }
        map.sourcesContent = map.sourcesContent?.map((text, i) =>
          /(^|\/)node_modules\//.test(map.sources[i]) ? null : text,
        );
        asset.source = JSON.stringify(map);
      }
    },
  };
}

const output = { dir: 'dist', format: 'es', sourcemap: true, entryFileNames: '[name].js', plugins: [shippedMaps()] };

/** The tags entry that imports React and ReactDOM from the app (`builder-elements/elements/peer-react`). */
const PEER_TAGS = 'builder-elements-peer-react';
/** The tags entries on a server (`node`, `edge-light`, `workerd` conditions of package.json). */
const SERVER_STUB = 'builder-elements-server-stub';
/** The core's face, which the server stub takes from dist/core.js instead of bundling it again. */
const CORE_FACE = fileURLToPath(new URL('./src/core/index.ts', import.meta.url));

/**
 * The client components a server components tree renders (src/rsc/): entries of build 2, each
 * written as a `'use client'` module, and external to build 5, which imports them by file.
 */
const RSC_CLIENT = ['content-shell.tsx', 'block-island.tsx', 'client-content.tsx', 'client-names.ts'];
const rscClientInputs = Object.fromEntries(
  RSC_CLIENT.map((file) => [`rsc/${file.replace(/\.tsx?$/, '')}`, `src/rsc/${file}`]),
);
/**
 * The renderer those client components take through package.json's `#rsc-renderers` import: at
 * once on a server (rsc/renderers.js), lazily in the browser (rsc/renderers.browser.js).
 */
const RSC_RENDERERS = '#rsc-renderers';
const rscRendererInputs = {
  'rsc/renderers': 'src/rsc/renderers.ts',
  'rsc/renderers.browser': 'src/rsc/renderers.browser.ts',
};
const rscClientPaths = Object.fromEntries(
  RSC_CLIENT.map((file) => [
    fileURLToPath(new URL(`./src/rsc/${file}`, import.meta.url)),
    `./rsc/${file.replace(/\.tsx?$/, '.js')}`,
  ]),
);
/**
 * In the server components build, the modules that call `createContext` when they load (React's
 * server build has none) are replaced by stand-ins (src/rsc/stand-ins/): only the browser's
 * components read those contexts, and none of them runs in a server component.
 */
function rscStandIns() {
  const file = (path) => fileURLToPath(new URL(path, import.meta.url));
  const standIns = new Map([
    [file('./src/render/context.ts'), file('./src/rsc/stand-ins/context.ts')],
    [file('./src/render/light-dom.ts'), file('./src/rsc/stand-ins/light-dom.ts')],
  ]);
  return {
    name: 'rsc-stand-ins',
    async resolveId(source, importer, options) {
      if (!source.startsWith('.') || !importer) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return (resolved && !importer.includes('/src/rsc/stand-ins/') && standIns.get(resolved.id)) || null;
    },
  };
}

/**
 * In the server components build, `react` as the kit's modules import it: React's server build
 * has no hooks but `useId`/`useMemo`/`useCallback`, no `startTransition`, no classes. The browser's
 * components a server tree holds (a spec's component beside the render the tree uses) import
 * them without ever calling them there, so they are read from the module object (undefined in
 * the server build) instead of being imported by name, which would fail to link in strict ESM.
 */
const REACT_IN_SERVER_BUILD = '\0rsc-react';
const SERVER_REACT_NAMES = [
  'Children',
  'Fragment',
  'Suspense',
  'cache',
  'cloneElement',
  'createElement',
  'createRef',
  'forwardRef',
  'isValidElement',
  'lazy',
  'memo',
  'use',
  'useCallback',
  'useDebugValue',
  'useId',
  'useMemo',
  'version',
];
const BROWSER_REACT_NAMES = [
  'Component',
  'PureComponent',
  'createContext',
  'startTransition',
  'useContext',
  'useEffect',
  'useLayoutEffect',
  'useRef',
  'useState',
  'useSyncExternalStore',
  'useReducer',
  'useTransition',
];
function reactInServerBuild() {
  return {
    name: 'react-in-server-build',
    resolveId: (source, importer) =>
      source === 'react' && importer && importer !== REACT_IN_SERVER_BUILD ? REACT_IN_SERVER_BUILD : null,
    load: (id) =>
      id !== REACT_IN_SERVER_BUILD
        ? null
        : [
            "import * as React from 'react';",
            `export { ${SERVER_REACT_NAMES.join(', ')} } from 'react';`,
            // Through a plain object: a bundler would check each \`React.name\` against React's exports and fail the build.
            'const react = Object(React);',
            ...BROWSER_REACT_NAMES.map((name) => `export const ${name} = react.${name};`),
          ].join('\n'),
  };
}

/** The HTML renderers with React inside (build 6), which build 5 imports by file. */
const RSC_HTML = fileURLToPath(new URL('./src/rsc/html.ts', import.meta.url));

/**
 * Writes `'use client';` first in the named entry chunks. After minification (a bundler or terser
 * would drop a directive inside a bundle), and the source map shifted by the line it adds.
 */
function useClient(names) {
  return {
    name: 'use-client',
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !chunk.isEntry || !names.includes(chunk.name)) continue;
        chunk.code = `'use client';\n${chunk.code}`;
        const map = bundle[chunk.sourcemapFileName ?? `${chunk.fileName}.map`];
        if (map?.type === 'asset') {
          const parsed = JSON.parse(String(map.source));
          parsed.mappings = `;${parsed.mappings}`;
          map.source = JSON.stringify(parsed);
        }
      }
    },
  };
}

export default [
  // The core is built on its own so dist/core.js is self-contained and its size is its cost.
  // The React API carries its own copy; the page-wide singletons (Symbol.for keys) keep one
  // builder, one cache and one registry per page even when both are loaded.
  // It has no chunk (the tracking pipeline is in it: a default page loads it at once); should
  // one come back, it imports what it shares from core.js itself, instead of core.js becoming a
  // facade over one more chunk (two requests before the core runs).
  {
    input: { core: 'src/core.ts' },
    external: peers,
    preserveEntrySignatures: 'allow-extension',
    output: { ...output, chunkFileNames: 'core/[name]-[hash].js' },
    plugins: plugins(true),
  },
  // Every entry that takes React from the app: one build, so each module (renderer, blocks,
  // widget chunks) ships once, in dist/lib/, whichever entries load it. Everything outside
  // src/ and elements/ is external, so node-resolve only resolves the kit's own files and its
  // browser setting makes no difference to the server entry.
  {
    input: {
      index: 'src/index.ts',
      'index.node': 'src/index.node.ts',
      server: 'src/server.ts',
      [PEER_TAGS]: 'elements/index.ts',
      ...rscClientInputs,
      ...rscRendererInputs,
    },
    external: [...peers, RSC_RENDERERS],
    output: { ...output, chunkFileNames: 'lib/[name]-[hash].js' },
    plugins: [...plugins(true), useClient(Object.keys(rscClientInputs))],
  },
  {
    input: { 'builder-elements': 'elements/index.ts' },
    // The entry keeps the shared code (React, core, renderer) and the widget chunks import it,
    // instead of the entry becoming a facade over one more chunk.
    preserveEntrySignatures: 'allow-extension',
    output: { ...output, chunkFileNames: 'chunks/[name]-[hash].js' },
    plugins: plugins(true, { compileHint: true }),
  },
  {
    input: { [SERVER_STUB]: 'elements/server-stub.ts' },
    external: [CORE_FACE],
    output: { ...output, sourcemap: false, paths: { [CORE_FACE]: './core.js' } },
    plugins: plugins(false),
  },
  // React Server Components: the kit's own modules are taken as free of side effects (only
  // what the server tree uses is bundled: nothing that extends Component or calls createContext
  // when it loads); the client components and the HTML renderers are other builds' files.
  {
    input: { 'rsc/index': 'src/rsc/index.ts', 'rsc/server': 'src/rsc/server.ts' },
    // `react` itself comes through the stand-in above (the stand-in imports the real one).
    external: (id, importer) =>
      id === 'react'
        ? importer === REACT_IN_SERVER_BUILD
        : [...peers, ...Object.keys(rscClientPaths), RSC_HTML].some((p) =>
            typeof p === 'string' ? p === id : p.test(id),
          ),
    treeshake: { moduleSideEffects: (id, external) => external },
    output: {
      ...output,
      chunkFileNames: 'rsc/lib/[name]-[hash].js',
      paths: { ...rscClientPaths, [RSC_HTML]: './rsc/html.js' },
    },
    plugins: [rscStandIns(), reactInServerBuild(), ...plugins(false)],
  },
  // The HTML renderers for a server components tree, with React's client build and
  // react-dom/server (its edge build: web streams, no Node built-ins) inside.
  {
    input: { 'rsc/html': 'src/rsc/html.ts' },
    external: [/^node:/, 'quickjs-emscripten-core', /^@jitl\//],
    output: { ...output, sourcemap: false, inlineDynamicImports: true },
    plugins: [
      {
        name: 'react-dom-server-edge',
        resolveId(id, importer) {
          return id === 'react-dom/server' ? this.resolve('react-dom/server.edge', importer, { skipSelf: true }) : null;
        },
      },
      // Singletons of its own (src/core/page-global.ts): its registry holds components of its own React.
      ...plugins(false, { globalScope: 'builder-elements.html-renderer' }),
    ],
  },
];
