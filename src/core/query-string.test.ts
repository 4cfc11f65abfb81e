import { describe, expect, it } from 'vitest';
import { deepen, flatten, parseQuery, parseQueryDeep, stringifyQuery, stringifyQueryDeep } from './query-string.ts';

describe('query-string', () => {
  it('parses flat pairs, with or without a leading ?', () => {
    expect(parseQuery('?a=1&b=x%20y&c&d=')).toEqual({ a: '1', b: 'x y', c: '', d: '' });
    expect(parseQuery('a=1')).toEqual({ a: '1' });
    expect(parseQuery('')).toEqual({});
  });

  it('skips malformed escapes instead of throwing', () => {
    expect(parseQuery('a=%E0%A4%A&b=2')).toEqual({ b: '2' });
  });

  it('deepens dot paths', () => {
    expect(parseQueryDeep('foo.bar.baz=1&foo.boo=2')).toEqual({ foo: { bar: { baz: '1' }, boo: '2' } });
  });

  it.each([
    '__proto__.foo.baz=1',
    'prototype.foo=1',
    'constructor.x=1',
    'a.__proto__=1',
    'a.b.constructor=1',
    'prototype=1',
  ])('rejects %s anywhere in the path without polluting', (query) => {
    const name = /(__proto__|prototype|constructor)/.exec(query)![1];
    expect(() => parseQueryDeep(query)).toThrow(`Property name "${name}" is not allowed`);
    expect(({} as Record<string, unknown>).foo).toBeUndefined();
  });

  it('rejects forbidden names when deepening and flattening objects', () => {
    expect(() => deepen({ 'x.constructor': '1' })).toThrow('Property name "constructor" is not allowed');
    expect(() => flatten(JSON.parse('{"a":{"__proto__":{"b":1}}}'))).toThrow(
      'Property name "__proto__" is not allowed',
    );
  });

  it('flattens nested objects and arrays with dot paths', () => {
    expect(flatten({ a: { b: 1, c: [true, null] }, d: undefined, e: 'x' })).toEqual({
      'a.b': '1',
      'a.c.0': 'true',
      'a.c.1': 'null',
      e: 'x',
    });
  });

  it('stringifies in insertion order with URI encoding', () => {
    expect(stringifyQuery({ omit: 'meta.componentsUsed', 'options.page:/x.model': '"page"' })).toBe(
      'omit=meta.componentsUsed&options.page%3A%2Fx.model=%22page%22',
    );
    expect(stringifyQuery(new Map([['a', '1 2']]))).toBe('a=1%202');
    expect(stringifyQueryDeep({ userAttributes: { urlPath: '/' } })).toBe('userAttributes.urlPath=%2F');
  });
});
