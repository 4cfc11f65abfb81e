/**
 * The content a conversion is credited to when `trackConversion` names none: the page's root
 * content, set by the renderer. Nested content (symbols) only fills in when no page content is
 * set and never replaces it.
 */
import { pageGlobal } from './page-global.ts';

/** A content id and the variation shown (omit or equal to the id for the default). */
export interface TrackedContent {
  contentId: string;
  variationId?: string;
  /** The API host the content came from (its tree's `apiHost`): conversions credited to it go there. */
  apiHost?: string;
}

const state = pageGlobal('tracking-content', () => ({
  page: undefined as TrackedContent | undefined,
  nested: undefined as TrackedContent | undefined,
}));

/**
 * Sets (or, with `null`, clears) the page's current content for conversion tracking.
 * Pass `{ nested: true }` for symbols and other content rendered inside the page's.
 */
export function setTrackingContent(content: TrackedContent | null, { nested = false } = {}): void {
  if (!content) state.page = state.nested = undefined;
  else if (nested) state.nested ??= content;
  else state.page = content;
}

/** The content conversions are credited to by default. */
export function currentTrackingContent(): TrackedContent | undefined {
  return state.page ?? state.nested;
}
