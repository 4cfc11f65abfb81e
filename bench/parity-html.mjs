// @ts-check
// The parity references' HTML: this build's server rendering of the content (./pages/parity-html.js
// puts it in with one innerHTML; the server bench renders it as a plain React tree, `parityTree`).
// Inline content needs no content service (the bench content has no symbols); a demo page's
// symbols come from the service given.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * @param {import('../src/core/types.ts').BuilderContent} content
 * @param {{ apiKey: string, apiHost: string }} [service] where a page's symbols are fetched
 * @returns {Promise<string>}
 */
export async function parityHtml(content, service = { apiKey: 'bench', apiHost: 'http://127.0.0.1:9' }) {
  const server = await import(pathToFileURL(path.join(ROOT, 'dist', 'server.js')).href);
  const { html } = await server.renderContentToHtml({ ...service, model: 'page', content, canTrack: false });
  if (!html) throw new Error('the parity reference rendered nothing');
  return html;
}

/** HTML attribute names React spells otherwise (the ones Builder's DOM carries). */
const REACT_NAMES = /** @type {Record<string, string>} */ ({
  class: 'className',
  for: 'htmlFor',
  srcset: 'srcSet',
  fetchpriority: 'fetchPriority',
  tabindex: 'tabIndex',
  crossorigin: 'crossOrigin',
  referrerpolicy: 'referrerPolicy',
  allowfullscreen: 'allowFullScreen',
});

/** `background-color: red; --x: 1` → `{ backgroundColor: 'red', '--x': '1' }`. */
function styleProp(/** @type {string} */ text) {
  /** @type {Record<string, string>} */
  const style = {};
  for (const declaration of text.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const name = declaration.slice(0, colon).trim();
    const key = name.startsWith('--')
      ? name
      : name.replace(/^-(webkit|moz|ms)-/, (_, vendor) => `${vendor[0].toUpperCase()}${vendor.slice(1)}-`);
    style[key.startsWith('--') ? key : key.replace(/-([a-z])/g, (_, c) => c.toUpperCase())] = declaration
      .slice(colon + 1)
      .trim();
  }
  return style;
}

/**
 * Server HTML as a plain React element tree of the floor's kind (./floor-element.mjs): each
 * element with its attributes, a Text's rich text and each `<style>` set as HTML the way the kit
 * sets them, React's comment markers dropped. The server bench's parity reference renders it
 * with `renderToString`: what React alone costs to write Builder's DOM, with none of the kit's code.
 * @param {string} html
 * @returns {Promise<import('./minimal-dom.mjs').MinimalNode>}
 */
export async function parityTree(html) {
  const { parseFragment, serialize } = await import('parse5');
  /** @param {any} node @returns {import('./minimal-dom.mjs').MinimalNode | string | null} */
  const convert = (node) => {
    if (node.nodeName === '#text') return node.value;
    if (!node.tagName) return null;
    /** @type {Record<string, unknown>} */
    const props = {};
    for (const { name, value } of node.attrs)
      props[REACT_NAMES[name] ?? name] = name === 'style' ? styleProp(value) : value;
    const asHtml =
      node.tagName === 'style' ||
      String(props.className ?? '')
        .split(' ')
        .includes('builder-text');
    if (asHtml) return [node.tagName, props, { html: serialize(node) }];
    return [node.tagName, props, convertAll(node.childNodes)];
  };
  /** @param {any[]} nodes @returns {(import('./minimal-dom.mjs').MinimalNode | string)[]} */
  const convertAll = (nodes) => {
    const out = [];
    for (const node of nodes) {
      const converted = convert(node);
      if (converted !== null) out.push(converted);
    }
    return out;
  };
  return ['div', {}, convertAll(parseFragment(html).childNodes)];
}
