// @ts-check
/**
 * `npm run check:package`: the package as users install it. Packs the current build (run
 * `npm run build` first; `npm test` does) into a temporary folder and lints the tarball with
 * publint (exports, files, fields; warnings count as errors) and @arethetypeswrong/cli (types of
 * every export as TypeScript resolves them). Offline: nothing is fetched.
 *
 * attw runs with `--profile esm-only`: the package is ESM only ("type": "module", no `require`
 * condition, Node >= 20.19), so its checks of `moduleResolution: node10` (which ignores
 * `exports` and cannot resolve any subpath) and of `require` from CommonJS (where Node's
 * require(esm) or a dynamic import loads it) describe consumers the package does not support.
 * Node 16+ ESM resolution and bundler resolution are still checked for every entry.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (/** @type {string} */ name) => path.join(ROOT, 'node_modules', '.bin', name);

if (!existsSync(path.join(ROOT, 'dist', 'index.js'))) {
  console.error('check:package: dist/ is missing; run `npm run build` first.');
  process.exit(1);
}

const dir = mkdtempSync(path.join(tmpdir(), 'builder-elements-pack-'));
let failed = false;
try {
  const pack = spawnSync('npm', ['pack', '--json', '--pack-destination', dir], { cwd: ROOT, encoding: 'utf8' });
  if (pack.status !== 0) throw new Error(`npm pack failed:\n${pack.stderr}`);
  const [{ filename, size, unpackedSize, entryCount }] = JSON.parse(pack.stdout);
  const tarball = path.join(dir, filename);
  console.log(
    `${filename}: ${entryCount} files, ${(size / 1024).toFixed(0)} KiB packed, ${(unpackedSize / 1024).toFixed(0)} KiB unpacked`,
  );

  /** @param {string} title @param {string} command @param {string[]} args */
  const run = (title, command, args) => {
    console.log(`\n${title}`);
    const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit' });
    if (result.status !== 0) {
      failed = true;
      console.error(`${title} failed (exit ${result.status ?? result.signal})`);
    }
  };
  run('publint', bin('publint'), ['run', tarball, '--strict']);
  run('attw (esm-only profile)', bin('attw'), [tarball, '--profile', 'esm-only', '--format', 'table-flipped']);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
