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
 * Loads `url` in a fresh browser context (its own cache and storage: a first visit) and
 * waits for the page to publish `window[key]`.
 * @template T
 * @param {import('puppeteer-core').Browser} browser
 * @param {string} url
 * @param {string} key
 * @param {(page: import('puppeteer-core').Page) => void | Promise<void>} [prepare] runs before the navigation
 * @returns {Promise<T>}
 */
export async function loadAndRead(browser, url, key, prepare) {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    const errors = /** @type {string[]} */ ([]);
    page.on('pageerror', (error) => errors.push(String(error)));
    if (prepare) await prepare(page);
    await page.goto(url, { waitUntil: 'load' });
    try {
      await page.waitForFunction((k) => k in window, { timeout: 30_000, polling: 50 }, key);
    } catch (error) {
      throw new Error(`${url}: no result${errors.length ? ` (page errors: ${errors.join('; ')})` : ''}`, { cause: error });
    }
    return /** @type {T} */ (await page.evaluate((k) => /** @type {any} */ (window)[k], key));
  } finally {
    await context.close();
    // The closed context's renderer process winds down on one of the two cores: let it finish
    // before the next load is timed.
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  }
}
