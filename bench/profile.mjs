// @ts-check
// CPU profiles of bench pages (V8 sampling profiler over CDP), saved as .cpuprofile for
// Chrome DevTools and summarised as the functions with the most self time.
import { writeFile } from 'node:fs/promises';
import { withVisitorPage } from './browser.mjs';

/**
 * @typedef {object} ProfileEntry
 * @property {string} name function name (or `(program)`, `(garbage collector)`…)
 * @property {string} where file:line of the function
 * @property {number} selfMs time sampled in the function itself
 * @property {number} share of all sampled time
 */

/**
 * Loads `url` in a fresh context with the profiler running from before the navigation.
 * @param {import('puppeteer-core').Browser} browser
 * @param {string} url
 * @param {string} file where the .cpuprofile goes
 * @returns {Promise<ProfileEntry[]>} the top functions by self time
 */
export function profilePage(browser, url, file) {
  return withVisitorPage(browser, async (page) => {
    const cdp = await page.createCDPSession();
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Profiler.start');
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForFunction(() => '__benchResult' in window, { timeout: 30_000, polling: 50 });
    const { profile } = await cdp.send('Profiler.stop');
    await writeFile(file, JSON.stringify(profile));
    return topSelfTime(profile);
  });
}

/**
 * @param {import('devtools-protocol').Protocol.Profiler.Profile} profile
 * @param {number} [count]
 * @returns {ProfileEntry[]}
 */
export function topSelfTime(profile, count = 15) {
  const { nodes, samples = [], timeDeltas = [] } = profile;
  /** @type {Map<number, number>} */
  const selfUs = new Map();
  samples.forEach((id, i) => selfUs.set(id, (selfUs.get(id) ?? 0) + (timeDeltas[i] ?? 0)));
  /** @type {Map<string, ProfileEntry>} */
  const byFunction = new Map();
  let total = 0;
  for (const node of nodes) {
    const us = selfUs.get(node.id) ?? 0;
    if (node.callFrame.functionName === '(idle)') continue;
    total += us;
    const { functionName, url, lineNumber } = node.callFrame;
    const where = url ? `${url.replace(/^https?:\/\/[^/]+/, '')}:${lineNumber + 1}` : '';
    const key = `${functionName}@${where}`;
    const entry = byFunction.get(key) ?? { name: functionName || '(anonymous)', where, selfMs: 0, share: 0 };
    entry.selfMs += us / 1000;
    byFunction.set(key, entry);
  }
  const top = [...byFunction.values()].sort((a, b) => b.selfMs - a.selfMs).slice(0, count);
  for (const entry of top) entry.share = total ? (entry.selfMs * 1000) / total : 0;
  return top;
}
