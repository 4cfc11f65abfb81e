// Starts the local services that browser tests talk to over real HTTP, and answers the
// requests that tests route away from the production CDN.
import { startContentService } from '../../demo/server/service.mjs';

/** API key accepted by the test content service. The peer suite renders with "abcd". */
export const TEST_API_KEY = 'abcd';

export async function startTestServices() {
  const service = await startContentService({ port: 0, apiKeys: [TEST_API_KEY, 'demo'] });
  return {
    /** Exposed to every test page as `window.__BUILDER_TEST__`. */
    info: { serviceUrl: service.url, apiKey: TEST_API_KEY },
    /**
     * Serve a `cdn.builder.io` path from the local service (images, video, content).
     * @param {string} method
     * @param {string} pathAndQuery
     */
    async cdnResponse(method, pathAndQuery) {
      const res = await fetch(service.url + pathAndQuery, { method });
      const body = Buffer.from(await res.arrayBuffer());
      return {
        status: res.status,
        contentType: res.headers.get('content-type') ?? 'application/octet-stream',
        headers: { 'access-control-allow-origin': '*' },
        body,
      };
    },
    close: () => service.close(),
  };
}
