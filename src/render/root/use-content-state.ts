/**
 * A content root's state: created once from the content (`data.state`, input defaults, the
 * app's or symbol's `data`, localized values resolved), the content's jsCode run against it,
 * later `data` changes flowing in, and the editor's state commands for the page's root.
 */
import { useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { BuilderContent } from '../../core/index.ts';
import { initialState, runJsCode } from '../content-state.ts';
import { useEditorState } from '../editing/use-editor.ts';
import { grantFunctionsIn } from '../expression/capabilities.ts';
import type { Sandbox } from '../expression/evaluate.ts';
import { localize, localizeValues } from '../localize.ts';
import type { ExpressionFacades } from '../sdk.ts';
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
  /** The page's own root (the editor's state commands reach it). */
  isPage: boolean;
}

/** The root's state store and its version (changes with every write). */
export function useContentState(options: ContentStateOptions): { store: StateStore; version: number } {
  const { content, data, locale } = options;
  const [store] = useState(() => {
    // Functions the app hands over in `context` and `data` are the ones content may call.
    grantFunctionsIn(options.context);
    grantFunctionsIn(data);
    const created = createStateStore(localizeValues(initialState(content, data), locale));
    runJsCode(content, () => ({ state: created.state, context: options.context, ...options.facades(), sandbox: options.sandbox }));
    return created;
  });
  const version = useSyncExternalStore(store.subscribe, store.getVersion, store.getVersion);
  useEditorState(store, options.model, options.isPage);

  const applied = useRef(data);
  const currentLocale = useRef(locale);
  currentLocale.current = locale;
  useLayoutEffect(() => {
    if (!data || data === applied.current) return;
    grantFunctionsIn(data);
    for (const key in data) if (!Object.is(applied.current?.[key], data[key])) store.state[key] = localize(data[key], currentLocale.current);
    applied.current = data;
  }, [data, store]);

  return { store, version };
}
