/** The renderer: content JSON → React. Block authors use `Blocks`, `Block` and `useRenderContext`. */
export { Block } from './block.tsx';
export { itemNameOf, keyOf, expressionScope, type BlockRenderProps } from './block-render.tsx';
export { scopeState } from './state.ts';
export { Blocks, type BlocksProps } from './blocks.tsx';
export { MAX_SYMBOL_DEPTH } from './root-context.ts';
export {
  useRenderContext,
  RenderContext,
  ROOT_CONTEXT,
  type RenderContextValue,
  type LinkProps,
  type ContentInfo,
  type ServerTree,
} from './context.ts';
export type { BlockState, BlockComponent } from './block-props.ts';
export { evaluate, interpolate, type ExpressionScope } from './expression/evaluate.ts';
export { addDefaultCss, injectDefaultCss, defaultCssFor } from './default-css.ts';
export { breakpointsOf, DEFAULT_BREAKPOINTS } from './stylesheet.ts';
export { BuilderContent, type BuilderContentProps, type CustomComponent } from './builder-content.tsx';
export { ContentRoot } from './content-root.tsx';
export { navigate } from './links.ts';
export { onFirstInViewport } from './in-viewport.ts';
export { LightDomHost, useLightDomHost } from './light-dom.ts';
export { useBrowserLayoutEffect, useServerPass } from './server-pass.ts';
export { withBoundary } from './component-options.tsx';
export { componentsUsed, preloadBlocks } from './preload.ts';
export { contentStyles } from './root/use-content-styles.ts';
export { initialState } from './content-state.ts';
export { localize, localizeValues } from './localize.ts';
export { isContentEntry } from './stylesheet.ts';
export { sideBySide, variationAlone, variationsOf } from './variant-roots.tsx';

// Used by the layers above
export { type BlockProps } from './block-props.ts';
export { blockNodes, renderBlock, renderInline, setOwnBlock, whereOf } from './block-render.tsx';
export { logBlockError } from './block-boundary.tsx';
export { blockList } from './blocks.tsx';
export { contentHtml } from './style-html.ts';
export { DEFAULT_CSS_ATTRIBUTE } from './default-css.ts';
export { useEditorSelectedItem } from './editing/selection.ts';
export { chooseVariation, fetchEntry, trackImpression, trackInteraction, tracks } from './sdk.ts';
export {
  CONTENT_JSON_ATTRIBUTE,
  HOST_CSS,
  HOST_CSS_ATTRIBUTE,
  HYDRATE_ATTRIBUTE,
  LIGHT_ROOT_SLOT,
  VARIANTS_ANCHOR_ATTRIBUTE,
} from './server/element-protocol.ts';
export { TEMPLATE_VARIANT_ATTRIBUTE } from './server/variants.ts';
export { StandaloneBlock } from './standalone.tsx';
export { styleHtml } from './style-html.ts';
export { hashOf, useEntry } from './use-entry.ts';
