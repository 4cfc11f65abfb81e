/**
 * One block rendered on its own, outside any content entry: what a tag such as
 * `<builder-tabs tabs='[…]'>` shows. It is a content root of one synthetic block without the
 * root's element: the same hooks make its state, stylesheet and render context, and the block
 * renders through `Block` (declared defaults, localized values, attributes, error boundary),
 * with what the tag holds beyond JSON (light-DOM items, children to adopt) given to that block.
 */
import { useContext, useMemo, type ReactNode } from 'react';
import { type ComponentSpec, BLOCK_TYPE, type BuilderBlock, type BuilderContent } from '../core/index.ts';
import { Block } from './block.tsx';
import { RenderContext, type ContentInfo } from './context.ts';
import { useContentState } from './root/use-content-state.ts';
import { useContentStyles, useStylesInPage } from './root/use-content-styles.ts';
import { useRootContext, useRootSettings } from './root/use-root-context.ts';
import { styleHtml } from './style-html.ts';

export interface StandaloneBlockProps {
  /** The block's registration: its component (or loader), inputs and default CSS. */
  spec: ComponentSpec;
  /** The block's options as given (the declared defaults fill in the rest). */
  options: Record<string, unknown>;
  /** Id of the synthetic block: its `builder-id` and class (`builder-…`). */
  id: string;
  /** Items from a custom element's light-DOM children (`useChildrenFor…` inputs). */
  slotted?: ReactNode[];
  /** Light-DOM nodes the component may adopt (`<builder-form>`'s fields). */
  hostChildren?: Node[];
  /** Where the default block CSS goes: the element's shadow root, or the document. @defaultValue document */
  styleRoot?: Node;
  /** Extra attributes of the block's own element (`part="base"`). */
  elementAttributes?: Record<string, string>;
  /** For nested blocks that fetch (symbols) or post (forms). */
  apiKey?: string;
  apiHost?: string;
  apiVersion?: string;
  /** Locale for `LocalizedValue` options. */
  locale?: string;
  /** `false` turns tracking off for what the block shows. @defaultValue true */
  canTrack?: boolean;
}

/** Renders `spec`'s component as one block with `options`; see the file comment. */
export function StandaloneBlock(props: StandaloneBlockProps): ReactNode {
  const { spec, options, id, slotted, hostChildren, elementAttributes } = props;
  const parent = useContext(RenderContext);
  const block: BuilderBlock = useMemo(
    () => ({ '@type': BLOCK_TYPE, id, component: { name: spec.name, options }, properties: elementAttributes }),
    [id, spec.name, options, elementAttributes],
  );
  const content: BuilderContent = useMemo(() => ({ id, data: { blocks: [block] } }), [id, block]);
  const info: ContentInfo = useMemo(() => ({ model: spec.name }), [spec.name]);
  const components = useMemo(() => new Map([[spec.name, spec]]), [spec]);

  const settings = useRootSettings(parent, { ...props, components }, false);
  const state = useContentState({
    content,
    model: spec.name,
    context: settings.context,
    locale: settings.locale,
    facades: settings.facades!,
    programs: settings.programs,
    isPage: false,
  });
  const styles = useContentStyles(content, id, parent.fonts);
  const base = useRootContext(parent, settings, content, info, false, state, {
    localized: styles.sheet.localized,
    fonts: styles.fonts,
    serverPass: false,
  });
  const ctx = useMemo(
    () => ({ ...base, host: { block, props: { slotted, hostChildren } } }),
    [base, block, slotted, hostChildren],
  );
  useStylesInPage(() => props.styleRoot ?? document, styles, components, ctx.locale);

  return (
    <RenderContext.Provider value={ctx}>
      {styles.css ? <style dangerouslySetInnerHTML={styleHtml(styles.css)} /> : null}
      <Block block={block} />
    </RenderContext.Provider>
  );
}
