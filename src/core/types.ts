/**
 * The content model: what the content service returns and the renderer consumes.
 * Field names follow Builder's content JSON so existing content renders unchanged.
 */

/** Marker carried by every block object. */
export const BLOCK_TYPE = '@builder.io/sdk:Element';
/** Marker of a value that holds one entry per locale (`Default`, `hi-IN`, …). */
export const LOCALIZED_VALUE_TYPE = '@builder.io/core:LocalizedValue';

export type Breakpoint = 'large' | 'medium' | 'small' | 'xsmall';

/** A camelCase CSS declaration map (`{ marginTop: '20px', '--brand': 'red' }`). */
export type StyleMap = Record<string, string>;

/** One block of content (Builder's `BuilderElement`). */
export interface BuilderBlock {
  '@type': string;
  '@version'?: number;
  id?: string;
  /** The element to render; `div` when absent. */
  tagName?: string;
  layerName?: string;
  /** Extra class names for the block's element. */
  class?: string;
  children?: BuilderBlock[];
  component?: { name: string; options?: Record<string, unknown>; tag?: string };
  responsiveStyles?: Partial<Record<Breakpoint, StyleMap>>;
  /** Dot path in the block's render options → expression evaluated against state. */
  bindings?: Record<string, string>;
  code?: { bindings?: Record<string, string>; actions?: Record<string, string> };
  /** Event name (`click`, `mouseEnter`…) → statements run against state. */
  actions?: Record<string, string>;
  /** Raw HTML attributes for the block's element. */
  properties?: Record<string, string>;
  meta?: Record<string, unknown>;
  repeat?: { collection: string; itemName?: string } | null;
  animations?: unknown[];
  linkUrl?: string;
  groupLocked?: boolean;
  layerLocked?: boolean;
}

/** A content input declared by the entry itself (page or symbol inputs). */
export interface ContentInput {
  name: string;
  type?: string;
  defaultValue?: unknown;
  [key: string]: unknown;
}

export interface BuilderContentData {
  blocks?: BuilderBlock[];
  /** JSON text of `blocks`; the core parses it into `blocks`. */
  blocksString?: string;
  state?: Record<string, unknown>;
  inputs?: ContentInput[];
  cssCode?: string;
  jsCode?: string;
  httpRequests?: Record<string, string>;
  customFonts?: unknown[];
  title?: string;
  url?: string | string[];
  [key: string]: unknown;
}

export interface BuilderContentVariation {
  id?: string;
  name?: string;
  testRatio?: number;
  data?: BuilderContentData;
  [key: string]: unknown;
}

/** One content entry as the content service returns it. */
export interface BuilderContent {
  id?: string;
  name?: string;
  modelId?: string;
  published?: 'published' | 'draft' | 'archived' | string; // eslint-disable-line @typescript-eslint/no-redundant-type-constituents -- names the known values
  lastUpdated?: number;
  data?: BuilderContentData;
  /** Weight of the default variation in an A/B test (0..1). */
  testRatio?: number;
  variations?: Record<string, BuilderContentVariation>;
  meta?: {
    breakpoints?: { small?: number; medium?: number; xsmall?: number };
    rtlMode?: boolean;
    kind?: string;
    [key: string]: unknown;
  };
  query?: unknown[];
  /** Set by the core after A/B selection. */
  variationId?: string;
  testVariationId?: string;
  testVariationName?: string;
  [key: string]: unknown;
}

export function isBlock(value: unknown): value is BuilderBlock {
  return typeof value === 'object' && value !== null && (value as BuilderBlock)['@type'] === BLOCK_TYPE;
}
