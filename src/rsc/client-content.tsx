/**
 * The client components a server components tree renders for content the browser's renderer
 * shows whole (./content.tsx), from `#rsc-renderers` like ./block-island.tsx.
 */
import { ClientContent as Client, EditedContent as Edited } from '#rsc-renderers';
import type { ContentProps } from '../compat/index.ts';
import type { BuilderContentProps } from '../render/index.ts';

/** Gen 2's `Content`, rendered by the browser's renderer. */
export function ClientContent(props: ContentProps) {
  return <Client {...props} />;
}

/** Inside the content editor's frame: the content the editor sends, for `model`. */
export function EditedContent(
  props: Pick<BuilderContentProps, 'model' | 'apiKey' | 'apiHost' | 'apiVersion' | 'locale'>,
) {
  return <Edited {...props} />;
}
