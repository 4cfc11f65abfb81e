import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  actsPageWide,
  contentTag,
  filterContentHtml,
  isContentTag,
  isDroppedAttribute,
  isKitTag,
  suspectMarkup,
} from './content-markup.ts';

describe('content markup rules', () => {
  it("every builder-* tag is the kit's, in any case", () => {
    for (const tag of ['builder-init', 'BUILDER-CONTENT', 'builder-symbol', 'builder-anything-new'])
      expect(isKitTag(tag), tag).toBe(true);
    for (const tag of ['builder', 'div', 'my-builder-init']) expect(isKitTag(tag), tag).toBe(false);
  });

  it('base, meta, title, script and every link but a stylesheet act on the whole page', () => {
    for (const [tag, rel] of [
      ['base', null],
      ['meta', null],
      ['title', null],
      ['script', null],
      ['link', 'preload'],
      ['link', 'prefetch'],
      ['link', 'stylesheet preload'],
      ['link', null],
    ] as const) {
      expect(actsPageWide(tag, rel), `${tag} ${rel}`).toBe(true);
    }
    for (const [tag, rel] of [
      ['link', 'stylesheet'],
      ['link', ' StyleSheet '],
      ['style', null],
      ['p', null],
      ['img', null],
    ] as const) {
      expect(actsPageWide(tag, rel), `${tag} ${rel}`).toBe(false);
    }
  });

  it('a tagName takes elements that act inside the content root only', () => {
    for (const tag of [
      'div',
      'span',
      'a',
      'section',
      'h1',
      'h6',
      'img',
      'input',
      'button',
      'form',
      'table',
      'td',
      'li',
      'video',
      'iframe',
    ])
      expect(isContentTag(tag), tag).toBe(true);
    // Names HTML does not define are inert unknown elements (Builder's SDKs render `<test>` too).
    for (const tag of ['test', 'h7', 'divx', 'card']) expect(isContentTag(tag), tag).toBe(true);
    for (const tag of [
      'base',
      'meta',
      'link',
      'script',
      'style',
      'title',
      'template',
      'slot',
      'object',
      'embed',
      'frame',
      'frameset',
      'svg',
      'math',
      'html',
      'body',
      'head',
      'noscript',
      'plaintext',
      'xmp',
      'portal',
      'builder-init',
      'builder-content',
      'my-widget',
      'x-1',
      '1a',
      'a b',
      '',
    ]) {
      expect(isContentTag(tag), tag).toBe(false);
    }
  });

  it('srcdoc is never a content attribute', () => {
    expect(isDroppedAttribute('srcdoc')).toBe(true);
    expect(isDroppedAttribute('SrcDoc')).toBe(true);
    expect(isDroppedAttribute('src')).toBe(false);
  });

  it('HTML is parsed only when it names a kit tag (or, in rich text, a page-wide tag)', () => {
    expect(suspectMarkup(true).test('<p>Hello <b>world</b></p>')).toBe(false);
    expect(suspectMarkup(true).test('<p>&lt;meta&gt; is a tag</p>')).toBe(false);
    for (const html of [
      '<builder-init>',
      '<BASE href=x>',
      '<meta http-equiv=refresh>',
      '<link rel=preload>',
      '<title>x',
      '<script>',
    ])
      expect(suspectMarkup(true).test(html), html).toBe(true);
    expect(suspectMarkup(false).test('<base href=x><meta name=a>')).toBe(false);
    expect(suspectMarkup(false).test('<div><Builder-Init api-key=x>')).toBe(true);
  });

  it('a tagName makes its element, a div with one warning naming the block when refused, nothing of its own for none or div', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(contentTag('SECTION', 'builder-1')).toBe('section');
    expect(contentTag(undefined, 'builder-1')).toBeUndefined();
    expect(contentTag('div', 'builder-1')).toBeUndefined();
    expect(contentTag('', 'builder-1')).toBeUndefined();
    expect(contentTag('builder-init', 'builder-tag-test')).toBe('div');
    expect(contentTag('builder-init', 'builder-tag-test')).toBe('div');
    expect(contentTag('Base', 'builder-tag-base-test')).toBe('div');
    expect(warn.mock.calls.map((call) => call[0])).toEqual([
      'Builder: block builder-tag-test cannot be a <builder-init> element (it would act outside its content); rendered as a <div>',
      'Builder: block builder-tag-base-test cannot be a <base> element (it would act outside its content); rendered as a <div>',
    ]);
  });

  it('where there is no DOM and no server filter, HTML naming a kit tag (or a page-wide one, in rich text) is left out whole', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(filterContentHtml('<p>x</p>', true, 'builder-plain')).toBe('<p>x</p>');
    expect(filterContentHtml('<p>x</p><base href="https://evil.example/">', false, 'builder-owner-base')).toBe(
      '<p>x</p><base href="https://evil.example/">',
    );
    expect(filterContentHtml('<p>x</p><builder-init></builder-init>', true, 'builder-no-dom')).toBe('');
    expect(filterContentHtml('<p>x</p><meta http-equiv="refresh">', true, 'builder-no-dom-meta')).toBe('');
    expect(warn.mock.calls.map((call) => call[0])).toEqual([
      'Builder: block builder-no-dom holds markup that would act outside its content, left out: markup no parser checked (no DOM, no server entry)',
      'Builder: block builder-no-dom-meta holds markup that would act outside its content, left out: markup no parser checked (no DOM, no server entry)',
    ]);
  });
});

afterEach(() => vi.restoreAllMocks());
