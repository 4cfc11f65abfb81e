import { parse, type DefaultTreeAdapterTypes } from 'parse5';
import { describe, expect, it } from 'vitest';
import { escapeHtmlAttribute, isForbiddenKey, isPlainObject, isRecord, scriptJson } from './safety.ts';

type Node = DefaultTreeAdapterTypes.ChildNode | DefaultTreeAdapterTypes.Document;
type Element = DefaultTreeAdapterTypes.Element;

/** The elements of `html` as the browser's parser reads it, in document order. */
function elementsOf(html: string): Element[] {
  const out: Element[] = [];
  const walk = (node: Node) => {
    if ('tagName' in node) out.push(node);
    if ('childNodes' in node) node.childNodes.forEach(walk);
  };
  walk(parse(html));
  return out.filter((element) => !['html', 'head', 'body'].includes(element.tagName));
}

const textOf = (element: Element) => element.childNodes.map((child) => ('value' in child ? child.value : '')).join('');

describe('forbidden keys', () => {
  it('are the names that reach a prototype or Function', () => {
    expect(['__proto__', 'prototype', 'constructor'].filter(isForbiddenKey)).toHaveLength(3);
  });

  it('catch an own __proto__ key made by JSON.parse, which a copy by assignment would turn into a prototype', () => {
    const payload = JSON.parse(
      '{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}},"title":"kept"}',
    ) as Record<string, unknown>;
    const copy: Record<string, unknown> = {};
    for (const key of Object.keys(payload)) if (!isForbiddenKey(key)) copy[key] = payload[key];
    expect(copy).toEqual({ title: 'kept' });
    expect(Object.getPrototypeOf(copy)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('catch every segment of a path such as constructor.prototype', () => {
    expect('a.constructor.prototype.polluted'.split('.').filter(isForbiddenKey)).toEqual(['constructor', 'prototype']);
  });

  it('are matched exactly: other names, however close, are data', () => {
    for (const key of ['__proto', '__proto__ ', 'Prototype', 'constructors', 'toString', ''])
      expect(isForbiddenKey(key)).toBe(false);
    expect(isForbiddenKey(Symbol('__proto__') as unknown as string)).toBe(false); // the expression runtime checks symbol keys too
  });
});

describe('escapeHtmlAttribute', () => {
  const hostile = [
    '"><script>alert(1)</script>',
    "' onmouseover='alert(1)",
    '" onfocus="alert(1)" autofocus x="',
    '&quot;&amp;&#39; already escaped',
    '</template></div><img src=x onerror=alert(1)>',
    '`backtick` and a > b < c',
  ];

  it.each(hostile)('keeps %s inside a double-quoted attribute, read back as written', (value) => {
    const [div, ...rest] = elementsOf(`<div title="${escapeHtmlAttribute(value)}"></div>`);
    expect(div.attrs).toEqual([{ name: 'title', value }]);
    expect(rest).toEqual([]);
  });

  it.each(hostile)('keeps %s inside a single-quoted attribute too', (value) => {
    const [div, ...rest] = elementsOf(`<div title='${escapeHtmlAttribute(value)}'></div>`);
    expect(div.attrs).toEqual([{ name: 'title', value }]);
    expect(rest).toEqual([]);
  });

  it('escapes ampersands first, so nothing is escaped twice or read as another entity', () => {
    expect(escapeHtmlAttribute('&lt;"\'')).toBe('&amp;lt;&quot;&#39;');
  });
});

describe('scriptJson', () => {
  const hostile = {
    close: '</script><img src=x onerror=alert(1)>',
    closeUpper: '</SCRIPT >',
    comment: '<!--<script>',
    end: '-->',
    entity: '&lt;&amp;',
    lines: 'a\u2028b\u2029c',
    '</script>': ['<!--', { nested: '</script' }],
  };

  it('cannot end or change a <script type="application/json">: the element holds exactly the JSON', () => {
    const [script, p, ...rest] = elementsOf(
      `<script type="application/json">${scriptJson(hostile)}</script><p>after</p>`,
    );
    expect(script.tagName).toBe('script');
    expect(JSON.parse(textOf(script))).toEqual(hostile);
    expect(p.tagName).toBe('p');
    expect(rest).toEqual([]);
  });

  it('writes no <, > or & and no line separator, yet reads back the same as JavaScript', () => {
    const text = scriptJson(hostile);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(new Function(`return ${text}`)()).toEqual(hostile); // eslint-disable-line @typescript-eslint/no-implied-eval -- the point: the text as a script reads it
  });

  it('writes plain values as JSON.stringify does', () => {
    expect(scriptJson({ a: [1, 'x', null, true] })).toBe('{"a":[1,"x",null,true]}');
  });
});

describe('object tests', () => {
  class Thing {}

  it('isRecord: any object holding named data, not null or an array', () => {
    for (const value of [{}, Object.create(null), JSON.parse('{"__proto__":1}'), new Thing(), new Date()])
      expect(isRecord(value)).toBe(true);
    for (const value of [null, undefined, [], 'x', 1, () => {}]) expect(isRecord(value)).toBe(false);
  });

  it('isPlainObject: made as data, not by a class', () => {
    for (const value of [{}, Object.create(null), JSON.parse('{"__proto__":{"a":1}}')])
      expect(isPlainObject(value as object)).toBe(true);
    for (const value of [new Thing(), new Date(), [], Object.create({}), new Map()])
      expect(isPlainObject(value)).toBe(false);
  });
});
