/**
 * The client components a server components tree renders for content the browser's renderer
 * shows whole (./content.tsx), handles like ./block-island.tsx: the renderer
 * (./content-renderer.tsx) loads only on pages that show such content.
 */
import { lazy } from 'react';
import type { ContentProps } from '../compat/index.ts';
import type { BuilderContentProps } from '../render/index.ts';

const renderer = () => import('./content-renderer.tsx');
const Client = lazy(() => renderer().then((module) => ({ default: module.ClientContent })));
const Edited = lazy(() => renderer().then((module) => ({ default: module.EditedContent })));

/** Gen 2's `Content`, rendered by the browser's renderer. */
export function ClientContent(props: ContentProps) {
  return <Client {...props} />;
}

/** Inside the content editor's frame: the content the editor sends, for `model`. */
export function EditedContent(props: Pick<BuilderContentProps, 'model' | 'apiKey' | 'apiHost' | 'apiVersion' | 'locale'>) {
  return <Edited {...props} />;
}
