/**
 * A content root: `div[builder-content-id][builder-model]` holding the content's one
 * stylesheet (block styles, custom fonts, animation start states) and its block list, with the
 * content's reactive state, its jsCode, default block CSS, and (for the page's root) link
 * navigation, tracking and the page title. httpRequests and animations load their code lazily,
 * only for content that has them.
 */
import {
  useContext, useEffect, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore,
  type MouseEvent as ReactMouseEvent, type ReactNode,
} from 'react';
import { getComponent, type ComponentSpec } from '../core/components.ts';
import { LOCALE_REQUIRED_WARNING } from '../core/errors.ts';
import type { BuilderContent } from '../core/types.ts';
import { animationStartCss } from './animation-start.ts';
import { warnOnce } from './block-boundary.tsx';
import { Blocks } from './blocks.tsx';
import { initialState, runJsCode } from './content-state.ts';
import { RenderContext, type ContentInfo, type LinkProps, type RenderContextValue } from './context.ts';
import { defaultCssFor, injectDefaultCss } from './default-css.ts';
import { expressionScope } from './expression-scope.ts';
import { useServerPass } from './server-pass.ts';
import { localize, localizeValues } from './localize.ts';
import { useEditorState } from './editing/use-editor.ts';
import { fontFaceCss, hoistFontFaces } from './fonts.ts';
import { handleLinkClick } from './links.ts';
import { usePageMeta } from './page-meta.ts';
import { grantFunctionsIn } from './expression/capabilities.ts';
import { createFacades, setTrackingContent, trackImpression, trackInteraction, tracks as tracksFor } from './sdk.ts';
import { createStateStore, scopeState } from './state.ts';
import { breakpointsOf, buildContentSheet } from './stylesheet.ts';

export interface ContentRootProps {
  /** The entry to show, its A/B variation already chosen. */
  content: BuilderContent;
  model: string;
  /** Merged over the content's state (a symbol's `data`, the app's `data` prop). */
  data?: Record<string, unknown>;
  context?: Record<string, unknown>;
  locale?: string;
  components?: ReadonlyMap<string, ComponentSpec>;
  renderLink?: (props: LinkProps) => ReactNode;
  canTrack?: boolean;
  apiKey?: string;
  apiHost?: string;
  apiVersion?: string;
  /** A symbol that sees (and writes) the state of the content around it. */
  inheritState?: boolean;
}

/** Runs `start` from a lazily loaded module; the returned cleanup stops it (or cancels a pending start). */
function startLazily<M>(load: () => Promise<M>, start: (module: M) => () => void): () => void {
  let stop: (() => void) | undefined;
  let live = true;
  void load().then((module) => {
    if (live) stop = start(module);
  });
  return () => {
    live = false;
    stop?.();
  };
}

/** Renders one content entry; see the file comment. */
export function ContentRoot(props: ContentRootProps): ReactNode {
  const parent = useContext(RenderContext);
  const { content, model } = props;
  const isPage = !parent.nested;
  // Content may hold anything in its id fields: only strings identify it.
  const contentId = typeof content.id === 'string' ? content.id : undefined;
  const variationId = typeof content.variationId === 'string' ? content.variationId : contentId;
  const info: ContentInfo = useMemo(() => ({ id: contentId, variationId, model }), [contentId, variationId, model]);
  const rootId = info.variationId ?? info.id ?? '';
  const apiKey = props.apiKey ?? parent.apiKey;
  const canTrack = props.canTrack !== false && (isPage || parent.canTrack);
  // The SDK as expressions see it, bound to this tree's settings (never the live instance).
  const facades = useMemo(
    () => createFacades({ client: parent.client, apiKey, apiHost: props.apiHost ?? parent.apiHost, canTrack }),
    [parent.client, apiKey, props.apiHost, parent.apiHost, canTrack],
  );

  const locale = props.locale ?? parent.locale;
  const [store] = useState(() => {
    // Functions the app hands over in `context` and `data` are the ones content may call.
    grantFunctionsIn(props.context);
    grantFunctionsIn(props.data);
    // Localized values in the state (the content's, a symbol's data, the app's) read as the locale's.
    const created = createStateStore(localizeValues(initialState(content, props.data), locale));
    runJsCode(content, { state: created.state, context: props.context ?? parent.context, ...facades, sandbox: parent.sandbox });
    return created;
  });
  const version = useSyncExternalStore(store.subscribe, store.getVersion, store.getVersion);
  // The editor's overrideState/resetState reach the page's roots (symbols keep their own state).
  useEditorState(store, model, isPage);
  const serverPass = useServerPass();
  const sheet = useMemo(
    () => buildContentSheet(content, `[builder-content-id="${rootId.replace(/["\\]/g, '')}"]`),
    [content, rootId],
  );
  // Fonts first, then block styles; animation start states last so they win over the block's own.
  const fonts = useMemo(() => {
    const faces = fontFaceCss(content.data?.customFonts, parent.fonts);
    return { faces, declared: faces.urls.length ? new Set([...(parent.fonts ?? []), ...faces.urls]) : parent.fonts };
  }, [content, parent.fonts]);
  const css = useMemo(() => {
    const start = sheet.animated.length ? animationStartCss(sheet.animated) : '';
    return fonts.faces.css || start ? [fonts.faces.css, sheet.css, start].filter(Boolean).join('\n') : sheet.css;
  }, [sheet, fonts]);

  const ctx: RenderContextValue = useMemo(() => {
    return {
      state: props.inheritState ? scopeState(parent.state, store.state) : store.state,
      context: props.context ?? parent.context,
      content: info,
      page: isPage ? info : parent.page,
      components: props.components ?? parent.components,
      renderLink: props.renderLink ?? parent.renderLink,
      locale,
      localized: sheet.localized,
      apiKey,
      apiHost: props.apiHost ?? parent.apiHost,
      apiVersion: props.apiVersion ?? parent.apiVersion,
      canTrack,
      client: parent.client,
      sandbox: parent.sandbox,
      facades,
      isServer: serverPass || (!isPage && parent.isServer),
      nested: true,
      depth: parent.depth,
      symbols: parent.symbols,
      breakpoints: breakpointsOf(content),
      fonts: fonts.declared,
    };
    // `version` changes the value so every block sees the new state.
  }, [version, parent, props.inheritState, props.context, props.components, props.renderLink, locale, apiKey,
    props.apiHost, props.apiVersion, canTrack, facades, info, sheet, serverPass, isPage, store, content, fonts]);
  const latest = useRef(ctx);
  latest.current = ctx;

  // Later changes of `data` (a symbol's bound inputs, the app's prop) flow into the state.
  const applied = useRef(props.data);
  useLayoutEffect(() => {
    const data = props.data;
    if (!data || data === applied.current) return;
    grantFunctionsIn(data);
    for (const key in data) if (!Object.is(applied.current?.[key], data[key])) store.state[key] = localize(data[key], latest.current.locale);
    applied.current = data;
  }, [props.data, store]);

  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const node = ref.current;
    if (!node) return;
    const lookup = (name: string) => ctx.components?.get(name) ?? getComponent(name);
    injectDefaultCss(node.getRootNode(), defaultCssFor(sheet.components, lookup));
    hoistFontFaces(node, fonts.faces);
  }, [sheet, ctx.components, fonts]);

  useEffect(() => {
    if (sheet.localized && !ctx.locale) warnOnce('locale', LOCALE_REQUIRED_WARNING);
  }, [sheet.localized, ctx.locale]);

  usePageMeta(content, isPage && model === 'page');

  const requests = content.data?.httpRequests;
  const fetches = !!requests && typeof requests === 'object' && Object.keys(requests).length > 0;
  useEffect(() => {
    if (!fetches) return;
    const scope = () => expressionScope(undefined, latest.current);
    return startLazily(() => import('./http-requests.ts'), (m) => m.startHttpRequests(requests!, store, scope, `httpRequests of content ${rootId}`));
  }, [fetches, requests, store, rootId]);

  useEffect(() => {
    const node = ref.current;
    if (!node || !sheet.animated.length) return;
    return startLazily(() => import('./animations.ts'), (m) => m.startAnimations(node, sheet.animated));
  }, [sheet]);

  // Automatic tracking needs a space to report to; without an API key the content just renders.
  const tracks = isPage && !!info.id && tracksFor(ctx);
  useEffect(() => {
    const node = ref.current;
    if (!tracks || !node || !info.id) return;
    setTrackingContent(info.id, info.variationId, false);
    const id = info.id;
    const settings = latest.current;
    if (typeof IntersectionObserver === 'undefined') {
      trackImpression(settings, id, info.variationId);
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      trackImpression(settings, id, info.variationId);
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [tracks, info]);

  const trackedClick = useRef(false);
  const onClick = isPage
    ? (event: ReactMouseEvent<HTMLDivElement>) => {
        if (tracks && info.id) {
          trackInteraction(ctx, info.id, info.variationId, trackedClick.current, event.nativeEvent);
          trackedClick.current = true;
        }
        handleLinkClick(event.nativeEvent);
      }
    : undefined;

  return (
    <div ref={ref} builder-content-id={rootId} builder-model={model} dir={content.meta?.rtlMode ? 'rtl' : undefined} onClick={onClick}>
      {css ? <style>{css}</style> : null}
      <RenderContext.Provider value={ctx}>
        <Blocks blocks={content.data?.blocks} />
      </RenderContext.Provider>
    </div>
  );
}
