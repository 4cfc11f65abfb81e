import { describe, expect, it } from 'vitest';
import { actsPageWide, isContentTag, isDroppedAttribute, isKitTag, suspectMarkup } from './content-markup.ts';

describe('content markup rules', () => {
  it('every builder-* tag is the kit\'s, in any case', () => {
    for (const tag of ['builder-init', 'BUILDER-CONTENT', 'builder-symbol', 'builder-anything-new']) expect(isKitTag(tag), tag).toBe(true);
    for (const tag of ['builder', 'div', 'my-builder-init']) expect(isKitTag(tag), tag).toBe(false);
  });

  it('base, meta, title, script and every link but a stylesheet act on the whole page', () => {
    for (const [tag, rel] of [['base', null], ['meta', null], ['title', null], ['script', null], ['link', 'preload'], ['link', 'prefetch'], ['link', 'stylesheet preload'], ['link', null]] as const) {
      expect(actsPageWide(tag, rel), `${tag} ${rel}`).toBe(true);
    }
    for (const [tag, rel] of [['link', 'stylesheet'], ['link', ' StyleSheet '], ['style', null], ['p', null], ['img', null]] as const) {
      expect(actsPageWide(tag, rel), `${tag} ${rel}`).toBe(false);
    }
  });

  it('a tagName takes elements that act inside the content root only', () => {
    for (const tag of ['div', 'span', 'a', 'section', 'h1', 'h6', 'img', 'input', 'button', 'form', 'table', 'td', 'li', 'video', 'iframe']) expect(isContentTag(tag), tag).toBe(true);
    for (const tag of ['base', 'meta', 'link', 'script', 'style', 'title', 'template', 'slot', 'object', 'embed', 'frame', 'svg', 'math', 'html', 'body', 'head', 'builder-init', 'builder-content', 'my-widget', 'h7', 'divx', '']) {
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
    for (const html of ['<builder-init>', '<BASE href=x>', '<meta http-equiv=refresh>', '<link rel=preload>', '<title>x', '<script>']) expect(suspectMarkup(true).test(html), html).toBe(true);
    expect(suspectMarkup(false).test('<base href=x><meta name=a>')).toBe(false);
    expect(suspectMarkup(false).test('<div><Builder-Init api-key=x>')).toBe(true);
  });
});
