/**
 * A content root's one stylesheet: custom fonts first, then every block's styles and the
 * content's cssCode, then animation start states (so they win over the block's own). After
 * mount, the default CSS of the blocks used goes once into the root's document or shadow root,
 * and font faces into the document head (Chromium ignores them in shadow roots).
 */
import { useEffect, useMemo, useRef, type RefObject } from 'react';
import {
  getComponent,
  type ComponentSpec,
  LOCALE_REQUIRED_WARNING,
  type BuilderContent,
  warnOnce,
} from '../../core/index.ts';
import { animationStartCss } from '../animation-start.ts';
import { defaultCssFor, injectDefaultCss } from '../default-css.ts';
import { fontFaceCss, hoistFontFaces, type FontFaces } from '../fonts.ts';
import { useBrowserLayoutEffect } from '../server-pass.ts';
import { buildContentSheet, type ContentSheet } from '../stylesheet.ts';

export interface ContentStyles {
  sheet: ContentSheet;
  /** The text of the root's `<style>` ('' when none). */
  css: string;
  /** Font file URLs declared by this root and the roots around it (nested roots skip them). */
  fonts: ReadonlySet<string> | undefined;
}

/** The stylesheet of `content` rendered under `[builder-content-id="<rootId>"]`. */
export function useContentStyles(
  content: BuilderContent,
  rootId: string,
  inheritedFonts: ReadonlySet<string> | undefined,
): ContentStyles & { faces: FontFaces } {
  const sheet = useMemo(() => contentSheet(content, rootId), [content, rootId]);
  const faces = useMemo(() => fontFaceCss(content.data?.customFonts, inheritedFonts), [content, inheritedFonts]);
  return useMemo(() => rootStyles(sheet, faces, inheritedFonts), [sheet, faces, inheritedFonts]);
}

/** The block styles and cssCode of `content` under its root (`rootId`: its `builder-content-id`). */
const contentSheet = (content: BuilderContent, rootId: string): ContentSheet =>
  buildContentSheet(content, `[builder-content-id="${rootId.replace(/["\\]/g, '')}"]`);

function rootStyles(
  sheet: ContentSheet,
  faces: FontFaces,
  inheritedFonts: ReadonlySet<string> | undefined,
): ContentStyles & { faces: FontFaces } {
  const start = sheet.animated.length ? animationStartCss(sheet.animated) : '';
  const css = faces.css || start ? [faces.css, sheet.css, start].filter(Boolean).join('\n') : sheet.css;
  const fonts = faces.urls.length ? new Set([...(inheritedFonts ?? []), ...faces.urls]) : inheritedFonts;
  return { sheet, css, fonts, faces };
}

/** {@link useContentStyles} without hooks, for a tree rendered once (a server components tree). */
export const contentStyles = (
  content: BuilderContent,
  rootId: string,
  inheritedFonts: ReadonlySet<string> | undefined,
): ContentStyles & { faces: FontFaces } =>
  rootStyles(contentSheet(content, rootId), fontFaceCss(content.data?.customFonts, inheritedFonts), inheritedFonts);

/** After mount: the default CSS of the blocks used and the font faces, each once; the locale warning. */
export function useStylesInPage(
  root: RefObject<HTMLElement | null> | (() => Node),
  styles: ContentStyles & { faces: FontFaces },
  components: ReadonlyMap<string, ComponentSpec> | undefined,
  locale: string | undefined,
): void {
  const { sheet, faces } = styles;
  const rootRef = useRef(root);
  rootRef.current = root;
  useBrowserLayoutEffect(() => {
    const given = rootRef.current;
    // A content root's element (its document or shadow root receives the CSS), or the root itself.
    const node = typeof given === 'function' ? given() : given.current;
    if (!node) return;
    const lookup = (name: string) => components?.get(name) ?? getComponent(name);
    injectDefaultCss(node.getRootNode(), defaultCssFor(sheet.components, lookup));
    hoistFontFaces(node, faces);
  }, [sheet, components, faces]);
  useEffect(() => {
    if (sheet.localized && !locale) warnOnce('locale', LOCALE_REQUIRED_WARNING);
  }, [sheet.localized, locale]);
}
