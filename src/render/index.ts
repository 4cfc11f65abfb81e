/** The renderer: content JSON → React. Block authors use `Blocks`, `Block` and `useRenderContext`. */
export { Block, itemNameOf, keyOf, expressionScope, type BlockRenderProps } from './block.tsx';
export { scopeState } from './state.ts';
export { Blocks, type BlocksProps } from './blocks.tsx';
export { useRenderContext, RenderContext, type RenderContextValue, type LinkProps, type ContentInfo } from './context.ts';
export type { BlockState, BlockAttributes, BlockComponent } from './block-props.ts';
export { evaluate, interpolate, Device, type ExpressionScope } from './expression/evaluate.ts';
export { injectDefaultCss, defaultCssFor } from './default-css.ts';
export { buildContentSheet, breakpointsOf, DEFAULT_BREAKPOINTS, type Breakpoints } from './stylesheet.ts';
export { BuilderContent, BuilderComponent, type BuilderContentProps, type CustomComponent } from './builder-content.tsx';
export { ContentRoot, type ContentRootProps } from './content-root.tsx';
export { navigate } from './links.ts';
export { LightDomHost, useLightDomHost } from './light-dom.ts';
export { useServerPass } from './server-pass.ts';
export { preloadComponent, withBoundary } from './component-options.tsx';
export { preloadBlocks } from './preload.ts';

// Used by the layers above
export { type BlockProps } from './block-props.ts';
export { blockNodes, renderInline } from './block.tsx';
export { blockList } from './blocks.tsx';
export { DEFAULT_CSS_ATTRIBUTE } from './default-css.ts';
export { useEditorSelectedItem } from './editing/selection.ts';
export { useEditedContent, useEditorReport } from './editing/use-editor.ts';
export { chooseVariation, trackImpression, trackInteraction, tracks } from './sdk.ts';
export { CONTENT_JSON_ATTRIBUTE, HOST_CSS, HOST_CSS_ATTRIBUTE, HYDRATE_ATTRIBUTE, LIGHT_ROOT_SLOT, VARIANTS_ANCHOR_ATTRIBUTE } from './server/element-protocol.ts';
export { TEMPLATE_VARIANT_ATTRIBUTE } from './server/variants.ts';
export { StandaloneBlock } from './standalone.tsx';
export { styleHtml } from './style-html.ts';
export { hashOf, useFetchedContent } from './use-content.ts';
