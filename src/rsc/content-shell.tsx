/**
 * The browser's part of a content root that a React Server Components tree renders on the
 * server (./content.tsx): the root's element, and what the page's root does for its visitor,
 * one impression when it enters the viewport, clicks with heat-map data, the content that
 * conversions are credited to, same-origin link clicks without a reload, block animations.
 * Inside the content editor's frame it hands over to the full renderer, which takes the
 * editor's content. It imports the core and, of the renderer, only small helpers (links, the
 * viewport, where animated elements sat at mount): a page of static blocks ships this and the
 * tracking core only.
 */
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { builder, isEditing, setTrackingContent, type BuilderBlock } from '../core/index.ts';
import { handleLinkClick } from '../render/links.ts';
import { onFirstInViewport } from '../render/in-viewport.ts';
import { viewAtMount } from '../render/animation-start.ts';

export interface ContentShellProps {
  /** `builder-content-id`: the variation shown, else the entry's id. */
  rootId: string;
  model: string;
  contentId?: string;
  variationId?: string;
  apiKey?: string;
  /** The content's API host: its events go there (the page `builder`'s host when absent). */
  apiHost?: string;
  apiVersion?: 'v1' | 'v3';
  /** False: nothing is tracked (the shell is there for animations or the editor). */
  track: boolean;
  /** An A/B test's id when this is one of its variations side by side (`builder-variant-of`); only the one shown tracks. */
  variantOf?: string;
  dir?: 'rtl';
  /** Blocks with animations (the stylesheet's list), started after mount. */
  animated?: BuilderBlock[];
  /** What the editor's full renderer needs to take over. */
  locale?: string;
  children?: ReactNode;
}

/** The full renderer, loaded only inside the editor's frame. */
const EditedContent = lazy(() =>
  import('./content-renderer.tsx').then((module) => ({ default: module.EditedContent })),
);

/** Whether this root is the one the visitor sees (an A/B variation side by side may be hidden). */
function isShown({ variantOf, variationId }: ContentShellProps): boolean {
  if (!variantOf) return true;
  const shown = (window as { __builderVariants?: { shown?: Record<string, string> } }).__builderVariants?.shown?.[
    variantOf
  ];
  return (shown ?? variantOf) === variationId;
}

/** The root element of server-rendered content and its visitor's tracking; see the file comment. */
export function ContentShell(props: ContentShellProps): ReactNode {
  const { rootId, model, contentId, variationId, apiKey, apiHost, track, animated } = props;
  const ref = useRef<HTMLDivElement>(null);
  const clicked = useRef(false);
  const [edited, setEdited] = useState(false);
  const tracks = track && !!contentId && !!(apiKey || builder.apiKey);

  useEffect(() => {
    if (props.variantOf === undefined && isEditing()) setEdited(true);
  }, [props.variantOf]);

  useEffect(() => {
    const node = ref.current;
    if (!tracks || !node || !contentId || !isShown(props)) return;
    setTrackingContent({ contentId, variationId: variationId === contentId ? undefined : variationId, apiHost });
    return onFirstInViewport(node, () =>
      builder.trackImpression(contentId, variationId, undefined, { apiKey, apiHost }),
    );
  }, [tracks, contentId, variationId, apiKey, apiHost]); // eslint-disable-line react-hooks/exhaustive-deps -- the variant choice is fixed before hydration

  useEffect(() => {
    const node = ref.current;
    if (!node || !animated?.length) return;
    const mounted = viewAtMount(node, animated);
    let stop: (() => void) | undefined;
    let live = true;
    void import('../render/animations.ts').then((module) => {
      if (live) stop = module.startAnimations(node, animated, mounted);
    });
    return () => {
      live = false;
      stop?.();
    };
  }, [animated]);

  if (edited) {
    return (
      <Suspense fallback={null}>
        <EditedContent
          model={model}
          apiKey={apiKey}
          apiHost={apiHost}
          apiVersion={props.apiVersion}
          locale={props.locale}
        />
      </Suspense>
    );
  }
  return (
    <div
      ref={ref}
      builder-content-id={rootId}
      builder-model={model}
      builder-variant-of={props.variantOf}
      dir={props.dir}
      onClick={(event) => {
        if (tracks && contentId && isShown(props)) {
          builder.trackInteraction(contentId, variationId, clicked.current, event.nativeEvent, { apiKey, apiHost });
          clicked.current = true;
        }
        handleLinkClick(event.nativeEvent);
      }}
    >
      {props.children}
    </div>
  );
}
