/**
 * The lazily loaded widgets (carousel, tabs, accordion, masonry, video) bring their default CSS
 * in their own chunk: their eager registrations carry none, and each chunk adds its CSS to the
 * page's default CSS as it loads, before the widget first renders. Each case is a fresh page (an
 * iframe) with the built elements bundle (`npm run build` first), whose widget chunks load over
 * the network after the content's first render: the widget's CSS applies from the moment its
 * element is in the DOM (the MutationObserver callback that sees it appear runs after React's
 * commit and before any frame) and in the first frame after; in a shadow root (`<builder-content>`,
 * a standalone tag) and in the document (`<builder-content no-shadow>`).
 */
import { expect } from 'chai';
import type { BuilderBlock } from '../../src/core/types.ts';

const BUNDLE = '/dist/builder-elements.js';
const DEFAULT_CSS_STYLE = 'style[data-builder-default-css]';

let counter = 0;
const block = (name: string, options: Record<string, unknown>, children?: BuilderBlock[]): BuilderBlock => ({
  '@type': '@builder.io/sdk:Element',
  id: `builder-widget-css-${++counter}`,
  component: { name, options },
  children,
});
const text = (html: string) => block('Text', { text: html });

interface Case {
  name: string;
  block: () => BuilderBlock;
  /** An element of the widget and a property its default CSS sets. */
  selector: string;
  property: string;
  value: string;
  /** Text of its default CSS. */
  mark: string;
}

const CASES: Case[] = [
  {
    name: 'Builder:Carousel',
    block: () => block('Builder:Carousel', { slides: [{ content: [text('One')] }, { content: [text('Two')] }] }),
    selector: '.builder-carousel-track',
    property: 'display',
    value: 'flex',
    mark: '.builder-carousel-track{',
  },
  {
    name: 'Builder: Tabs',
    block: () => block('Builder: Tabs', { tabs: [{ label: [text('Grind')], content: [text('Coarse')] }] }),
    selector: '.builder-tabs-wrap',
    property: 'display',
    value: 'flex',
    mark: '.builder-tabs-wrap{',
  },
  {
    name: 'Builder:Accordion',
    block: () => block('Builder:Accordion', { items: [{ title: [text('Ship abroad?')], detail: [text('Not yet.')] }] }),
    selector: '.builder-accordion',
    property: 'display',
    value: 'flex',
    mark: '.builder-accordion{',
  },
  {
    name: 'Builder:Masonry',
    block: () =>
      block('Builder:Masonry', { columnWidth: '150px', tiles: [{ content: [text('a')] }, { content: [text('b')] }] }),
    selector: '.builder-masonry-tile',
    property: 'width',
    value: '150px',
    mark: '.builder-masonry-tile{',
  },
  {
    // Children laid over the video take pointer events again (the box over the video has none).
    name: 'Video',
    block: () => block('Video', { fitContent: false }, [text('Over the video')]),
    selector: '.builder-video ~ div .builder-block',
    property: 'pointer-events',
    value: 'auto',
    mark: '.builder-video ~ div .builder-block{',
  },
];

interface Look {
  /** The property when the element first appeared, and in the frame after. */
  appeared: string;
  frame: string;
}

interface Page {
  look: Promise<Look>;
  doc: Document;
}

type Hook = (doc: Document) => void;

/**
 * A fresh page holding `tagHtml` and the elements bundle; before the bundle runs, `prepare` sets
 * the tag up and a MutationObserver on `where(tag)` (once the tag is defined) watches for `selector`.
 */
async function loadPage(
  tagHtml: string,
  selector: string,
  property: string,
  prepare: (tag: HTMLElement) => void,
  shadow: boolean,
): Promise<Page> {
  const frame = document.createElement('iframe');
  frame.className = 'widget-css-frame';
  frame.style.width = '1000px';
  frame.style.height = '700px';
  let look!: Promise<Look>;
  (window as unknown as { __widgetCss: Hook }).__widgetCss = (doc) => {
    const win = doc.defaultView!;
    const tag = doc.body.firstElementChild as HTMLElement;
    prepare(tag);
    look = win.customElements.whenDefined(tag.localName).then(
      () =>
        new Promise((resolve) => {
          const root: Node & ParentNode = shadow ? tag.shadowRoot! : tag;
          const observer = new win.MutationObserver(() => {
            const element = root.querySelector(selector);
            if (!element) return;
            observer.disconnect();
            const appeared = win.getComputedStyle(element).getPropertyValue(property);
            win.requestAnimationFrame(() =>
              resolve({ appeared, frame: win.getComputedStyle(element).getPropertyValue(property) }),
            );
          });
          observer.observe(root, { childList: true, subtree: true });
        }),
    );
  };
  frame.srcdoc =
    `<!doctype html><html><head><meta charset="utf-8"></head><body style="margin:0">${tagHtml}` +
    '<script>parent.__widgetCss(document)</script>' +
    `<script type="module" src="${BUNDLE}"></script></body></html>`;
  const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  document.body.append(frame);
  await loaded;
  return { look, doc: frame.contentDocument! };
}

afterEach(() => {
  for (const frame of document.querySelectorAll('iframe.widget-css-frame')) frame.remove();
});

describe("a lazily loaded widget's default CSS, brought by its chunk", () => {
  for (const c of CASES) {
    for (const shadow of [true, false]) {
      it(`${c.name} in ${shadow ? 'a shadow root' : 'the document (no-shadow)'}: its CSS applies from its first paint`, async () => {
        const content = { id: `widget-css-${++counter}`, data: { blocks: [text('Before the widget'), c.block()] } };
        const tag = `<builder-content model="page" can-track="false"${shadow ? '' : ' no-shadow'}></builder-content>`;
        const page = await loadPage(tag, c.selector, c.property, (host) => Object.assign(host, { content }), shadow);
        expect(await page.look).to.deep.equal({ appeared: c.value, frame: c.value });
        // A page showing content only in shadow roots keeps its head bare; otherwise the head's style has it.
        const style = page.doc.querySelector(DEFAULT_CSS_STYLE);
        if (shadow) expect(style).to.equal(null);
        else expect(style?.textContent).to.contain(c.mark);
      });
    }
  }

  it("<builder-carousel>: its CSS is in the tag's shadow root from its first paint", async () => {
    const slides = JSON.stringify([{ content: [text('One')] }, { content: [text('Two')] }]).replace(/'/g, '&#39;');
    const page = await loadPage(
      `<builder-carousel slides='${slides}'></builder-carousel>`,
      '.builder-carousel-track',
      'display',
      () => {},
      true,
    );
    expect(await page.look).to.deep.equal({ appeared: 'flex', frame: 'flex' });
    expect(page.doc.querySelector(DEFAULT_CSS_STYLE)).to.equal(null);
  });
});
