/**
 * The editor's postMessage protocol (names as the reference SDK uses them) and the validation
 * of what arrives: a message is `{ type, data }`; anything that is not a known type with a
 * well-formed payload is dropped before a handler sees it.
 */
import type { BuilderContent } from '../types.ts';
import { isRecord } from '../safety.ts';
import type { JsonPatchOperation } from './json-patch.ts';

/** Messages the page posts to the editor. */
export const OUTGOING = {
  loaded: 'builder.loaded',
  isReactSdk: 'builder.isReactSdk',
  sdkInjected: 'builder.sdkInjected',
  registerComponent: 'builder.registerComponent',
  components: 'builder.components',
  contentResults: 'builder.contentResults',
  updateContent: 'builder.updateContent',
  pong: 'builder.pong',
  evaluateResult: 'builder.evaluateResult',
  evaluateError: 'builder.evaluateError',
} as const;

/** A message the editor (or, for registrations, anyone) sends the page, once validated. */
export type IncomingMessage =
  | { type: 'builder.ping' }
  | { type: 'builder.getComponents' }
  | { type: 'builder.contentUpdate'; key: string; content: BuilderContent }
  | { type: 'builder.patchUpdates'; patches: Record<string, JsonPatchOperation[]> }
  | { type: 'builder.overrideState' | 'builder.resetState'; state: Record<string, unknown>; model?: string }
  | { type: 'builder.selectionChange'; selection: string[] }
  | { type: 'builder.editingMode' | 'builder.editingPageMode'; on: boolean }
  | { type: 'builder.editingModel'; model: string }
  | { type: 'builder.evaluate'; id: string | number; text: string; args: unknown[] }
  | { type: 'builder.registerComponent'; spec: Record<string, unknown> }
  | { type: 'builder.register'; registryType: string; info: unknown }
  | { type: 'builder.registerEditor'; info: unknown };

/** Registrations: the only messages accepted from any origin (spec §6; see docs/editing.md). */
export const REGISTRATION_TYPES: readonly string[] = [
  'builder.register',
  'builder.registerComponent',
  'builder.registerEditor',
];

type Fields = Record<string, unknown>;

const isString = (value: unknown): value is string => typeof value === 'string' && value !== '';

function isOperation(value: unknown): value is JsonPatchOperation {
  if (!isRecord(value) || typeof value.path !== 'string') return false;
  if (value.op === 'remove') return true;
  return (value.op === 'add' || value.op === 'replace') && 'value' in value;
}

function readPatches(value: unknown): Record<string, JsonPatchOperation[]> | undefined {
  if (!isRecord(value)) return undefined;
  const out: Record<string, JsonPatchOperation[]> = {};
  for (const [id, list] of Object.entries(value)) {
    if (!Array.isArray(list) || !list.every(isOperation)) return undefined;
    out[id] = list;
  }
  return out;
}

/** The key a content update is filed under: `key`, `alias`, `entry`, then the model name. */
function updateKey(data: Fields): string | undefined {
  return [data.key, data.alias, data.entry, data.modelName, data.model].find(isString);
}

/**
 * Reads a `message` event's data. Returns `undefined` for anything that is not a well-formed
 * protocol message (unknown type, missing or mistyped payload).
 */
export function readMessage(raw: unknown): IncomingMessage | undefined {
  if (!isRecord(raw) || typeof raw.type !== 'string') return undefined;
  const data = raw.data;
  const d: Fields = isRecord(data) ? data : {};
  switch (raw.type) {
    case 'builder.ping':
    case 'builder.getComponents':
      return { type: raw.type };
    case 'builder.contentUpdate': {
      const key = updateKey(d);
      return key && isRecord(d.data) ? { type: raw.type, key, content: d.data } : undefined;
    }
    case 'builder.patchUpdates': {
      const patches = readPatches(d.data);
      return patches ? { type: raw.type, patches } : undefined;
    }
    case 'builder.overrideState':
    case 'builder.resetState':
      return isRecord(d.state)
        ? { type: raw.type, state: d.state, model: isString(d.model) ? d.model : undefined }
        : undefined;
    case 'builder.selectionChange': {
      const selection = d.selection;
      return Array.isArray(selection) && selection.every(isString)
        ? { type: raw.type, selection: [...selection] }
        : undefined;
    }
    case 'builder.editingMode':
    case 'builder.editingPageMode':
      // The payload is the flag itself (`data: true`), or `{ value }`.
      return { type: raw.type, on: !!(isRecord(data) ? data.value : data) };
    case 'builder.editingModel':
      return isString(d.model) ? { type: raw.type, model: d.model } : undefined;
    case 'builder.evaluate': {
      const id = d.id;
      if ((typeof id !== 'string' && typeof id !== 'number') || typeof d.text !== 'string') return undefined;
      return { type: raw.type, id, text: d.text, args: Array.isArray(d.arguments) ? d.arguments : [] };
    }
    case 'builder.registerComponent': {
      // The spec is the payload itself, or `{ spec }`.
      const spec = isRecord(d.spec) ? d.spec : d;
      return isString(spec.name) ? { type: raw.type, spec } : undefined;
    }
    case 'builder.register':
      return isString(d.type) ? { type: raw.type, registryType: d.type, info: d.info } : undefined;
    case 'builder.registerEditor':
      return { type: raw.type, info: data };
    default:
      return undefined;
  }
}
