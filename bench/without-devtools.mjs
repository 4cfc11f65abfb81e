// @ts-check
// A cross-check of the evaluation bench with nothing attached to the browser: each load is a
// fresh headless Chromium process run with `--dump-dom`, so no DevTools protocol session exists
// and the page's scripts run exactly as for a visitor. The page writes its evaluation time on
// `<html data-bench-evaluated>` (./pages/harness.js), read back from the dumped DOM. Wall clock
// only (the CPU clock needs a trace, hence a session) and a process per load: slower and
// noisier than the evaluation bench, so it checks that bench rather than replacing it.
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { CHROMIUM_FLAGS, EXECUTABLE } from './browser.mjs';

const run = promisify(execFile);

/**
 * Loads `url` (an `?evaluate` page) in a new Chromium with an empty profile.
 * @param {string} url
 * @returns {Promise<import('./evaluation-bench.mjs').EvaluationSample>} script start → render call, wall clock
 */
export async function loadWithoutDevtools(url) {
  const profile = await mkdtemp(path.join(os.tmpdir(), 'builder-bench-profile-'));
  try {
    const { stdout } = await run(EXECUTABLE, ['--headless', ...CHROMIUM_FLAGS, `--user-data-dir=${profile}`, '--dump-dom', url], { encoding: 'utf8', timeout: 60_000 });
    const match = /data-bench-evaluated="([\d.]+)"/.exec(stdout);
    if (!match) throw new Error(`${url}: the dumped page has no data-bench-evaluated attribute`);
    return { wall: Number(match[1]) };
  } finally {
    await rm(profile, { recursive: true, force: true });
  }
}
