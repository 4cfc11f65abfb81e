// @ts-check
import { describe, expect, it } from 'vitest';
import { checkDomBudgets, checkRenderBudgets, checkServerBudgets, LAYOUT_N } from './budgets.mjs';

describe('checkDomBudgets', () => {
  it("allows 1.1× the floor's elements when that is more than the named parity elements", () => {
    const [check] = checkDomBudgets([{ n: 100, variant: 'React API', elements: 110, floor: 100, parity: 5 }]);
    expect(check).toMatchObject({ name: 'React API DOM elements, N=100', ok: true, actual: '110 (1.10×)' });
    expect(checkDomBudgets([{ n: 100, variant: 'React API', elements: 111, floor: 100, parity: 5 }])[0].ok).toBe(false);
  });

  it('allows the floor plus the named parity elements, and not one element more', () => {
    expect(
      checkDomBudgets([{ n: 1000, variant: '<builder-content>', elements: 4303, floor: 2501, parity: 1802 }])[0],
    ).toMatchObject({ ok: true, limit: '≤ 4303 (1.1× floor 2501, or floor + 1802 named)' });
    expect(
      checkDomBudgets([{ n: 1000, variant: '<builder-content>', elements: 4304, floor: 2501, parity: 1802 }])[0].ok,
    ).toBe(false);
  });
});

describe('checkRenderBudgets', () => {
  const ratio = (/** @type {number} */ n, /** @type {number} */ value) => ({
    n,
    variant: 'React API',
    dom: value,
    layout: value,
    wallDom: value,
    wallLayout: value,
  });

  it('holds render to 1.3× the floor at every size and DOM + layout to 1.2× at the largest', () => {
    const names = (/** @type {number} */ n, /** @type {number} */ value) =>
      checkRenderBudgets({ ratios: [ratio(n, value)] })
        .filter((c) => !c.ok)
        .map((c) => c.name);
    expect(names(100, 1.3)).toEqual([]);
    expect(names(100, 1.31)).toEqual(['React API render, N=100, CPU', 'React API render, N=100, wall clock']);
    expect(names(LAYOUT_N, 1.25)).toEqual([
      `React API DOM+layout, N=${LAYOUT_N}, CPU`,
      `React API DOM+layout, N=${LAYOUT_N}, wall clock`,
    ]);
  });
});

describe('checkServerBudgets', () => {
  it("holds every server render to 2× the floor's renderToString", () => {
    const checks = checkServerBudgets([
      { item: 'N = 100', ratio: 2 },
      { item: 'home', ratio: 2.01 },
    ]);
    expect(checks.map((c) => [c.name, c.ok])).toEqual([
      ['server render, N = 100', true],
      ['server render, home', false],
    ]);
    expect(checks[1]).toMatchObject({ limit: '≤ 2× floor', actual: '2.01×' });
  });
});
