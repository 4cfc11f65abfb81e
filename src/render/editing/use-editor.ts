/**
 * The renderer's side of live editing: starts the editor protocol when the page is framed
 * (its code is loaded only then), shows the content the editor sends, reports what each
 * content root renders, and applies the editor's state commands. Outside a frame every hook
 * here does nothing but a cheap check.
 */
import { useEffect, useSyncExternalStore } from 'react';
import {
  editedContent, onEditorState, postToEditor, rememberShownContent, subscribeEditor, type ContentIdentity, isIframe, startEditing, type BuilderContent,
} from '../../core/index.ts';
import type { StateStore } from '../state.ts';

const noSubscription = () => () => {};
const nothing = (): undefined => undefined;

/** The latest content the editor sent for this content root (framed pages only). */
export function useEditedContent(identity: ContentIdentity): BuilderContent | undefined {
  const framed = isIframe();
  return useSyncExternalStore(framed ? subscribeEditor : noSubscription, framed ? () => editedContent(identity) : nothing, nothing);
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
 * shows so the editor's patches can start from it.
 */
export function useEditorReport({ model, key, fetch, shown, fromEditor }: EditorReport): void {
  const fetchJson = fetch && JSON.stringify(fetch);
  useEffect(() => {
    if (!isIframe()) return;
    startEditing();
    postToEditor('builder.sdkInjected', { modelName: model });
  }, [model]);
  useEffect(() => {
    if (isIframe() && fetchJson) postToEditor('builder.updateContent', { options: JSON.parse(fetchJson) as unknown });
  }, [fetchJson]);
  useEffect(() => {
    if (!isIframe() || !shown || fromEditor) return;
    rememberShownContent(key, shown);
    postToEditor('builder.contentResults', { model, key, results: [shown] });
  }, [key, model, shown, fromEditor]);
}

/** State keys an editor command may never write (they would reach prototypes). */
const FORBIDDEN_KEYS = new Set(['__proto__', 'prototype', 'constructor']);

/**
 * Applies the editor's `builder.overrideState` (merge) and `builder.resetState` (replace) to a
 * page content root's state, when the command names this root's model or none.
 */
export function useEditorState(store: StateStore, model: string, enabled: boolean): void {
  useEffect(() => {
    if (!enabled || !isIframe()) return;
    return onEditorState(({ state, reset, model: target }) => {
      if (target && target !== model) return;
      const current = store.state;
      if (reset) for (const key of Object.keys(current)) if (!Object.hasOwn(state, key)) delete current[key];
      for (const key of Object.keys(state)) if (!FORBIDDEN_KEYS.has(key)) current[key] = state[key];
    });
  }, [store, model, enabled]);
}
