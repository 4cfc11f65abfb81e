/**
 * A content root: `div[builder-content-id][builder-model]` holding the content's one
 * stylesheet and its block list. What it does is a composition of hooks (./root/): its
 * settings and render context, its reactive state and jsCode, its styles, the features only
 * some content needs (loaded lazily), and, for the page's own root, tracking, link navigation
 * and the page title.
 */
import { useContext, useMemo, useRef, version, type ReactNode } from 'react';
import { getComponent, type BuilderContent } from '../core/index.ts';
import { Blocks } from './blocks.tsx';
import { RenderContext, type ContentInfo, type RenderContextValue } from './context.ts';
import { defaultCssFor } from './default-css.ts';
import { usePageMeta } from './page-meta.ts';
import { useContentState } from './root/use-content-state.ts';
import { useContentStyles, useStylesInPage } from './root/use-content-styles.ts';
import { useLazyFeatures } from './root/use-lazy-features.ts';
import { usePageTracking } from './root/use-page-tracking.ts';
import { useRootContext, useRootSettings, type RootSettings } from './root/use-root-context.ts';
import { useServerPass } from './server-pass.ts';
import { styleHtml } from './style-html.ts';
import { VARIANT_OF_ATTRIBUTE } from './variant-choice.ts';

export interface ContentRootProps extends RootSettings {
  /** The entry to show, its A/B variation already chosen. */
  content: BuilderContent;
  model: string;
  /** Merged over the content's state (a symbol's `data`, the app's `data` prop). */
  data?: Record<string, unknown>;
  /** A symbol that sees (and writes) the state of the content around it. */
  inheritState?: boolean;
  /**
   * One of an A/B test's variations rendered side by side (./variant-roots.tsx), marked with the
   * test's id: only the one shown is the page's root (it tracks and sets the page title).
   */
  sideBySide?: 'shown' | 'hidden';
}

/** What identifies `content` (content may hold anything in its id fields: only strings count). */
function useContentInfo(content: BuilderContent, model: string): ContentInfo {
  const id = typeof content.id === 'string' ? content.id : undefined;
  const variationId = typeof content.variationId === 'string' ? content.variationId : id;
  return useMemo(() => ({ id, variationId, model }), [id, variationId, model]);
}

/** React 19 hoists a `<style href precedence>` into the document's head (and never matches it while hydrating). */
const HOISTS_STYLES = parseInt(version, 10) >= 19;

/**
 * The default CSS of the blocks the page's root uses, in the server HTML of an app's own render
 * (Next.js, a Vite SSR app; the kit's own server renders write it themselves): hoisted into the
 * head, so the first paint has it, as the browser has it after mount (`useStylesInPage`). Named
 * by the blocks, so the browser's render, whose widgets' CSS comes later, takes the server's.
 */
function serverDefaultCss(names: ReadonlySet<string>, components: RenderContextValue['components']): ReactNode {
  const css = defaultCssFor(names, (name) => components?.get(name) ?? getComponent(name)).join('\n');
  return (
    <style href={`builder-defaults:${[...names].sort().join(',')}`} precedence="builder-defaults">
      {css}
    </style>
  );
}

/** Renders one content entry; see the file comment. */
export function ContentRoot(props: ContentRootProps): ReactNode {
  const { content, model } = props;
  const parent = useContext(RenderContext);
  const info = useContentInfo(content, model);
  const isPage = !parent.nested && props.sideBySide !== 'hidden';
  const rootId = info.variationId ?? info.id ?? '';
  const ref = useRef<HTMLDivElement>(null);

  const settings = useRootSettings(parent, props, isPage, content);
  const serverPass = useServerPass();
  const { context, locale, facades, sandbox, programs, budget } = settings;
  const state = useContentState({
    content,
    model,
    data: props.data,
    context,
    locale,
    facades: facades!,
    sandbox,
    programs,
    budget,
    isPage,
    serverPass,
  });
  const styles = useContentStyles(content, rootId, parent.fonts);
  const ctx = useRootContext(
    parent,
    settings,
    content,
    info,
    isPage,
    { ...state, inheritState: props.inheritState },
    {
      localized: styles.sheet.localized,
      fonts: styles.fonts,
      serverPass,
    },
  );
  const latest = useRef(ctx);
  latest.current = ctx;

  useStylesInPage(ref, styles, ctx.components, ctx.locale);
  useLazyFeatures(ref, content, styles.sheet, state.store, latest, rootId);
  usePageMeta(content, isPage && model === 'page');
  const onClick = usePageTracking(ref, ctx, info, isPage);
  // The same element while the context and blocks are the same: a render of the root that
  // changes neither (a tag reporting `load`, an app re-rendering around it) leaves the whole
  // block tree alone instead of reconciling every block's element again.
  const blocks = content.data?.blocks;
  const tree = useMemo(
    () => (
      <RenderContext.Provider value={ctx}>
        <Blocks blocks={blocks} />
      </RenderContext.Provider>
    ),
    [ctx, blocks],
  );

  return (
    <div
      ref={ref}
      builder-content-id={rootId}
      builder-model={model}
      {...{ [VARIANT_OF_ATTRIBUTE]: props.sideBySide ? info.id : undefined }}
      dir={content.meta?.rtlMode ? 'rtl' : undefined}
      onClick={onClick}
    >
      {styles.css ? <style dangerouslySetInnerHTML={styleHtml(styles.css)} /> : null}
      {serverPass && isPage && !parent.budget && HOISTS_STYLES
        ? serverDefaultCss(styles.sheet.components, ctx.components)
        : null}
      {tree}
    </div>
  );
}
