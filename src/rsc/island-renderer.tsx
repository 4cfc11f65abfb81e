/**
 * One block of server-rendered content that needs the browser (a form, a carousel, tabs, an
 * accordion, masonry, a block with code that runs there, a component only the browser knows),
 * inside a content root that a React Server Components tree renders on the server
 * (./content.tsx). The framework server-renders it too, and the browser hydrates it with the
 * kit's renderer: a render context made from what the server passed (the root's settings and a
 * copy of its state), then the block as any block renders. Widgets' code loads as usual, their
 * server HTML staying until it has. Loaded by ./block-island.tsx when an island first renders.
 */
import {
  createElement,
  startTransition,
  useEffect,
  useMemo,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { registerBuiltInBlocks } from '../blocks/index.ts';
import {
  Block,
  preloadBlocks,
  RenderContext,
  ROOT_CONTEXT,
  useServerPass,
  type LinkProps,
  type RenderContextValue,
} from '../render/index.ts';
import { createPrograms } from '../render/expression/evaluate.ts';
import { createFacades } from '../render/sdk.ts';
import { createStateStore } from '../render/state.ts';
import type { BuilderBlock, BuilderContent } from '../core/index.ts';

registerBuiltInBlocks();

/** The islands whose lazily loaded blocks (a form, a carousel…) are in hand, and those still loading. */
const blocksLoaded = new WeakSet<BuilderBlock>();
const blocksLoading = new WeakMap<BuilderBlock, Promise<void>>();

/**
 * Suspends the island until the code of the lazily loaded blocks inside it has arrived, the
 * first time it renders in the browser. Hydrated only then, the island takes its server HTML
 * in one pass: a block left behind its own boundary would be thrown away and rendered anew
 * when the island re-rendered (its server pass ending) before that block's code came.
 */
function useBlocksLoaded(block: BuilderBlock): void {
  if (typeof document === 'undefined' || blocksLoaded.has(block)) return;
  let loading = blocksLoading.get(block);
  if (!loading) {
    const content = { data: { blocks: [block] } } as BuilderContent;
    loading = preloadBlocks(content).then(
      () => void blocksLoaded.add(block),
      () => void blocksLoaded.add(block),
    );
    blocksLoading.set(block, loading);
  }
  // Suspends: React renders the island again once it settles (`use` is React 19 only).
  throw loading; // eslint-disable-line @typescript-eslint/only-throw-error -- a thrown promise is how React 18 suspends too
}

/** What the block's content root passes over (data only: it crosses from server to browser). */
export type IslandRoot = Pick<
  RenderContextValue,
  | 'content'
  | 'page'
  | 'locale'
  | 'localized'
  | 'apiKey'
  | 'apiHost'
  | 'apiVersion'
  | 'canTrack'
  | 'breakpoints'
  | 'depth'
  | 'symbols'
> & {
  context?: Record<string, unknown>;
  /** The app's link component (a client component such as next/link): it renders the island's links. */
  link?: ComponentType<LinkProps>;
};

export interface BlockIslandProps {
  block: BuilderBlock;
  /** Position among its siblings (names it in messages). */
  index: number;
  /** The block's scope: its root's state as the server had it, with a repeat's item names. */
  state: Record<string, unknown>;
  root: IslandRoot;
}

/** The block, rendered and hydrated by the kit's renderer; see the file comment. */
export function BlockIslandRenderer({ block, index, state, root }: BlockIslandProps): ReactNode {
  useBlocksLoaded(block);
  const [store] = useState(() => createStateStore(state));
  const [programs] = useState(createPrograms); // the island's own compiled expressions
  // A write (a widget's, an action's inside it) re-renders the island: its blocks read the state anew.
  const [version, setVersion] = useState(0);
  useEffect(() => store.subscribe(() => startTransition(() => setVersion(store.getVersion()))), [store]);
  const serverPass = useServerPass();
  const ctx = useMemo((): RenderContextValue => {
    const settings = {
      ...ROOT_CONTEXT,
      context: root.context ?? {},
      locale: root.locale,
      apiKey: root.apiKey,
      apiHost: root.apiHost,
      apiVersion: root.apiVersion,
      canTrack: root.canTrack,
    };
    let facades: ReturnType<typeof createFacades> | undefined;
    const { link } = root;
    return {
      ...settings,
      renderLink: link && ((props: LinkProps) => createElement(link, props)),
      state: store.state,
      content: root.content,
      page: root.page,
      localized: root.localized,
      facades: () => (facades ??= createFacades(settings)),
      programs,
      isServer: serverPass,
      nested: true,
      depth: root.depth,
      symbols: root.symbols,
      breakpoints: root.breakpoints,
    };
  }, [root, store, serverPass, version]); // eslint-disable-line react-hooks/exhaustive-deps -- `version` stands for the state's contents
  return (
    <RenderContext.Provider value={ctx}>
      <Block block={block} index={index} />
    </RenderContext.Provider>
  );
}
