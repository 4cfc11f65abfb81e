// @ts-check
// Starts the local services that browser tests talk to over real HTTP, and answers the
// requests that tests route away from the production CDN.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_CONTENT_DIR, startContentService } from '../../demo/server/service.mjs';
import { REAL_API_KEY } from '../reference/real/corpus.mjs';
import { answerFromService } from '../../scripts/chromium.mjs';

/** API key accepted by the test content service. The peer suite renders with "abcd". */
export const TEST_API_KEY = 'abcd';
/** The demo site's key, also accepted. */
export const DEMO_API_KEY = 'demo';
/** Entries tests can rely on (see test/content/README.md). */
export const TEST_CONTENT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'content');
/** Entries only the second service serves, so a render shows which host it fetched from. */
export const SECOND_HOST_CONTENT_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  'content-second-host',
);

/** @typedef {import('../../demo/server/content-store.mjs').ContentDir} ContentDir */

/**
 * @param {{ contentDirs?: ContentDir[] }} [options] extra content folders, served after (and
 *   winning over) `demo/content` and `test/content`; a `{ dir, model }` folder holds entries of one model
 */
export async function startTestServices({ contentDirs = [] } = {}) {
  const options = {
    port: 0,
    // The differential suite renders the corpus of real pages with a key of their own.
    apiKeys: [TEST_API_KEY, DEMO_API_KEY, REAL_API_KEY],
    contentDirs: [DEMO_CONTENT_DIR, TEST_CONTENT_DIR, ...contentDirs],
    logger: { info: () => {}, warn: console.warn, error: console.error },
  };
  const service = await startContentService(options);
  // A second content API host with its own event and submission logs, which the runner never
  // forwards production requests to: a request arriving there went to the host a tree named.
  const second = await startContentService({
    ...options,
    contentDirs: [...options.contentDirs, SECOND_HOST_CONTENT_DIR],
  });
  return {
    /** Exposed to every test page as `window.__BUILDER_TEST__`. */
    info: {
      serviceUrl: service.url,
      secondServiceUrl: second.url,
      apiKey: TEST_API_KEY,
      // `npm run fuzz` sets these for test/fuzz/fuzz.browser.test.tsx.
      fuzzCount: Number(process.env.FUZZ_COUNT) || undefined,
      fuzzSeed: Number(process.env.FUZZ_SEED) || undefined,
    },
    /** The running content service (node side): `events()`, `submissions()`, `clearEvents()`… */
    service,
    /**
     * Serve a `cdn.builder.io` path from the local service (images, video, content, tracking).
     * Pass the intercepted request's headers and body to forward a POST or a preflight whole.
     * @param {string} method
     * @param {string} pathAndQuery
     * @param {{ headers?: Record<string, string>, body?: string | Buffer }} [request]
     */
    cdnResponse(method, pathAndQuery, request = {}) {
      const { headers, body } = request;
      return answerFromService(service.url, {
        method,
        pathAndQuery,
        headers,
        body: body === undefined || typeof body === 'string' ? body : new Uint8Array(body),
      });
    },
    close: () => Promise.all([service.close(), second.close()]),
  };
}
