/**
 * One stylesheet per content root: every block's `responsiveStyles` (as rules on its id class,
 * with media queries for `medium` and `small`) and the content's `cssCode`. Built by walking
 * the content's blocks once, including blocks nested in component options (columns, slides,
 * tabs…); a symbol's inline content is its own root and is left to it. The same walk lists
 * the components the content uses (for their default CSS) and notes localized values.
 * Framework-free, so the server helper and tests use it directly.
 */
import {
  isBlock,
  isRecord,
  LOCALIZED_VALUE_TYPE,
  type BuilderBlock,
  type BuilderContent,
  type StyleMap,
} from '../core/index.ts';

/** Max widths (px) of the `small` and `medium` breakpoints. */
export interface Breakpoints {
  small: number;
  medium: number;
}

export const DEFAULT_BREAKPOINTS: Breakpoints = { small: 640, medium: 991 };

/** What the walk over a content's blocks found. */
export interface ContentSheet {
  /** The CSS text (empty when the content has no styles). */
  css: string;
  /** Names of the components the content uses. */
  components: Set<string>;
  /** Whether any option holds a `LocalizedValue`. */
  localized: boolean;
  /** Blocks with `animations` (started after mount; most content has none). */
  animated: BuilderBlock[];
  /** Content entries nested in the blocks (a symbol's inline content): each its own root, not walked. */
  nested: BuilderContent[];
}

/** The content's breakpoints: `meta.breakpoints` over the defaults. */
export function breakpointsOf(content: BuilderContent | undefined): Breakpoints {
  const custom = content?.meta?.breakpoints;
  const small = Number(custom?.small) || DEFAULT_BREAKPOINTS.small;
  const medium = Number(custom?.medium) || DEFAULT_BREAKPOINTS.medium;
  return { small, medium: Math.max(medium, small) };
}

/** A block's id when it is one (a non-empty string): content may hold anything there. */
export function blockIdOf(block: { id?: unknown }): string | undefined {
  const id = block.id;
  return typeof id === 'string' && id ? id : undefined;
}

/** `builder-abc` → the class the block's element carries (ids get a `builder-` prefix). */
export function blockClass(id: string): string {
  return id.startsWith('builder') ? id : `builder-${id}`;
}

const SIMPLE_CLASS = /^-?[A-Za-z_][\w-]*$/;

/** Escapes a class name for a selector (the server has no `CSS.escape`). */
export function escapeClass(name: string): string {
  if (SIMPLE_CLASS.test(name)) return name;
  return name.replace(/[^\w-]/g, (c) => `\\${c}`).replace(/^(-?)(\d)/, '$1\\3$2 ');
}

/** `backgroundColor` → `background-color`; `WebkitBoxFlex` → `-webkit-box-flex`; `--x` verbatim. */
export function cssProperty(name: string): string {
  let css = propertyNames.get(name);
  if (css === undefined) {
    const kebab = name.startsWith('--') ? name : name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
    css = /^(webkit|moz|ms|o)-/.test(kebab) ? `-${kebab}` : kebab;
    propertyNames.set(name, css);
  }
  return css;
}

/** Property names repeat across blocks: each is converted once. */
const propertyNames = new Map<string, string>();

/** `{ color: 'red' }` → `color: red;` (empty values, and anything that is not a style map, skipped). */
export function declarations(styles: StyleMap | undefined): string {
  let out = '';
  if (!isRecord(styles)) return out;
  for (const name in styles) {
    const value: unknown = styles[name];
    if (value === undefined || value === null || value === '' || typeof value === 'object') continue;
    // A value cannot close the rule it is written into (React escapes `</style` itself).
    const text = typeof value === 'string' ? value : String(value);
    out += `${cssProperty(name)}: ${text.includes('{') || text.includes('}') ? text.replace(/[{}]/g, '') : text};`;
  }
  return out;
}

/** Whether `value` looks like a content entry (a symbol's inline content is its own root). */
export function isContentEntry(value: object): boolean {
  const data = (value as BuilderContent).data;
  return typeof data === 'object' && data !== null && Array.isArray(data.blocks);
}

/**
 * Walks the blocks of `content` once; see {@link ContentSheet}. Without `css` only the rest is
 * found (its `css` is then empty): what a caller wanting the component names alone pays.
 */
export function buildContentSheet(
  content: BuilderContent | undefined,
  rootSelector?: string,
  { css: withCss = true } = {},
): ContentSheet {
  const bp = breakpointsOf(content);
  // Rules are concatenated as they are found (V8 joins strings lazily and flattens the sheet once).
  let large = '';
  let medium = '';
  let small = '';
  const components = new Set<string>();
  let localized = false;
  const animated: BuilderBlock[] = [];
  const nested: BuilderContent[] = [];
  const seen = new Set<string>();

  const visitBlock = (block: BuilderBlock): void => {
    const component = isRecord(block.component) ? block.component : undefined;
    if (typeof component?.name === 'string') components.add(component.name);
    if (Array.isArray(block.animations) && block.animations.length) animated.push(block);
    const styles = isRecord(block.responsiveStyles) ? block.responsiveStyles : undefined;
    const id = blockIdOf(block);
    if (withCss && styles && id && !seen.has(id)) {
      seen.add(id);
      const selector = `.${escapeClass(blockClass(id))} {`;
      let body = declarations(styles.large);
      if (body) large += `${large ? '\n' : ''}${selector}${body}}`;
      if ((body = declarations(styles.medium))) medium += `\n${selector}${body}}`;
      if ((body = declarations(styles.small))) small += `\n${selector}${body}}`;
    }
    if (block.children) visit(block.children, 0);
    if (component?.options) visit(component.options, 0);
  };

  // Depth-limited so a pathological (or cyclic) options object cannot hang the walk.
  const visit = (value: unknown, depth: number): void => {
    if (typeof value !== 'object' || value === null || depth > 32) return;
    if (Array.isArray(value)) {
      for (const item of value) visit(item, depth + 1);
    } else if (isBlock(value)) {
      visitBlock(value);
    } else if ((value as { '@type'?: string })['@type'] === LOCALIZED_VALUE_TYPE) {
      localized = true;
    } else if (isContentEntry(value)) {
      nested.push(value as BuilderContent);
    } else {
      for (const key in value) visit((value as Record<string, unknown>)[key], depth + 1);
    }
  };

  visit(content?.data?.blocks, 0);
  if (!withCss) return { css: '', components, localized, animated, nested };
  let css = large;
  if (medium) css += `\n@media (max-width: ${bp.medium}px) {${medium}\n}`;
  if (small) css += `\n@media (max-width: ${bp.small}px) {${small}\n}`;
  const cssCode = content?.data?.cssCode;
  if (typeof cssCode === 'string' && cssCode.trim()) {
    css += `\n${rootSelector ? cssCode.replace(/&/g, rootSelector) : cssCode}`;
  }
  return { css: css.trim(), components, localized, animated, nested };
}
