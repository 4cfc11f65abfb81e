/**
 * Preview by URL (`?builder.preview=<model>&builder.overrides.<key>=<id>`): the core already
 * sends `preview=true`, the overrides and cache busting with every fetch; the renderer only has
 * to fetch the previewed model even where the app passed its content inline.
 */
import { pageSearch, readUrlParams } from '../../core/index.ts';

/** Whether the page URL previews `model` (`builder.preview=<model>`; `true` names no model). */
export function previewsModel(model: string): boolean {
  const search = pageSearch();
  return search.includes('preview') && readUrlParams(search).preview === model;
}
