/**
 * Server-side request forgery through `data.httpRequests`: content (written by anyone with
 * editor access) names URLs the server fetches before rendering. None of these may reach the
 * server's own network; each is left to the browser with one warning, and nothing it could
 * have answered appears in the HTML or the state handed to the client.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { BLOCK_TYPE, renderContentToHtml, type BuilderContent } from '../../src/server.ts';

/** An attacker's name whose DNS answer is loopback (the real resolver, with this one answer changed). */
const REBINDING_NAME = 'rebind.attacker.example';
// The kit takes node:dns from process.getBuiltinModule (no import a bundler for another runtime would trip on).
const builtin = process.getBuiltinModule.bind(process);
vi.spyOn(process, 'getBuiltinModule').mockImplementation((id: string) => {
  const module = builtin(id);
  if (id !== 'node:dns') return module;
  const dns = module as typeof import('node:dns');
  const lookup = ((host: string, options: object) =>
    host === REBINDING_NAME
      ? Promise.resolve([{ address: '127.0.0.1', family: 4 }])
      : dns.promises.lookup(host, options)) as typeof dns.promises.lookup;
  return { ...dns, promises: { ...dns.promises, lookup } };
});

const SECRET = 'TOP-SECRET-CREDENTIALS';

/** An internal service: answers every path with the secret, except `/redirect?to=…`. */
function internalService(seen: string[]) {
  return (req: IncomingMessage, res: ServerResponse) => {
    seen.push(req.url ?? '');
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname === '/redirect') {
      res.writeHead(302, { location: url.searchParams.get('to') ?? '/' });
      res.end();
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ results: [{ name: SECRET }] }));
  };
}

async function listen(server: Server, host: string): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  return (server.address() as AddressInfo).port;
}
const close = (server: Server) =>
  new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });

const seenV4: string[] = [];
const seenV6: string[] = [];
const v4 = createServer(internalService(seenV4));
const v6 = createServer(internalService(seenV6));
let port = 0;
let port6 = 0;
beforeAll(async () => {
  port = await listen(v4, '127.0.0.1');
  port6 = await listen(v6, '::1');
});
afterAll(async () => {
  await close(v4);
  await close(v6);
});

let warn: MockInstance<typeof console.warn>;
let fetchSpy: MockInstance<typeof fetch>;
beforeEach(() => {
  seenV4.splice(0);
  seenV6.splice(0);
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  fetchSpy = vi.spyOn(globalThis, 'fetch');
});
afterEach(() => {
  warn.mockRestore();
  fetchSpy.mockRestore();
});

const warnings = () => warn.mock.calls.map((call) => String(call[0]));
const refused = (url: string) =>
  `Builder: httpRequests URL refused on the server (private or loopback address): ${url}`;

const page = (url: string, state: Record<string, unknown> = {}): BuilderContent => ({
  id: 'ssrf-page',
  data: {
    state,
    httpRequests: { loot: url },
    blocks: [
      {
        '@type': BLOCK_TYPE,
        id: 'builder-loot',
        component: { name: 'Text', options: { text: '' } },
        bindings: { 'component.options.text': 'state.loot?.results?.[0]?.name ?? "nothing leaked"' },
      },
    ],
  },
});

/** Renders `url` as the attacker's httpRequests and checks that nothing was requested or leaked. */
async function expectRefused(
  url: string,
  options: { state?: Record<string, unknown>; allowedPrivateHosts?: string[] } = {},
) {
  const { html, contentHtml, content } = await renderContentToHtml({
    content: page(url, options.state),
    allowedPrivateHosts: options.allowedPrivateHosts,
  });
  expect(contentHtml).toContain('nothing leaked');
  expect(html).not.toContain(SECRET);
  expect(JSON.stringify(content)).not.toContain(SECRET);
  expect(content?.data?.state).not.toHaveProperty('loot');
  return { requestsSent: fetchSpy.mock.calls.map((call) => String(call[0])) };
}

describe('SSRF through httpRequests in renderContentToHtml', () => {
  it('refuses the cloud metadata address (IPv4 and AWS IPv6) without sending a request', async () => {
    for (const url of [
      'http://169.254.169.254/latest/meta-data/iam/security-credentials/',
      'http://[fd00:ec2::254]/latest/meta-data/',
      'http://metadata.google.internal/computeMetadata/v1/',
    ]) {
      const { requestsSent } = await expectRefused(url);
      expect(requestsSent, url).toEqual([]);
      expect(warnings(), url).toContainEqual(expect.stringContaining(refused(url)));
    }
  });

  it.each([
    ['decimal IPv4', () => `http://2130706433:${port}/decimal`],
    ['hex IPv4', () => `http://0x7f000001:${port}/hex`],
    ['short hex IPv4', () => `http://0x7f.1:${port}/short-hex`],
    ['octal IPv4', () => `http://0177.0.0.1:${port}/octal`],
    ['0.0.0.0', () => `http://0.0.0.0:${port}/unspecified`],
    ['IPv4-mapped IPv6', () => `http://[::ffff:127.0.0.1]:${port}/mapped`],
    ['IPv4-mapped IPv6 in hex', () => `http://[::ffff:7f00:1]:${port}/mapped-hex`],
    ['localhost', () => `http://localhost:${port}/localhost`],
    ['LOCALHOST. (case, trailing dot)', () => `http://LOCALHOST.:${port}/localhost-dot`],
    ['*.localhost', () => `http://evil.localhost:${port}/sub-localhost`],
    ['a DNS name resolving to 127.0.0.1', () => `http://${REBINDING_NAME}:${port}/rebind`],
  ])('refuses %s: the internal service sees no request', async (_, urlOf) => {
    const url = urlOf();
    const { requestsSent } = await expectRefused(url);
    expect(requestsSent).toEqual([]);
    expect(seenV4).toEqual([]);
    const normalised = new URL(url).href;
    expect(warnings().filter((message) => message.includes(normalised))).toEqual([
      expect.stringContaining(refused(normalised)),
    ]);
  });

  it('refuses IPv6 loopback: the internal service on ::1 sees no request', async () => {
    for (const url of [
      `http://[::1]:${port6}/v6`,
      `http://[0:0:0:0:0:0:0:1]:${port6}/v6-long`,
      `http://[::]:${port6}/v6-unspecified`,
    ]) {
      const { requestsSent } = await expectRefused(url);
      expect(requestsSent, url).toEqual([]);
    }
    expect(seenV6).toEqual([]);
  });

  it('refuses a private host written through a state template', async () => {
    const { requestsSent } = await expectRefused('http://{{state.target}}/templated', {
      state: { target: `127.0.0.1:${port}` },
    });
    expect(requestsSent).toEqual([]);
    expect(seenV4).toEqual([]);
  });

  it('warns once per refused URL, however often it is rendered', async () => {
    const url = `http://127.0.0.1:${port}/twice`;
    await expectRefused(url);
    await expectRefused(url);
    expect(warnings().filter((message) => message.startsWith(refused(url)))).toHaveLength(1);
    expect(warnings()[0]).toContain('allowedPrivateHosts');
  });

  it.each([
    ['localhost', () => `http://localhost:${port}/secret`],
    ['decimal loopback other than the allowed 127.0.0.1', () => `http://2130706434:${port}/secret`],
    ['IPv6 loopback', () => `http://[::1]:${port6}/secret`],
    ['metadata', () => 'http://169.254.169.254/latest/meta-data/'],
    ['a name resolving to loopback', () => `http://${REBINDING_NAME}:${port}/secret`],
  ])('does not follow a redirect from an allowed host to %s', async (_, targetOf) => {
    const target = targetOf();
    const start = `http://127.0.0.1:${port}/redirect?to=${encodeURIComponent(target)}`;
    const { requestsSent } = await expectRefused(start, { allowedPrivateHosts: ['127.0.0.1'] });
    expect(requestsSent).toEqual([start]);
    expect(seenV4).toEqual([new URL(start).pathname + new URL(start).search]);
    expect(seenV6).toEqual([]);
    expect(warnings()).toContainEqual(
      expect.stringContaining(`${refused(new URL(target).href)} (redirected from ${start})`),
    );
  });

  it('does not follow a redirect to a non-http(s) URL', async () => {
    const start = `http://127.0.0.1:${port}/redirect?to=${encodeURIComponent('file:///etc/passwd')}`;
    const { requestsSent } = await expectRefused(start, { allowedPrivateHosts: ['127.0.0.1'] });
    expect(requestsSent).toEqual([start]);
  });
});
