// @ts-check
// Headless Chromium through puppeteer-core (installed with @web/test-runner-chrome): the
// machine's /usr/bin/chromium (or CHROME_PATH), no browser download. Every host but 127.0.0.1
// fails to resolve, so content image URLs never leave the machine.
import { execFileSync } from 'node:child_process';
import puppeteer from 'puppeteer-core';
import { CHROMIUM, CHROMIUM_FLAGS } from '../scripts/chromium.mjs';

/** Pause after each load (ms). */
const SETTLE_MS = 150;

/** The project's flags (../scripts/chromium.mjs), and the bench's own. */
const BENCH_FLAGS = [
  ...CHROMIUM_FLAGS,
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
  // Each fresh context opens a browser window, and Chromium 156 loads that window's WebUI
  // omnibox popup (chrome://omnibox-popup.top-chrome) in a renderer of its own: 15–20 ms of CPU
  // landing in the ~30 ms a small page renders in, on a machine of two cores. A visitor's
  // window made its popup once, long before; left on, it doubled the wall clock at N = 100.
  // (puppeteer merges this list with its own disabled features.)
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxFullPopup,WebUIOmniboxAimPopup',
];

/**
 * Launches Chromium with the flags above (plus `BENCH_CHROMIUM_FLAGS`, space-separated, for experiments).
 * @returns {Promise<import('puppeteer-core').Browser>}
 */
export function launchBrowser() {
  const extra = process.env.BENCH_CHROMIUM_FLAGS?.split(' ').filter(Boolean) ?? [];
  return puppeteer.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [...BENCH_FLAGS, ...extra],
    defaultViewport: { width: 1280, height: 800 },
  });
}

/** `Chromium 156.0.8078.79` (from the binary, as the machine line in docs/performance.md quotes it). */
export function chromiumVersion() {
  try {
    return execFileSync(CHROMIUM, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })
      .trim()
      .replace(/ built on.*/, '');
  } catch {
    return 'Chromium (unknown version)';
  }
}

/**
 * Runs `use` with a page in a fresh browser context (its own cache and storage: a first visit),
 * then closes the context and lets its renderer process wind down before the next load.
 * The page's scripts run as they do for a visitor without DevTools open.
 * The protocol session that drives the page has the Runtime domain enabled, and with it V8
 * records a detailed stack trace (line and column of every frame) for each `Error` created.
 * React creates a few `Error`s while its module evaluates, with the bundle's top-level code on
 * the stack, so V8 re-parses the whole bundle to find those lines: 10–15 ms per load on this
 * machine, growing with the bundle's size, noisy, and never paid by a visitor. A capture depth
 * of 0 turns that recording off and changes nothing else.
 * @template T
 * @param {import('puppeteer-core').Browser} browser
 * @param {(page: import('puppeteer-core').Page) => Promise<T>} use
 * @returns {Promise<T>}
 */
export async function withVisitorPage(browser, use) {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    // The depth V8 uses is the largest any session with the Runtime domain asks for, so it is
    // set on puppeteer's own session for the page (not exposed in its types).
    const session = /** @type {{ _client?: () => import('puppeteer-core').CDPSession }} */ (
      /** @type {unknown} */ (page)
    )._client?.();
    if (!session)
      throw new Error(
        "puppeteer-core no longer exposes the page's session (page._client()): the bench cannot turn off DevTools stack capture",
      );
    await session.send('Runtime.setMaxCallStackSizeToCapture', { size: 0 });
    return await use(page);
  } finally {
    await context.close();
    // The closed context's renderer process winds down on one of the two cores: let it finish
    // before the next load is timed.
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
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
 * Loads `url` in a fresh page ({@link withVisitorPage}) and waits for it to publish `window[key]`.
 * @template T
 * @param {import('puppeteer-core').Browser} browser
 * @param {string} url
 * @param {string} key
 * @param {{ traceMarks?: boolean }} [options]
 * @returns {Promise<PageRead<T>>}
 */
export function loadAndRead(browser, url, key, { traceMarks = false } = {}) {
  return withVisitorPage(browser, async (page) => {
    const errors = /** @type {string[]} */ ([]);
    page.on('pageerror', (error) => errors.push(String(error)));
    if (traceMarks) await page.tracing.start({ categories: ['blink.user_timing'] });
    await page.goto(url, { waitUntil: 'load' });
    try {
      await page.waitForFunction((k) => k in window, { timeout: 30_000, polling: 50 }, key);
    } catch (error) {
      throw new Error(`${url}: no result${errors.length ? ` (page errors: ${errors.join('; ')})` : ''}`, {
        cause: error,
      });
    }
    const value = /** @type {T} */ (await page.evaluate((k) => /** @type {any} */ (window)[k], key));
    /** @type {Record<string, number>} */
    const cpu = {};
    if (traceMarks) {
      const trace = await page.tracing.stop();
      /** @type {{ traceEvents: { name: string, tts?: number }[] }} */
      const parsed = JSON.parse(Buffer.from(/** @type {Uint8Array} */ (trace)).toString('utf8'));
      for (const event of parsed.traceEvents)
        if (event.name.startsWith('bench:') && event.tts !== undefined) cpu[event.name.slice(6)] = event.tts / 1000;
    }
    return { value, cpu };
  });
}
