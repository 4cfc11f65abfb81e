/**
 * Gen 1's `useIsPreviewing()`: whether the page shows Builder content in the editor's frame or
 * in a preview. `false` on the server and while hydrating, so server HTML and the first client
 * render agree; the real answer right after.
 */
import { useSyncExternalStore } from 'react';
import { isEditing, isPreviewing } from '../core/index.ts';

const noSubscription = () => () => {};
const inEditorOrPreview = (): boolean => isEditing() || isPreviewing();
const onServer = (): boolean => false;

/** True in the editor's frame or a preview (`builder.preview` / `builder.frameEditing` in the URL). */
export function useIsPreviewing(): boolean {
  return useSyncExternalStore(noSubscription, inEditorOrPreview, onServer);
}
