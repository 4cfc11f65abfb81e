import { describe, expect, it } from 'vitest';
import { applyJsonPatch, parsePointer } from './json-patch.ts';

const doc = () => ({ a: { b: 1, c: { d: 2 } }, list: [{ id: 'x' }, { id: 'y' }], other: { keep: true } });

describe('applyJsonPatch', () => {
  it('replaces a nested value with a new root and new containers along the path only', () => {
    const before = doc();
    const after = applyJsonPatch(before, [{ op: 'replace', path: '/a/c/d', value: 3 }]);
    expect(after.a.c.d).toBe(3);
    expect(before.a.c.d).toBe(2);
    expect(after).not.toBe(before);
    expect(after.a).not.toBe(before.a);
    expect(after.a.c).not.toBe(before.a.c);
    expect(after.list).toBe(before.list);
    expect(after.other).toBe(before.other);
  });

  it('replaces inside arrays, keeping the untouched items', () => {
    const before = doc();
    const after = applyJsonPatch(before, [{ op: 'replace', path: '/list/1/id', value: 'z' }]);
    expect(after.list.map((item) => item.id)).toEqual(['x', 'z']);
    expect(after.list[0]).toBe(before.list[0]);
    expect(after.a).toBe(before.a);
  });

  it('adds to objects and arrays; "-" appends', () => {
    const after = applyJsonPatch(doc(), [
      { op: 'add', path: '/a/e', value: 5 },
      { op: 'add', path: '/list/0', value: { id: 'first' } },
      { op: 'add', path: '/list/-', value: { id: 'last' } },
      { op: 'add', path: '/list/4', value: { id: 'end' } },
    ]);
    expect(after.a).toMatchObject({ b: 1, e: 5 });
    expect(after.list.map((item) => item.id)).toEqual(['first', 'x', 'y', 'last', 'end']);
  });

  it('removes from objects and arrays', () => {
    const after = applyJsonPatch(doc(), [
      { op: 'remove', path: '/a/b' },
      { op: 'remove', path: '/list/0' },
    ]);
    expect(after.a).toEqual({ c: { d: 2 } });
    expect(after.list).toEqual([{ id: 'y' }]);
  });

  it('replaces the whole document for the empty path', () => {
    expect(applyJsonPatch(doc(), [{ op: 'replace', path: '', value: { fresh: true } }])).toEqual({ fresh: true });
  });

  it('unescapes ~1 and ~0 in pointers', () => {
    expect(parsePointer('/a~1b/c~0d')).toEqual(['a/b', 'c~d']);
    expect(applyJsonPatch({ 'a/b': 1 }, [{ op: 'replace', path: '/a~1b', value: 2 }])).toEqual({ 'a/b': 2 });
  });

  it.each(['/__proto__/polluted', '/a/constructor/prototype/polluted', '/prototype', '/a/__proto__'])(
    'rejects %s and pollutes nothing',
    (path) => {
      const before = doc();
      expect(() => applyJsonPatch(before, [{ op: 'add', path, value: true }])).toThrow(/is not allowed/);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      expect(before).toEqual(doc());
    },
  );

  it('does not walk into inherited properties', () => {
    expect(() => applyJsonPatch(doc(), [{ op: 'replace', path: '/a/toString/x', value: 1 }])).toThrow(/No property/);
    expect(() => applyJsonPatch(doc(), [{ op: 'remove', path: '/a/hasOwnProperty' }])).toThrow(/No property/);
  });

  it('applies nothing when any operation fails', () => {
    const before = doc();
    expect(() =>
      applyJsonPatch(before, [
        { op: 'replace', path: '/a/b', value: 9 },
        { op: 'remove', path: '/list/7' },
      ]),
    ).toThrow();
    expect(before.a.b).toBe(1);
  });

  it.each([['/list/01'], ['/list/-1'], ['/list/x'], ['/a/b/c'], ['no-slash']])('rejects the bad path %s', (path) => {
    expect(() => applyJsonPatch(doc(), [{ op: 'replace', path, value: 1 }])).toThrow();
  });

  it('rejects removing the root', () => {
    expect(() => applyJsonPatch(doc(), [{ op: 'remove', path: '' }])).toThrow();
  });
});
