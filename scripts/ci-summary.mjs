// Reads the test log on stdin and prints one plain line: "N passed, N failed" (skips in brackets),
// summed over every run in it (npm test, then npm run test:react18 runs both suites again).
// vitest ends each run with "Tests  3 failed | 40 passed | 2 skipped (45)"; @web/test-runner with
// "… test files | 96 passed, 0 failed, 2 skipped" (each run starts with "Running 66 test
// files..."; its last progress line is the final one); scripts/node-lines.mjs with one "Node v22…: server tests 5
// passed, 0 failed, 0 skipped" per line; npm run examples with "examples: 7 passed, 0 failed".
import { readFileSync } from 'node:fs';

const log = readFileSync(0, 'utf8').replace(/\x1b\[[0-9;]*[A-Za-z]/g, ''); // eslint-disable-line no-control-regex -- strips ANSI colour codes
let passed = 0;
let failed = 0;
let skipped = 0;

for (const vitest of log.matchAll(/^\s*Tests\s+(.+)\(\d+\)\s*$/gm)) {
  for (const [, n, kind] of vitest[1].matchAll(/(\d+) (passed|failed|skipped|todo)/g)) {
    if (kind === 'passed') passed += +n;
    else if (kind === 'failed') failed += +n;
    else skipped += +n;
  }
}
// Each wtr run: its last progress line.
for (const run of log.split(/^Running \d+ test files\.\.\.$/m).slice(1)) {
  const wtr = [...run.matchAll(/test files \| (\d+) passed, (\d+) failed(?:, (\d+) skipped)?/g)].at(-1);
  if (!wtr) continue;
  passed += +wtr[1];
  failed += +wtr[2];
  skipped += +(wtr[3] ?? 0);
}
for (const [, p, f, s] of log.matchAll(/^Node v\S+: \w+: server tests (\d+) passed, (\d+) failed, (\d+) skipped/gm)) {
  passed += +p;
  failed += +f;
  skipped += +s;
}
const examples = [...log.matchAll(/^examples: (\d+) passed, (\d+) failed/gm)].at(-1);
if (examples) {
  passed += +examples[1];
  failed += +examples[2];
}
const status = Number(process.argv[2] ?? 0);
if (status !== 0 && failed === 0) failed = 1; // a step failed before or outside the test runners
console.log(`${passed} passed, ${failed} failed${skipped ? ` (${skipped} skipped)` : ''}`);
