/**
 * The render context: one value per content root (and per scope change: a repeated item, a
 * symbol), read once by every block. Nothing here is passed from block to block by hand.
 * (A server components build replaces this module with src/rsc/stand-ins/context.ts: React's
 * server build has no `createContext`.)
 */
import { createContext, useContext, type ReactNode } from 'react';
import type { Builder, BuilderContent, ComponentSpec } from '../core/index.ts';
import type { BlockState } from './block-props.ts';
import type { CodeBudget, Programs, Sandbox } from './expression/evaluate.ts';
import type { ExpressionFacades } from './sdk.ts';
import { ROOT_CONTEXT } from './root-context.ts';

/** Props an app's link component receives from `renderLink` (an `<a>`'s props). */
export interface LinkProps {
  href?: string;
  target?: string;
  rel?: string;
  className?: string;
  children?: ReactNode;
  [attribute: string]: unknown;
}

/** What identifies the content a block belongs to (for tracking, links and CSS scoping). */
export interface ContentInfo {
  /** Content entry id. */
  id?: string;
  /** The A/B variation shown (the content id for the default variation). */
  variationId?: string;
  /** Model name (`page`, `symbol`…). */
  model: string;
}

/** Everything a block needs besides its own JSON. */
export interface RenderContextValue {
  /** The state this block sees (reactive: writes re-render the content). */
  state: BlockState;
  /** The app's `context` prop (`context`/`ctx` in expressions). */
  context: Record<string, unknown>;
  /** The content root this block belongs to. */
  content: ContentInfo;
  /** The top-level (page) content, for conversions tracked from inside symbols. */
  page: ContentInfo;
  /** Components given to this root by the app, looked up before the page-wide registry. */
  components?: ReadonlyMap<string, ComponentSpec>;
  renderLink?: (props: LinkProps) => ReactNode;
  /** Locale for `LocalizedValue` options (`Default` when absent). */
  locale?: string;
  /** Whether the content holds localized values (so options are resolved at all). */
  localized: boolean;
  apiKey?: string;
  apiHost?: string;
  apiVersion?: string;
  /** False when the app turned tracking off; symbols inherit it. */
  canTrack: boolean;
  /**
   * The `Builder` instance this tree fetches and tracks with, its settings passed per call: the
   * page's `builder` in the browser, one per call on the server.
   */
  client: Builder;
  /** Runs this content root's code outside the expression subset (the server render's isolate); absent in the browser. */
  sandbox?: Sandbox;
  /**
   * Makes each content root's `sandbox` (a QuickJS context of its own: no content sees another's
   * code), given the content whose code it runs; server renders only.
   */
  newSandbox?: (content?: BuilderContent) => Sandbox;
  /** The server render's time budget for content code (every evaluation's deadline); absent in the browser. */
  budget?: CodeBudget;
  /** What expressions see as `builder` and `Builder` (each content root's, made on first use). */
  facades?: () => ExpressionFacades;
  /** The content root's compiled expressions (no two contents share one). */
  programs?: Programs;
  /**
   * True on the server and while the client hydrates server HTML: repeats (and carousels)
   * render only their first item so the client's first render matches the server's.
   */
  isServer: boolean;
  /** False outside any content root (so the first root knows it is the page's). */
  nested: boolean;
  /** How many symbols deep this block is (rendering stops at `MAX_SYMBOL_DEPTH`, ./root-context.ts). */
  depth: number;
  /** `model:entry` of every symbol above this block, to stop cyclic references. */
  symbols: readonly string[];
  /** Breakpoints of the content root (max widths in px). */
  breakpoints: { small: number; medium: number };
  /** Font file URLs the enclosing content roots declared (`data.customFonts`), so nested roots skip them. */
  fonts?: ReadonlySet<string>;
  /** A custom element's own block and the props its tag adds beyond JSON (`slotted` items, `hostChildren`). */
  host?: { block: object; props: Record<string, unknown> };
  /** Set in a React Server Components tree (src/rsc/): how its blocks and nested content roots render there. */
  serverTree?: ServerTree;
  /** There too: the app's link component when it is a client component, for the tree's islands. */
  linkComponent?: unknown;
}

/** How blocks render in a React Server Components tree: on the server without hooks, or handed to the browser. */
export interface ServerTree {
  /** The `index`th block of a list (keyed). */
  block(block: unknown, index: number, ctx: RenderContextValue): ReactNode;
  /** A content root nested in a block (a symbol's). */
  root(
    content: BuilderContent,
    options: { model: string; data?: Record<string, unknown>; inheritState?: boolean; locale?: string },
    ctx: RenderContextValue,
  ): ReactNode;
}

export { ROOT_CONTEXT };

/** React context carrying the render context; blocks read it with {@link useRenderContext}. */
export const RenderContext = /* @__PURE__ */ createContext<RenderContextValue>(ROOT_CONTEXT);

/** The render context of the nearest content root (state, content ids, server flag…). */
export function useRenderContext(): RenderContextValue {
  return useContext(RenderContext);
}
