import { afterEach, describe, expect, it, vi } from 'vitest';
import { compile, BlockedProperty, OutsideSubset } from './parser.ts';
import { evaluate, interpolate } from './evaluate.ts';
import { grant } from './capabilities.ts';

/** Runs `code` in the interpreter only (no fallback), against `state`. */
function run(code: string, state: Record<string, unknown> = {}, extra: Record<string, unknown> = {}): unknown {
  return compile(code)({ state, context: {}, ctx: {}, ...extra });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('expression interpreter: the safe subset', () => {
  it.each([
    ['1 + 2 * 3', 7],
    ['(1 + 2) * 3', 9],
    ['2 ** 3 ** 2', 512],
    ['10 % 4 - -1', 3],
    ['"a" + \'b\' + 1', 'ab1'],
    ['0x10 + 1e2 + .5', 116.5],
    ['!0', true],
    ['!!""', false],
    ['typeof nothingHere', 'undefined'],
    ['typeof 1', 'number'],
    ['void 1', undefined],
    ['1 < 2 && 2 <= 2 && 3 > 2 && 3 >= 4', false],
    ['1 == "1"', true],
    ['1 === "1"', false],
    ['null ?? "fallback"', 'fallback'],
    ['0 || "x"', 'x'],
    ['1 && 2', 2],
    ['true ? "yes" : "no"', 'yes'],
    ['false ? 1 : null ? 2 : 3', 3],
    ['`a${1 + 1}b${"c"}`', 'a2bc'],
    ['`nested ${`inner ${2}`}`', 'nested inner 2'],
    ['[1, 2, ...[3, 4]].length', 4],
    ['({ a: 1, "b": 2, [`c`]: 3, ...{ d: 4 } }).d', 4],
    ['(1, 2, 3)', 3],
    ['5 & 3 | 8 ^ 1', 9],
    ['1 << 4 >> 2 >>> 1', 2],
    ['"b" in { b: 1 }', true],
    ['Math.max(1, 5, 3)', 5],
    ['Math.round(2.5)', 3],
    ['JSON.stringify({ a: [1] })', '{"a":[1]}'],
    ['(3.14159).toFixed(2)', '3.14'],
    ['"Hi".toUpperCase() + "Yo".toLowerCase()', 'HIyo'],
    ['" x ".trim()', 'x'],
    ['[1, 2, 3].map(x => x * 2).join("-")', '2-4-6'],
    ['[1, 2, 3, 4].filter((x) => x % 2 === 0).includes(4)', true],
    ['[1, 2, 3].reduce((sum, x) => sum + x, 0)', 6],
    ['"abc".slice(1)', 'bc'],
    ['String(12) + Number("3")', '123'],
    ['Object.keys({ a: 1, b: 2 }).join()', 'a,b'],
    ['undefined === void 0', true],
    ['"\\u0041\\x42\\n".length', 3],
  ])('%s → %j', (code, expected) => {
    expect(run(code)).toEqual(expected);
  });

  it('reads state, bare state keys and optional chains', () => {
    const state = { a: { b: { c: 5 } }, list: [10, 20], name: 'N' };
    expect(run('state.a.b.c', state)).toBe(5);
    expect(run('state["a"].b["c"]', state)).toBe(5);
    expect(run('state.list[1]', state)).toBe(20);
    expect(run('name + "!"', state)).toBe('N!');
    expect(run('state.missing?.deep.deeper', state)).toBeUndefined();
    expect(run('state?.a?.["b"]?.c', state)).toBe(5);
    expect(run('state.missing?.()', state)).toBeUndefined();
  });

  it('runs statements: var/let/const, return, if/else and comma sequences', () => {
    expect(run('var _virtual_index=state.a;return _virtual_index', { a: 1234 })).toBe(1234);
    expect(run('let x = 1; const y = 2\nreturn x + y')).toBe(3);
    expect(run('if (state.n > 1) { return "big" } else return "small"', { n: 2 })).toBe('big');
    expect(run('if (state.n > 1) return "big"; "small"', { n: 0 })).toBe('small');
    expect(run('var a = 1, b = a + 1; b')).toBe(2);
  });

  it('assigns to state paths, with compound, logical and update operators', () => {
    const state: Record<string, unknown> = { count: 1, menu: { a: { b: { expanded: true } } } };
    run('state.count += 2; state.count *= 2', state);
    expect(state.count).toBe(6);
    run('state.menu.a.b.expanded = !state.menu.a.b.expanded', state);
    expect((state.menu as { a: { b: { expanded: boolean } } }).a.b.expanded).toBe(false);
    run('state.x ??= "set"; state.x ||= "not"; state.y &&= 1', state);
    expect(state.x).toBe('set');
    expect(state.y).toBeUndefined();
    expect(run('state.count++', state)).toBe(6);
    expect(run('++state.count', state)).toBe(8);
    run('state.menu={a:{b:{expanded:!0}}}', state);
    expect(state.menu).toEqual({ a: { b: { expanded: true } } });
    run('state.text="hello",console.log("state after",state.text)', state);
    expect(state.text).toBe('hello');
    run('fresh = 3', state);
    expect(state.fresh).toBe(3);
    run('delete state.fresh', state);
    expect('fresh' in state).toBe(false);
  });

  it('sees context, ctx, block, event and Device', () => {
    expect(run('ctx.v + context.v', {}, { context: { v: 1 }, ctx: { v: 1 } })).toBe(2);
    expect(run('event.target.value', {}, { event: { target: { value: 'typed' } } })).toBe('typed');
    expect(run('block.id', {}, { block: { id: 'builder-1' } })).toBe('builder-1');
    expect(run('Device.mobile', {}, { Device: { mobile: 2 } })).toBe(2);
  });

  it('calls the functions granted to it (the facade trackConversion) and no other, whatever their name', () => {
    const builder = { trackConversion: grant(vi.fn()), other: vi.fn() };
    run("builder.trackConversion(100, 'id', 'v', { product: 'shoes' })", {}, { builder });
    expect(builder.trackConversion).toHaveBeenCalledWith(100, 'id', 'v', { product: 'shoes' });
    expect(() => run('builder.other()', {}, { builder })).toThrow(OutsideSubset);
  });

  it('never touches __proto__, prototype or constructor', () => {
    expect(() => run('state.__proto__.polluted = 1')).toThrow(BlockedProperty);
    expect(() => run('state["__proto__"].polluted = 1')).toThrow(BlockedProperty);
    expect(() => run('state["con" + "structor"]')).toThrow(BlockedProperty);
    expect(() => run('"".constructor.constructor("return 1")()')).toThrow(BlockedProperty);
    expect(() => run('[].map.prototype')).toThrow(BlockedProperty);
    expect(() => run('({ __proto__: { x: 1 } })')).toThrow(BlockedProperty);
    expect(() => run('state[k] = 1', { k: '__proto__' })).toThrow(BlockedProperty);
    expect(() => run('constructor')).toThrow(BlockedProperty);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('leaves code outside the subset to the fallback', () => {
    for (const code of [
      'new Date()',
      'function f() {}',
      'this.x',
      '/re/.test("a")',
      'for (;;) {}',
      'while (true) {}',
      'window.location',
      'document.title',
      'fetch("/x")',
      'alert(1)',
      'state.fn()',
      'x instanceof Object',
      'async () => 1',
      'setTimeout(() => 1)',
    ]) {
      expect(() => run(code, { fn: () => 1 }), code).toThrow(OutsideSubset);
    }
  });

  it('keeps JavaScript errors (a TypeError reading a property of undefined)', () => {
    expect(() => run('state.a.b')).toThrow(TypeError);
    expect(() => run('missing + 1')).toThrow(ReferenceError);
  });
});

describe('evaluate()', () => {
  it('caches the compiled program per code string', () => {
    expect(evaluate('state.v + 1', { state: { v: 1 } })).toBe(2);
    expect(evaluate('state.v + 1', { state: { v: 41 } })).toBe(42);
  });

  it('returns undefined for empty code', () => {
    expect(evaluate('', { state: {} })).toBeUndefined();
    expect(evaluate('   ', { state: {} })).toBeUndefined();
  });

  it('turns a throwing expression into undefined with one warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(evaluate('state.nope.deeper', { state: {} }, 'builder-x')).toBeUndefined();
    expect(evaluate('state.nope.deeper', { state: {} }, 'builder-x')).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0][0])).toContain('builder-x');
  });

  it('refuses blocked properties without falling back', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fallback = vi.fn();
    expect(evaluate('state.__proto__.hacked = true', { state: {}, sandbox: fallback }, 'builder-p')).toBeUndefined();
    expect(fallback).not.toHaveBeenCalled();
    expect(({} as Record<string, unknown>).hacked).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it("hands code outside the subset to the scope's sandbox", () => {
    const fallback = vi.fn(() => 'from fallback');
    expect(evaluate('new Date().getFullYear()', { state: {}, sandbox: fallback })).toBe('from fallback');
    expect(fallback).toHaveBeenCalledOnce();
  });

  it('skips code outside the subset with one warning naming the block when eval is unavailable (no window here)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(evaluate('new Date(1).getTime()', { state: {} }, 'builder-csp')).toBeUndefined();
    expect(evaluate('new Date(1).getTime()', { state: {} }, 'builder-csp')).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0][0])).toContain('builder-csp');
  });

  it('interpolates {{expressions}} in text', () => {
    expect(interpolate('Device Size: {{state.deviceSize}}!', { state: { deviceSize: 'large' } })).toBe(
      'Device Size: large!',
    );
    expect(interpolate('{{state.none}}', { state: {} })).toBe('');
  });
});
