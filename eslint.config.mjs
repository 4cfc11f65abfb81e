// ESLint flat config. `npm run lint` runs it over the whole repository; docs/ARCHITECTURE.md
// ("Lint and format") says what it checks and how to fix a finding.
//
// - Correctness: @eslint/js and typescript-eslint recommended, type-aware on TypeScript files
//   (each file is checked against the tsconfig that includes it), plus React's hooks rules.
// - Formatting is Prettier's (.prettierrc.json; `npm run format` writes it, `npm run lint`
//   checks it): no formatting rules here.
//
// Every rule turned off below says why. Disable comments in the code must name a rule that is
// on here and must still be needed: unused ones are errors.
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const TS = ['**/*.ts', '**/*.tsx', '**/*.mts', '**/*.cts'];
const JS = ['**/*.js', '**/*.mjs', '**/*.cjs'];
// JS that runs in a browser page; the other JS files run in Node.
const BROWSER_JS = ['demo/site/**/*.js', 'demo/editor/**/*.js', 'bench/pages/**/*.js'];
// Where React code lives (the Node scripts' `use(page)` callbacks are not hooks).
const REACT = ['src/**', 'elements/**', 'test/**', 'bench/pages/**', 'examples/*/app/**', 'examples/*/pages/**'];
const TESTS = [
  '**/*.test.{ts,tsx,mts,js,mjs}',
  '**/*.test-kit.tsx',
  '**/*test-helpers*',
  'test/**',
  'demo/server/tests/**',
];

export default defineConfig(
  {
    ignores: [
      'dist/',
      'coverage/',
      'types/', // generated consumer typings, checked by test/types
      'test/reference/node_modules/',
      'test/react18/node_modules/',
      'bench/.baseline/',
      'bench/.scratch/', // one-off measurement scripts, git-ignored
      'bench/results/',
      'demo/server/data/',
      // `npm run examples`: the packed package it installs and the examples' build output.
      'examples/node_modules/',
      'examples/*/dist/',
      'examples/*/.next/',
      'examples/*/next-env.d.ts',
      // The examples' browser code (entry files, JSX, .vue, .svelte): this config has neither
      // browser globals nor a JSX parser for it; `npm run examples` builds it and runs it in Chromium.
      'examples/*/src/',
    ],
  },
  {
    linterOptions: {
      reportUnusedDisableDirectives: 'error',
      reportUnusedInlineConfigs: 'error',
    },
  },

  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: TS,
    extends: [tseslint.configs.recommendedTypeCheckedOnly],
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['vitest.config.mts'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      // A caught error or an abort signal's reason is passed on as it is, as fetch() does.
      '@typescript-eslint/prefer-promise-reject-errors': [
        'error',
        { allowThrowingAny: true, allowThrowingUnknown: true },
      ],
    },
  },
  {
    // The Next.js examples are linted without type information: their types come from each app's
    // own node_modules, which only `npm run examples` installs (after this lint in CI), and
    // `next build` type-checks them against the packed package there.
    files: ['examples/**'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    files: REACT,
    extends: [reactHooks.configs.flat.recommended],
    rules: {
      'react-hooks/exhaustive-deps': 'error',
      // The React Compiler's rules: the kit is not built with the compiler, and it keeps the
      // latest props in a ref written during render and syncs state from props in effects on purpose.
      'react-hooks/refs': 'off',
      'react-hooks/set-state-in-effect': 'off',
      'react-hooks/immutability': 'off',
      'react-hooks/preserve-manual-memoization': 'off',
    },
  },

  {
    files: JS,
    languageOptions: { globals: globals.node },
  },
  {
    // Bench scripts drive a browser: the functions they hand to page.evaluate() run there.
    files: ['bench/**/*.mjs'],
    languageOptions: { globals: globals.browser },
  },
  {
    files: BROWSER_JS,
    languageOptions: { globals: globals.browser },
  },

  {
    rules: {
      // `x == null` is the kit's test for null or undefined.
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      // `let x; … x = subscribe(() => x …)`: a const would be read before it is set.
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
      // `_name` marks a parameter or a picked-off property left unused on purpose.
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
      // `interface HTMLElementEventMap extends TabsEventMap {}` adds the kit's events to the DOM's maps.
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
      // Content JSON and the expression interpreter are `any` on purpose (`no-explicit-any` marks
      // where it comes in); checking every use of such a value adds casts, not safety.
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      // Content values are turned into text as Builder does (`String(value)`), objects included.
      '@typescript-eslint/no-base-to-string': 'off',
      // The kit's APIs are objects of closures typed with method syntax: passing `api.next` is safe.
      '@typescript-eslint/unbound-method': 'off',
    },
  },

  {
    files: TESTS,
    rules: {
      // chai's property assertions: `expect(x).to.be.ok;`.
      '@typescript-eslint/no-unused-expressions': 'off',
      // Test bodies and stand-ins are declared `async` whether or not they await.
      '@typescript-eslint/require-await': 'off',
    },
  },
);
