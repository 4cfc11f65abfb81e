/**
 * The renderer's side of live editing: shows the content the editor sends and, on a framed page
 * only, loads ./editor-session.ts, which starts the editor protocol, reports what each content
 * root renders and applies the editor's state commands. Outside a frame every hook here does
 * nothing but a cheap check, and the session's code is never loaded.
 */
import { useEffect, useSyncExternalStore } from 'react';
import {
  editedContent,
  subscribeEditor,
  type ContentIdentity,
  isIframe,
  type BuilderContent,
} from '../../core/index.ts';
import { startLazily } from '../start-lazily.ts';
import type { StateStore } from '../state.ts';

const noSubscription = () => () => {};
const nothing = (): undefined => undefined;

let session: Promise<typeof import('./editor-session.ts')> | undefined;
/** The editing session's module, loaded once (its calls run in the order they were asked for). */
const loadSession = () => (session ??= import('./editor-session.ts'));

/** The latest content the editor sent for this content root (framed pages only, when `enabled`). */
export function useEditedContent(identity: ContentIdentity, enabled: boolean): BuilderContent | undefined {
  const framed = enabled && isIframe();
  return useSyncExternalStore(
    framed ? subscribeEditor : noSubscription,
    framed ? () => editedContent(identity) : nothing,
    nothing,
  );
}

/** What a `BuilderContent` tells the editor: that it mounted, what it fetches, what it shows. */
export interface EditorReport {
  model: string;
  /** The key its fetch is filed under (`model`, or `model:entry`). */
  key: string;
  /** The fetch options, when it fetches (`builder.updateContent`). */
  fetch?: Record<string, unknown>;
  /** The entry shown after A/B selection. */
  shown?: BuilderContent;
  /** The shown entry came from the editor (not echoed back). */
  fromEditor: boolean;
}

/**
 * Starts the protocol, announces the root (`builder.sdkInjected`), its fetch
 * (`builder.updateContent`) and its result (`builder.contentResults`), and remembers what it
 * shows so the editor's patches can start from it. Nothing unless `enabled`.
 */
export function useEditorReport({ model, key, fetch, shown, fromEditor }: EditorReport, enabled: boolean): void {
  const fetchJson = enabled ? fetch && JSON.stringify(fetch) : undefined;
  useEffect(() => {
    if (enabled && isIframe()) void loadSession().then((m) => m.announceRoot(model));
  }, [model, enabled]);
  useEffect(() => {
    if (isIframe() && fetchJson) void loadSession().then((m) => m.reportFetch(fetchJson));
  }, [fetchJson]);
  useEffect(() => {
    if (enabled && isIframe() && shown && !fromEditor) void loadSession().then((m) => m.reportShown(model, key, shown));
  }, [key, model, shown, fromEditor, enabled]);
}

/**
 * Applies the editor's `builder.overrideState` (merge) and `builder.resetState` (replace) to a
 * page content root's state, when the command names this root's model or none.
 */
export function useEditorState(store: StateStore, model: string, enabled: boolean): void {
  useEffect(() => {
    if (!enabled || !isIframe()) return;
    return startLazily(loadSession, (m) => m.applyEditorState(store, model));
  }, [store, model, enabled]);
}
