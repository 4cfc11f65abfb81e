/**
 * One block rendered on its own, outside any content entry: what a tag such as
 * `<builder-tabs tabs='[…]'>` shows. The block gets what a content root would give it: the
 * defaults of its declarations, a synthetic `builderBlock`, reactive state, a render context,
 * one stylesheet for the blocks nested in its options (tab contents, slides) and the default
 * CSS of every component it shows, injected once into its root (document or shadow root).
 */
import {
  createElement, useContext, useLayoutEffect, useMemo, useState, useSyncExternalStore, type ReactNode,
} from 'react';
import type { ComponentSpec } from '../core/components.ts';
import { defaultsOf } from '../core/inputs.ts';
import { BLOCK_TYPE, type BuilderBlock, type BuilderContent } from '../core/types.ts';
import { BlockBoundary } from './block-boundary.tsx';
import type { BlockAttributes, BlockProps } from './block-props.ts';
import { localize, resolveComponent } from './component-options.tsx';
import { RenderContext, type RenderContextValue } from './context.ts';
import { defaultCssFor, injectDefaultCss } from './default-css.ts';
import { createFacades } from './sdk.ts';
import { createStateStore } from './state.ts';
import { blockClass, buildContentSheet, DEFAULT_BREAKPOINTS } from './stylesheet.ts';

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
  const { spec, options, id, apiKey, apiHost, apiVersion, locale, canTrack } = props;
  const { client } = useContext(RenderContext);
  const [store] = useState(() => createStateStore({}));
  const facades = useMemo(() => createFacades({ client, apiKey, apiHost, canTrack: canTrack !== false }), [client, apiKey, apiHost, canTrack]);
  const version = useSyncExternalStore(store.subscribe, store.getVersion, store.getVersion);

  const block: BuilderBlock = useMemo(
    () => ({ '@type': BLOCK_TYPE, id, component: { name: spec.name, options } }),
    [id, spec.name, options],
  );
  const sheet = useMemo(() => {
    const content: BuilderContent = { id, data: { blocks: [block] } };
    return buildContentSheet(content);
  }, [id, block]);

  const ctx: RenderContextValue = useMemo(() => ({
    state: store.state,
    context: {},
    content: { model: spec.name },
    page: { model: spec.name },
    localized: sheet.localized,
    locale,
    apiKey,
    apiHost,
    apiVersion,
    canTrack: canTrack !== false,
    client,
    facades,
    isServer: false,
    nested: true,
    depth: 0,
    symbols: [],
    breakpoints: DEFAULT_BREAKPOINTS,
    // `version` changes the value so nested blocks see state written by actions.
  }), [store, version, spec.name, sheet, locale, apiKey, apiHost, apiVersion, canTrack, client, facades]); // eslint-disable-line react-hooks/exhaustive-deps

  const styleRoot = props.styleRoot;
  useLayoutEffect(() => {
    injectDefaultCss(styleRoot ?? document, defaultCssFor([spec.name, ...sheet.components]));
  }, [styleRoot, spec.name, sheet]);

  const Component = resolveComponent(spec);
  if (!Component) return null;
  const own = sheet.localized ? (localize(options, locale) as Record<string, unknown>) : options;
  const attributes: BlockAttributes = {
    ...props.elementAttributes,
    className: `builder-block ${blockClass(id)}`,
    'builder-id': id,
  };
  const componentProps: Record<string, unknown> & BlockProps = {
    ...(spec.inputs ? defaultsOf(spec.inputs) : {}),
    ...own,
    builderBlock: block,
    builderState: ctx.state,
    slotted: props.slotted,
    hostChildren: props.hostChildren,
  };
  if (spec.noWrap) componentProps.attributes = attributes;
  const rendered = <BlockBoundary id={id}>{createElement(Component, componentProps)}</BlockBoundary>;

  return (
    <RenderContext.Provider value={ctx}>
      {sheet.css ? <style>{sheet.css}</style> : null}
      {spec.noWrap ? rendered : createElement('div', attributes, rendered)}
    </RenderContext.Provider>
  );
}
