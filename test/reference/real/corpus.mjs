// @ts-check
// What a corpus file's name says about the entry it holds (see SOURCES.md): read by the corpus
// test (Node), the differential cases (browser bundle) and the local content service's setup.

/** The API key the differential suite renders real pages with; the local content service accepts it. */
export const REAL_API_KEY = 'real';

/** One part of a file name: lower-case words joined by single dashes. */
const PART = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * `<repository slug>--<entry>.json` is an entry of the `page` model,
 * `<repository slug>--<model>--<entry>.json` one of `model`; anything else is not a corpus entry.
 * @param {string} file a file name in test/reference/real
 * @returns {{ repo: string, model: string, entry: string, stem: string } | null}
 */
export function realFile(file) {
  if (!file.endsWith('.json')) return null;
  const stem = file.slice(0, -'.json'.length);
  const parts = stem.split('--');
  if (parts.length < 2 || parts.length > 3 || !parts.every((part) => PART.test(part))) return null;
  const [repo, model, entry] = parts.length === 3 ? parts : [parts[0], 'page', parts[1]];
  return {
    repo: /** @type {string} */ (repo),
    model: /** @type {string} */ (model),
    entry: /** @type {string} */ (entry),
    stem,
  };
}
