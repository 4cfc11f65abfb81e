import { describe, expect, it } from 'vitest';
import { readUrlParams } from './url-params.ts';

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
});
