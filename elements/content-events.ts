/**
 * The events `<builder-content>` dispatches on itself. The one declaration of them:
 * scripts/elements-typings.mjs copies the exported types into the tags' typings and manifest
 * (where `BuilderContent` is the typings' own entry type).
 */
import type { BuilderContent } from '../src/core/index.ts';

/** The detail of `load`: the entry shown, or `null` when nothing matched. */
export type ContentLoadDetail = BuilderContent | null;

/**
 * The detail of `error`: why fetching failed, the core's `FetchError` (an `Error`) whose message
 * names the URL and whose `kind` says why: `'timeout'` (no answer in `timeout` ms), `'stalled'`
 * (the body stopped arriving), `'network'`, `'not-json'`, `'too-large'` or `'http'` (an error
 * status, in `status`).
 */
export type ContentErrorDetail = Error;

/** The events of `<builder-content>`. */
export interface ContentEventMap {
  /** The entry shown (`detail`: the entry, or `null` when nothing matched); bubbles. */
  load: CustomEvent<ContentLoadDetail>;
  /** Fetching failed (`detail`: the error); does not bubble (on `window` it would look like a script error). */
  error: CustomEvent<ContentErrorDetail>;
}
