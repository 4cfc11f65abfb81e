// @ts-check
// Where the wall clock of one bench load goes (`node bench/run.mjs --timeline`): a DevTools
// timeline trace of the load, cut at the page's marks, summed per kind of main-thread work
// (script, style recalculation, layout, parsing, garbage collection) with the idle time
// between tasks, so wall-clock excess over the floor can be attributed.
import { withVisitorPage } from './browser.mjs';

const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'v8', 'toplevel'];

/** Top-level kinds of main-thread work, by trace event name. */
const KINDS = /** @type {Record<string, string>} */ ({
  EvaluateScript: 'script', 'v8.compile': 'compile', 'v8.compileModule': 'compile', FunctionCall: 'script', 'v8.evaluateModule': 'script', EventDispatch: 'script', TimerFire: 'script', FireAnimationFrame: 'script', RunMicrotasks: 'script', 'V8.GCScavenger': 'gc', MajorGC: 'gc', MinorGC: 'gc', 'V8.GC_MC_BACKGROUND': 'gc',
  UpdateLayoutTree: 'style', RecalculateStyles: 'style', Layout: 'layout', ParseHTML: 'parse', ParseAuthorStyleSheet: 'parse css', Paint: 'paint', PrePaint: 'paint', Layerize: 'paint', 'Document::updateStyleAndLayout': 'style',
});

/**
 * @typedef {object} Timeline
 * @property {number} wallMs start mark → dom mark
 * @property {number} busyMs main thread in tasks over that span
 * @property {number} idleMs the rest
 * @property {number} longestTaskMs
 * @property {number} tasks
 * @property {Record<string, number>} kinds ms per kind (self time of the outermost matching event)
 */

/**
 * The events not nested in an earlier one of the list (a task runs tasks inside itself; counting
 * both would count the inner time twice).
 * @template {{ ts: number, dur?: number }} E
 * @param {E[]} events
 * @returns {E[]}
 */
function outermost(events) {
  let until = -Infinity;
  return [...events].sort((a, b) => a.ts - b.ts).filter((e) => {
    if (e.ts < until) return false;
    until = e.ts + (e.dur ?? 0);
    return true;
  });
}

/**
 * @param {import('puppeteer-core').Browser} browser
 * @param {string} url
 * @returns {Promise<Timeline>}
 */
export function timelineOf(browser, url) {
  return withVisitorPage(browser, async (page) => {
    await page.tracing.start({ categories: CATEGORIES });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForFunction(() => '__benchResult' in window, { timeout: 60_000, polling: 50 });
    const trace = JSON.parse(Buffer.from(/** @type {Uint8Array} */ (await page.tracing.stop())).toString('utf8'));
    /** @type {{ name: string, ph: string, ts: number, dur?: number, pid: number, tid: number, args?: any }[]} */
    const events = trace.traceEvents;
    const mark = (/** @type {string} */ name) => events.find((e) => e.name === name);
    const start = mark('bench:start');
    const dom = mark('bench:dom');
    if (!start || !dom) throw new Error(`${url}: marks missing from the trace`);
    const main = events.filter((e) => e.pid === start.pid && e.tid === start.tid && e.ph === 'X' && e.dur !== undefined && e.ts + (e.dur ?? 0) > start.ts && e.ts < dom.ts);
    const clip = (/** @type {{ ts: number, dur?: number }} */ e) => Math.max(0, Math.min(e.ts + (e.dur ?? 0), dom.ts) - Math.max(e.ts, start.ts)) / 1000;
    const tasks = outermost(main.filter((e) => e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask'));
    const busyMs = tasks.reduce((sum, e) => sum + clip(e), 0);
    /** @type {Record<string, number>} */
    const kinds = {};
    for (const e of outermost(main.filter((e) => KINDS[e.name]))) kinds[KINDS[e.name]] = (kinds[KINDS[e.name]] ?? 0) + clip(e);
    const wallMs = (dom.ts - start.ts) / 1000;
    return { wallMs, busyMs, idleMs: wallMs - busyMs, longestTaskMs: Math.max(0, ...tasks.map(clip)), tasks: tasks.length, kinds };
  });
}
