// @ts-check
/* global document, NodeFilter, Element -- used by the functions that run in the page (page.evaluate) */
/**
 * What `npm run examples` evaluates in the pages it opens (scripts/examples.mjs for the framework
 * recipes, scripts/examples-next.mjs for the Next.js apps).
 */

/**
 * In the page: is `text` shown, in the light DOM or any open shadow root (not in <template>s)?
 * @param {string} text
 */
export function textShown(text) {
  /** @type {(Document | ShadowRoot)[]} */
  const roots = [document];
  for (let i = 0; i < roots.length; i++) {
    const walker = document.createTreeWalker(roots[i], NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node instanceof Element) {
        if (node.shadowRoot) roots.push(node.shadowRoot);
      } else if (/** @type {Text} */ (node).data.includes(text)) {
        const element = node.parentElement;
        const box = element?.getBoundingClientRect();
        if (element && box && box.width > 0 && box.height > 0 && element.checkVisibility({ visibilityProperty: true }))
          return true;
      }
    }
  }
  return false;
}

/**
 * Collects what goes wrong in `page` into `problems`: console errors and warnings, uncaught
 * errors, failed requests (but aborted ones) and HTTP errors. `expected` passes over the ones a
 * page is known to cause (its console message or its response's URL).
 * @param {import('puppeteer-core').Page} page
 * @param {string[]} problems
 * @param {{ message?: (message: import('puppeteer-core').ConsoleMessage) => boolean, response?: (url: string) => boolean }} [expected]
 */
export function watchPage(page, problems, expected = {}) {
  page.on('console', (message) => {
    const type = /** @type {string} */ (message.type());
    if (expected.message?.(message)) return;
    if (type === 'error' || type === 'warn' || type === 'warning' || type === 'assert')
      problems.push(`console.${type}: ${message.text()}`);
  });
  page.on('pageerror', (error) =>
    problems.push(`page error: ${error instanceof Error ? error.message : String(error)}`),
  );
  page.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText ?? '';
    if (reason !== 'net::ERR_ABORTED') problems.push(`request failed: ${request.url()} ${reason}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400 && !expected.response?.(response.url()))
      problems.push(`HTTP ${response.status()}: ${response.url()}`);
  });
}

/**
 * A `waitFor(what, condition, ...args)` for `page`: true once `condition` holds in the page
 * (checked each frame); false, with "`what` (not within `ms` ms)" added to `problems`, if it
 * does not within `ms`.
 * @param {import('puppeteer-core').Page} page
 * @param {string[]} problems
 * @param {number} ms
 */
export function waiterFor(page, problems, ms) {
  /**
   * @param {string} what
   * @param {(...args: any[]) => unknown} condition
   * @param {...unknown} args
   */
  return async (what, condition, ...args) => {
    try {
      await page.waitForFunction(condition, { timeout: ms, polling: 'raf' }, ...args);
      return true;
    } catch {
      problems.push(`${what} (not within ${ms} ms)`);
      return false;
    }
  };
}
