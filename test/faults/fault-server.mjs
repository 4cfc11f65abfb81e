// @ts-check
// A loopback HTTP server that fails the way real networks and services fail, for the fault suite
// (test/faults) and the browser tests. The first path segment names the fault, so a content API
// host of `${url}/never` makes every content request of a tree hang, and an httpRequests URL of
// `${url}/cut/data.json` is cut mid-body. Every answer allows any origin (browser tests fetch it
// from the test runner's origin). What is left of the path is ignored, except by the faults that
// answer content (`slow`, `flaky`, `huge`, `ok`), which file it under the keys the path names.
//
//   never       accepts the request and never answers (the socket stays open)
//   slow        answers after `?ms=` (default 1500) with a valid content answer
//   slow-<ms>   the same after <ms> ms (a content API host cannot carry a query string)
//   flaky-<id>  the first request naming <id> gets `error`'s 500, every later one `ok`'s answer
//   stall       sends headers and half a JSON body, then nothing more
//   cut         sends headers and half a JSON body, then destroys the connection
//   error       500 with a JSON error body
//   error-<ms>  the same after <ms> ms (a failure that takes a while)
//   bad-json    200 with a body that is not JSON
//   huge        200 with a valid JSON answer of `?mb=` megabytes (default 6), streamed
//   huge-length 200 whose Content-Length says 64 MB, then the body stalls
//   loop        302 to itself, forever
//   ok          a valid content answer at once
import http from 'node:http';

/** The entry every answering fault serves (a page with one text block). */
export const FAULT_ENTRY_TEXT = 'Answered by the fault server';

/**
 * A content API answer filing `entry` under every key the request names (or `page`).
 * @param {string} pathname
 * @param {object} entry
 */
function contentAnswer(pathname, entry) {
  const match = /\/api\/v[13]\/query\/[^/]+\/([^/?]+)/.exec(pathname);
  const keys = match ? decodeURIComponent(match[1]).split(',') : ['page'];
  return JSON.stringify(Object.fromEntries(keys.map((key) => [key, [entry]])));
}

/** An entry with one text block; `padding` characters of filler in an unused field. */
export function faultEntry(padding = 0) {
  return {
    id: 'fault-entry',
    name: 'Fault entry',
    data: {
      filler: padding ? 'x'.repeat(padding) : undefined,
      blocks: [
        {
          '@type': '@builder.io/sdk:Element',
          id: 'builder-fault-text',
          component: { name: 'Text', options: { text: `<p>${FAULT_ENTRY_TEXT}</p>` } },
        },
      ],
    },
  };
}

const CORS = { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*' };

/**
 * Starts the fault server on 127.0.0.1 (an ephemeral port unless given).
 * @param {{ port?: number }} [options]
 */
export async function startFaultServer({ port = 0 } = {}) {
  /** @type {Set<import('node:net').Socket>} */
  const sockets = new Set();
  /** @type {Map<string, number>} how many requests each fault got */
  const hits = new Map();
  /** @type {Set<string>} the `flaky-<id>` faults that failed their first request already */
  const flaked = new Set();
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fault.local');
    const [, segment = ''] = url.pathname.split('/');
    hits.set(segment, (hits.get(segment) ?? 0) + 1);
    if (req.method === 'OPTIONS') return void res.writeHead(204, CORS).end();
    /** @type {(status: number, body: string, headers?: Record<string, string>) => void} */
    const json = (status, body, headers = {}) =>
      void res.writeHead(status, { 'content-type': 'application/json', ...CORS, ...headers }).end(body);
    const half = () => {
      const body = contentAnswer(url.pathname, faultEntry());
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': String(body.length), ...CORS });
      res.write(body.slice(0, body.length >> 1));
    };
    // `slow-<ms>`, `error-<ms>` and `flaky-<id>` carry their argument in the segment.
    const [, fault = segment, argument = ''] = /^(slow|error|flaky)-(.+)$/.exec(segment) ?? [];
    switch (fault) {
      case 'never':
        return; // the socket stays open until the client gives up or the server closes
      case 'slow': {
        const ms = Number(argument || (url.searchParams.get('ms') ?? 1500));
        const timer = setTimeout(() => json(200, contentAnswer(url.pathname, faultEntry())), ms);
        return void res.on('close', () => clearTimeout(timer));
      }
      case 'flaky':
        if (flaked.has(argument)) return json(200, contentAnswer(url.pathname, faultEntry()));
        flaked.add(argument);
        return json(500, '{"message":"internal error"}');
      case 'stall':
        return half();
      case 'cut':
        half();
        return void setTimeout(() => req.socket.destroy(), 20);
      case 'error': {
        if (!argument) return json(500, '{"message":"internal error"}');
        const timer = setTimeout(() => json(500, '{"message":"internal error"}'), Number(argument));
        return void res.on('close', () => clearTimeout(timer));
      }
      case 'bad-json':
        return void res.writeHead(200, { 'content-type': 'text/html', ...CORS }).end('<html>maintenance</html>');
      case 'huge': {
        const megabytes = Number(url.searchParams.get('mb') ?? 6);
        return void res
          .writeHead(200, { 'content-type': 'application/json', ...CORS })
          .end(contentAnswer(url.pathname, faultEntry(megabytes * 1024 * 1024)));
      }
      case 'huge-length':
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': String(64 * 1024 * 1024), ...CORS });
        return void res.write('{"page":[');
      case 'loop':
        return void res.writeHead(302, { location: req.url ?? '/', ...CORS }).end();
      case 'ok':
        return json(200, contentAnswer(url.pathname, faultEntry()));
      default:
        return json(404, '{"message":"unknown fault"}');
    }
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(undefined)));
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    url: `http://127.0.0.1:${address.port}`,
    /**
     * How many requests `fault` (a first path segment: `error`, `flaky-a1`) got since the start
     * (or the last `resetHits`).
     * @param {string} fault
     */
    hits: (fault) => hits.get(fault) ?? 0,
    resetHits: () => hits.clear(),
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve(undefined));
      }),
  };
}
