// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserCookies } from './cookies.ts';
import { createVisitorSession, randomId } from './session.ts';

afterEach(() => {
  vi.useRealTimers();
  document.cookie = 'builderSessionId=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  localStorage.clear();
});

const session = () =>
  createVisitorSession(
    () => browserCookies(),
    () => localStorage,
  );

describe('visitor session', () => {
  it('makes 32-hex ids', () => {
    expect(randomId()).toMatch(/^[a-f0-9]{32}$/);
    expect(randomId()).not.toBe(randomId());
  });

  it('keeps ids in memory and writes nothing before persist()', () => {
    const ids = session();
    const sessionId = ids.sessionId();
    expect(sessionId).toMatch(/^[a-f0-9]{32}$/);
    expect(ids.sessionId()).toBe(sessionId);
    expect(ids.visitorId()).toMatch(/^[a-f0-9]{32}$/);
    expect(document.cookie).toBe('');
    expect(localStorage.length).toBe(0);
  });

  it('persists the session cookie (30 min) and the visitor id', () => {
    const ids = session();
    ids.persist();
    expect(document.cookie).toBe(`builderSessionId=${ids.sessionId()}`);
    expect(localStorage.getItem('builderVisitorId')).toBe(ids.visitorId());
  });

  it('reuses stored ids', () => {
    document.cookie = 'builderSessionId=0123456789abcdef0123456789abcdef; path=/';
    localStorage.setItem('builderVisitorId', 'fedcba9876543210fedcba9876543210');
    const ids = session();
    expect(ids.sessionId()).toBe('0123456789abcdef0123456789abcdef');
    expect(ids.visitorId()).toBe('fedcba9876543210fedcba9876543210');
  });

  it('starts a new session after 30 idle minutes', () => {
    vi.useFakeTimers({ now: 0, toFake: ['Date'] });
    const ids = createVisitorSession(
      () => undefined,
      () => undefined,
    );
    const first = ids.sessionId();
    vi.setSystemTime(29 * 60_000);
    expect(ids.sessionId()).toBe(first);
    vi.setSystemTime(31 * 60_000);
    expect(ids.sessionId()).not.toBe(first);
  });

  it('survives storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    } as unknown as Storage;
    const ids = createVisitorSession(
      () => undefined,
      () => broken,
    );
    expect(ids.visitorId()).toMatch(/^[a-f0-9]{32}$/);
    expect(() => ids.persist()).not.toThrow();
  });
});
