/**
 * A real HTTP server on 127.0.0.1 for core unit tests: records every request and answers with
 * what the test's handler returns (JSON by default). Used instead of replacing `fetch`.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { waitFor } from '../helpers/wait.ts';

export interface RecordedRequest {
  method: string;
  /** Path and query, as received. */
  url: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export interface Reply {
  status?: number;
  /** Sent as JSON unless it is a string. */
  body?: unknown;
  headers?: Record<string, string>;
  /** Milliseconds to wait before answering. */
  delay?: number;
}

export interface TestServer {
  origin: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

export async function startTestServer(
  handle: (request: RecordedRequest) => Reply = () => ({ body: {} }),
): Promise<TestServer> {
  const requests: RecordedRequest[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => void answer());
    async function answer() {
      if (req.method === 'OPTIONS') {
        // CORS preflight (DOM test environments send one for the tracking headers): not recorded.
        res.writeHead(204, {
          'access-control-allow-origin': '*',
          'access-control-allow-methods': 'GET, POST',
          'access-control-allow-headers': req.headers['access-control-request-headers'] ?? '*',
        });
        res.end();
        return;
      }
      const recorded = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body };
      requests.push(recorded);
      const reply = handle(recorded);
      if (reply.delay) await new Promise((resolve) => setTimeout(resolve, reply.delay));
      const text = typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body ?? {});
      res.writeHead(reply.status ?? 200, {
        'content-type': typeof reply.body === 'string' ? 'text/plain' : 'application/json',
        'access-control-allow-origin': '*',
        ...reply.headers,
      });
      res.end(text);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Resolves once `count` requests were recorded. */
export async function waitForRequests(server: TestServer, count: number): Promise<RecordedRequest[]> {
  await waitFor(
    () => server.requests.length >= count,
    () => `${count} requests (got ${server.requests.length})`,
  );
  return server.requests;
}

/** A URL's query as ordered pairs, for exact assertions. */
export const queryPairs = (url: string): [string, string][] => [...new URLSearchParams(url.split('?')[1] ?? '')];
