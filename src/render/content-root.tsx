/**
 * A content root: `div[builder-content-id][builder-model]` holding the content's one
 * stylesheet and its block list. What it does is a composition of hooks (./root/): its
 * settings and render context, its reactive state and jsCode, its styles, the features only
 * some content needs (loaded lazily), and, for the page's own root, tracking, link navigation
 * and the page title.
 */
import { useContext, useMemo, useRef, type ReactNode } from 'react';
import type { BuilderContent } from '../core/index.ts';
import { Blocks } from './blocks.tsx';
import { RenderContext, type ContentInfo } from './context.ts';
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

/** Renders one content entry; see the file comment. */
export function ContentRoot(props: ContentRootProps): ReactNode {
  const { content, model } = props;
  const parent = useContext(RenderContext);
  const info = useContentInfo(content, model);
  const isPage = !parent.nested && props.sideBySide !== 'hidden';
  const rootId = info.variationId ?? info.id ?? '';
  const ref = useRef<HTMLDivElement>(null);

  const settings = useRootSettings(parent, props, isPage);
  const serverPass = useServerPass();
  const state = useContentState({ content, model, data: props.data, context: settings.context, locale: settings.locale, facades: settings.facades!, sandbox: settings.sandbox, isPage, serverPass });
  const styles = useContentStyles(content, rootId, parent.fonts);
  const ctx = useRootContext(parent, settings, content, info, isPage, { ...state, inheritState: props.inheritState }, {
    localized: styles.sheet.localized, fonts: styles.fonts, serverPass,
  });
  const latest = useRef(ctx);
  latest.current = ctx;

  useStylesInPage(ref, styles, ctx.components, ctx.locale);
  useLazyFeatures(ref, content, styles.sheet, state.store, latest, rootId);
  usePageMeta(content, isPage && model === 'page');
  const onClick = usePageTracking(ref, ctx, info, isPage);

  return (
    <div ref={ref} builder-content-id={rootId} builder-model={model} {...{ [VARIANT_OF_ATTRIBUTE]: props.sideBySide ? info.id : undefined }} dir={content.meta?.rtlMode ? 'rtl' : undefined} onClick={onClick}>
      {styles.css ? <style dangerouslySetInnerHTML={styleHtml(styles.css)} /> : null}
      <RenderContext.Provider value={ctx}>
        <Blocks blocks={content.data?.blocks} />
      </RenderContext.Provider>
    </div>
  );
}
