import { afterEach, describe, expect, it, vi } from 'vitest';
import { refusalOf, resolveWithNodeDns, type HostResolver } from './guarded-fetch.ts';

const resolvesTo =
  (addresses: readonly string[] | undefined): HostResolver =>
  async () =>
    addresses;
const check = (url: string, guard: Parameters<typeof refusalOf>[1] = {}) => refusalOf(new URL(url), guard);

describe('refusalOf', () => {
  it('refuses private hosts by their text, before resolving anything', async () => {
    const resolveHost = vi.fn(resolvesTo(['93.184.215.14']));
    for (const url of [
      'http://127.0.0.1:8080/',
      'http://2130706433/',
      'http://[::1]/',
      'http://[::ffff:127.0.0.1]/',
      'http://localhost/',
      'http://x.localhost/',
      'http://metadata.google.internal/',
      'http://169.254.169.254/',
    ]) {
      expect(await check(url, { resolveHost }), url).toBe('private');
    }
    expect(resolveHost).not.toHaveBeenCalled();
  });

  it('refuses a name when any address it resolves to is private', async () => {
    expect(await check('https://api.example.com/', { resolveHost: resolvesTo(['93.184.215.14', '10.0.0.5']) })).toBe(
      'private',
    );
    expect(
      await check('https://api.example.com/', { resolveHost: resolvesTo(['2606:4700::1111', '::ffff:127.0.0.1']) }),
    ).toBe('private');
    expect(await check('https://api.example.com/', { resolveHost: resolvesTo(['not an address']) })).toBe('private');
    expect(
      await check('https://api.example.com/', { resolveHost: resolvesTo(['93.184.215.14', '2606:4700::1111']) }),
    ).toBeUndefined();
  });

  it('reports names that do not resolve, never throws for them', async () => {
    const failing: HostResolver = async () => {
      throw Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' });
    };
    expect(await check('https://nowhere.example.com/', { resolveHost: failing })).toBe('unresolved');
    expect(await check('https://empty.example.com/', { resolveHost: resolvesTo([]) })).toBe('unresolved');
  });

  it('falls back to the text rules when the runtime cannot resolve names', async () => {
    const noResolver = resolvesTo(undefined);
    expect(await check('https://api.example.com/', { resolveHost: noResolver })).toBeUndefined();
    expect(await check('http://localhost/', { resolveHost: noResolver })).toBe('private');
    expect(await check('http://10.0.0.5/', { resolveHost: noResolver })).toBe('private');
  });

  it('lets listed hosts through: exact names and IP literals, any case, IPv6 with or without brackets', async () => {
    const resolveHost = resolvesTo(['127.0.0.1']);
    expect(await check('http://LOCALHOST:3000/', { allowedPrivateHosts: ['localhost'] })).toBeUndefined();
    expect(await check('http://localhost/', { allowedPrivateHosts: ['LocalHost'] })).toBeUndefined();
    expect(await check('http://api.internal/', { allowedPrivateHosts: ['API.INTERNAL'] })).toBeUndefined();
    expect(
      await check('http://dev.example.com/', { allowedPrivateHosts: ['dev.example.com'], resolveHost }),
    ).toBeUndefined();
    expect(await check('http://127.0.0.1/', { allowedPrivateHosts: ['127.0.0.1'] })).toBeUndefined();
    expect(await check('http://2130706433/', { allowedPrivateHosts: ['127.0.0.1'] })).toBeUndefined();
    for (const allowed of ['::1', '[::1]', '0:0:0:0:0:0:0:1']) {
      expect(await check('http://[::1]:8080/', { allowedPrivateHosts: [allowed] }), allowed).toBeUndefined();
    }
    expect(await check('http://[::ffff:7f00:1]/', { allowedPrivateHosts: ['::FFFF:127.0.0.1'] })).toBeUndefined();
    expect(await check('http://[fd00:ec2::254]/', { allowedPrivateHosts: ['FD00:EC2::254'] })).toBeUndefined();
  });

  it('matches listed hosts exactly: no subdomains, no other host with the same address, no ports or URLs', async () => {
    const resolveHost = resolvesTo(['127.0.0.1']);
    expect(await check('http://a.localhost/', { allowedPrivateHosts: ['localhost'] })).toBe('private');
    expect(await check('http://localhost/', { allowedPrivateHosts: ['127.0.0.1'] })).toBe('private');
    expect(await check('http://127.0.0.2/', { allowedPrivateHosts: ['127.0.0.1'] })).toBe('private');
    expect(
      await check('http://other.example.com/', { allowedPrivateHosts: ['dev.example.com', '127.0.0.1'], resolveHost }),
    ).toBe('private');
    for (const allowed of ['127.0.0.1:8080', 'http://127.0.0.1/', 'user@127.0.0.1', '']) {
      expect(await check('http://127.0.0.1:8080/', { allowedPrivateHosts: [allowed] }), allowed).toBe('private');
    }
  });

  it('stops waiting for a stalled resolver when the signal aborts', async () => {
    const controller = new AbortController();
    const stalled: HostResolver = () => new Promise(() => {});
    const pending = refusalOf(new URL('https://slow-dns.example.com/'), { resolveHost: stalled }, controller.signal);
    controller.abort(new Error('timed out'));
    await expect(pending).rejects.toThrow('timed out');
  });
});

describe('resolveWithNodeDns', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("resolves with Node's resolver, every address", async () => {
    const addresses = await resolveWithNodeDns('localhost');
    expect(addresses?.length).toBeGreaterThan(0);
    expect(addresses?.every((address) => address === '127.0.0.1' || address === '::1')).toBe(true);
  });

  it('rejects for a name that does not resolve', async () => {
    await expect(resolveWithNodeDns('does-not-exist.invalid')).rejects.toThrow();
  });

  it('resolves undefined where there is no node:dns (edge runtimes have no process.getBuiltinModule)', async () => {
    vi.spyOn(process, 'getBuiltinModule').mockImplementation(() => undefined);
    expect(await resolveWithNodeDns('example.com')).toBeUndefined();
    expect(await refusalOf(new URL('https://example.com/'))).toBeUndefined();
    expect(await refusalOf(new URL('http://localhost/'))).toBe('private');
  });
});
