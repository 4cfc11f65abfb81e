import { afterEach, describe, expect, it } from 'vitest';
import { Builder, builder } from '../index.ts';
import {
  isTrustedHost,
  isTrustedOrigin,
  normalizeHost,
  registeredTrustedHosts,
  registerTrustedHost,
  setRegisteredTrustedHosts,
} from './trusted-hosts.ts';

afterEach(() => setRegisteredTrustedHosts([]));

describe("trusted hosts (the newest reference tests' list)", () => {
  it.each([
    'localhost',
    'builder.io',
    'beta.builder.io',
    'qa.builder.io',
    '123-review-build.beta.builder.io',
    'a.b.beta.builder.io',
  ])('trusts %s', (host) => {
    expect(isTrustedHost(host)).toBe(true);
  });

  it.each([
    'cdn.builder.io',
    'foo.builder.io',
    'evildomainbeta.builder.io',
    'builder.io.evil.com',
    'notbuilder.io',
    'evil-builder.io',
    'localhost.evil.com',
    '127.0.0.1',
    'example.com',
    '.beta.builder.io',
    '',
    'beta.builder.io.evil.com',
  ])('does not trust %j', (host) => {
    expect(isTrustedHost(host)).toBe(false);
  });

  it('compares case-insensitively and ignores ports and schemes', () => {
    expect(isTrustedHost('LocalHost')).toBe(true);
    expect(normalizeHost('https://Example.com:8080/path?q')).toBe('example.com');
    expect(isTrustedOrigin('http://localhost:5000')).toBe(true);
    expect(isTrustedOrigin('https://qa.builder.io')).toBe(true);
    expect(isTrustedOrigin('http://127.0.0.1:5000')).toBe(false);
    expect(isTrustedOrigin('null')).toBe(false);
    expect(isTrustedOrigin(undefined)).toBe(false);
  });

  it('trusts example.com only once registered, exactly (not its subdomains)', () => {
    expect(isTrustedHost('example.com')).toBe(false);
    Builder.registerTrustedHost('example.com');
    expect(isTrustedHost('example.com')).toBe(true);
    expect(isTrustedHost('www.example.com')).toBe(false);
    expect(isTrustedHost('myexample.com')).toBe(false);
  });

  it('takes *.example.com for subdomains on a dot boundary', () => {
    registerTrustedHost('*.example.com');
    expect(isTrustedHost('www.example.com')).toBe(true);
    expect(isTrustedHost('example.com')).toBe(false);
    expect(isTrustedHost('badexample.com')).toBe(false);
    registerTrustedHost('*.');
    expect(registeredTrustedHosts()).toEqual(['*.example.com']);
  });

  it('exposes the registered hosts as builder.trustedHosts (assigning replaces them)', () => {
    Builder.registerTrustedHost('one.test');
    Builder.registerTrustedHost('ONE.test:443');
    expect(builder.trustedHosts).toEqual(['one.test']);
    builder.trustedHosts = ['two.test', 'https://three.test/'];
    expect(builder.trustedHosts).toEqual(['two.test', 'three.test']);
    expect(isTrustedHost('one.test')).toBe(false);
  });
});
