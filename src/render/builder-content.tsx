/**
 * `BuilderContent`: renders an entry given inline, or fetches one of `model` through the core,
 * resolves its A/B variation, and reports load and error to the app.
 */
import { useMemo, type ReactNode } from 'react';
import { pageSearch, readUrlParams, type ComponentSpec, type BuilderContent as Content } from '../core/index.ts';
import { ContentBoundary } from './block-boundary.tsx';
import { ContentRoot, type ContentRootProps } from './content-root.tsx';
import { useRenderContext, type LinkProps } from './context.ts';
import type { ClientSettings } from './sdk.ts';
import { useEntry } from './use-entry.ts';
import { VariantRoots } from './variant-roots.tsx';

/**
 * Whether the page URL previews `model` (`?builder.preview=<model>`; `true` names no model). The
 * core already sends `preview=true`, the overrides and cache busting with every fetch; here the
 * previewed model is fetched even where the app passed its content inline.
 */
function previewsModel(model: string): boolean {
  const search = pageSearch();
  return search.includes('preview') && readUrlParams(search).preview === model;
}

/** A component the app registers for this content only (same shape as a registration). */
export interface CustomComponent extends ComponentSpec {
  component?: unknown;
}

export interface BuilderContentProps {
  /** The entry to render; when absent it is fetched by `model` (+ `entry`, `url`). */
  content?: Content;
  /** Model to fetch; also written to `builder-model`. @defaultValue 'page' */
  model?: string;
  /** API key of the space (needed to fetch and to track). */
  apiKey?: string;
  /** Fetch this entry id instead of the one targeting the page URL. */
  entry?: string;
  /** Extra query options for the fetch (`query`, `includeRefs`, …). */
  options?: Record<string, unknown>;
  /** Page URL used for targeting (defaults to the current page's). */
  url?: string;
  /** Locale for fetching and for `LocalizedValue` options. */
  locale?: string;
  /** Merged over the content's initial state. */
  data?: Record<string, unknown>;
  /** Readable in expressions as `context` / `ctx`. */
  context?: Record<string, unknown>;
  /**
   * `false` turns off tracking and tracking cookies for this content (symbols inside too) and
   * shows A/B tests' default variation; the page's `builder.canTrack` is left as it is. @defaultValue true
   */
  canTrack?: boolean;
  /** Content API host. @defaultValue 'https://cdn.builder.io' */
  apiHost?: string;
  apiVersion?: 'v1' | 'v3';
  /**
   * How long the fetch may take, in ms, before it fails with an `Error` of `kind` `'timeout'`
   * (shown as `error`, passed to `onError`); a change fetches again. @defaultValue 10000 (the core's)
   */
  timeout?: number;
  /** Called with the entry shown (or `undefined` when none matched). */
  onLoad?: (content: Content | undefined) => void;
  /** Called when fetching fails, with the core's `Error` (its `kind` says why: `'timeout'`, `'network'`, `'http'`…). */
  onError?: (error: unknown) => void;
  /**
   * Shown while the entry is being fetched (nothing by default): not over inline `content`, nor
   * over a shown entry while a preview of it loads.
   */
  loading?: ReactNode;
  /** Shown when the fetch answered no entry for the model, URL and query (nothing by default). */
  notFound?: ReactNode;
  /** Shown when fetching failed (nothing by default), or made from the error; `onError` is called as well. */
  error?: ReactNode | ((error: unknown) => ReactNode);
  /** Renders every link in the content (plug in the app's router). */
  renderLink?: (props: LinkProps) => ReactNode;
  /** Components for this content only, looked up before the page-wide registry. */
  customComponents?: readonly CustomComponent[];
  /** Content-Security-Policy nonce of the inline A/B script in server HTML (./variant-roots.tsx). */
  nonce?: string;
}

/**
 * Renders Builder content. Until there is an entry to show it shows `loading`, then `notFound`
 * or `error` (each nothing by default). Inside the editor's frame it shows
 * the content the editor sends; when the page URL previews its model it fetches the preview
 * even over an inline `content` (docs/editing.md).
 * @example <BuilderContent model="page" apiKey="YOUR_KEY" />
 */
export function BuilderContent(props: BuilderContentProps): ReactNode {
  const {
    content: given,
    model = 'page',
    apiKey,
    entry,
    url,
    locale,
    apiHost,
    apiVersion,
    canTrack,
    options,
    timeout,
  } = props;
  const parent = useRenderContext();
  // This tree's settings, passed per call: nothing is written into the page's `builder`.
  const settings: ClientSettings = {
    client: parent.client,
    apiKey: apiKey ?? parent.apiKey,
    apiHost: apiHost ?? parent.apiHost,
    apiVersion: apiVersion ?? parent.apiVersion,
    canTrack: canTrack !== false && parent.canTrack,
  };
  // A preview of this model fetches the draft; inline content shows until it arrives (no hydration mismatch).
  const previewing = useMemo(() => previewsModel(model), [model]);
  const fetches = !given || previewing;
  const { shown, test, status, error } = useEntry({
    model,
    query: { entry, url, locale, options, timeout, apiKey, apiVersion },
    fetches,
    given,
    settings,
    editing: true,
    serverRendered: true,
    givenIsLoaded: true,
    onLoad: props.onLoad,
    onError: props.onError,
    quiet: true,
  });

  const components = useMemo(() => {
    if (!props.customComponents?.length) return undefined;
    return new Map(props.customComponents.map((spec) => [spec.name, spec as ComponentSpec]));
  }, [props.customComponents]);

  if (!shown) {
    if (status === 'failed') return (typeof props.error === 'function' ? props.error(error) : props.error) ?? null;
    if (status === 'loaded') return props.notFound ?? null;
    return status === 'loading' ? (props.loading ?? null) : null;
  }
  const root = (content: Content, sideBySide?: ContentRootProps['sideBySide']) => (
    <ContentBoundary id={typeof content.id === 'string' ? content.id : model} resetKey={content}>
      <ContentRoot
        key={`${String(content.id)}:${String(content.variationId ?? '')}`}
        content={content}
        model={model}
        data={props.data}
        context={props.context}
        locale={locale}
        components={components}
        renderLink={props.renderLink}
        canTrack={canTrack}
        apiKey={apiKey}
        apiHost={apiHost}
        apiVersion={apiVersion}
        sideBySide={sideBySide}
      />
    </ContentBoundary>
  );
  if (!test) return root(shown);
  // No Suspense boundary around them: a framework's streaming render would send a large one
  // later, in a hidden segment only a script shows.
  return (
    <VariantRoots
      test={test}
      nonce={props.nonce}
      renderRoot={(variation, isShown) => root(variation, isShown ? 'shown' : 'hidden')}
    />
  );
}

/** A content entry: `BuilderContent` names both the component and the content type. */
export type BuilderContent = Content;
