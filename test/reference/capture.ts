/**
 * What the differential test compares of one rendered content root: its element tree (tag
 * names, `builder-id`s, `builder-*` classes), its visible text, and each block's box and
 * computed styles. Elements that are not content (`<style>`, `<script>`, `<template>`…) and
 * every other attribute are left out: they are how a renderer works, not what it shows.
 */

/** The computed styles compared for every block. */
export const STYLE_PROPERTIES = [
  'color',
  'background-color',
  'font-family',
  'font-size',
  'font-weight',
  'line-height',
  'display',
  'margin-top',
  'margin-right',
  'margin-bottom',
  'margin-left',
  'padding-top',
  'padding-right',
  'padding-bottom',
  'padding-left',
  'border-top-width',
  'border-right-width',
  'border-bottom-width',
  'border-left-width',
  'flex-direction',
  'align-items',
  'justify-content',
  'width',
  'height',
] as const;

/** Elements that are never content. */
const NOT_CONTENT = new Set(['style', 'script', 'template', 'noscript', 'link', 'meta']);

export interface BlockCapture {
  /** `builder-id`, with `#n` for its n-th repeated copy (n ≥ 1). */
  key: string;
  id: string;
  /** Key of the nearest block around it, or `root`. */
  parent: string;
  /** Key of the block before it with the same parent, if any. */
  previous?: string;
  tag: string;
  /** Its `builder-*` classes, sorted. */
  classes: string;
  /** Its element tree down to its child blocks (shown as `[key]`), one element a line. */
  skeleton: string[];
  /** Its visible text, whitespace-normalised (see `visibleText`). */
  text: string;
  /** The state each image inside it ended in (see `imageState`): sizes depend on it. */
  images: string[];
  /** Box relative to the content root, rounded: x, y, width, height. */
  box: [number, number, number, number];
  style: Record<string, string>;
}

export interface Capture {
  /** The content root's tree down to its top-level blocks. */
  skeleton: string[];
  text: string;
  /** The root's own box (0, 0, width, height). */
  box: BlockCapture['box'];
  blocks: Map<string, BlockCapture>;
  /** Uncaught errors while it rendered (filled in by the caller). */
  errors: string[];
}

export const normaliseText = (text: string): string => text.replace(/\s+/g, ' ').trim();

/**
 * `builder-*` classes that are a renderer's own machinery, not part of the content's DOM: the
 * reference's per-block Columns breakpoint class and the kit's Columns layout modifiers (both
 * only carry the stacking media queries; the resulting layout is compared through the boxes
 * and computed styles).
 */
const INTERNAL_CLASSES = [/^builder-.+-breakpoints$/, /^builder-columns--/];

function builderClasses(el: Element): string {
  return [...el.classList]
    .filter((name) => name.startsWith('builder-') && !INTERNAL_CLASSES.some((pattern) => pattern.test(name)))
    .sort()
    .join('.');
}

function describeElement(el: Element): string {
  const classes = builderClasses(el);
  return classes ? `${el.localName}.${classes}` : el.localName;
}

/**
 * The state each image inside a block ended in once the render settled (render.tsx waits for
 * every image the browser requests): `loaded`, `broken` (failed, or no source), or `not
 * requested`: a `loading="lazy"` image beyond the browser's lazy-load margin (`notRequested`,
 * from render.tsx), which a fresh page would not have fetched yet. An image still loading (in a
 * render reported as unsettled) is `loading`. The intrinsic size is left out: it is the file's
 * that a `srcset` candidate names (the local image service draws an image-API URL as wide as its
 * `width` asks, else 600×400, like Builder's CDN), and the two renderers may name different
 * files for a picture that fills its block; the block's box shows what the image does to the layout.
 */
function imageState(img: HTMLImageElement, notRequested: ReadonlySet<HTMLImageElement>): string {
  if (notRequested.has(img)) return 'not requested';
  if (!img.complete) return 'loading';
  return img.naturalWidth ? 'loaded' : 'broken';
}

/**
 * Margins as the renderer set them (the computed value: `auto` stays `auto`), not the used
 * value `getComputedStyle` gives: Chromium reports an auto margin of a flex item as 0 after
 * some relayouts and as the free space after others, for the same box. Where a margin puts a
 * block is compared through the boxes.
 */
const AS_SET = /^margin-/;

function styleOf(el: Element): Record<string, string> {
  const computed = getComputedStyle(el);
  const set = el.computedStyleMap();
  const style: Record<string, string> = {};
  for (const name of STYLE_PROPERTIES) {
    const value = AS_SET.test(name) ? String(set.get(name)) : computed.getPropertyValue(name);
    style[name] = name === 'font-family' ? value.replace(/["']/g, '') : value;
  }
  return style;
}

/**
 * The children as the page shows them: a `<slot>` (the kit's shadow root shows some HTML from
 * its light DOM) stands for the elements assigned to it, or its own children when none are.
 */
function shownChildren(el: Element): Element[] {
  const shown: Element[] = [];
  for (const child of el.children) {
    if (child instanceof HTMLSlotElement) {
      const assigned = child.assignedElements({ flatten: true });
      shown.push(...(assigned.length ? assigned : shownChildren(child)));
    } else {
      shown.push(child);
    }
  }
  return shown;
}

/**
 * The text a visitor sees, like `innerText` (hidden elements left out, a space between blocks)
 * but read from the tree as it is shown, so text slotted into the kit's shadow root counts
 * where it shows (`innerText` reads a shadow tree without what is assigned to its slots).
 */
function visibleText(el: Element): string {
  const parts: string[] = [];
  const walk = (node: Element) => {
    const nodes =
      node instanceof HTMLSlotElement && node.assignedNodes({ flatten: true }).length
        ? node.assignedNodes({ flatten: true })
        : [...node.childNodes];
    for (const child of nodes) {
      if (child.nodeType === Node.TEXT_NODE) {
        parts.push(child.textContent ?? '');
      } else if (child instanceof Element) {
        if (NOT_CONTENT.has(child.localName)) continue;
        if (!(child instanceof HTMLSlotElement) && !child.checkVisibility({ visibilityProperty: true })) continue;
        const inline = child instanceof HTMLSlotElement || getComputedStyle(child).display.startsWith('inline');
        if (!inline) parts.push(' ');
        if (child.localName === 'br') parts.push(' ');
        walk(child);
        if (!inline) parts.push(' ');
      }
    }
  };
  walk(el);
  return normaliseText(parts.join(''));
}

/**
 * Captures `root` (a content root element, in the document or a shadow root); `notRequested`:
 * its lazy images the browser would not have requested yet.
 */
export function capture(root: Element, notRequested: ReadonlySet<HTMLImageElement> = new Set()): Capture {
  const restore = withoutInlineTransforms(root);
  try {
    return captureLayout(root, notRequested);
  } finally {
    restore();
  }
}

/**
 * Takes away, until the returned function puts them back, the transforms that both renderers
 * write inline while an animation (`pageLoad`, `scrollInView`) plays: the two start it at
 * different moments, so a box measured mid-animation would differ by chance. Boxes are compared
 * as laid out; transforms are not a compared style.
 */
function withoutInlineTransforms(root: Element): () => void {
  const changed: Array<[HTMLElement, string, string]> = [];
  for (const el of root.querySelectorAll<HTMLElement>('[style*="transform"]')) {
    changed.push([el, el.style.transition, el.style.transform]);
    el.style.transition = 'none';
    el.style.transform = 'none';
  }
  return () => {
    for (const [el, transition, transform] of changed) Object.assign(el.style, { transform, transition });
  };
}

function captureLayout(root: Element, notRequested: ReadonlySet<HTMLImageElement>): Capture {
  const origin = root.getBoundingClientRect();
  const blocks = new Map<string, BlockCapture>();
  const seen = new Map<string, number>();

  const last = new Map<string, string>();
  const walk = (parent: Element, parentKey: string, lines: string[], depth: number): void => {
    for (const el of shownChildren(parent)) {
      if (NOT_CONTENT.has(el.localName)) continue;
      const id = el.getAttribute('builder-id');
      if (!id) {
        lines.push(`${'  '.repeat(depth)}${describeElement(el)}`);
        walk(el, parentKey, lines, depth + 1);
        continue;
      }
      const n = seen.get(id) ?? 0;
      seen.set(id, n + 1);
      const key = n ? `${id}#${n}` : id;
      lines.push(`${'  '.repeat(depth)}[${key}]`);
      const rect = el.getBoundingClientRect();
      const block: BlockCapture = {
        key,
        id,
        parent: parentKey,
        previous: last.get(parentKey),
        tag: el.localName,
        classes: builderClasses(el),
        skeleton: [],
        text: visibleText(el),
        images: [...el.querySelectorAll('img')].map((img) => imageState(img, notRequested)),
        box: [rect.left - origin.left, rect.top - origin.top, rect.width, rect.height].map(
          Math.round,
        ) as BlockCapture['box'],
        style: styleOf(el),
      };
      blocks.set(key, block);
      last.set(parentKey, key);
      walk(el, key, block.skeleton, 0);
    }
  };

  const skeleton: string[] = [];
  walk(root, 'root', skeleton, 0);
  const box = [0, 0, origin.width, origin.height].map(Math.round) as BlockCapture['box'];
  return { skeleton, text: visibleText(root), box, blocks, errors: [] };
}
