/**
 * The render context a content root gives its blocks: its settings (context, components, link
 * renderer, locale, API key and host, tracking, client, sandbox, the SDK facades), inherited
 * from the root around it unless given, and what changes with each render (the state's
 * version, the server pass). Blocks read it once each.
 */
import { useMemo, useState, type ReactNode } from 'react';
import type { ComponentSpec, BuilderContent } from '../../core/index.ts';
import type { ContentInfo, LinkProps, RenderContextValue } from '../context.ts';
import { createPrograms } from '../expression/evaluate.ts';
import { createFacades, type ExpressionFacades } from '../sdk.ts';
import { scopeState, type StateStore } from '../state.ts';
import { breakpointsOf } from '../stylesheet.ts';

/** What a content root is given besides its content (each falls back to the root around it). */
export interface RootSettings {
  context?: Record<string, unknown>;
  locale?: string;
  components?: ReadonlyMap<string, ComponentSpec>;
  renderLink?: (props: LinkProps) => ReactNode;
  canTrack?: boolean;
  apiKey?: string;
  apiHost?: string;
  apiVersion?: string;
}

type Settings = Pick<
  RenderContextValue,
  | 'context'
  | 'locale'
  | 'components'
  | 'renderLink'
  | 'canTrack'
  | 'apiKey'
  | 'apiHost'
  | 'apiVersion'
  | 'client'
  | 'sandbox'
  | 'newSandbox'
  | 'budget'
  | 'facades'
  | 'programs'
>;

/** The root's settings over the parent's; the page's root decides tracking for every root inside it. */
export function useRootSettings(
  parent: RenderContextValue,
  given: RootSettings,
  isPage: boolean,
  content?: BuilderContent,
): Settings {
  const { context, locale, components, renderLink, canTrack, apiKey, apiHost, apiVersion } = given;
  // On the server each root's code runs in a sandbox of its own, made once per root.
  const [sandbox] = useState(() => parent.newSandbox?.(content) ?? parent.sandbox);
  return useMemo(() => {
    const settings = {
      context: context ?? parent.context,
      locale: locale ?? parent.locale,
      components: components ?? parent.components,
      renderLink: renderLink ?? parent.renderLink,
      canTrack: canTrack !== false && (isPage || parent.canTrack),
      apiKey: apiKey ?? parent.apiKey,
      apiHost: apiHost ?? parent.apiHost,
      apiVersion: apiVersion ?? parent.apiVersion,
      client: parent.client,
      sandbox,
      newSandbox: parent.newSandbox,
      budget: parent.budget,
    };
    // The SDK as expressions see it, bound to this tree's settings (never the live instance);
    // made when an expression first needs it: most content has none.
    let facades: ExpressionFacades | undefined;
    // Each content root compiles its own expressions: nothing one content's code does reaches another's.
    return { ...settings, facades: () => (facades ??= createFacades(settings)), programs: createPrograms() };
  }, [parent, context, locale, components, renderLink, canTrack, apiKey, apiHost, apiVersion, isPage, sandbox]);
}

export interface RootState {
  store: StateStore;
  /** Changes with every state write, so every block sees the new state. */
  version: number;
  /** A symbol that sees (and writes) the state of the content around it. */
  inheritState?: boolean;
}

/** The whole context of a root's blocks. */
export function useRootContext(
  parent: RenderContextValue,
  settings: Settings,
  content: BuilderContent,
  info: ContentInfo,
  isPage: boolean,
  { store, version, inheritState }: RootState,
  extra: { localized: boolean; fonts: ReadonlySet<string> | undefined; serverPass: boolean },
): RenderContextValue {
  const { localized, fonts, serverPass } = extra;
  return useMemo(
    () => ({
      ...settings,
      state: inheritState ? scopeState(parent.state, store.state) : store.state,
      content: info,
      page: isPage ? info : parent.page,
      localized,
      isServer: serverPass || (!isPage && parent.isServer),
      nested: true,
      depth: parent.depth,
      symbols: parent.symbols,
      breakpoints: breakpointsOf(content),
      fonts,
      // `version` is a dependency so each state write gives the blocks a new context.
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [settings, inheritState, parent, store, version, info, isPage, localized, serverPass, content, fonts],
  );
}
