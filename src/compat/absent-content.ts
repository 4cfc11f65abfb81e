/**
 * Content passed as absent. `<BuilderComponent content={undefined}>` (Gen 1) and
 * `<Content content={null}>` (Gen 2) render nothing, because the app already asked for the entry
 * and got none (a 404 page shows instead), except in the editor's frame or a preview of the
 * model, where the content to show comes from the editor or the preview link.
 */
import { isEditing, pageSearch, readUrlParams } from '../core/index.ts';

/** Whether content given as `null`/`undefined` for `model` renders nothing (no editor, no preview of it). */
export function showsNothingWithout(model: string): boolean {
  return !isEditing() && readUrlParams(pageSearch()).preview !== model;
}
