import { describe, expect, it } from 'vitest';
import { isIpAddress, isPrivateAddress, isPrivateHost, isPrivateHostName, parseIPv6 } from './private-address.ts';

/** The host a URL reaches, as `fetch` sees it: WHATWG URL normalisation applied. */
const hostOf = (url: string) => new URL(url).hostname;

describe('isPrivateAddress: IPv4', () => {
  // Each range's first and last address, and the public neighbours just outside it.
  const ranges: [string, string, string, string][] = [
    // [public before, first, last, public after]
    ['', '0.0.0.0', '0.255.255.255', '1.0.0.0'],
    ['9.255.255.255', '10.0.0.0', '10.255.255.255', '11.0.0.0'],
    ['100.63.255.255', '100.64.0.0', '100.127.255.255', '100.128.0.0'],
    ['126.255.255.255', '127.0.0.0', '127.255.255.255', '128.0.0.0'],
    ['169.253.255.255', '169.254.0.0', '169.254.255.255', '169.255.0.0'],
    ['172.15.255.255', '172.16.0.0', '172.31.255.255', '172.32.0.0'],
    ['191.255.255.255', '192.0.0.0', '192.0.0.255', '192.0.1.0'],
    ['192.167.255.255', '192.168.0.0', '192.168.255.255', '192.169.0.0'],
    ['198.17.255.255', '198.18.0.0', '198.19.255.255', '198.20.0.0'],
    ['223.255.255.255', '224.0.0.0', '239.255.255.255', ''],
    ['', '240.0.0.0', '255.255.255.255', ''],
  ];
  it.each(ranges)('%s | %s – %s | %s', (before, first, last, after) => {
    expect(isPrivateAddress(first)).toBe(true);
    expect(isPrivateAddress(last)).toBe(true);
    if (before) expect(isPrivateAddress(before)).toBe(false);
    if (after) expect(isPrivateAddress(after)).toBe(false);
  });

  it.each([
    '127.0.0.1',
    '169.254.169.254',
    '169.254.170.2',
    '100.100.100.200',
    '10.0.0.5',
    '192.168.1.1',
    '172.20.3.4',
    '0.0.0.0',
    '255.255.255.255',
    '192.0.0.192',
  ])('refuses %s', (ip) => expect(isPrivateAddress(ip)).toBe(true));

  it.each([
    '8.8.8.8',
    '1.1.1.1',
    '172.32.0.1',
    '100.128.0.1',
    '93.184.215.14',
    '192.0.2.1',
    '223.255.255.254',
    '11.1.1.1',
  ])('lets the public %s pass', (ip) => expect(isPrivateAddress(ip)).toBe(false));

  it('refuses the odd IPv4 spellings once the URL parser has normalised them', () => {
    const spellings: [string, string][] = [
      ['http://2130706433/', '127.0.0.1'],
      ['http://0x7f.1/', '127.0.0.1'],
      ['http://0x7f000001/', '127.0.0.1'],
      ['http://017700000001/', '127.0.0.1'],
      ['http://0177.0.0.1/', '127.0.0.1'],
      ['http://127.1/', '127.0.0.1'],
      ['http://127.0.1/', '127.0.0.1'],
      ['http://127.0.0.1./', '127.0.0.1'],
      ['http://%31%32%37.0.0.1/', '127.0.0.1'],
      ['http://\uff11\uff12\uff17.\uff10.\uff10.\uff11/', '127.0.0.1'],
      ['http://0/', '0.0.0.0'],
      ['http://2852039166/', '169.254.169.254'],
      ['http://0xa9fea9fe/', '169.254.169.254'],
      ['http://0xA9.0xFE.0xA9.0xFE/', '169.254.169.254'],
      ['http://169.254.43518/', '169.254.169.254'],
      ['http://0xc0a80001/', '192.168.0.1'],
      ['http://10.1/', '10.0.0.1'],
    ];
    for (const [url, normalised] of spellings) {
      expect(hostOf(url), url).toBe(normalised);
      expect(isPrivateHost(hostOf(url)), url).toBe(true);
    }
    expect(isPrivateHost(hostOf('http://134744072/'))).toBe(false); // 8.8.8.8
  });

  it('is not fooled by text that is not a dotted quad', () => {
    for (const text of ['127.0.0', '127.0.0.1.1', '256.0.0.1', '127.0.0.01', '0x7f.0.0.1', '', 'localhost']) {
      expect(isIpAddress(text), text).toBe(false);
      expect(isPrivateAddress(text), text).toBe(false);
    }
  });
});

describe('isPrivateAddress: IPv6', () => {
  it.each([
    '::',
    '::1',
    '0:0:0:0:0:0:0:1',
    '[::1]',
    '::1%lo0',
    'fc00::',
    'fcff:ffff::1',
    'fd00::1',
    'fdff:ffff:ffff:ffff:ffff:ffff:ffff:ffff',
    'fd00:ec2::254',
    'fe80::',
    'fe80::1%eth0',
    'febf:ffff::1',
    'fec0::1',
    'ff00::',
    'ff02::1',
    'ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:a9fe:a9fe',
    '::ffff:10.0.0.1',
    '::ffff:0:127.0.0.1',
    '::127.0.0.1',
    '::7f00:1',
    '::a9fe:a9fe',
    '::192.168.1.1',
    '64:ff9b::127.0.0.1',
    '64:ff9b::a9fe:a9fe',
    '64:ff9b::10.0.0.5',
    '64:ff9b:1::1',
    '2002:7f00:1::',
    '2002:c0a8:101::1',
    '100::1',
  ])('refuses %s', (ip) => expect(isPrivateAddress(ip)).toBe(true));

  it.each([
    '2606:4700::1111',
    '2001:4860:4860::8888',
    '[2606:4700:4700::1001]',
    '2a00:1450:4001:800::200e',
    'fb00::1',
    'fe00::1',
    'fbff:ffff::1', // just outside fc00::/7 and fe80::/10
    '::ffff:8.8.8.8',
    '::ffff:808:808',
    '64:ff9b::1.1.1.1',
    '64:ff9b::808:808',
    '2002:808:808::1',
    '::8.8.8.8',
  ])('lets the public %s pass', (ip) => expect(isPrivateAddress(ip)).toBe(false));

  it('refuses the IPv6 forms the URL parser produces', () => {
    for (const url of [
      'http://[::1]/',
      'http://[0:0::1]/',
      'http://[::ffff:127.0.0.1]/',
      'http://[::ffff:169.254.169.254]/',
      'http://[::]/',
      'http://[FD00:EC2::254]/',
      'http://[fe80::1]/',
      'http://[::127.0.0.1]/',
    ]) {
      expect(isPrivateHost(hostOf(url)), `${url} → ${hostOf(url)}`).toBe(true);
    }
    expect(hostOf('http://[::ffff:127.0.0.1]/')).toBe('[::ffff:7f00:1]');
    expect(isPrivateHost(hostOf('http://[2606:4700::1111]/'))).toBe(false);
  });

  it('parses the shorthand forms and rejects malformed text', () => {
    expect(parseIPv6('::')).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
    expect(parseIPv6('1::')).toEqual([1, 0, 0, 0, 0, 0, 0, 0]);
    expect(parseIPv6('::ffff:1.2.3.4')).toEqual([0, 0, 0, 0, 0, 0xffff, 0x102, 0x304]);
    expect(parseIPv6('1:2:3:4:5:6:7:8')).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    for (const text of [
      ':::',
      '1::2::3',
      '1:2:3:4:5:6:7',
      '1:2:3:4:5:6:7:8:9',
      '1:2:3:4:5:6:7::8',
      '12345::',
      'g::1',
      '1.2.3.4::',
      '::1.2.3',
      'localhost',
    ]) {
      expect(parseIPv6(text), text).toBeUndefined();
    }
  });
});

describe('isPrivateHostName', () => {
  it.each([
    'localhost',
    'LOCALHOST',
    'localhost.',
    'api.localhost',
    'a.b.localhost',
    'printer.local',
    'metadata.google.internal',
    'db.internal',
    'router.home.arpa',
    'box.localdomain',
    'metadata',
    'intranet', // single labels complete with the server's search domains
  ])('refuses %s', (name) => expect(isPrivateHostName(name)).toBe(true));

  it.each([
    'example.com',
    'cdn.builder.io',
    'localhost.example.com',
    'internal.example.com',
    'local.example.com',
    'mylocalhost.com',
    'notinternal.dev',
  ])('lets %s pass', (name) => expect(isPrivateHostName(name)).toBe(false));

  it('reads the URL host as a name or as an address', () => {
    expect(isPrivateHost(hostOf('http://LocalHost./'))).toBe(true);
    expect(isPrivateHost(hostOf('http://evil.localhost/'))).toBe(true);
    expect(isPrivateHost(hostOf('http://\uff4c\uff4f\uff43\uff41\uff4c\uff48\uff4f\uff53\uff54/'))).toBe(true); // full-width "localhost"
    expect(isPrivateHost(hostOf('http://localhost%2e/'))).toBe(true);
    expect(isPrivateHost(hostOf('http://metadata.google.internal./'))).toBe(true);
    expect(isPrivateHost(hostOf('https://api.example.com/'))).toBe(false);
    expect(isPrivateHost(hostOf('https://8.8.8.8/'))).toBe(false);
  });
});
