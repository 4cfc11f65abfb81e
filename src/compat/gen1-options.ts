/**
 * Gen 1's `options` prop (its `GetContentOptions`): the fields the renderer takes as props of
 * their own (`entry`, `url`, `locale`, `apiKey`, `apiVersion`) are lifted out, the rest stays
 * query options. Also Gen 1's other type names: `Gen1Any`, `BuilderElement`.
 */
import type { Builder, BuilderBlock } from '../core/index.ts';

/** The core's per-call fetch options (`Builder#get`'s second argument). */
export type GetContentOptions = NonNullable<Parameters<Builder['get']>[1]>;

/** Gen 1's content options: the core's, plus any other field Gen 1 accepted (kept as query options). */
export type ContentOptions = GetContentOptions & Record<string, unknown>;

export interface LiftedOptions {
  entry?: string;
  url?: string;
  locale?: string;
  apiKey?: string;
  apiVersion?: string;
  /** What is left: query options (`query`, `userAttributes`, `includeRefs`, `cachebust`…). */
  options?: Record<string, unknown>;
}

/** Splits `options` into the renderer's own fetch props and the remaining query options. */
export function liftOptions(options: ContentOptions | undefined): LiftedOptions {
  if (!options) return {};
  const { entry, url, locale, apiKey, apiVersion, ...rest } = options;
  return { entry, url, locale, apiKey, apiVersion, options: rest };
}

/**
 * What Gen 1 hands its callbacks as an entry's `data` (and errors): typed `any` there, so code
 * written against it (`data.title`, `data?.links.map(…)`) type-checks unchanged here.
 */
export type Gen1Any = any; // eslint-disable-line @typescript-eslint/no-explicit-any -- Gen 1's own type for these values

/** One block of content, under Gen 1's name (its `BuilderElement` is the kit's `BuilderBlock`). */
export type BuilderElement = BuilderBlock;
