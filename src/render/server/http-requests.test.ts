import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { BLOCK_TYPE, renderContentToHtml, type BuilderContent } from '../../server.ts';

/** A tiny JSON API over real HTTP: `/products?q=…`, `/slow` (answers after 2 s), `/broken` (500). */
let server: Server;
let origin = '';
const requests: string[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    requests.push(req.url ?? '');
    const url = new URL(req.url ?? '/', 'http://x');
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (url.pathname === '/products') json(200, { results: [{ name: `Kenya ${url.searchParams.get('q')}` }] });
    else if (url.pathname === '/slow') setTimeout(() => json(200, { results: [{ name: 'too late' }] }), 2000);
    else json(500, { error: 'broken' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => {
  server.closeAllConnections();
  server.close(() => resolve());
}));
beforeEach(() => void requests.splice(0));
const requestsSeen = () => [...requests];

const text = (id: string, binding: string) => ({
  '@type': BLOCK_TYPE, id, component: { name: 'Text', options: { text: '' } }, bindings: { 'component.options.text': binding },
});
const page = (httpRequests: Record<string, string>, state: Record<string, unknown> = {}): BuilderContent => ({
  id: 'http-page',
  data: { state, httpRequests, blocks: [text('builder-name', 'state.products?.results?.[0]?.name ?? "no data"')] },
});

describe('httpRequests on the server', () => {
  it('fetches the URL (templates evaluated against the state) before rendering, and hands the data to the client', async () => {
    const { contentHtml, content } = await renderContentToHtml({ content: page({ products: `${origin}/products?q={{state.query}}` }, { query: 'AA' }) });
    expect(requests).toEqual(['/products?q=AA']);
    expect(contentHtml).toContain('Kenya AA');
    expect(content?.data?.state).toEqual({ query: 'AA', products: { results: [{ name: 'Kenya AA' }] } });
  });

  it('sends identical URLs once, and leaves keys that already have a value alone', async () => {
    const url = `${origin}/products?q=same`;
    const { content } = await renderContentToHtml({ content: page({ products: url, again: url, preset: `${origin}/products?q=preset` }, { preset: 'kept' }) });
    expect(requests).toEqual(['/products?q=same']);
    expect(content?.data?.state?.again).toEqual(content?.data?.state?.products);
    expect(content?.data?.state?.preset).toBe('kept');
  });

  it('renders without the data when a request fails or outlasts the timeout, with one warning per URL', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const started = Date.now();
    const { contentHtml, content } = await renderContentToHtml({
      content: page({ products: `${origin}/slow`, other: `${origin}/broken` }),
      httpRequestTimeout: 200,
    });
    expect(Date.now() - started).toBeLessThan(1500);
    expect(contentHtml).toContain('no data');
    expect(content?.data?.state).toEqual({});
    expect(warn.mock.calls.map((call) => String(call[0]))).toEqual([
      `Builder: httpRequests could not load ${origin}/broken`,
      `Builder: httpRequests could not load ${origin}/slow`,
    ]);
    warn.mockRestore();
  });

  it('never writes an answer to __proto__, prototype or constructor', async () => {
    const hostile = JSON.parse(`{"__proto__": "${origin}/products?q=p", "constructor": "${origin}/products?q=c"}`) as Record<string, string>;
    const { content } = await renderContentToHtml({ content: page(hostile) });
    expect(requestsSeen()).toEqual([]);
    expect(Object.getPrototypeOf(content?.data?.state)).toBe(Object.prototype);
  });

  it('refuses URLs that are not absolute http(s)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { content } = await renderContentToHtml({ content: page({ a: 'file:///etc/passwd', b: 'javascript:alert(1)', c: '/relative/path' }) });
    expect(content?.data?.state).toEqual({});
    expect(warn).toHaveBeenCalledTimes(3);
    expect(String(warn.mock.calls[0][0])).toContain('only http and https URLs are fetched');
    warn.mockRestore();
  });
});
