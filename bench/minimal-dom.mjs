// @ts-check
// The minimal DOM of a content entry: what a hand-written page would render for it, the
// bench's floor (issue 28). Framework-free: a tree of `[tag, props, children]` (props named as
// React names them, children a list or `{ html }` for HTML set in one go) plus one stylesheet.
// It reads the content as it is stored: bindings, repeats, code and actions are not run.
//
// The rules, each applied here and nowhere else:
// - The root is one `div` with `builder-content-id` (the bench harness finds the content by it).
// - A block is one element: its `tagName` (or the component's own element below, else `div`),
//   with one class for its styles (its id, as Builder names it) plus its own `class`, its
//   `properties` as attributes, `builder-id` (the harness counts blocks by it) and, with a
//   `linkUrl`, as an `a` with that href.
// - Styles: every block's `responsiveStyles` in one stylesheet keyed by that class, `large`
//   first, then one media query for `medium` (max-width 991px) and one for `small` (640px).
// - Text: the block element holds the text's HTML.
// - Image: the block element holds one `img` (src, alt, width/height when the content gives
//   them, lazy unless `highPriority`, object-fit/-position from the background options, the
//   aspect ratio as CSS `aspect-ratio`); no `picture`, no srcset, no sizer.
// - Core:Section: the block element is a `section`; with a `maxWidth` the content asks for,
//   one inner `div` of that width, centred, holds the children (that is the content's own
//   layout: without it the children would span the full-bleed section; no content CSS needs it).
// - Columns: the block element is a flex row holding one `div` per column, each holding its
//   blocks; widths and gutter in the stylesheet, stacked at the breakpoint the content asks.
// - Core:Button: the block element is the `a` (with a link) or the `button`, its text inside.
// - Forms: the block element is the control itself (`form`, `input`, `textarea`, `select`
//   with its `option`s, `label`, submit `button`).
// - Symbol: the block element holds the symbol's blocks (inline content, or `symbols(entry)`).
// - Tabs: the labels, then the active tab's content; Accordion: the titles (details closed);
//   any other component: its children, then the blocks found in its options, in order.

/** @typedef {import('../src/core/types.ts').BuilderBlock} BuilderBlock */
/** @typedef {import('../src/core/types.ts').BuilderContent} BuilderContent */
/** @typedef {[string, Record<string, unknown>, (MinimalNode | string)[] | { html: string }]} MinimalNode */

/** Max widths (px) of Builder's `medium` and `small` breakpoints. */
export const BREAKPOINTS = /** @type {const} */ ({ medium: 991, small: 640 });

/**
 * @typedef {object} MinimalDomOptions
 * @property {(entry: string, model: string | undefined) => BuilderContent | undefined} [symbols]
 *   a symbol's content by its entry id (the demo's content service answers the same)
 */

/**
 * @typedef {object} MinimalDom
 * @property {MinimalNode} tree the content root
 * @property {string} css the blocks' styles, one stylesheet
 */

/** @param {unknown} value @returns {value is Record<string, any>} */
const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

/** @param {unknown} value @returns {value is BuilderBlock} */
const isBlock = (value) => isObject(value) && value['@type'] === '@builder.io/sdk:Element';

/** `backgroundColor` → `background-color` (custom properties verbatim). */
const cssName = (/** @type {string} */ name) =>
  name.startsWith('--')
    ? name
    : name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`).replace(/^(webkit|moz|ms)-/, '-$1-');

/**
 * @param {string} selector
 * @param {Record<string, unknown> | undefined} styles
 */
function rule(selector, styles) {
  let body = '';
  for (const [name, value] of Object.entries(styles ?? {})) {
    if (value === undefined || value === null || value === '' || typeof value === 'object') continue;
    body += `${cssName(name)}:${value};`;
  }
  return body ? `${selector}{${body}}` : '';
}

/** `builder-abc` → the block's class (ids get a `builder-` prefix, as Builder's do). */
const classOf = (/** @type {string} */ id) => (id.startsWith('builder') ? id : `builder-${id}`).replace(/[^\w-]/g, '_');

/** The blocks in an option value: a block list, or lists nested in objects and arrays. */
function blocksIn(/** @type {unknown} */ value) {
  /** @type {BuilderBlock[]} */
  const found = [];
  const visit = (/** @type {unknown} */ v) => {
    if (isBlock(v)) found.push(v);
    else if (Array.isArray(v)) v.forEach(visit);
    else if (isObject(v)) Object.values(v).forEach(visit);
  };
  visit(value);
  return found;
}

/**
 * @param {BuilderContent} content
 * @param {MinimalDomOptions} [options]
 * @returns {MinimalDom}
 */
export function minimalDom(content, { symbols } = {}) {
  /** @type {{ large: string[], medium: string[], small: string[] }} */
  const sheet = { large: [], medium: [], small: [] };
  let anonymous = 0;

  /** @param {BuilderBlock[] | undefined} blocks @returns {MinimalNode[]} */
  const list = (blocks) => (Array.isArray(blocks) ? blocks.filter(isBlock).map(block) : []);

  /**
   * @param {BuilderBlock} b
   * @returns {MinimalNode}
   */
  function block(b) {
    const className = classOf(typeof b.id === 'string' && b.id ? b.id : `anonymous-${anonymous++}`);
    const selector = `.${className}`;
    const styles = b.responsiveStyles ?? {};
    for (const size of /** @type {const} */ (['large', 'medium', 'small'])) {
      const css = rule(selector, styles[size]);
      if (css) sheet[size].push(css);
    }
    const name = b.component?.name;
    const o = /** @type {Record<string, any>} */ (b.component?.options ?? {});
    const { class: ownClass, ...attributes } = b.properties ?? {};
    /** @type {Record<string, unknown>} */
    const props = {
      ...attributes,
      'builder-id': b.id,
      className: [className, b.class, ownClass].filter(Boolean).join(' '),
    };
    let tag = b.tagName || (b.linkUrl ? 'a' : 'div');
    if (b.linkUrl) props.href = b.linkUrl;
    /** @type {MinimalNode[2]} */
    let children;
    switch (name) {
      case 'Text':
        children = { html: String(o.text ?? '') };
        break;
      case 'Image':
        children = [['img', imageProps(o), []]];
        break;
      case 'Core:Section': {
        tag = b.tagName || 'section';
        const inner = list(b.children);
        children = o.maxWidth
          ? [
              [
                'div',
                {
                  style: {
                    display: 'flex',
                    flexDirection: 'column',
                    width: '100%',
                    maxWidth: `${o.maxWidth}px`,
                    marginLeft: 'auto',
                    marginRight: 'auto',
                  },
                },
                inner,
              ],
            ]
          : inner;
        break;
      }
      case 'Columns':
        children = columns(selector, o);
        break;
      case 'Core:Button':
        if (o.link) {
          tag = 'a';
          Object.assign(
            props,
            { href: o.link, role: 'button' },
            o.openLinkInNewTab && { target: '_blank', rel: 'noopener' },
          );
        } else tag = 'button';
        children = [String(o.text ?? '')];
        break;
      case 'Form:Form':
        tag = 'form';
        Object.assign(props, o.action && { action: o.action }, o.method && { method: o.method });
        children = list(b.children);
        break;
      case 'Form:Input':
        tag = 'input';
        Object.assign(
          props,
          control(o),
          o.type && { type: o.type },
          o.defaultValue !== undefined && { defaultValue: o.defaultValue },
        );
        children = [];
        break;
      case 'Form:TextArea':
        tag = 'textarea';
        Object.assign(props, control(o), o.defaultValue !== undefined && { defaultValue: o.defaultValue });
        children = [];
        break;
      case 'Form:Select':
        tag = 'select';
        Object.assign(props, control(o), o.defaultValue !== undefined && { defaultValue: o.defaultValue });
        children = (Array.isArray(o.options) ? o.options : []).map(
          (/** @type {any} */ opt) =>
            /** @type {MinimalNode} */ (['option', { value: opt.value }, [String(opt.name ?? opt.value ?? '')]]),
        );
        break;
      case 'Form:Label':
        tag = 'label';
        if (o.for) props.htmlFor = o.for;
        children = [String(o.text ?? ''), ...list(b.children)];
        break;
      case 'Form:SubmitButton':
        tag = 'button';
        props.type = 'submit';
        children = [String(o.text ?? '')];
        break;
      case 'Symbol': {
        const symbol = o.symbol ?? {};
        const inner =
          symbol.content ?? (typeof symbol.entry === 'string' ? symbols?.(symbol.entry, symbol.model) : undefined);
        children = list(inner?.data?.blocks);
        break;
      }
      case 'Builder: Tabs': {
        const tabs = Array.isArray(o.tabs) ? o.tabs : [];
        const active = tabs[Math.max(0, (Number(o.defaultActiveTab) || 1) - 1)];
        children = [...tabs.flatMap((/** @type {any} */ t) => list(t.label)), ...list(active?.content)];
        break;
      }
      case 'Builder:Accordion':
        children = (Array.isArray(o.items) ? o.items : []).flatMap((/** @type {any} */ item) => list(item.title));
        break;
      default:
        children = [...list(b.children), ...(name ? blocksIn(o).map(block) : [])];
    }
    return [tag, props, children];
  }

  /**
   * The Columns block's columns, and their layout in the stylesheet.
   * @param {string} selector
   * @param {Record<string, any>} o
   * @returns {MinimalNode[]}
   */
  function columns(selector, o) {
    const cols = Array.isArray(o.columns) ? o.columns : [];
    const space = Number(o.space ?? 20) || 0;
    const count = cols.length || 1;
    sheet.large.push(`${selector}{flex-direction:row;align-items:stretch;column-gap:${space}px}`);
    cols.forEach((/** @type {any} */ col, /** @type {number} */ i) => {
      const width = Number(col.width) || 100 / count;
      sheet.large.push(`${selector}>:nth-child(${i + 1}){width:calc(${width}% - ${(space * (count - 1)) / count}px)}`);
    });
    const stackAt = o.stackColumnsAt === 'never' ? undefined : o.stackColumnsAt === 'mobile' ? 'small' : 'medium';
    if (stackAt)
      sheet[stackAt].push(
        `${selector}{flex-direction:${o.reverseColumnsWhenStacked ? 'column-reverse' : 'column'}}${selector}>:nth-child(n){width:100%}`,
      );
    return cols.map((/** @type {any} */ col) => /** @type {MinimalNode} */ (['div', {}, list(col.blocks)]));
  }

  const tree = /** @type {MinimalNode} */ (['div', { 'builder-content-id': content.id }, list(content.data?.blocks)]);
  let css = sheet.large.join('\n');
  if (sheet.medium.length) css += `\n@media (max-width: ${BREAKPOINTS.medium}px){${sheet.medium.join('')}}`;
  if (sheet.small.length) css += `\n@media (max-width: ${BREAKPOINTS.small}px){${sheet.small.join('')}}`;
  return { tree, css };
}

/**
 * @param {Record<string, any>} o the Image block's options
 * @returns {Record<string, unknown>}
 */
function imageProps(o) {
  /** @type {Record<string, unknown>} */
  const style = {
    display: 'block',
    width: '100%',
    objectFit: o.backgroundSize === 'contain' ? 'contain' : 'cover',
    objectPosition: o.backgroundPosition || 'center',
  };
  if (Number(o.aspectRatio) > 0) style.aspectRatio = `1 / ${o.aspectRatio}`;
  /** @type {Record<string, unknown>} */
  const props = { src: o.image, alt: o.altText ?? '', loading: o.highPriority ? 'eager' : 'lazy', style };
  if (o.width) props.width = o.width;
  if (o.height) props.height = o.height;
  return props;
}

/** A form control's shared attributes. */
const control = (/** @type {Record<string, any>} */ o) => ({
  ...(o.name && { name: o.name }),
  ...(o.placeholder && { placeholder: o.placeholder }),
  ...(o.required && { required: true }),
});

/**
 * Elements in a minimal tree, the elements inside its `{ html }` too (content HTML, whose tags
 * are counted by their opening tag).
 * @param {MinimalNode | string} node
 * @returns {number}
 */
export function countElements(node) {
  if (typeof node === 'string') return 0;
  const [, , children] = node;
  if (!Array.isArray(children)) return 1 + (children.html.match(/<[a-zA-Z]/g)?.length ?? 0);
  return children.reduce((sum, child) => sum + countElements(child), 1);
}

/**
 * The elements Builder's SDKs render around the bench content's blocks that the minimal DOM
 * leaves out, by kind (as ./pages/harness.js names them), with the reference behaviour that
 * needs each (docs/performance.md lists them): the kit renders them for parity with Builder's
 * DOM, which content CSS and Builder's own CSS target. Covers the root, Text, Image, Columns
 * and Section (the bench content's components); other components count nothing here.
 */
export const PARITY_ELEMENTS = /** @type {const} */ ({
  style: "the content root's stylesheet, rendered inside the root as Builder's SDKs do",
  'div.builder-blocks': "Builder wraps every block list (the root's, each column's) in `.builder-blocks`",
  'div.builder-text':
    "a Text block's HTML sits in `.builder-text`, which Builder's own CSS targets (`.builder-text > p:first-of-type`)",
  'div.builder-columns': 'Columns lay out in `.builder-columns` inside the block element',
  picture: "Builder's Image renders `picture` around its `img`",
  source: "and a WebP `source` for an image on Builder's CDN",
  'div.builder-image-sizer': 'and `.builder-image-sizer`, whose padding keeps the aspect ratio the content asks for',
  section:
    "a Section without a max width: Builder renders `section` inside the block element (with one, the minimal DOM's max-width `div` stands for it)",
});

/**
 * How many of each {@link PARITY_ELEMENTS} kind Builder's DOM holds for `content` beyond its
 * minimal DOM (symbols' content not included).
 * @param {BuilderContent} content
 * @returns {Record<keyof typeof PARITY_ELEMENTS, number>}
 */
export function parityElements(content) {
  const counts = /** @type {Record<keyof typeof PARITY_ELEMENTS, number>} */ (
    Object.fromEntries(Object.keys(PARITY_ELEMENTS).map((kind) => [kind, 0]))
  );
  counts.style = 1;
  counts['div.builder-blocks'] = 1;
  const visit = (/** @type {BuilderBlock[] | undefined} */ blocks) => {
    for (const b of Array.isArray(blocks) ? blocks.filter(isBlock) : []) {
      const o = /** @type {Record<string, any>} */ (b.component?.options ?? {});
      switch (b.component?.name) {
        case 'Text':
          counts['div.builder-text']++;
          break;
        case 'Image':
          counts.picture++;
          if (typeof o.image === 'string' && o.image.startsWith('https://cdn.builder.io/')) counts.source++;
          if (o.aspectRatio && !(b.children?.length && o.fitContent)) counts['div.builder-image-sizer']++;
          break;
        case 'Columns':
          counts['div.builder-columns']++;
          for (const col of Array.isArray(o.columns) ? o.columns : []) {
            counts['div.builder-blocks']++;
            visit(col.blocks);
          }
          break;
        case 'Core:Section':
          if (!o.maxWidth) counts.section++;
          break;
      }
      visit(b.children);
    }
  };
  visit(content.data?.blocks);
  return counts;
}

/**
 * The minimal DOM of a demo page (demo/content/page/<name>.json), its symbols read from
 * demo/content/symbol/ as the demo's content service serves them.
 * @param {string} name
 * @returns {Promise<MinimalDom>}
 */
export async function demoPageDom(name) {
  const { readFile, readdir } = await import('node:fs/promises');
  const dir = new URL('../demo/content/', import.meta.url);
  /** @type {Map<string, BuilderContent>} */
  const symbolEntries = new Map();
  for (const file of await readdir(new URL('symbol/', dir))) {
    const entry = JSON.parse(await readFile(new URL(`symbol/${file}`, dir), 'utf8'));
    symbolEntries.set(entry.id ?? file.replace(/\.json$/, ''), entry);
  }
  const page = JSON.parse(await readFile(new URL(`page/${name}.json`, dir), 'utf8'));
  return minimalDom(page, {
    symbols: (entry) => symbolEntries.get(entry) ?? symbolEntries.get(entry.replace(/\.json$/, '')),
  });
}
