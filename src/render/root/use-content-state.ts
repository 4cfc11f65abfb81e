/**
 * A content root's state: created once from the content (`data.state`, input defaults, the
 * app's or symbol's `data`, localized values resolved), the content's jsCode run against it,
 * later `data` changes flowing in, and the editor's state commands for the page's root.
 */
import { startTransition, useEffect, useRef, useState } from 'react';
import type { BuilderContent } from '../../core/index.ts';
import { initialState, runJsCode } from '../content-state.ts';
import { useEditorState } from '../editing/use-editor.ts';
import { grantFunctionsIn } from '../expression/capabilities.ts';
import type { CodeBudget, Programs, Sandbox } from '../expression/evaluate.ts';
import { localize, localizeValues } from '../localize.ts';
import type { ExpressionFacades } from '../sdk.ts';
import { useBrowserLayoutEffect } from '../server-pass.ts';
import { createStateStore, type StateStore } from '../state.ts';

export interface ContentStateOptions {
  content: BuilderContent;
  model: string;
  /** Merged over the content's state; later changes flow in. */
  data?: Record<string, unknown>;
  /** What jsCode sees as `context`. */
  context: Record<string, unknown>;
  locale?: string;
  facades: () => ExpressionFacades;
  sandbox?: Sandbox;
  /** The root's compiled expressions (its jsCode compiles there). */
  programs?: Programs;
  budget?: CodeBudget;
  /** The page's own root (the editor's state commands reach it). */
  isPage: boolean;
  /** True while the root renders on the server or hydrates server HTML (../server-pass.ts). */
  serverPass?: boolean;
}

/** The root's state store and its version (changes with every write). */
export function useContentState(options: ContentStateOptions): { store: StateStore; version: number } {
  const { content, data, locale } = options;
  const [store] = useState(() => {
    // Functions the app hands over in `context` and `data` are the ones content may call.
    grantFunctionsIn(options.context);
    grantFunctionsIn(data);
    const created = createStateStore(localizeValues(initialState(content, data), locale));
    runJsCode(content, () => ({
      state: created.state,
      context: options.context,
      ...options.facades(),
      sandbox: options.sandbox,
      programs: options.programs,
      budget: options.budget,
    }));
    return created;
  });
  const version = useStoreVersion(store, !!options.serverPass);
  useEditorState(store, options.model, options.isPage);

  const applied = useRef(data);
  const currentLocale = useRef(locale);
  currentLocale.current = locale;
  useBrowserLayoutEffect(() => {
    if (!data || data === applied.current) return;
    grantFunctionsIn(data);
    for (const key in data)
      if (!Object.is(applied.current?.[key], data[key])) store.state[key] = localize(data[key], currentLocale.current);
    applied.current = data;
  }, [data, store]);

  return { store, version };
}

/**
 * The store's version, which each write changes. A write made while server HTML may still be
 * hydrating (an `httpRequests` answer, say) re-renders in a transition, which React holds back
 * until a lazily loaded block waiting for its code has hydrated; an urgent one would make React
 * throw that block's server HTML away (see ../server-pass.ts).
 */
function useStoreVersion(store: StateStore, serverPass: boolean): number {
  const [version, setVersion] = useState(store.getVersion);
  // The committed server pass (a render React holds back must not end it here).
  const deferred = useRef(serverPass);
  useEffect(() => {
    deferred.current = serverPass;
  }, [serverPass]);
  useEffect(() => {
    const update = (): void => {
      const next = store.getVersion();
      if (deferred.current) startTransition(() => setVersion(next));
      else setVersion(next);
    };
    update(); // a write between the render and this subscription
    return store.subscribe(update);
  }, [store]);
  return version;
}
