import { describe, expect, it } from 'vitest';
import { readUrlParams, URL_PARAMETER_LIMITS } from './url-params.ts';

describe('readUrlParams', () => {
  it('reads nothing from an unrelated query', () => {
    expect(readUrlParams('?utm_source=x&page=2')).toEqual({
      cachebust: false, noCache: false, userAttributes: {}, overrides: {}, options: {}, params: {}, tests: {}, errors: [],
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
    const params = readUrlParams('?builder_preview=true&builder_tests_abc_1=var_2&builder_overrides_page=x&builder_api=dev&cachebust=1&builder_noCache=true');
    expect(params).toMatchObject({ preview: 'true', tests: { abc_1: 'var_2' }, overrides: { page: 'x' }, env: 'dev', cachebust: true, noCache: true });
  });

  it('ignores an unknown environment', () => {
    expect(readUrlParams('?builder.env=staging').env).toBeUndefined();
  });

  it('merges JSON user attributes (typed) with dot-path ones', () => {
    const json = encodeURIComponent(JSON.stringify({ loggedIn: true, plan: { tier: 2 } }));
    expect(readUrlParams(`?builder.userAttributes=${json}&builder.userAttributes.plan.name=gold`).userAttributes).toEqual({
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

    it('drops a 6,000-level user attribute (12 KB) and keeps the rest of the URL', () => {
      const params = readUrlParams(`?${deep(6000)}&builder.preview=page&builder.userAttributes.plan=gold`);
      expect(params.userAttributes).toEqual({ plan: 'gold' });
      expect(params.preview).toBe('page');
      expect(params.errors).toEqual([]);
      expect(params.overLimits).toHaveLength(1);
      expect(params.overLimits![0].length).toBeLessThan(100); // the name is cut for the warning
      expect(() => JSON.stringify(params.userAttributes)).not.toThrow();
    });

    it('keeps 8 levels of a dot path and drops 9', () => {
      expect(readUrlParams(`?${deep(8)}`).userAttributes).toEqual({ a: { a: { a: { a: { a: { a: { a: { a: 'x' } } } } } } } });
      const nine = readUrlParams(`?${deep(9)}&builder.tests.c=v`);
      expect(nine.userAttributes).toEqual({});
      expect(nine.tests).toEqual({ c: 'v' });
      expect(nine.overLimits).toEqual([`builder.userAttributes${'.a'.repeat(9)}`]);
    });

    it('drops a JSON user attribute nested past 8 levels or with more than 100 keys, keeping the dot paths', () => {
      const nested = (levels: number): unknown => (levels ? { a: nested(levels - 1) } : 1);
      const json = (value: unknown) => `builder.userAttributes=${encodeURIComponent(JSON.stringify(value))}`;
      expect(readUrlParams(`?${json(nested(8))}`).userAttributes).toEqual(nested(8));
      expect(readUrlParams(`?${json(nested(8))}`).overLimits).toBeUndefined();
      const tooDeep = readUrlParams(`?${json(nested(9))}&builder.userAttributes.kept=1`);
      expect(tooDeep.userAttributes).toEqual({ kept: '1' });
      expect(tooDeep.overLimits).toEqual(['builder.userAttributes']);
      const arrays = readUrlParams(`?${json({ a: JSON.parse('['.repeat(1000) + ']'.repeat(1000)) })}`);
      expect(arrays.userAttributes).toEqual({});
      expect(arrays.overLimits).toEqual(['builder.userAttributes']);
      const wide = Object.fromEntries(Array.from({ length: 101 }, (_, i) => [`k${i}`, i]));
      expect(readUrlParams(`?${json(wide)}`).overLimits).toEqual(['builder.userAttributes']);
    });

    it('drops a parameter longer than 4 KB as written (value or name), and one whose name passes 256 characters', () => {
      const long = 'v'.repeat(URL_PARAMETER_LIMITS.length);
      const params = readUrlParams(`?builder.overrides.page=${long}&builder.tests.${'t'.repeat(300)}=x&builder_preview=${long}&builder.tests.c=v&other=${long}`);
      expect(params.overrides).toEqual({});
      expect(params.tests).toEqual({ c: 'v' });
      expect(params.preview).toBeUndefined();
      expect(params.overLimits).toHaveLength(3); // the unrelated parameter is not ours to report
      const fits = 'v'.repeat(URL_PARAMETER_LIMITS.length - 'builder.overrides.page='.length);
      expect(readUrlParams(`?builder.overrides.page=${fits}`).overrides.page).toBe(fits);
    });

    it('reads the first 100 builder.* parameters and drops the rest', () => {
      const query = Array.from({ length: 150 }, (_, i) => `builder.tests.c${i}=v${i}`).join('&');
      const params = readUrlParams(`?${query}`);
      expect(Object.keys(params.tests)).toHaveLength(URL_PARAMETER_LIMITS.parameters);
      expect(params.tests.c99).toBe('v99');
      expect(params.tests.c100).toBeUndefined();
      expect(params.overLimits).toHaveLength(10); // the warning names the first few
    });
  });
});
