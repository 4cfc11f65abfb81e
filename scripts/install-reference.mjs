// Installs the reference renderer (test/reference: Builder's Gen 2 React SDK, pinned by its own
// package-lock.json) that the differential browser tests compare the kit against, when its
// node_modules is missing. Install scripts are skipped: the SDK's Node-only dependency
// isolated-vm is a native addon that cannot build here and is never loaded in a browser.
// React is not installed there: the test bundles resolve it from the repository root.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'test', 'reference');
const marker = path.join(dir, 'node_modules', '@builder.io', 'sdk-react', 'package.json');

if (existsSync(marker)) {
  console.log('Reference renderer: test/reference/node_modules present, not installing.');
} else {
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['install', '--ignore-scripts', '--no-audit', '--no-fund'], {
    cwd: dir,
    encoding: 'utf8',
  });
  if (result.status !== 0 || !existsSync(marker)) {
    process.stdout.write(result.stdout ?? '');
    process.stderr.write(result.stderr ?? '');
    console.error(
      `Reference renderer: "npm install --ignore-scripts" in ${dir} FAILED (${result.error?.message ?? `exit code ${result.status}`}).`,
    );
    process.exit(1);
  }
  console.log('Reference renderer: installed test/reference (npm install --ignore-scripts).');
}
