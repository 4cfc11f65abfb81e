// @ts-check
// Which React the tests run against. `npm test` uses the repository's React 19 (the root
// node_modules). `BUILDER_REACT=18` (`npm run test:react18`, scripts/test-react18.mjs) resolves
// every `react`, `react-dom` and subpath import (`react/jsx-runtime`, `react-dom/client`,
// `react-dom/server`…) from this folder instead, where package.json pins React 18.3.1 and
// ReactDOM 18.3.1: the kit's sources, the built dist/ files the tests import and the reference
// SDK then all render with React 18. Its own folder, not npm aliases in the root package.json:
// an aliased react-dom@18 beside the root's react@19 fails npm's peer check (ERESOLVE), and
// forced in, its own `require('react')` would still load React 19 in Node.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** True under `BUILDER_REACT=18`. */
export const REACT_18 = process.env.BUILDER_REACT === '18';

/** This folder: its node_modules holds React 18 (scripts/test-react18.mjs installs it). */
export const REACT18_DIR = path.dirname(fileURLToPath(import.meta.url));

/** `react`, `react-dom` and their subpaths. */
const REACT_IMPORT = /^react(-dom)?(\/.*)?$/;

/** Whether an import made from `dir` (or the file `dir` names) is already inside this folder. */
const inside = (dir = '') => dir === REACT18_DIR || dir.startsWith(REACT18_DIR + path.sep);

/**
 * esbuild plugin (the browser tests' bundles, the edge Worker's bundle): React's imports are
 * resolved from this folder, with the bundle's own conditions (`browser`, `workerd`…), so
 * `react-dom/server` still picks the build its exports map gives that platform.
 * @returns {import('esbuild').Plugin}
 */
export function esbuildReact18() {
  return {
    name: 'react-18',
    setup(build) {
      build.onResolve({ filter: REACT_IMPORT }, (args) => {
        if (inside(args.resolveDir)) return undefined; // React 18's own imports of each other
        return build.resolve(args.path, { kind: args.kind, resolveDir: REACT18_DIR });
      });
    },
  };
}

/**
 * Vite plugin (vitest): the same, for the unit tests. The resolved files are in a node_modules
 * folder, so vitest leaves them to Node, whose `require('react')` inside react-dom then finds
 * React 18 beside it.
 * @returns {import('vite').Plugin}
 */
export function viteReact18() {
  const from = path.join(REACT18_DIR, 'package.json');
  return {
    name: 'react-18',
    enforce: 'pre',
    resolveId(source, importer, options) {
      if (!REACT_IMPORT.test(source) || inside(importer && path.dirname(importer))) return null;
      return this.resolve(source, from, { ...options, skipSelf: true });
    },
  };
}
