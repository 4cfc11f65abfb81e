/**
 * Gen 1's render-prop `BuilderContent` (a data component): fetches the entry of `model` and
 * calls its children with `(data, loading, content)` instead of rendering blocks. Built on the
 * renderer's `useEntry` (the render context's client, key and host, and its A/B choice). A
 * preview link's draft is fetched like any content's (the core reads the page URL); inside the
 * editor the children get what the editor sends as the author types.
 */
import { useRef, type ReactNode } from 'react';
import type { BuilderContent as Content } from '../core/index.ts';
import { useEntry, useRenderContext } from '../render/index.ts';
import { useContentTracking } from './content-tracking.ts';
import { liftOptions, type ContentOptions, type Gen1Any } from './gen1-options.ts';

export interface BuilderContentDataProps {
  /** Model to fetch. @defaultValue 'page' */
  model?: string;
  /** Gen 1's older name for `model`. */
  modelName?: string;
  /** Fetch options (`query`, `userAttributes`, `url`, `entry`, `locale`, `includeRefs`, `cachebust`…). */
  options?: ContentOptions;
  /** An entry to start from; it is still fetched unless `inline`. */
  content?: Content | null;
  /** Use `content` only: fetch nothing. */
  inline?: boolean;
  /** Called with the fetched entry's `data` and the entry (`undefined`s when none matched). */
  contentLoaded?: (data: Gen1Any, content: Gen1Any) => void;
  /** Called when fetching fails. */
  contentError?: (error: Gen1Any) => void;
  /** Render nothing (the fetch and `contentLoaded` still happen). */
  dataOnly?: boolean;
  /** Accepted for Gen 1's signature; ignored. */
  isStatic?: boolean;
  /** Accepted for Gen 1's signature; not supported: the render context's `builder` is used. */
  builder?: unknown;
  /** Called on every render: the entry's `data` (undefined until there is one), whether it is still loading, the whole entry. */
  children: (data: Gen1Any, loading: boolean, content: Gen1Any) => ReactNode;
}

/**
 * The data component. Renders `div.builder-content[builder-content-id][builder-model]` around
 * what the children return (tracked like content: an impression when in view, clicks).
 */
export function BuilderContentData(props: BuilderContentDataProps): ReactNode {
  const model = props.model ?? props.modelName ?? 'page';
  const ctx = useRenderContext();
  const { options, ...lifted } = liftOptions(props.options);
  const fetches = !props.inline;
  // Fetched over `content` (it is only where to start); loaded once the fetch or the editor answers.
  const { shown, status } = useEntry({
    model,
    query: { ...lifted, options },
    fetches,
    given: props.content ?? undefined,
    editing: true,
    onLoad: (content) => props.contentLoaded?.(content?.data, content),
    onError: props.contentError,
  });

  const ref = useRef<HTMLDivElement>(null);
  const onClick = useContentTracking(ref, ctx, shown);
  if (props.dataOnly) return null;
  const loading = !props.content && status === 'loading';
  return (
    <div ref={ref} className="builder-content" builder-content-id={shown?.id} builder-model={model} onClick={onClick}>
      {props.children(shown?.data, loading, shown)}
    </div>
  );
}
