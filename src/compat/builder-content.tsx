/**
 * `BuilderContent` as the React API exports it: the kit's content renderer, and Gen 1's
 * render-prop data component when its children is a function (the one shape the two share no
 * use of: the renderer takes no children). Also the type of a content entry.
 */
import type { ReactNode } from 'react';
import type { BuilderContent as Content } from '../core/index.ts';
import { BuilderContent as RenderedContent, type BuilderContentProps } from '../render/index.ts';
import { BuilderContentData, type BuilderContentDataProps } from './content-data.tsx';

const isDataComponent = (props: BuilderContentProps | BuilderContentDataProps): props is BuilderContentDataProps =>
  typeof (props as { children?: unknown }).children === 'function';

/**
 * Renders Builder content (docs/react-api.md); with a function as children, fetches the entry
 * and calls it with `(data, loading, content)` instead (Gen 1's data component).
 * @example <BuilderContent model="page" apiKey="YOUR_KEY" />
 * @example <BuilderContent model="announcement-bar">{(data, loading) => (loading ? null : <Bar text={data?.text} />)}</BuilderContent>
 */
export function BuilderContent(props: BuilderContentProps | BuilderContentDataProps): ReactNode {
  return isDataComponent(props) ? <BuilderContentData {...props} /> : <RenderedContent {...props} />;
}

/** A content entry: `BuilderContent` names both the component and the content type. */
export type BuilderContent = Content;
