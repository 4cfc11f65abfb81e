// @ts-check
/**
 * `node scripts/examples-next-locks.mjs [app…]`: writes each Next.js example's package-lock.json
 * again from its package.json (after a version change). `builder-elements` is left out of the
 * resolved packages (it is not on the registry: `npm run examples` installs the packed tarball
 * over the lockfile) but kept in the root's dependencies, which must match the package.json.
 */
import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { NEXT_APPS } from './examples-next.mjs';

const EXAMPLES_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'examples');
const names = process.argv.slice(2);

for (const app of NEXT_APPS.filter((candidate) => names.length === 0 || names.includes(candidate.name))) {
  const dir = path.join(EXAMPLES_DIR, app.name);
  const pkg = JSON.parse(await readFile(path.join(dir, 'package.json'), 'utf8'));
  const work = await mkdtemp(path.join(tmpdir(), `${app.name}-lock-`));
  try {
    const { 'builder-elements': _kit, ...dependencies } = pkg.dependencies;
    await writeFile(path.join(work, 'package.json'), JSON.stringify({ ...pkg, dependencies }, null, 2));
    const result = spawnSync('npm', ['install', '--package-lock-only', '--no-audit', '--no-fund', '--loglevel=error'], {
      cwd: work,
      stdio: 'inherit',
    });
    if (result.status !== 0) throw new Error(`npm install --package-lock-only failed for ${app.name}`);
    const lock = JSON.parse(await readFile(path.join(work, 'package-lock.json'), 'utf8'));
    lock.packages[''].dependencies = pkg.dependencies;
    await writeFile(path.join(dir, 'package-lock.json'), `${JSON.stringify(lock, null, 2)}\n`);
    console.log(`examples/${app.name}/package-lock.json written`);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
