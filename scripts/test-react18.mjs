// `npm run test:react18` (after its build): the unit suite (vitest) and the browser suite (wtr)
// against React 18.3.1 and ReactDOM 18.3.1 instead of the repository's React 19. They come from
// test/react18 (its own package.json and package-lock.json), installed here with `npm ci` when
// missing; `BUILDER_REACT=18` makes vitest.config.mts and web-test-runner.config.mjs resolve every
// React import from there (test/react18/select.mjs). test/unit/react-version.test.tsx and
// test/browser/react-version.test.ts fail if React 19 is what ran.
// Extra arguments go to the browser run (`-- --files test/browser/x.test.tsx` for one file).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DIR = path.join(ROOT, 'test', 'react18');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const env = { ...process.env, BUILDER_REACT: '18' };

/**
 * Runs `npm args…` in `cwd`; whether it passed and the seconds it took.
 * @param {string[]} args
 */
function run(args, cwd = ROOT) {
  const started = performance.now();
  const result = spawnSync(npm, args, { cwd, env, stdio: 'inherit', shell: process.platform === 'win32' });
  return { ok: result.status === 0, seconds: ((performance.now() - started) / 1000).toFixed(0) };
}

if (!existsSync(path.join(DIR, 'node_modules', 'react-dom', 'package.json'))) {
  const install = run(['ci', '--no-audit', '--no-fund'], DIR);
  if (!install.ok) {
    console.error(`React 18: "npm ci" in ${DIR} FAILED.`);
    process.exit(1);
  }
}

const unit = run(['run', 'test:unit']);
const browser = run(['run', 'test:browser', '--', ...process.argv.slice(2)]);
console.log(
  `React 18: unit ${unit.ok ? 'passed' : 'FAILED'} (${unit.seconds} s), browser ${browser.ok ? 'passed' : 'FAILED'} (${browser.seconds} s)`,
);
process.exit(unit.ok && browser.ok ? 0 : 1);
