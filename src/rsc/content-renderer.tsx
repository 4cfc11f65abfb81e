/**
 * Content that a React Server Components tree hands to the browser whole (./content.tsx): an
 * entry whose code or actions change its state in the browser, the editor's frame, a preview.
 * It is the kit's own renderer (`Content` of src/compat), server-rendered by the framework and
 * hydrated, so its props are what a server component can pass: data and client references.
 * Loaded by ./client-content.tsx when such content first renders.
 */
import type { ReactNode } from 'react';
import { Content, type ContentProps } from '../compat/index.ts';
import { registerBuiltInBlocks } from '../blocks/index.ts';
import { BuilderContent, type BuilderContentProps } from '../render/index.ts';

registerBuiltInBlocks();

/** Gen 2's `Content`, rendered by the browser's renderer. */
export function ClientContent(props: ContentProps): ReactNode {
  return <Content {...props} />;
}

/** Inside the content editor's frame: the content the editor sends, for `model`. */
export function EditedContent(
  props: Pick<BuilderContentProps, 'model' | 'apiKey' | 'apiHost' | 'apiVersion' | 'locale'>,
): ReactNode {
  return <BuilderContent {...props} />;
}

export { Blocks, Block } from '../render/index.ts';
export { BuilderBlocks } from '../compat/index.ts';
