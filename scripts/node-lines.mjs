// @ts-check
// The kit on Node 22 and 24 (Node 20, the line the rest of CI runs on, is covered by `npm test`).
// Each line's Node comes from npm: `node-<platform>-<arch>@<major>` ships the binary in its bin/,
// installed here into a folder outside the repository (NODE_LINES_DIR, default
// <tmp>/builder-elements-node-lines/node<major>) and reused while its major matches. On each line:
// 1. the server entry's unit tests with that Node (vitest and the Node processes the tests start):
//    renderContentToHtml and the tag markup, dist/server.js in a plain Node app, the isolate and
//    the fetch guards, the local content service and its CLI;
// 2. the local content service started with that Node (`node demo/server/start.mjs`) answering a
//    content query over HTTP.
// Prints one line per Node line; exits 1 if anything failed. Needs `npm run build` first.
//   node scripts/node-lines.mjs          Node 22 and 24
//   node scripts/node-lines.mjs 24       one line
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const LINES = process.argv.slice(2).length ? process.argv.slice(2) : ['22', '24'];
const BASE = process.env.NODE_LINES_DIR ?? path.join(os.tmpdir(), 'builder-elements-node-lines');
const PLATFORM = process.platform === 'win32' ? 'win' : process.platform;
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** The vitest files that exercise the server entry and the content service. */
const SERVER_TESTS = [
  'src/render/server/',
  'test/unit/server-entry-node.test.ts',
  'test/unit/variant-chooser-dist.test.ts',
  'test/unit/tags-on-server.test.ts',
  'test/security/server-render.test.ts',
  'test/security/ssrf.test.ts',
  'demo/server/tests/',
];

/**
 * The Node binary of `major`, installed from npm when missing.
 * @param {string} major
 * @returns {{ bin: string, version: string }}
 */
function nodeOf(major) {
  const dir = path.join(BASE, `node${major}`);
  const pkg = `node-${PLATFORM}-${process.arch}`;
  const bin = path.join(dir, 'node_modules', pkg, 'bin', process.platform === 'win32' ? 'node.exe' : 'node');
  const versionOf = () => (existsSync(bin) ? spawnSync(bin, ['--version'], { encoding: 'utf8' }).stdout.trim() : '');
  if (!versionOf().startsWith(`v${major}.`)) {
    const installed = spawnSync(
      npm,
      ['install', '--prefix', dir, '--no-save', '--no-audit', '--no-fund', `${pkg}@${major}`],
      { encoding: 'utf8', shell: process.platform === 'win32' },
    );
    if (installed.status !== 0 || !versionOf().startsWith(`v${major}.`)) {
      throw new Error(
        `Node ${major}: "npm install --prefix ${dir} ${pkg}@${major}" failed\n${installed.stdout}${installed.stderr}`,
      );
    }
  }
  return { bin, version: versionOf() };
}

/**
 * Runs the server tests with `bin`; their counts and the names of the failed ones.
 * @param {string} bin
 */
function serverTests(bin) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'node-lines-'));
  const report = path.join(dir, 'report.json');
  try {
    const vitest = path.join(ROOT, 'node_modules', 'vitest', 'vitest.mjs');
    spawnSync(bin, [vitest, 'run', ...SERVER_TESTS, '--reporter=json', `--outputFile=${report}`], {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    if (!existsSync(report)) return { passed: 0, failed: 1, skipped: 0, failures: ['vitest wrote no report'] };
    /** @type {{ numPassedTests: number, numFailedTests: number, numPendingTests: number, numTodoTests: number, testResults: { name: string, status: string, message?: string, assertionResults: { fullName: string, status: string }[] }[] }} */
    const json = JSON.parse(readFileSync(report, 'utf8'));
    const failures = json.testResults.flatMap((file) => [
      ...(file.status === 'failed' && !file.assertionResults.length
        ? [`${path.relative(ROOT, file.name)}: ${file.message ?? 'failed'}`]
        : []),
      ...file.assertionResults
        .filter((test) => test.status === 'failed')
        .map((test) => `${path.relative(ROOT, file.name)}: ${test.fullName}`),
    ]);
    const failed = Math.max(json.numFailedTests, failures.length);
    return { passed: json.numPassedTests, failed, skipped: json.numPendingTests + json.numTodoTests, failures };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Starts `node demo/server/start.mjs` with `bin` on a free port and queries the home page entry.
 * @param {string} bin
 * @returns {Promise<string | undefined>} what went wrong, or undefined
 */
async function contentService(bin) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'node-lines-data-'));
  const child = spawn(bin, [path.join(ROOT, 'demo', 'server', 'start.mjs')], {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(signal ?? code)));
  let output = '';
  try {
    const origin = await new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`did not start within 20 s:\n${output}`)), 20_000);
      const read = (/** @type {Buffer} */ chunk) => {
        output += chunk;
        const found = /Demo site\s+(http:\/\/127\.0\.0\.1:\d+)\//.exec(output)?.[1];
        if (!found || !output.includes('Ctrl-C')) return;
        clearTimeout(timer);
        resolve(found);
      };
      child.stdout.on('data', read);
      child.stderr.on('data', read);
      void exited.then(
        (how) => (clearTimeout(timer), reject(new Error(`exited (${String(how)}) before listening:\n${output}`))),
      );
    });
    const response = await fetch(`${origin}/api/v3/query/demo/page?userAttributes.urlPath=%2F`);
    const body = /** @type {{ page?: { id?: string }[] }} */ (await response.json());
    if (response.status !== 200 || body.page?.[0]?.id !== 'larkspur-home')
      return `the home page query answered ${response.status} ${JSON.stringify(body).slice(0, 200)}`;
    child.kill('SIGINT');
    const how = await exited;
    return how === 0 ? undefined : `stopped with ${String(how)} on SIGINT`;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (!existsSync(path.join(ROOT, 'dist', 'server.js'))) {
  console.error('dist/server.js is missing: run `npm run build` first.');
  process.exit(1);
}

let ok = true;
for (const major of LINES) {
  const started = performance.now();
  let line;
  try {
    const { bin, version } = nodeOf(major);
    const tests = serverTests(bin);
    const service = await contentService(bin);
    const seconds = ((performance.now() - started) / 1000).toFixed(0);
    const passed = tests.failed === 0 && !service;
    ok &&= passed;
    line =
      `Node ${version}: ${passed ? 'ok' : 'FAILED'}: server tests ${tests.passed} passed, ${tests.failed} failed, ${tests.skipped} skipped;` +
      ` content service ${service ? `FAILED (${service})` : 'answered the content query'} (${seconds} s)`;
    for (const failure of tests.failures) line += `\n  failed: ${failure}`;
  } catch (error) {
    ok = false;
    line = `Node ${major}: FAILED: ${error instanceof Error ? error.message : String(error)}`;
  }
  console.log(line);
}
process.exit(ok ? 0 : 1);
