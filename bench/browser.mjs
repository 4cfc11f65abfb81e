// @ts-check
// Headless Chromium through puppeteer-core (installed with @web/test-runner-chrome): the
// machine's /usr/bin/chromium (or CHROME_PATH), no browser download. Every host but 127.0.0.1
// fails to resolve, so content image URLs never leave the machine.
import { execFileSync } from 'node:child_process';
import puppeteer from 'puppeteer-core';

/** Pause after each load (ms). */
const SETTLE_MS = 150;

const EXECUTABLE = process.env.CHROME_PATH || '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
];

/**
 * Launches Chromium with the flags above (plus `BENCH_CHROMIUM_FLAGS`, space-separated, for experiments).
 * @returns {Promise<import('puppeteer-core').Browser>}
 */
export function launchBrowser() {
  const extra = process.env.BENCH_CHROMIUM_FLAGS?.split(' ').filter(Boolean) ?? [];
  return puppeteer.launch({ executablePath: EXECUTABLE, headless: true, args: [...CHROMIUM_FLAGS, ...extra], defaultViewport: { width: 1280, height: 800 } });
}

/** `Chromium 156.0.8078.79` (from the binary, as the README's machine line quotes it). */
export function chromiumVersion() {
  try {
    return execFileSync(EXECUTABLE, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim().replace(/ built on.*/, '');
  } catch {
    return 'Chromium (unknown version)';
  }
}

/**
 * @template T
 * @typedef {object} PageRead
 * @property {T} value what the page published
 * @property {Record<string, number>} cpu with `traceMarks`: the main thread's CPU clock (ms) at
 *   each `performance.mark('bench:…')`, from the trace (`tts`), which stays true when other
 *   processes take the machine's cores
 */

/**
 * Loads `url` in a fresh browser context (its own cache and storage: a first visit) and
 * waits for the page to publish `window[key]`.
 * @template T
 * @param {import('puppeteer-core').Browser} browser
 * @param {string} url
 * @param {string} key
 * @param {{ traceMarks?: boolean }} [options]
 * @returns {Promise<PageRead<T>>}
 */
export async function loadAndRead(browser, url, key, { traceMarks = false } = {}) {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    const errors = /** @type {string[]} */ ([]);
    page.on('pageerror', (error) => errors.push(String(error)));
    if (traceMarks) await page.tracing.start({ categories: ['blink.user_timing'] });
    await page.goto(url, { waitUntil: 'load' });
    try {
      await page.waitForFunction((k) => k in window, { timeout: 30_000, polling: 50 }, key);
    } catch (error) {
      throw new Error(`${url}: no result${errors.length ? ` (page errors: ${errors.join('; ')})` : ''}`, { cause: error });
    }
    const value = /** @type {T} */ (await page.evaluate((k) => /** @type {any} */ (window)[k], key));
    /** @type {Record<string, number>} */
    const cpu = {};
    if (traceMarks) {
      const trace = await page.tracing.stop();
      /** @type {{ traceEvents: { name: string, tts?: number }[] }} */
      const parsed = JSON.parse(Buffer.from(/** @type {Uint8Array} */ (trace)).toString('utf8'));
      for (const event of parsed.traceEvents) if (event.name.startsWith('bench:') && event.tts !== undefined) cpu[event.name.slice(6)] = event.tts / 1000;
    }
    return { value, cpu };
  } finally {
    await context.close();
    // The closed context's renderer process winds down on one of the two cores: let it finish
    // before the next load is timed.
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  }
}
