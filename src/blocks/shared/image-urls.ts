/**
 * Responsive image URLs: the `srcset` candidates the content service's image API and Shopify's
 * CDN can serve, the WebP variant of a srcset, and the `sizes` attribute. Pure functions, shared
 * by the Image and Raw:Img blocks.
 */

/** Widths the image API is asked for (the reference SDK's list). */
const SRCSET_WIDTHS = [100, 200, 400, 800, 1200, 1600, 2000];

const SHOPIFY_FILE = /(_\d+x\d+)?(\.(?:jpg|jpeg|gif|png|bmp|bitmap|tiff|tif)(?:\?v=\d+)?)$/i;

/** Whether `url` points at the content service's image API (which resizes and converts on request). */
export function isBuilderImageUrl(url: string): boolean {
  return /^(https?:)?\/\/[^/]*builder\.io\/api\/v1\/image\//.test(url);
}

const WIDTH_PARAM = /[?&]width=/;

/** Replaces or adds the `width` query parameter. */
function withWidth(url: string, width: number): string {
  if (WIDTH_PARAM.test(url)) return url.replace(/([?&]width=)[^&]*/, `$1${width}`);
  return `${url}${url.includes('?') ? '&' : '?'}width=${width}`;
}

/**
 * The srcset the CDN behind `url` can serve, or `undefined` when it cannot resize: one
 * candidate per standard width, plus the original when its own width is known.
 */
export function generateSrcset(url: string): string | undefined {
  if (isBuilderImageUrl(url)) {
    // The usual URL has no width yet: one prefix and a loop of concatenations (a page renders
    // one per image, so this runs a few thousand times on a long page).
    if (!WIDTH_PARAM.test(url)) {
      const prefix = `${url}${url.includes('?') ? '&' : '?'}width=`;
      let out = '';
      for (const w of SRCSET_WIDTHS) out += `${out ? ', ' : ''}${prefix}${w} ${w}w`;
      return out;
    }
    const ownWidth = Number(/[?&]width=(\d+)/.exec(url)?.[1]);
    const candidates = SRCSET_WIDTHS.filter((w) => w !== ownWidth).map((w) => `${withWidth(url, w)} ${w}w`);
    if (ownWidth) candidates.push(`${url} ${ownWidth}w`);
    return candidates.join(', ');
  }
  if (/^(https?:)?\/\/cdn\.shopify\.com\//.test(url) && SHOPIFY_FILE.test(url)) {
    const bare = url.replace(/^https?:/, '');
    return SRCSET_WIDTHS.map((w) => `${bare.replace(SHOPIFY_FILE, `_${w}x${w}$2`)} ${w}w`).join(', ');
  }
  return undefined;
}

/**
 * The candidates Builder's SDKs give an image: the standard widths plus the URL itself, as
 * `{w}w` when its query is exactly `?width={w}` and otherwise without a descriptor (1x). A
 * picture without an aspect ratio is drawn at the chosen candidate's density-corrected size,
 * so these must be the SDKs' own for it to come out as large as there (they replace a stored
 * srcset with them too). `undefined` for URLs no CDN resizes.
 */
export function builderSdkSrcset(url: string): string | undefined {
  if (isBuilderImageUrl(url)) {
    const ownWidth = Number(/\?width=(\d+)$/.exec(url)?.[1]) || undefined;
    const candidates = SRCSET_WIDTHS.filter((w) => w !== ownWidth).map((w) => `${withWidth(url, w)} ${w}w`);
    candidates.push(ownWidth ? `${url} ${ownWidth}w` : url);
    return candidates.join(', ');
  }
  const resized = generateSrcset(url);
  // Shopify: the sized files, then the URL itself at 1x.
  return resized && `${resized}, ${url}`;
}

/**
 * The srcset to render for `image`: a given `srcset` is kept unless it was made for another
 * image-API picture (content copied between blocks keeps stale srcsets); otherwise generated.
 */
export function srcsetFor(image: string, given?: string): string | undefined {
  if (given && !(isBuilderImageUrl(image) && !given.includes(image.split('?')[0]))) return given;
  return generateSrcset(image);
}

/** The same candidates (or a single URL), asking the image API for WebP. */
export function webpSrcset(srcset: string): string {
  // String slicing instead of a regex replace per candidate: this runs once per image.
  const candidates = srcset.split(/,\s+/);
  for (let i = 0; i < candidates.length; i++) {
    const candidate = candidates[i];
    const space = candidate.search(/\s/);
    const url = space < 0 ? candidate : candidate.slice(0, space);
    const query = url.indexOf('?');
    const webp = query < 0 ? `${url}?format=webp` : `${url.slice(0, query)}?format=webp&${url.slice(query + 1)}`;
    candidates[i] = space < 0 ? webp : webp + candidate.slice(space);
  }
  return candidates.join(', ');
}

/**
 * A valid `sizes` value: the last entry is the default size, so a media condition left on it
 * (common in hand-written content) is dropped.
 */
export function normalizeSizes(sizes: string): string {
  const entries = sizes
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const last = entries.pop();
  if (last === undefined) return '';
  entries.push(last.replace(/^\(.*\)\s*/, ''));
  return entries.join(', ');
}

/** Viewport widths (px) at and below which the `medium` and `small` responsive styles apply. */
export interface BreakpointSizes {
  medium: number;
  small: number;
}

/** `'50%'` → `'50vw'`, `'345px'` → `'345px'`; other units (em, auto, calc) give no hint. */
function sizeOf(width: string | undefined): string | undefined {
  const match = /^(\d+(?:\.\d+)?)(px|%|vw)$/.exec(width?.trim() ?? '');
  return match ? match[1] + (match[2] === 'px' ? 'px' : 'vw') : undefined;
}

/**
 * `sizes` derived from the block's responsive widths, so the browser picks a srcset candidate
 * close to the rendered size; `undefined` when the widths give no hint.
 */
export function sizesFromWidths(
  widths: { large?: string; medium?: string; small?: string },
  breakpoints: BreakpointSizes,
): string | undefined {
  const small = sizeOf(widths.small);
  const medium = sizeOf(widths.medium);
  const large = sizeOf(widths.large);
  if (!small && !medium && !large) return undefined;
  const entries: string[] = [];
  if (small) entries.push(`(max-width: ${breakpoints.small}px) ${small}`);
  if (medium) entries.push(`(max-width: ${breakpoints.medium}px) ${medium}`);
  entries.push(large ?? '100vw');
  return entries.join(', ');
}
