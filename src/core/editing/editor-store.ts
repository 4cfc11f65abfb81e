/**
 * What the editor told the page, kept page-wide (one store however many copies of the kit
 * run): content it sent (by key), the content each root shows (the base patches apply to),
 * the selected block ids, state commands, and the outbox of messages for the editor. The
 * protocol session (loaded only inside a frame) writes here; the renderer reads and
 * subscribes. Small and eager on purpose: everything else of the protocol loads lazily.
 */
import { pageGlobal } from '../page-global.ts';
import type { BuilderContent } from '../types.ts';
import { editorSendFailed } from '../errors.ts';

/** An `overrideState` (merge) or `resetState` (replace) command for the content roots of `model` (all when absent). */
export interface EditorStateCommand {
  state: Record<string, unknown>;
  reset: boolean;
  model?: string;
}

/** How a content root is known to the editor: its model, the entry it asked for, the entry it shows. */
export interface ContentIdentity {
  model: string;
  entry?: string;
  id?: string;
}

interface EditorStore {
  /** Content sent by the editor, by key, with a sequence number (the latest match wins). */
  edited: Map<string, { content: BuilderContent; seq: number }>;
  /** Content the page shows, by key: what patches apply to before the editor sent anything. */
  shown: Map<string, BuilderContent>;
  selection: readonly string[];
  seq: number;
  listeners: Set<() => void>;
  stateListeners: Set<(command: EditorStateCommand) => void>;
  /** The editor's origin once known and trusted; messages wait in `outbox` until then. */
  origin?: string;
  outbox: { type: string; data: unknown }[];
}

/** Messages kept while the editor's origin is unknown; older ones are dropped. */
const OUTBOX_LIMIT = 50;

const store = (): EditorStore =>
  pageGlobal('editor-store', () => ({
    edited: new Map(),
    shown: new Map(),
    selection: [],
    seq: 0,
    listeners: new Set(),
    stateListeners: new Set(),
    outbox: [],
  }));

function notify(): void {
  for (const listener of [...store().listeners]) listener();
}

/** Calls `listener` after every change of edited content or selection; returns the unsubscribe function. */
export function subscribeEditor(listener: () => void): () => void {
  const { listeners } = store();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether an editor key (a model name, an entry id, or `model:entry`) addresses this content. */
export function keyMatches(key: string, { model, entry, id }: ContentIdentity): boolean {
  return key === model || (!!entry && (key === entry || key === `${model}:${entry}`)) || (!!id && key === id);
}

/** The latest content the editor sent for this content root, if any. */
export function editedContent(identity: ContentIdentity): BuilderContent | undefined {
  let best: { content: BuilderContent; seq: number } | undefined;
  for (const [key, item] of store().edited)
    if (keyMatches(key, identity) && (!best || item.seq > best.seq)) best = item;
  return best?.content;
}

/** Files content from the editor under `key` and re-renders what shows it. */
export function setEditedContent(key: string, content: BuilderContent): void {
  const state = store();
  state.edited.set(key, { content, seq: ++state.seq });
  notify();
}

/** Records what a content root shows under its model, so a patch can start from it. */
export function rememberShownContent(key: string, content: BuilderContent): void {
  store().shown.set(key, content);
}

/** Every known content by key: the editor's where it sent some, else what is shown. */
export function knownContents(): Map<string, BuilderContent> {
  const { edited, shown } = store();
  const out = new Map(shown);
  for (const [key, item] of edited) out.set(key, item.content);
  return out;
}

/** The block ids selected in the editor. */
export function editorSelection(): readonly string[] {
  return store().selection;
}

export function setEditorSelection(ids: readonly string[]): void {
  store().selection = ids;
  notify();
}

/** Calls `listener` with every state command from now on; returns the unsubscribe function. */
export function onEditorState(listener: (command: EditorStateCommand) => void): () => void {
  const { stateListeners } = store();
  stateListeners.add(listener);
  return () => stateListeners.delete(listener);
}

export function emitEditorState(command: EditorStateCommand): void {
  for (const listener of [...store().stateListeners]) listener(command);
}

/** Sends `{ type, data }` to the editor now, or once its origin is known (see {@link connectEditor}). */
export function postToEditor(type: string, data: unknown): void {
  const state = store();
  if (state.origin) return send(state.origin, type, data);
  state.outbox.push({ type, data });
  if (state.outbox.length > OUTBOX_LIMIT) state.outbox.shift();
}

/**
 * The editor's (trusted) origin is known: `first` goes out now, then the messages that waited;
 * later ones go straight to it.
 */
export function connectEditor(origin: string, first: readonly { type: string; data: unknown }[] = []): void {
  const state = store();
  state.origin = origin;
  for (const { type, data } of [...first, ...state.outbox.splice(0)]) send(origin, type, data);
}

/** The trusted editor origin the page talks to, once known. */
export function editorOrigin(): string | undefined {
  return store().origin;
}

function send(origin: string, type: string, data: unknown): void {
  try {
    window.parent.postMessage({ type, data }, origin);
  } catch (error) {
    console.warn(editorSendFailed(type), error); // data that cannot be cloned
  }
}
