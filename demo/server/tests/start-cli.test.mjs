// @ts-check
// `node demo/server/start.mjs`: starts on PORT, prints its URLs, serves, and stops on SIGINT.
import { spawn } from 'node:child_process';
import http from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const START = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'start.mjs');
/** @type {string[]} */
const tempDirs = [];
afterAll(() => Promise.all(tempDirs.map((dir) => rm(dir, { recursive: true, force: true }))));

/**
 * Runs the CLI until `done(output)` holds or it exits.
 * @param {Record<string, string>} env
 * @param {(output: string) => boolean} done
 */
function runCli(env, done) {
  const child = spawn(process.execPath, [START], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const ready = new Promise((resolve) => {
    const read = (/** @type {Buffer} */ chunk) => {
      output += chunk;
      if (done(output)) resolve(output);
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.on('exit', () => resolve(output));
  });
  const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  return { child, ready, exited };
}

describe('start.mjs', () => {
  it('prints the demo, API and admin URLs, serves content, and stops cleanly on SIGINT', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'cli-data-'));
    tempDirs.push(dataDir);
    const { child, ready, exited } = runCli({ PORT: '0', DATA_DIR: dataDir }, (out) => out.includes('Ctrl-C'));
    const output = /** @type {string} */ (await ready);
    const origin = /Demo site\s+(http:\/\/127\.0\.0\.1:\d+)\//.exec(output)?.[1];
    expect(origin, output).toBeDefined();
    expect(output).toContain(`${origin}/admin`);
    const res = await fetch(`${origin}/api/v3/query/demo/page?userAttributes.urlPath=%2F`);
    expect((await res.json()).page[0].id).toBe('larkspur-home');
    child.kill('SIGINT');
    expect(await exited).toEqual({ code: 0, signal: null });
  });

  it('accepts the hosts named in ALLOWED_HOSTS besides loopback ones, and refuses others with 421', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'cli-data-'));
    tempDirs.push(dataDir);
    const { child, ready, exited } = runCli(
      { PORT: '0', DATA_DIR: dataDir, ALLOWED_HOSTS: 'devbox.lan, .tunnel.example' },
      (out) => out.includes('Ctrl-C'),
    );
    const output = /** @type {string} */ (await ready);
    const port = Number(/127\.0\.0\.1:(\d+)/.exec(output)?.[1]);
    expect(output).toContain('devbox.lan');
    /** @param {string} host */
    const statusFor = (host) =>
      new Promise((resolve, reject) => {
        http
          .get({ host: '127.0.0.1', port, path: '/api/v1/track/events', headers: { host } }, (res) => {
            res.resume();
            resolve(res.statusCode);
          })
          .on('error', reject);
      });
    try {
      expect(await statusFor(`devbox.lan:${port}`)).toBe(200);
      expect(await statusFor('app.tunnel.example')).toBe(200);
      expect(await statusFor(`localhost:${port}`)).toBe(200);
      expect(await statusFor(`evil.example:${port}`)).toBe(421);
    } finally {
      child.kill('SIGINT');
      await exited;
    }
  });

  it('explains a busy port and exits with 1', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'cli-data-'));
    tempDirs.push(dataDir);
    const first = runCli({ PORT: '0', DATA_DIR: dataDir }, (out) => out.includes('Ctrl-C'));
    const port = /127\.0\.0\.1:(\d+)/.exec(/** @type {string} */ (await first.ready))?.[1] ?? '';
    try {
      const second = runCli({ PORT: port, DATA_DIR: dataDir }, () => false);
      const output = /** @type {string} */ (await second.ready);
      expect(output).toMatch(/in use/);
      expect(await second.exited).toMatchObject({ code: 1 });
    } finally {
      first.child.kill('SIGINT');
      await first.exited;
    }
  });
});
