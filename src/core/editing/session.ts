/**
 * The editor protocol inside the content editor's frame (docs/editing.md). The
 * renderer loads this module only when the page is framed, and starts it once per page.
 *
 * Trust: every message except registrations must come from the parent window AND from a
 * trusted host (spec §6; content updates and patches too, gen1 §8 item 8); `builder.evaluate`
 * therefore runs only for the trusted editor. Registrations are accepted from anyone but kept
 * as editor metadata only, with a warning when the sender's host is not trusted (spec §8).
 * The page announces itself only to a trusted parent, and only ever posts to that origin.
 */
import {
  getComponent,
  listComponents,
  onComponentRegistered,
  registerComponent,
  type ComponentSpec,
} from '../components.ts';
import { prepareEntry } from '../content-entry.ts';
import {
  EDITOR_PATCH_FAILED,
  EDITOR_REGISTRATION_UNTRUSTED,
  EDITOR_UNTRUSTED_HOST,
  editorSendFailed,
} from '../errors.ts';
import { pageGlobal } from '../page-global.ts';
import { pageSearch } from '../runtime.ts';
import { readUrlParams } from '../url-params.ts';
import { SDK_NAME, SDK_VERSION } from '../version.ts';
import { findBlockPointer } from './block-search.ts';
import { receivedComponentSpec, serializeComponentSpec } from './component-spec.ts';
import {
  connectEditor,
  emitEditorState,
  knownContents,
  postToEditor,
  setEditedContent,
  setEditorSelection,
} from './editor-store.ts';
import { evaluateForEditor } from './evaluate.ts';
import { applyJsonPatch, type JsonPatchOperation } from './json-patch.ts';
import { OUTGOING, readMessage, REGISTRATION_TYPES, type IncomingMessage } from './messages.ts';
import { isTrustedOrigin, parentOrigin } from './trusted-hosts.ts';

/** Body classes the editor styles the page by. */
export const EDITING_PAGE_CLASS = 'builder-editing-page';
export const EDITING_CLASS = 'builder-editing';

interface Session {
  started: boolean;
  /** The trusted editor got `builder.loaded` and the registrations. */
  announced: boolean;
  /** The model being edited (`builder.frameEditing`/`builder.preview`, or `builder.editingModel`): filters `models` registrations. */
  model?: string;
  /** `builder.register` payloads received, by registry type. */
  registry: Map<string, unknown[]>;
}

const session = (): Session =>
  pageGlobal('editor-session', () => ({ started: false, announced: false, registry: new Map() }));

/**
 * Starts the protocol if the page is framed (once per page; later calls only re-check whether
 * the parent became trusted, e.g. after `<builder-init trusted-hosts>` connected).
 */
export function startEditorSession(): void {
  if (typeof window !== 'object' || window.parent === window) return;
  const state = session();
  if (!state.started) {
    state.started = true;
    const url = readUrlParams(pageSearch());
    state.model = [url.frameEditing, url.preview].find((model) => model && model !== 'true');
    window.addEventListener('message', onMessage);
  }
  const origin = parentOrigin();
  if (origin && isTrustedOrigin(origin)) connect(origin);
}

/** The `builder.register` payloads received for `type`. */
export function editorRegistry(type: string): readonly unknown[] {
  return session().registry.get(type) ?? [];
}

/** Talks to `origin` from now on; the first time, announces the page to it. */
function connect(origin: string): void {
  const state = session();
  if (state.announced) return connectEditor(origin);
  state.announced = true;
  const registrations = listComponents()
    .filter(isForThisModel)
    .map((spec) => ({ type: OUTGOING.registerComponent, data: { spec: serializeComponentSpec(spec) } }));
  connectEditor(origin, [
    { type: OUTGOING.loaded, data: { value: true } },
    // `version`: Builder's SDK protocol version the editor checks compatibility against, not this package's (version.ts).
    {
      type: OUTGOING.isReactSdk,
      data: { value: true, supportsPatchUpdates: 'v3', sdk: SDK_NAME, version: SDK_VERSION },
    },
    ...registrations,
  ]);
  document.body?.classList.add(EDITING_PAGE_CLASS);
  onComponentRegistered((spec) => {
    if (isForThisModel(spec)) postToEditor(OUTGOING.registerComponent, { spec: serializeComponentSpec(spec) });
  });
}

function isForThisModel(spec: ComponentSpec): boolean {
  const { model } = session();
  return !spec.models?.length || !model || spec.models.includes(model);
}

function onMessage(event: MessageEvent): void {
  const message = readMessage(event.data);
  if (!message) return;
  if (REGISTRATION_TYPES.includes(message.type)) return onRegistration(message, event);
  // Everything else only from the editor: our parent, on a trusted host.
  if (event.source !== window.parent || !isTrustedOrigin(event.origin)) return;
  connect(event.origin);
  handle(message, event);
}

function handle(message: IncomingMessage, event: MessageEvent): void {
  switch (message.type) {
    case 'builder.ping':
      return reply(event, OUTGOING.pong, {});
    case 'builder.getComponents':
      return reply(event, OUTGOING.components, listComponents().filter(isForThisModel).map(serializeComponentSpec));
    case 'builder.contentUpdate':
      return setEditedContent(message.key, prepareEntry(message.content));
    case 'builder.patchUpdates':
      return applyPatches(message.patches);
    case 'builder.overrideState':
    case 'builder.resetState':
      return emitEditorState({
        state: message.state,
        reset: message.type === 'builder.resetState',
        model: message.model,
      });
    case 'builder.selectionChange':
      return setEditorSelection(message.selection);
    case 'builder.editingMode':
      return void document.body?.classList.toggle(EDITING_CLASS, message.on);
    case 'builder.editingPageMode':
      return void document.body?.classList.toggle(EDITING_PAGE_CLASS, message.on);
    case 'builder.editingModel':
      session().model = message.model;
      return;
    case 'builder.evaluate':
      void evaluateForEditor(message.id, message.text, message.args).then(({ type, data }) => reply(event, type, data));
      return;
  }
}

/** Answers the sender of `event` (always the trusted editor here) on its own origin. */
function reply(event: MessageEvent, type: string, data: unknown): void {
  try {
    (event.source as Window).postMessage({ type, data }, event.origin);
  } catch (error) {
    console.warn(editorSendFailed(type), error);
  }
}

function onRegistration(message: IncomingMessage, event: MessageEvent): void {
  const trusted = isTrustedOrigin(event.origin);
  if (message.type === 'builder.registerEditor') {
    // Editor plugins are not supported; off a trusted host this is also a warning (spec §8).
    if (!trusted) console.warn(EDITOR_UNTRUSTED_HOST, event.origin);
    return;
  }
  if (event.source === window) return; // the page's own registrations are in the registry already
  if (!trusted && event.origin !== location.origin) console.warn(EDITOR_REGISTRATION_UNTRUSTED, event.origin);
  if (message.type === 'builder.registerComponent') {
    const name = String(message.spec.name);
    // Metadata only, and never over a registration the page made itself.
    if (!getComponent(name)) registerComponent(undefined, receivedComponentSpec(message.spec));
  } else if (message.type === 'builder.register') {
    const { registry } = session();
    registry.set(message.registryType, [...(registry.get(message.registryType) ?? []), message.info]);
    postToEditor('builder.register', { type: message.registryType, info: message.info });
  }
}

/**
 * Applies `{ [contentOrBlockId]: operations }` to every known content: paths are relative to
 * the content entry for a content id, to the block for a block id.
 */
function applyPatches(patches: Record<string, JsonPatchOperation[]>): void {
  const contents = knownContents();
  for (const [id, operations] of Object.entries(patches)) {
    for (const [key, content] of contents) {
      const at = content.id === id ? '' : findBlockPointer(content, id);
      if (at === undefined) continue;
      try {
        const patched = applyJsonPatch(
          content,
          operations.map((operation) => ({ ...operation, path: at + operation.path })),
        );
        contents.set(key, patched);
        setEditedContent(key, patched);
      } catch (error) {
        console.warn(EDITOR_PATCH_FAILED, id, error);
      }
    }
  }
}
