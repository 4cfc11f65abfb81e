/**
 * A/B tests (spec §4, §9). A content entry with `variations` is shown as one of them: the
 * variation forced by the page URL (`builder.tests.{contentId}`), else the one stored in the
 * visitor's cookie `builder.tests.{contentId}`, else one drawn by the `testRatio` shares (the
 * default variation weighs the entry's own `testRatio`). Ratios that are invalid or do not sum
 * to 1 fall back to the default variation. The choice is stored for 30 days, and only while
 * tracking is allowed; until then the write waits in a queue.
 */
import type { CookieJar } from './cookies.ts';
import type { BuilderContent } from './types.ts';

export const TEST_COOKIE_PREFIX = 'builder.tests.';
export const TEST_COOKIE_DAYS = 30;
export const DEFAULT_VARIATION_NAME = 'Default variation';
/** How far the shares may be off 1 (editors round to 4 decimals: 0.3334 + 0.3333 + 0.3333). */
const RATIO_TOLERANCE = 0.01;

export interface SelectVariationOptions {
  /** The value of the visitor's `builder.tests.{contentId}` cookie. */
  cookie?: string;
  /** The variation the page URL forces (`builder.tests.{contentId}`); ignored when unknown. */
  forced?: string;
  /** Source of randomness in [0, 1); `Math.random` by default. */
  random?: () => number;
}

export interface SelectedVariation {
  /** The entry as the visitor sees it, with `variationId`, `testVariationId`, `testVariationName`. */
  content: BuilderContent;
  /** The variation id to store in the visitor's cookie, when the choice is new. */
  remember?: string;
}

const hasTest = (content: BuilderContent): content is BuilderContent & { id: string } =>
  typeof content.id === 'string' && !!content.variations && typeof content.variations === 'object' && Object.keys(content.variations).length > 0;

const isShare = (value: unknown): value is number => typeof value === 'number' && value >= 0 && value <= 1;

/** Draws a variation id by cumulative shares, variations first; `undefined` when the shares are unusable. */
export function drawVariation(content: BuilderContent, random: () => number = Math.random): string | undefined {
  const variations = Object.entries(content.variations ?? {}).map(([id, variation]) => [id, variation?.testRatio] as const);
  const variationTotal = variations.reduce((sum, [, ratio]) => sum + (isShare(ratio) ? ratio : Number.NaN), 0);
  const defaultShare = content.testRatio ?? 1 - variationTotal;
  if (!isShare(defaultShare) || Number.isNaN(variationTotal) || Math.abs(variationTotal + defaultShare - 1) > RATIO_TOLERANCE) return undefined;
  const roll = random();
  let cumulative = 0;
  for (const [id, ratio] of variations) {
    cumulative += ratio as number;
    if (roll < cumulative) return id;
  }
  return content.id;
}

/** The entry shown as `variationId` (the entry's own id means the default variation). */
export function applyVariation(content: BuilderContent, variationId: string): BuilderContent {
  const variation = variationId === content.id ? undefined : content.variations?.[variationId];
  return {
    ...content,
    data: variation?.data ?? content.data,
    variationId,
    testVariationId: variationId,
    testVariationName: variation ? (variation.name ?? '') : DEFAULT_VARIATION_NAME,
  };
}

/**
 * Chooses the visitor's variation of `content` (pure: the caller reads and writes the cookie).
 * Content without variations is returned unchanged.
 *
 * @example
 * const { content: shown, remember } = selectVariation(entry, { cookie: jar.get(`builder.tests.${entry.id}`) });
 */
export function selectVariation(content: BuilderContent, options: SelectVariationOptions = {}): SelectedVariation {
  if (!hasTest(content)) return { content };
  const isKnown = (id: string | undefined): id is string => !!id && (id === content.id || Object.hasOwn(content.variations!, id));
  const { cookie, forced } = options;
  if (isKnown(forced)) return { content: applyVariation(content, forced), remember: forced === cookie ? undefined : forced };
  if (isKnown(cookie)) return { content: applyVariation(content, cookie) };
  const drawn = drawVariation(content, options.random);
  // Unusable shares show the default and store nothing, so fixed content is drawn next time.
  return drawn ? { content: applyVariation(content, drawn), remember: drawn } : { content: applyVariation(content, content.id) };
}

export interface TestCookies {
  /** The stored (or queued) variation for a content id. */
  read(contentId: string): string | undefined;
  /** Stores the variation now if tracking is allowed, else queues it. */
  write(contentId: string, variationId: string): void;
  /** Writes the queued choices (call when tracking becomes allowed). */
  flush(): void;
}

/** The A/B cookies, with the write queue used while tracking is not allowed. */
export function createTestCookies(jar: () => CookieJar | undefined, canWrite: () => boolean): TestCookies {
  const queued = new Map<string, string>();
  const store = (contentId: string, variationId: string) => {
    try {
      jar()?.set(TEST_COOKIE_PREFIX + contentId, variationId, { expires: new Date(Date.now() + TEST_COOKIE_DAYS * 864e5) });
    } catch {
      // an id with characters a cookie cannot hold: the choice lasts for this page only
    }
  };
  return {
    read: (contentId) => queued.get(contentId) ?? jar()?.get(TEST_COOKIE_PREFIX + contentId),
    write(contentId, variationId) {
      if (canWrite()) store(contentId, variationId);
      else queued.set(contentId, variationId);
    },
    flush() {
      if (!canWrite()) return;
      for (const [contentId, variationId] of queued) store(contentId, variationId);
      queued.clear();
    },
  };
}
