/**
 * Gen 2's page-URL helpers (`@builder.io/sdk-react`): `getBuilderSearchParams`, and
 * `isPreviewing` / `isEditing` with an optional search; and what the page URL decides for both
 * generations' components ({@link showsNothingWithout}). Framework-free, over the core's
 * URL-parameter reader and runtime checks.
 */
import {
  isEditing as pageIsEditing,
  isPreviewing as pageIsPreviewing,
  pageSearch,
  readUrlParams,
} from '../core/index.ts';

/** Query parameters as an object: a framework's `searchParams` (Next.js), values single or repeated. */
export type SearchQuery = Record<string, string | string[] | undefined>;

/** Where Gen 2's helpers read parameters from: `URLSearchParams`, a query object, or a URL / query string. */
export type Search = URLSearchParams | SearchQuery | string;

/** The query string of `search`, without `?` (a full URL gives its query; a `#hash` is dropped). */
export function searchString(search: Search): string {
  if (typeof search === 'string') {
    const query = search.split('#')[0];
    const at = query.indexOf('?');
    return at >= 0 ? query.slice(at + 1) : query;
  }
  if (search instanceof URLSearchParams) return search.toString();
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(search)) {
    for (const item of Array.isArray(value) ? value : [value])
      if (item !== undefined) params.append(name, String(item));
  }
  return params.toString();
}

/**
 * The `builder.*` parameters of `search`, named as Gen 2 names them (`builder.` and then
 * `options.` removed: `builder.preview` → `preview`, `builder.overrides.page` → `overrides.page`,
 * `builder.options.locale` → `locale`), to pass as `options` to `fetchOneEntry` / `fetchEntries`.
 * A repeated parameter keeps its last value. The object is built with `Object.fromEntries`, so
 * no parameter name (`builder.__proto__`…) can reach a prototype.
 *
 * @example fetchOneEntry({ model: 'page', apiKey, options: getBuilderSearchParams(searchParams) })
 */
export function getBuilderSearchParams(search: Search | undefined): Record<string, string | string[]> {
  if (!search) return {};
  const pairs: [string, string | string[] | undefined][] =
    typeof search === 'object' && !(search instanceof URLSearchParams)
      ? Object.entries(search)
      : [...new URLSearchParams(searchString(search))];
  const found = new Map<string, string | string[]>();
  for (const [name, value] of pairs) {
    if (!name.startsWith('builder.') || value === undefined) continue;
    const key = name.slice('builder.'.length);
    found.set(key.startsWith('options.') ? key.slice('options.'.length) : key, value);
  }
  return Object.fromEntries(found);
}

/**
 * Whether the page previews Builder content (`builder.preview` or `builder.frameEditing` in its
 * URL). Without `search` it reads the page's URL (`false` on a server); with one (e.g. a
 * server's request parameters) it reads that.
 */
export function isPreviewing(search?: Search): boolean {
  if (search === undefined) return pageIsPreviewing();
  const url = readUrlParams(searchString(search));
  return url.preview !== undefined || url.frameEditing !== undefined;
}

/**
 * Whether the page is inside the content editor's frame. Decided by the page itself (a frame
 * whose parent is a trusted host), as the core's `isEditing()`: `search` is accepted for Gen 2's
 * signature but cannot make a page count as edited (on a server it is never edited).
 */
export function isEditing(_search?: Search): boolean {
  return pageIsEditing();
}

/**
 * Whether content passed as absent for `model` renders nothing. `<BuilderComponent
 * content={undefined}>` (Gen 1) and `<Content content={null}>` (Gen 2) render nothing, because
 * the app already asked for the entry and got none (a 404 page shows instead), except in the
 * editor's frame or a preview of the model, where the content to show comes from the editor or
 * the preview link.
 */
export function showsNothingWithout(model: string): boolean {
  return !pageIsEditing() && readUrlParams(pageSearch()).preview !== model;
}
