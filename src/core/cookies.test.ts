// @vitest-environment happy-dom
import { request, createServer, type IncomingMessage, type ServerResponse as NodeResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { browserCookies, serverCookies } from './cookies.ts';

afterEach(() => {
  for (const name of document.cookie.split(';').map((c) => c.split('=')[0].trim())) {
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
});

describe('browser cookies', () => {
  it('writes and reads through document.cookie', () => {
    const jar = browserCookies();
    jar.set('builder.tests.abc', 'def', { expires: new Date(Date.now() + 60_000) });
    expect(document.cookie).toContain('builder.tests.abc=def');
    expect(jar.get('builder.tests.abc')).toBe('def');
    expect(jar.get('missing')).toBeUndefined();
  });

  it('reads back every value as written (a % escaped, quotes around a value removed)', () => {
    const jar = browserCookies();
    jar.set('percent', 'a%41b');
    expect(document.cookie).toContain('percent=a%2541b');
    expect(jar.get('percent')).toBe('a%41b');
    document.cookie = 'quoted="x%20y"; path=/';
    expect(jar.get('quoted')).toBe('x y');
    document.cookie = 'broken=%E0%A4%A; path=/';
    expect(jar.get('broken')).toBe('%E0%A4%A');
  });

  it('rejects invalid names and values', () => {
    const jar = browserCookies();
    expect(() => jar.set('bad name', 'x')).toThrow(new TypeError('argument name is invalid'));
    expect(() => jar.set('a;b', 'x')).toThrow('argument name is invalid');
    expect(() => jar.set('', 'x')).toThrow('argument name is invalid');
    expect(() => jar.set('ok', 'a;b')).toThrow(new TypeError('argument value is invalid'));
    expect(() => jar.set('ok', 'a b')).toThrow('argument value is invalid');
    expect(document.cookie).toBe('');
  });

  it('refuses a secure cookie on an http page', () => {
    expect(location.protocol).toBe('http:');
    expect(() => browserCookies().set('s', 'v', { secure: true })).toThrow(
      'Cannot send secure cookie over unencrypted connection',
    );
  });
});

/** Runs `handle` inside a real HTTP server for one request and returns the response headers. */
async function roundTrip(cookieHeader: string | undefined, handle: (req: IncomingMessage, res: NodeResponse) => void) {
  const server = createServer((req, res) => {
    try {
      handle(req, res);
      res.end('ok');
    } catch (error) {
      res.statusCode = 500;
      res.end((error as Error).message);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  try {
    return await new Promise<{ status: number; setCookie: string[]; body: string }>((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, headers: cookieHeader ? { cookie: cookieHeader } : {} }, (res) => {
        let body = '';
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, setCookie: res.headers['set-cookie'] ?? [], body }));
      });
      req.on('error', reject);
      req.end();
    });
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

describe('server cookies', () => {
  it('reads the cookie header and appends Set-Cookie headers', async () => {
    let read: (string | undefined)[] = [];
    const expires = new Date(Date.UTC(2030, 0, 2, 3, 4, 5));
    const result = await roundTrip('a=1; builder.tests.x=var%201; b=2', (req, res) => {
      res.setHeader('Set-Cookie', 'existing=1');
      const jar = serverCookies(req, res);
      read = [jar.get('builder.tests.x'), jar.get('b'), jar.get('nope')];
      jar.set('builderSessionId', 'abc', { expires });
      jar.set('other', 'x');
      jar.set('percent', '50%');
    });
    expect(read).toEqual(['var 1', '2', undefined]);
    expect(result.setCookie).toEqual([
      'existing=1',
      'builderSessionId=abc; Path=/; Expires=Wed, 02 Jan 2030 03:04:05 GMT; SameSite=Lax',
      'other=x; Path=/; SameSite=Lax',
      'percent=50%25; Path=/; SameSite=Lax',
    ]);
  });

  it('throws the spec messages for bad input and insecure secure cookies', async () => {
    const messages: string[] = [];
    await roundTrip(undefined, (req, res) => {
      const jar = serverCookies(req, res);
      for (const attempt of [
        () => jar.set('a b', 'x'),
        () => jar.set('a', 'x\ny'),
        () => jar.set('a', 'x', { secure: true }),
      ]) {
        try {
          attempt();
        } catch (error) {
          messages.push((error as Error).message);
        }
      }
    });
    expect(messages).toEqual([
      'argument name is invalid',
      'argument value is invalid',
      'Cannot send secure cookie over unencrypted connection',
    ]);
  });

  it('marks cookies secure on an encrypted request', () => {
    const headers: Record<string, unknown> = {};
    const res = {
      getHeader: (n: string) => headers[n] as string[] | undefined,
      setHeader: (n: string, v: unknown) => (headers[n] = v),
    };
    serverCookies({ headers: {}, protocol: 'https' }, res).set('s', 'v');
    expect(headers['Set-Cookie']).toEqual(['s=v; Path=/; SameSite=None; Secure']);
  });
});
