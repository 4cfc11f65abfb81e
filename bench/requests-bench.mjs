// @ts-check
// Requests made by a page with five `<builder-content>` tags for the same page, fetching from
// the local content service (demo/server): the tags share one content request.
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startContentService } from '../demo/server/service.mjs';
import { withVisitorPage } from './browser.mjs';
import { benchContent } from './content.mjs';

/** Tags on the page. */
export const TAGS = 5;

/**
 * @typedef {object} RequestCount
 * @property {number} tags `<builder-content>` tags on the page
 * @property {number} content requests to the content API
 * @property {number} total every request the page made (document and scripts included)
 * @property {string[]} urls the content API requests
 */

/**
 * @param {import('puppeteer-core').Browser} browser
 * @param {string} origin the bench server
 * @returns {Promise<RequestCount>}
 */
export async function countRequests(browser, origin) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'builder-bench-content-'));
  await mkdir(path.join(dir, 'page'));
  await writeFile(path.join(dir, 'page', 'bench.json'), JSON.stringify(benchContent(100)));
  const service = await startContentService({
    port: 0,
    contentDirs: [dir],
    siteDir: false,
    logger: { info() {}, warn: console.warn, error: console.error },
  });
  try {
    return await withVisitorPage(browser, async (page) => {
      /** @type {string[]} */
      const urls = [];
      page.on('request', (request) => urls.push(request.url()));
      await page.goto(`${origin}/page/requests?api=${encodeURIComponent(service.url)}`, { waitUntil: 'load' });
      await page.waitForFunction(() => '__benchRequests' in window, { timeout: 30_000, polling: 50 });
      // Anything the content would still fetch (symbols, a second query) has had time to start.
      await new Promise((resolve) => setTimeout(resolve, 300));
      const content = urls.filter((url) => url.startsWith(service.url) && url.includes('/api/v3/query/'));
      return { tags: TAGS, content: content.length, total: urls.length, urls: content };
    });
  } finally {
    await service.close();
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * The page: five tags for `/bench`, done when every one shows its content root.
 * @param {string} api the content service's origin
 */
export function requestsPageHtml(api) {
  const tag = `<builder-content api-key="demo" api-host="${api.replace(/"/g, '')}" url="/bench" can-track="false"></builder-content>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>bench requests</title></head><body>
${Array.from({ length: TAGS }, () => tag).join('\n')}
<script type="module">
import '/dist/builder-elements.js';
const tags = [...document.querySelectorAll('builder-content')];
const check = () => (tags.every((t) => t.shadowRoot?.querySelector('[builder-content-id]')) ? (window.__benchRequests = true) : setTimeout(check, 20));
check();
</script>
</body></html>`;
}
