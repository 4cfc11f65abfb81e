// @ts-check
import { parseFragment, serialize } from 'parse5';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { benchContent } from './content.mjs';
import { floorElement } from './floor-element.mjs';
import { parityHtml, parityTree } from './parity-html.mjs';

/** HTML as the browser would hold it, without comments (React's text separators and boundary markers). */
function normalized(/** @type {string} */ html) {
  const fragment = parseFragment(html);
  /** @param {any} node */
  const strip = (node) => {
    node.childNodes = (node.childNodes ?? []).filter((/** @type {any} */ child) => child.nodeName !== '#comment');
    node.childNodes.forEach(strip);
  };
  strip(fragment);
  return serialize(fragment);
}

describe("the server bench's parity reference", () => {
  it('renders the DOM it was given: elements, attributes, inline styles, rich text and stylesheets', async () => {
    const html =
      '<style>.a { color: red; }</style><div class="builder-blocks" builder-path="blocks"><div class="builder-block builder-x" builder-id="builder-x" style="display:flex;-webkit-box-flex:1;--gap:4px"><div class="builder-text"><p>Hi <em>there</em> &amp; you</p></div><picture><source srcset="a.webp 100w" type="image/webp"/><img class="builder-image" src="a.png" srcset="a.png 100w" alt="" loading="lazy" fetchpriority="auto"/></picture></div></div>';
    const tree = await parityTree(html);
    expect(normalized(renderToString(floorElement(tree)))).toBe(normalized(`<div>${html}</div>`));
  });

  it("renders this build's server HTML of the bench content to the same DOM", async () => {
    const html = await parityHtml(benchContent(100));
    const tree = await parityTree(html);
    expect(normalized(renderToString(floorElement(tree)))).toBe(normalized(`<div>${html}</div>`));
  });
});
