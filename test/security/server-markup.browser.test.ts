/**
 * Server HTML in Chromium: content HTML built to leave its root (test/helpers/hostile-markup.ts)
 * rendered by `renderContentElementToHtml` (declarative shadow root, and `shadow: false`) and
 * by `renderContentToHtml`, then parsed by the browser as a whole page between the site's own
 * login form and footer, in a frame without scripts (so `<noscript>` parses as markup, as for a
 * visitor without JavaScript). Every content node stays inside its content root, and the page's
 * own nodes after the tag are where the page put them. The same fragments written in as they
 * are, by hand, do break out: the checks see each attack.
 */
import { expect } from 'chai';
import { BLOCK_TYPE, type BuilderContent } from '../../src/index.ts';
import { renderContentElementToHtml } from '../browser/element-server-render.ts';
import { HOSTILE_MARKUP } from '../helpers/hostile-markup.ts';
import { renderContentToHtml } from '../helpers/server-render.ts';

const content = (id: string, html: string): BuilderContent => ({
  id,
  data: {
    blocks: [{ '@type': BLOCK_TYPE, id: 'builder-hostile', component: { name: 'Text', options: { text: html } } }],
  },
});

/** The site's page around `html`: a login form before it, a footer with a form after it. */
const sitePage = (html: string) =>
  '<!doctype html><html><head><title>site</title></head><body>' +
  '<main id="site-main"><form id="login" action="/login"><input name="user"></form>' +
  `<div id="content-slot">${html}</div>` +
  '<footer id="site-footer"><form id="subscribe" action="/subscribe"></form></footer></main></body></html>';

/** Loads `page` in a frame that runs no script, and returns its document. */
async function load(page: string): Promise<Document> {
  const frame = document.createElement('iframe');
  frame.className = 'server-markup-frame';
  frame.setAttribute('sandbox', 'allow-same-origin');
  const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  frame.srcdoc = page;
  document.body.append(frame);
  await loaded;
  return frame.contentDocument!;
}

/** Every element of `root`'s tree and of the shadow trees inside it. */
function allElements(root: ParentNode): Element[] {
  const found: Element[] = [];
  for (const element of root.querySelectorAll('*')) {
    found.push(element);
    if (element.shadowRoot) found.push(...allElements(element.shadowRoot));
  }
  return found;
}

/** What broke: the page's own structure, or content outside its root. Empty when nothing did. */
function breaches(doc: Document): string[] {
  const found: string[] = [];
  const slot = doc.getElementById('content-slot');
  const footer = doc.getElementById('site-footer');
  const main = doc.getElementById('site-main');
  if (!slot || !main || slot.parentElement !== main) found.push('the content slot moved');
  if (!footer || footer.parentElement !== main || footer.previousElementSibling !== slot)
    found.push('the footer moved or is gone');
  if (!doc.getElementById('subscribe') || doc.getElementById('subscribe')!.parentElement !== footer)
    found.push('the footer form moved or is gone');
  if (doc.getElementById('login')?.parentElement !== main) found.push('the login form moved');
  if (doc.baseURI !== document.baseURI) found.push(`the base URL changed to ${doc.baseURI}`);
  // Content roots (one per tag or render), and every element that is content's own.
  const roots = allElements(doc).filter((element) => element.hasAttribute('builder-content-id'));
  if (roots.length !== 1) found.push(`${roots.length} content roots`);
  const inRoot = (element: Element) => roots.some((root) => root.contains(element));
  for (const element of allElements(doc)) {
    const content =
      element.id === 'evil' || element.localName === 'img' || (element.localName === 'p' && !element.closest('footer'));
    if (content && !inRoot(element))
      found.push(`<${element.localName}${element.id ? `#${element.id}` : ''}> outside its root`);
  }
  return found;
}

describe('server HTML keeps content inside its root', () => {
  afterEach(() => {
    for (const frame of document.querySelectorAll('iframe.server-markup-frame')) frame.remove();
  });

  for (const [name, render] of [
    [
      'renderContentElementToHtml (declarative shadow root)',
      async (entry: BuilderContent) =>
        (await renderContentElementToHtml({ content: entry, model: 'page', apiKey: 'KEY', canTrack: false })).html,
    ],
    [
      'renderContentElementToHtml with shadow: false',
      async (entry: BuilderContent) =>
        (
          await renderContentElementToHtml({
            content: entry,
            model: 'page',
            apiKey: 'KEY',
            canTrack: false,
            shadow: false,
          })
        ).html,
    ],
    [
      'renderContentToHtml',
      async (entry: BuilderContent) =>
        (await renderContentToHtml({ content: entry, model: 'page', apiKey: 'KEY', canTrack: false })).html,
    ],
  ] as const) {
    it(`${name}: every hostile fragment stays inside its block, and the page after it is untouched`, async () => {
      for (const [i, hostile] of HOSTILE_MARKUP.entries()) {
        const doc = await load(sitePage(await render(content(`hostile-${i}`, hostile))));
        expect(breaches(doc), hostile).to.deep.equal([]);
        // Its paragraph shows in its block, but for the fragment built to mutate, which is left out whole.
        const paragraph = allElements(doc).find((element) => element.matches('.builder-text > p'));
        expect(paragraph?.textContent, hostile).to.equal(
          hostile.startsWith('<p>nine') ? undefined : /^<p>(\w+)/.exec(hostile)![1],
        );
      }
    });
  }

  it('the same fragments, written in by hand as they are, do break out (the checks above see each attack)', async () => {
    // What a server writes without the filter: the text as it is, in the block's div, in the shadow root or the light DOM.
    const written = (hostile: string, shadow: boolean) => {
      const root = `<div builder-content-id="raw"><div class="builder-blocks"><div class="builder-block"><div class="builder-text">${hostile}</div></div></div></div>`;
      return `<builder-content>${shadow ? `<template shadowrootmode="open">${root}</template>` : root}</builder-content>`;
    };
    // Eight and nine break out only through a serialiser that writes them again (test: src/render/server/content-html.test.ts).
    for (const hostile of HOSTILE_MARKUP.filter((h) => !/^<p>(eight|nine)</.test(h))) {
      const broke = [];
      for (const shadow of [true, false]) broke.push(...breaches(await load(sitePage(written(hostile, shadow)))));
      expect(broke, hostile).to.not.deep.equal([]);
    }
  });
});
