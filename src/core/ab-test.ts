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

/** An entry that is an A/B test: it has an id and at least one variation. */
export type AbTest = BuilderContent & { id: string; variations: NonNullable<BuilderContent['variations']> };

/** Whether `content` is an A/B test (the one check every layer uses). */
export const isAbTest = (content: BuilderContent | null | undefined): content is AbTest =>
  typeof content?.id === 'string' &&
  !!content.variations &&
  typeof content.variations === 'object' &&
  Object.keys(content.variations).length > 0;

/** A variation id and its share of visitors, in [0, 1]. */
export type Share = readonly [id: string, ratio: number];

/** The variation shown, and the id to store for the visitor when the choice is new. */
export interface VariationPick {
  id?: string;
  remember?: string;
}

// pickVariation and rollShares reference nothing outside themselves: the server's inline
// chooser (src/render/server/variant-chooser.ts) embeds their compiled source, so the
// browser's choice before the app loads follows the very rule the core applies after.

/**
 * The variation a visitor sees, by precedence: the one the page URL forces, else the stored
 * one, else a draw; `{}` (the default, nothing stored) when the draw has nothing to offer.
 */
export function pickVariation(
  isKnown: (id: string | null | undefined) => id is string,
  forced: string | null | undefined,
  stored: string | null | undefined,
  draw: () => string | undefined,
): VariationPick {
  if (isKnown(forced)) return { id: forced, remember: forced === stored ? undefined : forced };
  if (isKnown(stored)) return { id: stored };
  const drawn = draw();
  return { id: drawn, remember: drawn };
}

/** The first id whose cumulative share exceeds `roll` (in [0, 1)), else `fallback`. */
export function rollShares(shares: readonly Share[], roll: number, fallback: string): string {
  let cumulative = 0;
  for (const [id, ratio] of shares) {
    cumulative += ratio;
    if (roll < cumulative) return id;
  }
  return fallback;
}

const isShare = (value: unknown): value is number => typeof value === 'number' && value >= 0 && value <= 1;

/**
 * The variations' shares, in the entry's order (the default takes the rest); `undefined` when
 * they are unusable: a share outside [0, 1], or shares that do not add up to 1.
 */
export function sharesOf(content: AbTest): Share[] | undefined {
  const shares = Object.entries(content.variations).map(([id, variation]) => [id, variation?.testRatio] as const);
  if (!shares.every((share): share is Share => isShare(share[1]))) return undefined;
  const variationTotal = shares.reduce((sum, [, ratio]) => sum + ratio, 0);
  const defaultShare = content.testRatio ?? 1 - variationTotal;
  return isShare(defaultShare) && Math.abs(variationTotal + defaultShare - 1) <= RATIO_TOLERANCE ? shares : undefined;
}

/** Draws a variation id by cumulative shares, variations first; `undefined` when the shares are unusable. */
export function drawVariation(content: AbTest, random: () => number = Math.random): string | undefined {
  const shares = sharesOf(content);
  return shares && rollShares(shares, random(), content.id);
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
  if (!isAbTest(content)) return { content };
  const isKnown = (id: string | null | undefined): id is string =>
    !!id && (id === content.id || Object.hasOwn(content.variations, id));
  // Unusable shares show the default and store nothing, so fixed content is drawn next time.
  const { id, remember } = pickVariation(isKnown, options.forced, options.cookie, () =>
    drawVariation(content, options.random),
  );
  return { content: applyVariation(content, id ?? content.id), remember };
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
      jar()?.set(TEST_COOKIE_PREFIX + contentId, variationId, {
        expires: new Date(Date.now() + TEST_COOKIE_DAYS * 864e5),
      });
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
