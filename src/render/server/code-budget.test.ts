import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCodeBudget, runsCodeWhenRead } from './code-budget.ts';

afterEach(() => vi.restoreAllMocks());

describe('runsCodeWhenRead', () => {
  it('passes plain data, dates, functions that are not coercion hooks, and cycles', () => {
    const cycle: Record<string, unknown> = { a: [1, 'two', null, new Date(0)], onClick: () => 1 };
    cycle.self = cycle;
    expect(runsCodeWhenRead(cycle)).toBe(false);
    expect(runsCodeWhenRead('text')).toBe(false);
    expect(runsCodeWhenRead(() => 'a function value')).toBe(false);
  });

  it.each([
    ['toString', { toString: () => 'x' }],
    ['valueOf', { valueOf: (): number => 1 }],
    ['toJSON', { toJSON: () => 'x' }],
    ['Symbol.toPrimitive', { [Symbol.toPrimitive]: () => 'x' }],
    ['a getter', Object.defineProperty({}, 'x', { get: () => 'x', enumerable: false })],
    ['a hook deep in arrays', [[[{ a: { b: [{ toString: () => 'x' }] } }]]]],
  ])('finds %s', (_, value) => {
    expect(runsCodeWhenRead(value)).toBe(true);
  });

  it('walks 100,000 levels without the call stack', () => {
    let deep: Record<string, unknown> = { toString: () => 'x' };
    for (let i = 0; i < 100_000; i++) deep = { deep };
    expect(runsCodeWhenRead(deep)).toBe(true);
  });

  it('gives up (undefined) once the walk passes its deadline', () => {
    const wide = Array.from({ length: 5000 }, (_, i) => ({ i }));
    expect(runsCodeWhenRead(wide, performance.now() - 1)).toBeUndefined();
  });
});

describe('createCodeBudget', () => {
  /** A clock that moves only when an evaluation says so. */
  function clock() {
    let now = 1000;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    return { spend: (ms: number) => void (now += ms), now: () => now };
  }

  it('hands each evaluation the time left as its deadline and skips the rest once spent, with one line', () => {
    const time = clock();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const budget = createCodeBudget(100);
    const deadlines: number[] = [];
    const run = (ms: number, value: unknown) =>
      budget('code', 'block', (deadline) => (deadlines.push(deadline - time.now()), time.spend(ms), value));
    expect(run(30, 'one')).toBe('one');
    expect(run(60, 'two')).toBe('two');
    expect(run(50, 'three')).toBe('three'); // 10 ms were left: the evaluation is stopped by its deadline, not here
    expect(deadlines).toEqual([100, 70, 10]);
    expect(run(0, 'four')).toBeUndefined();
    expect(run(0, 'five')).toBeUndefined();
    expect(deadlines).toHaveLength(3);
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0][0])).toContain('spent its 100 ms');
  });

  it("an evaluation inside another runs on the outer one's time and is counted once", () => {
    const time = clock();
    const budget = createCodeBudget(100);
    const inner: number[] = [];
    budget('outer', 'block', () => {
      time.spend(40);
      budget('inner', 'block', (deadline) => (inner.push(deadline - time.now()), time.spend(20)));
    });
    expect(inner).toEqual([60]);
    expect(budget('next', 'block', (deadline) => deadline - time.now())).toBe(40);
  });

  it('does not count the set-up an evaluation reports', () => {
    const time = clock();
    const budget = createCodeBudget(100);
    budget('isolate', 'block', (_, excludeSetUp) => {
      time.spend(70); // making a QuickJS runtime and context
      excludeSetUp(70);
      time.spend(30); // the snippet itself
    });
    expect(budget('next', 'block', (deadline) => deadline - time.now())).toBe(70);
  });

  it('yields undefined for a value with a coercion hook and for an evaluation that throws, with a warning each', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const budget = createCodeBudget(1000);
    expect(budget('a', 'block-a', () => ({ toString: () => 'hooked' }))).toBeUndefined();
    expect(
      budget('b', 'block-b', () => {
        throw new Error('boom');
      }),
    ).toBeUndefined();
    expect(budget('c', 'block-c', () => ({ fine: ['data'] }))).toEqual({ fine: ['data'] });
    expect(warn.mock.calls.map(([message]) => String(message))).toEqual([
      expect.stringContaining('block-a'),
      expect.stringContaining('boom'),
    ]);
  });
});
