// @vitest-environment happy-dom
/**
 * `BuilderContent`'s `loading`, `notFound` and `error` against the local content service over
 * real HTTP (nothing stubbed): a small gate in front of the service holds each request until the
 * test lets it through, so "while the request is in flight" is a state the test controls.
 */
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { renderToString } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { serveContent } from '../../test/helpers/content-service.ts';
import { eventually, render, rerender } from '../../test/helpers/happy-dom-render.tsx';
import { BuilderComponent } from '../compat/index.ts';
import { BLOCK_TYPE, BuilderContent, type BuilderContent as Content } from '../index.ts';

const entry = (id: string, url: string, text: string): Content => ({
  id,
  data: { url, blocks: [{ '@type': BLOCK_TYPE, id: `builder-${id}`, component: { name: 'Text', options: { text } } }] },
});

const service = serveContent({ page: [entry('home', '/', 'Home page'), entry('about', '/about', 'About us')] });

/**
 * An HTTP server in front of the content service: each content request waits until `release()`,
 * then gets the service's answer (or a 500 with `failWith500`). `pending` counts the held requests.
 */
interface Gate {
  url: string;
  pending: number;
  failWith500: boolean;
  release(): void;
}

function startGate(): Gate {
  const held: (() => void)[] = [];
  let server: Server | undefined;
  const gate: Gate = {
    url: '',
    get pending() {
      return held.length;
    },
    failWith500: false,
    release() {
      for (const go of held.splice(0)) go();
    },
  };
  const answer = (req: IncomingMessage, res: ServerResponse): void => {
    if (gate.failWith500 && req.method !== 'OPTIONS') {
      const cors = {
        'access-control-allow-origin': req.headers.origin ?? '*',
        'access-control-allow-credentials': 'true',
      };
      res.writeHead(500, { 'content-type': 'application/json', ...cors }).end('{"error":"down"}');
      return;
    }
    const upstream = request(
      new URL(req.url ?? '/', service.url),
      { method: req.method, headers: req.headers },
      (answered) => {
        res.writeHead(answered.statusCode ?? 502, answered.headers);
        answered.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    upstream.end();
  };
  beforeAll(async () => {
    server = createServer((req, res) => {
      // The CORS preflight passes at once: the request the content waits for is the GET.
      if (req.method === 'OPTIONS') answer(req, res);
      else held.push(() => answer(req, res));
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    gate.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    gate.release();
    await new Promise((resolve) => server?.close(resolve));
  });
  return gate;
}

const gate = startGate();
// Each test asks for its own URL: the page's content client keeps answers it already has.

/** A local address nothing listens on (a server's port, once the server closed). */
let unreachable = '';
beforeAll(async () => {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  unreachable = `http://127.0.0.1:${(probe.address() as AddressInfo).port}`;
  await new Promise((resolve) => probe.close(resolve));
});

const fallbacks = {
  loading: <p className="loading">Loading…</p>,
  notFound: <p className="not-found">No such page</p>,
  error: (error: unknown) => <p className="error">Failed: {String(error)}</p>,
};

describe('BuilderContent fallbacks', () => {
  it('shows `loading` while the request is in flight, then the entry', async () => {
    const host = await render(
      <BuilderContent
        model="page"
        apiKey={service.apiKey}
        apiHost={gate.url}
        url="/about"
        canTrack={false}
        {...fallbacks}
      />,
    );
    await eventually(() => expect(gate.pending).toBe(1));
    expect(host.innerHTML).toBe('<p class="loading">Loading…</p>');
    gate.release();
    await eventually(() => expect(host.querySelector('[builder-content-id="about"]')?.textContent).toBe('About us'));
    expect(host.querySelector('.loading')).toBeNull();
  });

  it('shows `notFound` when the service answers no entry, and `loading` again for a new query', async () => {
    const onLoad = vi.fn();
    const props = { model: 'page', apiKey: service.apiKey, apiHost: gate.url, canTrack: false, onLoad, ...fallbacks };
    const host = await render(<BuilderContent {...props} url="/nowhere" />);
    await eventually(() => expect(gate.pending).toBe(1));
    expect(host.querySelector('.loading')).not.toBeNull();
    gate.release();
    await eventually(() => expect(host.innerHTML).toBe('<p class="not-found">No such page</p>'));
    await eventually(() => expect(onLoad).toHaveBeenCalledWith(undefined));

    await rerender(host, <BuilderContent {...props} url="/" />);
    await eventually(() => expect(gate.pending).toBe(1));
    expect(host.innerHTML).toBe('<p class="loading">Loading…</p>');
    gate.release();
    await eventually(() => expect(host.querySelector('[builder-content-id="home"]')?.textContent).toBe('Home page'));
  });

  it('shows `error` made from the error when the service refuses the request (unknown API key), and calls onError', async () => {
    const onError = vi.fn();
    const host = await render(
      <BuilderContent
        model="page"
        apiKey="not-a-key"
        apiHost={service.url}
        url="/about"
        onError={onError}
        {...fallbacks}
      />,
    );
    await eventually(() => expect(host.querySelector('.error')?.textContent).toMatch(/^Failed: .*401/));
    expect(onError).toHaveBeenCalledTimes(1);
    expect(host.querySelector('.loading')).toBeNull();
  });

  it('shows `error` when the service answers 500', async () => {
    gate.failWith500 = true;
    try {
      const host = await render(
        <BuilderContent
          model="page"
          apiKey={service.apiKey}
          apiHost={gate.url}
          url="/broken"
          canTrack={false}
          {...fallbacks}
        />,
      );
      await eventually(() => expect(gate.pending).toBe(1));
      expect(host.querySelector('.loading')).not.toBeNull();
      gate.release();
      await eventually(() => expect(host.querySelector('.error')?.textContent).toMatch(/500/));
    } finally {
      gate.failWith500 = false;
    }
  });

  it('shows `error` (a node) when the host is unreachable', async () => {
    const host = await render(
      <BuilderContent
        model="page"
        apiKey={service.apiKey}
        apiHost={unreachable}
        url="/about"
        canTrack={false}
        error={<p className="error">Try again later</p>}
      />,
    );
    await eventually(() => expect(host.innerHTML).toBe('<p class="error">Try again later</p>'));
  });

  it('shows no fallback over inline content; server HTML of a fetched entry is the `loading` fallback', async () => {
    const host = await render(<BuilderContent content={entry('inline', '/', 'Inline')} {...fallbacks} />);
    expect(host.querySelector('[builder-content-id="inline"]')?.textContent).toBe('Inline');
    expect(host.querySelector('.loading, .not-found, .error')).toBeNull();
    expect(renderToString(<BuilderContent content={entry('inline', '/', 'Inline')} {...fallbacks} />)).not.toContain(
      'Loading',
    );
    // No effects on the server: nothing is fetched there, the client fetches after hydrating.
    expect(renderToString(<BuilderContent model="page" apiKey={service.apiKey} {...fallbacks} />)).toBe(
      '<p class="loading">Loading…</p>',
    );
  });

  it('renders nothing in each state without the props', async () => {
    const onLoad = vi.fn();
    const host = await render(
      <BuilderContent
        model="page"
        apiKey={service.apiKey}
        apiHost={gate.url}
        url="/nothing-here"
        canTrack={false}
        onLoad={onLoad}
      />,
    );
    await eventually(() => expect(gate.pending).toBe(1));
    expect(host.innerHTML).toBe('');
    gate.release();
    await eventually(() => expect(onLoad).toHaveBeenCalledWith(undefined));
    expect(host.innerHTML).toBe('');
    const onError = vi.fn();
    const failed = await render(
      <BuilderContent model="page" apiKey="not-a-key" apiHost={service.url} onError={onError} />,
    );
    await eventually(() => expect(onError).toHaveBeenCalledTimes(1));
    expect(failed.innerHTML).toBe('');
  });

  it("Gen 1's BuilderComponent: its children are the `loading` fallback, and it takes `notFound`", async () => {
    const host = await render(
      <BuilderComponent
        model="page"
        apiKey={service.apiKey}
        apiHost={gate.url}
        url="/gen1-nowhere"
        canTrack={false}
        notFound={<p className="not-found">None</p>}
      >
        <p className="loading">Loading…</p>
      </BuilderComponent>,
    );
    await eventually(() => expect(gate.pending).toBe(1));
    expect(host.innerHTML).toBe('<p class="loading">Loading…</p>');
    gate.release();
    await eventually(() => expect(host.innerHTML).toBe('<p class="not-found">None</p>'));
  });
});
