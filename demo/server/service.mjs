// Placeholder until the local content service lands (issue 3): answers 404 to everything.
import http from 'node:http';

/** @param {{ port?: number, host?: string, apiKeys?: string[] }} [options] */
export async function startContentService(options = {}) {
  const server = http.createServer((_req, res) => { res.writeHead(404).end(); });
  await new Promise((resolve) => server.listen(options.port ?? 5000, options.host ?? '127.0.0.1', () => resolve(undefined)));
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    url: `http://127.0.0.1:${address.port}`,
    port: address.port,
    close: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}
