import { describe, expect, it } from 'vitest';
import { URL_PARAMETERS_OVER_LIMITS } from './errors.ts';
import { MAX_URL_PARAMETER_LENGTH, MAX_URL_PARAMETERS, readUrlParams } from './url-params.ts';

describe('readUrlParams', () => {
  it('reads nothing from an unrelated query', () => {
    expect(readUrlParams('?utm_source=x&page=2')).toEqual({
      cachebust: false,
      noCache: false,
      userAttributes: {},
      overrides: {},
      options: {},
      params: {},
      tests: {},
      errors: [],
    });
  });

  it('reads every parameter of the spec table', () => {
    const params = readUrlParams(
      '?builder.preview=page&builder.frameEditing=page&builder.cachebust=true&builder.noCache=true&builder.env=qa' +
        '&builder.userAttributes.urlPath=%2Fabout&builder.overrides.page=abc&builder.overrides.page%3A%2Fx=def' +
        '&builder.options.locale=fr&builder.options.includeRefs=true&builder.options.enrich=true&builder.options.other=1' +
        '&builder.params=includeRefs%3Dfalse%26apiKey%3Dstolen%26a%3D1&builder.tests.c1=v1',
    );
    expect(params).toEqual({
      preview: 'page',
      frameEditing: 'page',
      cachebust: true,
      noCache: true,
      env: 'qa',
      userAttributes: { urlPath: '/about' },
      overrides: { page: 'abc', 'page:/x': 'def' },
      options: { locale: 'fr', includeRefs: 'true', enrich: 'true' },
      params: { includeRefs: 'false', a: '1' },
      tests: { c1: 'v1' },
      errors: [],
    });
  });

  it('accepts _ instead of . and builder.api / plain cachebust', () => {
    const params = readUrlParams(
      '?builder_preview=true&builder_tests_abc_1=var_2&builder_overrides_page=x&builder_api=dev&cachebust=1&builder_noCache=true',
    );
    expect(params).toMatchObject({
      preview: 'true',
      tests: { abc_1: 'var_2' },
      overrides: { page: 'x' },
      env: 'dev',
      cachebust: true,
      noCache: true,
    });
  });

  it('ignores an unknown environment', () => {
    expect(readUrlParams('?builder.env=staging').env).toBeUndefined();
  });

  it('merges JSON user attributes (typed) with dot-path ones', () => {
    const json = encodeURIComponent(JSON.stringify({ loggedIn: true, plan: { tier: 2 } }));
    expect(
      readUrlParams(`?builder.userAttributes=${json}&builder.userAttributes.plan.name=gold`).userAttributes,
    ).toEqual({
      loggedIn: true,
      plan: { tier: 2, name: 'gold' },
    });
  });

  it('skips an unparseable builder.userAttributes and reports it', () => {
    const params = readUrlParams('?builder.userAttributes=%7Bnot-json&builder.preview=page');
    expect(params.userAttributes).toEqual({});
    expect(params.preview).toBe('page');
    expect(params.errors).toHaveLength(1);
    expect(params.errors[0]).toMatch(/^builder\.userAttributes: /);
  });

  it.each([
    ['?builder.userAttributes.__proto__.polluted=1', '__proto__'],
    ['?builder.overrides.constructor=1', 'constructor'],
    ['?builder.tests.prototype=x', 'prototype'],
    ['?__proto__=1', '__proto__'],
    ['?builder_userAttributes_x.__proto__=1', '__proto__'],
    [`?builder.userAttributes=${encodeURIComponent('{"__proto__":{"polluted":1}}')}`, '__proto__'],
    [`?builder.params=${encodeURIComponent('constructor.x=1')}`, 'constructor'],
    // Forbidden only after the `_` → `.` rewrite.
    ['?builder_userAttributes___proto__.polluted=1', '__proto__'],
    ['?builder_overrides_constructor=1', 'constructor'],
    ['?builder_tests_prototype=x', 'prototype'],
    ['?builder_options___proto__=x', '__proto__'],
  ])('rejects a forbidden property name in %s without throwing or polluting', (query, name) => {
    const params = readUrlParams(query + '&builder.preview=page');
    expect(params.errors).toHaveLength(1);
    expect(params.errors[0]).toContain(`Property name "${name}" is not allowed`);
    expect(params.preview).toBe('page');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getPrototypeOf(params.userAttributes)).toBe(Object.prototype);
  });

  describe('limits', () => {
    const deep = (levels: number) => `builder.userAttributes${'.a'.repeat(levels)}=x`;
    /** The one message naming the parameters past the limits. */
    const overLimits = (errors: string[]) => errors.filter((error) => error.endsWith(URL_PARAMETERS_OVER_LIMITS));
    /** The parameters that message names. */
    const named = (error: string) => error.slice(0, -URL_PARAMETERS_OVER_LIMITS.length).split(', ');

    it('drops a 6,000-level user attribute (12 KB) and keeps the rest of the URL, with one message', () => {
      const params = readUrlParams(`?${deep(6000)}&builder.preview=page&builder.userAttributes.plan=gold`);
      expect(params.userAttributes).toEqual({ plan: 'gold' });
      expect(params.preview).toBe('page');
      expect(params.errors).toHaveLength(1);
      expect(overLimits(params.errors)).toHaveLength(1);
      expect(params.errors[0].length).toBeLessThanOrEqual(200 + URL_PARAMETERS_OVER_LIMITS.length); // the name is cut for the warning
      expect(params.errors[0]).toMatch(/^builder\.userAttributes\.a\.a/);
      expect(() => JSON.stringify(params.userAttributes)).not.toThrow();
    });

    it('keeps 8 levels of a dot path and drops 9', () => {
      expect(readUrlParams(`?${deep(8)}`).userAttributes).toEqual({
        a: { a: { a: { a: { a: { a: { a: { a: 'x' } } } } } } },
      });
      expect(readUrlParams(`?${deep(8)}`).errors).toEqual([]);
      const nine = readUrlParams(`?${deep(9)}&builder.tests.c=v`);
      expect(nine.userAttributes).toEqual({});
      expect(nine.tests).toEqual({ c: 'v' });
      expect(nine.errors).toEqual([`builder.userAttributes${'.a'.repeat(9)}${URL_PARAMETERS_OVER_LIMITS}`]);
    });

    it('drops a JSON user attribute that nests objects or arrays past 8 levels, keeping the dot paths', () => {
      const nested = (levels: number): unknown => (levels ? { a: nested(levels - 1) } : 1);
      const json = (value: unknown) => `builder.userAttributes=${encodeURIComponent(JSON.stringify(value))}`;
      expect(readUrlParams(`?${json(nested(8))}`).userAttributes).toEqual(nested(8));
      expect(readUrlParams(`?${json(nested(8))}`).errors).toEqual([]);
      const tooDeep = readUrlParams(`?${json(nested(9))}&builder.userAttributes.kept=1`);
      expect(tooDeep.userAttributes).toEqual({ kept: '1' });
      expect(tooDeep.errors).toEqual([`builder.userAttributes${URL_PARAMETERS_OVER_LIMITS}`]);
      const arrays = readUrlParams(`?${json({ a: JSON.parse('['.repeat(500) + ']'.repeat(500)) })}`);
      expect(arrays.userAttributes).toEqual({});
      expect(overLimits(arrays.errors)).toHaveLength(1);
    });

    it('drops a builder.* parameter longer than 4 KB as written (name or value), not reporting others', () => {
      const long = 'v'.repeat(MAX_URL_PARAMETER_LENGTH);
      const params = readUrlParams(
        `?other=${long}&builder.overrides.page=${long}&builder_preview=${long}&builder.tests.${'t'.repeat(MAX_URL_PARAMETER_LENGTH)}=x&builder.tests.c=v`,
      );
      expect(params.overrides).toEqual({});
      expect(params.tests).toEqual({ c: 'v' });
      expect(params.preview).toBeUndefined();
      expect(params.errors).toHaveLength(1);
      // The unrelated parameter is not ours to report.
      expect(named(params.errors[0])).toEqual([
        'builder.overrides.page',
        'builder.preview',
        expect.stringMatching(/^builder\.tests\.ttt/),
      ]);
      const fits = 'v'.repeat(MAX_URL_PARAMETER_LENGTH - 'builder.overrides.page='.length);
      expect(readUrlParams(`?builder.overrides.page=${fits}`).overrides.page).toBe(fits);
    });

    it('reads the first 100 builder.* parameters and drops the rest', () => {
      const query = Array.from({ length: 150 }, (_, i) => `builder.tests.c${i}=v${i}`).join('&');
      const params = readUrlParams(`?${query}`);
      expect(Object.keys(params.tests)).toHaveLength(MAX_URL_PARAMETERS);
      expect(params.tests.c99).toBe('v99');
      expect(params.tests.c100).toBeUndefined();
      expect(params.errors).toHaveLength(1);
      expect(named(params.errors[0])[0]).toBe('builder.tests.c100'); // the message names the first ones, cut to 200 characters
      expect(params.errors[0].length).toBe(200 + URL_PARAMETERS_OVER_LIMITS.length);
    });
  });
});
