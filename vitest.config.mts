import { defineConfig } from 'vitest/config';
import { REACT_18, viteReact18 } from './test/react18/select.mjs';

// Unit tests run in Node by default; a test file that needs a DOM says so with a
// `// @vitest-environment happy-dom` docblock. Tests that need a real browser are
// named `*.browser.test.ts(x)` and run under @web/test-runner instead.
export default defineConfig({
  // `BUILDER_REACT=18` (npm run test:react18): React and ReactDOM 18.3 from test/react18.
  plugins: REACT_18 ? [viteReact18()] : [],
  test: {
    include: [
      'src/**/*.test.{ts,tsx}',
      'elements/**/*.test.{ts,tsx}',
      'test/unit/**/*.test.{ts,tsx,mjs}',
      'demo/server/**/*.test.{ts,mjs}',
      'test/security/**/*.test.{ts,tsx}',
      'test/fuzz/**/*.test.{ts,tsx}',
      'test/edge/**/*.test.ts',
      'test/faults/**/*.test.{ts,tsx,mjs}',
      'test/reference/real/*.test.ts',
      'test/reference/*.test.ts',
      'bench/**/*.test.mjs',
    ],
    exclude: ['**/*.browser.test.*', 'node_modules/**', 'dist/**'],
    environment: 'node',
    testTimeout: 10_000,
  },
});
