/**
 * What the renderer does inside the editor's frame, loaded by ./use-editor.ts only on a framed
 * page: starts the editor protocol, tells the editor what each content root fetches and shows,
 * and applies the editor's state commands.
 */
import {
  isForbiddenKey,
  onEditorState,
  postToEditor,
  rememberShownContent,
  startEditing,
  type BuilderContent,
} from '../../core/index.ts';
import type { StateStore } from '../state.ts';
import { restoreHelp } from './restore-help.ts';

/** Starts the protocol and announces a content root of `model` (`builder.sdkInjected`). */
export function announceRoot(model: string): void {
  restoreHelp(); // before the protocol sends the registrations
  startEditing();
  postToEditor('builder.sdkInjected', { modelName: model });
}

/** Tells the editor what a content root fetches (`builder.updateContent`; `fetchJson` is the options as JSON). */
export function reportFetch(fetchJson: string): void {
  postToEditor('builder.updateContent', { options: JSON.parse(fetchJson) as unknown });
}

/** Remembers what a content root shows, so the editor's patches start from it, and reports it (`builder.contentResults`). */
export function reportShown(model: string, key: string, shown: BuilderContent): void {
  rememberShownContent(key, shown);
  postToEditor('builder.contentResults', { model, key, results: [shown] });
}

/**
 * Applies the editor's `builder.overrideState` (merge) and `builder.resetState` (replace) to a
 * page content root's state, when the command names this root's model or none; returns the unsubscribe.
 */
export function applyEditorState(store: StateStore, model: string): () => void {
  return onEditorState(({ state, reset, model: target }) => {
    if (target && target !== model) return;
    const current = store.state;
    if (reset) for (const key of Object.keys(current)) if (!Object.hasOwn(state, key)) delete current[key];
    for (const key of Object.keys(state)) if (!isForbiddenKey(key)) current[key] = state[key];
  });
}
