/**
 * The server renderer applies failing bindings as the browser does (./failing-bindings.test.tsx
 * in src/render, test/browser/render-failing-bindings.test.tsx): each target is `undefined`, so
 * the HTML holds none of the values the editor stored under a failing binding's path, and the
 * browser hydrates it without a mismatch. The page is the differential suite's hand-written one.
 */
import { parseFragment, type DefaultTreeAdapterTypes } from 'parse5';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderContentToHtml, type BuilderContent } from '../../server.ts';
import failingBindings from '../../../test/reference/cases/failing-bindings.json';

type Element = DefaultTreeAdapterTypes.Element;
type Node = DefaultTreeAdapterTypes.Node;

const attribute = (element: Element, name: string) => element.attrs.find((a) => a.name === name)?.value;
const textOf = (node: Node): string =>
  node.nodeName === '#text'
    ? (node as DefaultTreeAdapterTypes.TextNode).value
    : 'childNodes' in node
      ? node.childNodes.map(textOf).join('')
      : '';

/** The blocks of the HTML by `builder-id`. */
function blocksOf(html: string): Map<string, Element> {
  const found = new Map<string, Element>();
  const walk = (node: Node) => {
    if ('tagName' in node) {
      const id = attribute(node, 'builder-id');
      if (id) found.set(id, node);
    }
    if ('childNodes' in node) node.childNodes.forEach(walk);
  };
  walk(parseFragment(html));
  return found;
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('failing bindings in server HTML', () => {
  it('sets each failing target to undefined: no stored text, link, title or copy; a failing show hides, a failing hide does not', async () => {
    const { contentHtml } = await renderContentToHtml({
      content: failingBindings as unknown as BuilderContent,
      model: 'page',
      apiKey: 'KEY',
      canTrack: false,
    });
    const blocks = blocksOf(contentHtml);
    expect(textOf(blocks.get('builder-bound-ok')!)).toBe('Bound title');
    for (const id of ['builder-window-name', 'builder-unknown-name', 'builder-throws', 'builder-button-fails']) {
      expect(textOf(blocks.get(id)!), id).toBe('');
    }
    expect(contentHtml).not.toContain('Enter some text...');
    expect(contentHtml).not.toContain('Stored');
    expect(blocks.has('builder-show-fails')).toBe(false);
    expect(textOf(blocks.get('builder-hide-fails')!)).toBe('Hidden only when its hide binding holds');
    const linked = blocks.get('builder-attribute-fails')!;
    expect(linked.tagName).toBe('div');
    expect(attribute(linked, 'title')).toBeUndefined();
    expect(attribute(linked, 'href')).toBeUndefined();
    expect(attribute(blocks.get('builder-style-fails')!, 'style')).toBeUndefined();
    expect(blocks.has('builder-repeat-fails')).toBe(false);
    expect(textOf(blocks.get('builder-after')!)).toBe('The block after them');
  });
});
