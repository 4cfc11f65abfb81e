/**
 * From a block's JSON (with its bindings evaluated) to what React renders: the element's tag
 * and attributes, and the component's options. Pure functions; ./block.tsx drives them.
 */
import { type BuilderBlock, contentTag, isDroppedAttribute, isForbiddenKey, isRecord } from '../core/index.ts';
import type { BlockAttributes } from './block-props.ts';
import { blockClass, blockIdOf } from './stylesheet.ts';

/** Block fields that are not element attributes when a binding sets them. */
const BLOCK_FIELDS = new Set([
  '@type',
  '@version',
  'id',
  'tagName',
  'layerName',
  'class',
  'children',
  'component',
  'responsiveStyles',
  'bindings',
  'code',
  'actions',
  'properties',
  'meta',
  'repeat',
  'animations',
  'linkUrl',
  'groupLocked',
  'layerLocked',
  'style',
  'hide',
  'show',
]);

/** React props that are not attributes: content cannot set them (inner HTML, keys, refs, children). */
const REACT_ONLY = new Set([
  'dangerouslySetInnerHTML',
  'children',
  'key',
  'ref',
  'suppressHydrationWarning',
  'suppressContentEditableWarning',
]);

/** HTML attribute names React spells differently. */
const REACT_NAMES: Record<string, string> = {
  class: 'className',
  for: 'htmlFor',
  tabindex: 'tabIndex',
  readonly: 'readOnly',
  maxlength: 'maxLength',
  minlength: 'minLength',
  colspan: 'colSpan',
  rowspan: 'rowSpan',
  contenteditable: 'contentEditable',
  crossorigin: 'crossOrigin',
  srcset: 'srcSet',
  autoplay: 'autoPlay',
  playsinline: 'playsInline',
  frameborder: 'frameBorder',
  allowfullscreen: 'allowFullScreen',
  enctype: 'encType',
  fetchpriority: 'fetchPriority',
  'accept-charset': 'acceptCharset',
  'http-equiv': 'httpEquiv',
  referrerpolicy: 'referrerPolicy',
  autocomplete: 'autoComplete',
};

/** Elements that cannot have children. */
export const VOID_TAGS = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'param',
  'source',
  'track',
  'wbr',
  'textarea',
]);

/** A block after its bindings: the same shape as the JSON, plus bound `style`, `hide`, `show`… */
export type BoundBlock = BuilderBlock & {
  style?: Record<string, unknown>;
  hide?: unknown;
  show?: unknown;
  [key: string]: unknown;
};

/**
 * Returns `target` with `value` at the dot `path`, copying each object on the way (the content
 * JSON is never mutated). Numeric segments create arrays. Blocked names are ignored.
 */
export function setPath<T extends object>(target: T, path: string, value: unknown): T {
  const keys = path.split('.');
  if (keys.some(isForbiddenKey)) return target;
  const copy = (node: unknown, next: string): Record<string, unknown> =>
    Array.isArray(node)
      ? ([...node] as unknown as Record<string, unknown>)
      : node && typeof node === 'object'
        ? { ...(node as Record<string, unknown>) }
        : /^\d+$/.test(next)
          ? ([] as unknown as Record<string, unknown>)
          : {};
  const root = copy(target, keys[0]);
  let node = root;
  keys.forEach((key, i) => {
    if (i === keys.length - 1) node[key] = value;
    else node = node[key] = copy(node[key], keys[i + 1]);
  });
  return root as T;
}

/** `"color: red; margin-top: 4px"` → `{ color: 'red', marginTop: '4px' }`. */
export function parseStyle(text: string): Record<string, string> {
  const style: Record<string, string> = {};
  for (const declaration of text.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const name = declaration.slice(0, colon).trim();
    const value = declaration.slice(colon + 1).trim();
    if (name && value)
      style[name.startsWith('--') ? name : name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase())] = value;
  }
  return style;
}

/** `click` → `onClick`, `mouseenter` → `onMouseEnter`, `dblclick` → `onDoubleClick`. */
export function reactEventName(action: string): string {
  if (action.toLowerCase() === 'dblclick') return 'onDoubleClick';
  const named = /^[a-z]+$/.test(action)
    ? action.replace(
        /^(mouse|key|touch|pointer|drag|focus|context)(\w)/,
        (_, a: string, b: string) => a + b.toUpperCase(),
      )
    : action;
  return `on${named[0].toUpperCase()}${named.slice(1)}`;
}

/**
 * The element's tag: `tagName` if content may use it (src/core/content-markup.ts), else a `div`
 * (with a warning); without `tagName`, a `div`, or a link when it has an `href`.
 */
export function tagOf(block: BoundBlock, attributes: BlockAttributes): string {
  return contentTag(block.tagName, block.id) ?? (attributes.href ? 'a' : 'div');
}

/** Style names an element's `style` throws on when React assigns them: array indices and read-only members. */
const UNSETTABLE_STYLE = /^(\d+|length|parentRule)$/;

/** A style object from content without the names the browser would throw on (the block keeps the rest). */
const settableStyle = (style: object): Record<string, unknown> =>
  Object.fromEntries(Object.entries(style).filter(([name]) => !UNSETTABLE_STYLE.test(name)));

/** The element attributes of a bound block (class names, `builder-id`, properties, inline style). */
export function attributesOf(block: BoundBlock): BlockAttributes {
  const id = blockIdOf(block);
  const classes = id ? [blockClass(id), 'builder-block'] : ['builder-block'];
  if (typeof block.class === 'string' && block.class) classes.push(block.class);
  const attributes: BlockAttributes = { className: '' };
  let style: Record<string, unknown> | undefined;
  const assign = (name: string, value: unknown): void => {
    if (
      value === undefined ||
      value === null ||
      /^on/i.test(name) ||
      isDroppedAttribute(name) ||
      isForbiddenKey(name) ||
      REACT_ONLY.has(name) ||
      !/^[a-zA-Z_:][\w:.-]*$/.test(name)
    )
      return;
    const reactName = REACT_NAMES[name.toLowerCase()] ?? name;
    if (reactName === 'className') classes.push(String(value));
    else if (reactName === 'style')
      style = {
        ...style,
        ...(typeof value === 'string'
          ? parseStyle(value)
          : typeof value === 'object'
            ? settableStyle(value)
            : undefined),
      };
    else attributes[reactName] = value;
  };
  const properties = block.properties;
  if (isRecord(properties)) for (const name in properties) assign(name, properties[name]);
  for (const name in block) if (!BLOCK_FIELDS.has(name)) assign(name, block[name]);
  if (block.style && typeof block.style === 'object') style = { ...style, ...settableStyle(block.style) };
  attributes.className = classes.join(' ');
  if (id) attributes['builder-id'] = blockClass(id);
  if (style) attributes.style = style as Record<string, string>;
  return attributes;
}
