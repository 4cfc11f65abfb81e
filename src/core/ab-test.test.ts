// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserCookies } from './cookies.ts';
import {
  applyVariation,
  createTestCookies,
  drawVariation,
  pickVariation,
  rollShares,
  selectVariation,
  sharesOf,
  type AbTest,
} from './ab-test.ts';

const abTest: AbTest = {
  id: 'content',
  testRatio: 0.3334,
  data: { title: 'default' },
  variations: {
    v1: { id: 'v1', name: 'Variation 1', testRatio: 0.3333, data: { title: 'one' } },
    v2: { id: 'v2', testRatio: 0.3333, data: { title: 'two' } },
  },
};

afterEach(() => {
  for (const name of document.cookie.split(';').map((c) => c.split('=')[0].trim())) {
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
});

describe('selectVariation', () => {
  it('returns content without variations unchanged', () => {
    const plain = { id: 'x', data: {} };
    expect(selectVariation(plain)).toEqual({ content: plain });
    expect(selectVariation({ id: 'x', variations: {} }).content).toEqual({ id: 'x', variations: {} });
  });

  it('uses the cookie: the content id means the default variation', () => {
    expect(selectVariation(abTest, { cookie: 'content' })).toEqual({
      content: {
        ...abTest,
        variationId: 'content',
        testVariationId: 'content',
        testVariationName: 'Default variation',
      },
    });
  });

  it('uses the cookie: a variation id shows that variation', () => {
    const { content, remember } = selectVariation(abTest, { cookie: 'v1' });
    expect(remember).toBeUndefined();
    expect(content).toMatchObject({
      id: 'content',
      variationId: 'v1',
      testVariationId: 'v1',
      testVariationName: 'Variation 1',
      data: { title: 'one' },
    });
    expect(selectVariation(abTest, { cookie: 'v2' }).content.testVariationName).toBe('');
  });

  it('lets the page URL force a known variation (and remembers it), ignoring unknown ids', () => {
    expect(selectVariation(abTest, { cookie: 'v1', forced: 'v2' })).toMatchObject({
      content: { variationId: 'v2' },
      remember: 'v2',
    });
    expect(selectVariation(abTest, { cookie: 'v2', forced: 'v2' }).remember).toBeUndefined();
    const unknown = selectVariation(abTest, { cookie: 'v1', forced: 'nope' });
    expect(unknown.content.variationId).toBe('v1');
    expect(unknown.remember).toBeUndefined();
  });

  it('draws by cumulative shares (variations first, then the default) and remembers the draw', () => {
    const pick = (roll: number) => selectVariation(abTest, { random: () => roll });
    expect(pick(0)).toMatchObject({ content: { variationId: 'v1' }, remember: 'v1' });
    expect(pick(0.3332)).toMatchObject({ remember: 'v1' });
    expect(pick(0.3334)).toMatchObject({ remember: 'v2' });
    expect(pick(0.6667)).toMatchObject({
      content: { variationId: 'content', testVariationName: 'Default variation' },
      remember: 'content',
    });
    expect(pick(0.9999)).toMatchObject({ remember: 'content' });
    expect(selectVariation(abTest, { cookie: 'stale-id', random: () => 0.5 }).remember).toBe('v2');
  });

  it('gives the default the remaining share when the entry has no testRatio', () => {
    const { testRatio: _omit, ...noRatio } = abTest;
    expect(drawVariation(noRatio, () => 0.7)).toBe('content');
    expect(drawVariation(noRatio, () => 0.5)).toBe('v2');
  });

  it.each([
    ['shares that sum to more than 1', { ...abTest, testRatio: 0.9 }],
    ['shares that sum to less than 1', { ...abTest, testRatio: 0.1 }],
    ['a missing variation share', { ...abTest, variations: { v1: { data: {} } } }],
    ['a negative share', { ...abTest, testRatio: 1.5, variations: { v1: { testRatio: -0.5 } } }],
    [
      'a share that is not a number',
      { ...abTest, testRatio: 0.5, variations: { v1: { testRatio: '0.5' as unknown as number } } },
    ],
  ])('falls back to the default variation, storing nothing, for %s', (_label, content) => {
    const random = vi.fn(() => 0);
    expect(selectVariation(content, { random })).toEqual({ content: applyVariation(content, 'content') });
  });
});

describe('test cookies', () => {
  it('stores the choice for 30 days when tracking is allowed', () => {
    const set = vi.fn();
    const cookies = createTestCookies(
      () => ({ get: () => undefined, set }),
      () => true,
    );
    const before = Date.now();
    cookies.write('content', 'v1');
    expect(set).toHaveBeenCalledTimes(1);
    const [name, value, { expires }] = set.mock.calls[0];
    expect([name, value]).toEqual(['builder.tests.content', 'v1']);
    expect(expires.getTime() - before).toBeGreaterThanOrEqual(30 * 864e5);
    expect(expires.getTime() - before).toBeLessThan(30 * 864e5 + 5000);
  });

  it('queues the write while tracking is not allowed and applies it later', () => {
    let allowed = false;
    const cookies = createTestCookies(
      () => browserCookies(),
      () => allowed,
    );
    cookies.write('content', 'v2');
    expect(document.cookie).toBe('');
    expect(cookies.read('content')).toBe('v2');
    cookies.flush();
    expect(document.cookie).toBe('');
    allowed = true;
    cookies.flush();
    expect(document.cookie).toBe('builder.tests.content=v2');
    expect(cookies.read('content')).toBe('v2');
  });

  it('ignores ids a cookie cannot hold', () => {
    const cookies = createTestCookies(
      () => browserCookies(),
      () => true,
    );
    expect(() => cookies.write('bad id', 'v')).not.toThrow();
    expect(document.cookie).toBe('');
  });
});

describe('the rule the inline chooser shares', () => {
  const known = (id: string | null | undefined): id is string => id === 'content' || id === 'v1';

  it('pickVariation: the URL wins (stored when new), then the stored choice, then a draw', () => {
    expect(pickVariation(known, 'v1', 'content', () => 'x')).toEqual({ id: 'v1', remember: 'v1' });
    expect(pickVariation(known, 'v1', 'v1', () => 'x')).toEqual({ id: 'v1', remember: undefined });
    expect(pickVariation(known, 'nope', 'content', () => 'x')).toEqual({ id: 'content' });
    expect(pickVariation(known, null, 'stale', () => 'v1')).toEqual({ id: 'v1', remember: 'v1' });
    expect(pickVariation(known, null, undefined, () => undefined)).toEqual({ id: undefined, remember: undefined });
  });

  it('rollShares: cumulative shares in order, the fallback past the last', () => {
    const shares = [
      ['a', 0.25],
      ['b', 0.5],
    ] as const;
    expect([0, 0.2499, 0.25, 0.7499, 0.75, 0.9999].map((roll) => rollShares(shares, roll, 'default'))).toEqual([
      'a',
      'a',
      'b',
      'b',
      'default',
      'default',
    ]);
  });

  it('sharesOf: the variations in order, or nothing when they do not add up to 1', () => {
    expect(sharesOf(abTest)).toEqual([
      ['v1', 0.3333],
      ['v2', 0.3333],
    ]);
    expect(sharesOf({ ...abTest, testRatio: 0.5 })).toBeUndefined();
    expect(sharesOf({ ...abTest, variations: { v1: { id: 'v1', testRatio: 1.5 } } })).toBeUndefined();
  });

  it('both functions reference nothing outside themselves (their source runs on its own)', () => {
    // The point of the test: each function compiled from its own source text, as the inline chooser is.
    // eslint-disable-next-line @typescript-eslint/no-implied-eval
    const alone = <T>(fn: T): T => new Function(`return (${String(fn)})`)() as T;
    expect(alone(pickVariation)(known, null, 'v1', () => undefined)).toEqual({ id: 'v1' });
    expect(alone(rollShares)([['a', 0.5]], 0.7, 'default')).toBe('default');
  });
});
