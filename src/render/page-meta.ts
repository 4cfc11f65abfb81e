/**
 * Page metadata of a `page` entry: `data.title` (or `pageTitle`) and `data.description` (or
 * `pageDescription`). In the browser the page's top-level content sets `document.title` and
 * the `<meta name="description">` content (adding the tag when the page has none); the server
 * render returns them for the app's `<head>`. Empty values change nothing, and nothing is
 * restored on unmount: the next page's content sets its own.
 */
import { useEffect } from 'react';
import type { BuilderContent } from '../core/index.ts';

/** The page title and description an entry asks for. */
export interface PageMeta {
  title?: string;
  description?: string;
}

const text = (...values: unknown[]) =>
  values.find((value): value is string => typeof value === 'string' && !!value.trim());

/** `title`/`pageTitle` and `description`/`pageDescription` of `content` (non-empty strings only). */
export function pageMetaOf(content: BuilderContent | undefined): PageMeta {
  const data = content?.data;
  return { title: text(data?.title, data?.pageTitle), description: text(data?.description, data?.pageDescription) };
}

/** Applies the content's title and description to the document while `enabled` (the page's own root). */
export function usePageMeta(content: BuilderContent, enabled: boolean): void {
  const { title, description } = enabled ? pageMetaOf(content) : ({} as PageMeta);
  useEffect(() => {
    if (title) document.title = title;
    if (!description) return;
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [title, description]);
}
