/**
 * Component registrations as they cross the frame boundary. Outgoing: the spec without its
 * implementation (`component`, `load`), as plain JSON; an input's `onChange`/`showIf`
 * function travels as its source text, the form the editor runs. Incoming: only the fields
 * that describe a component to the editor are kept, so a registration message can never bring
 * code, CSS or rendering switches into the page.
 */
import type { ComponentSpec } from '../components.ts';

/** Input hooks the editor runs itself, sent as source text. */
const INPUT_HOOKS = new Set(['onChange', 'showIf']);

/** What a received registration may set (editor metadata only). */
const RECEIVED_FIELDS = [
  'name',
  'friendlyName',
  'inputs',
  'models',
  'hideFromInsertMenu',
  'image',
  'docsLink',
  'canHaveChildren',
  'defaultChildren',
] as const;

/** `value` as plain JSON: functions become source text where the editor expects it and are dropped elsewhere. */
function toJson(value: unknown, key: string, seen: Set<object>): unknown {
  if (typeof value === 'function')
    return INPUT_HOOKS.has(key) ? `return (${String(value)}).apply(this, arguments)` : undefined;
  if (typeof value !== 'object' || value === null)
    return typeof value === 'bigint' || typeof value === 'symbol' ? undefined : value;
  if (seen.has(value)) return undefined; // a cycle cannot be sent
  seen.add(value);
  const out: unknown = Array.isArray(value)
    ? value.map((item) => toJson(item, '', seen) ?? null)
    : Object.fromEntries(
        Object.entries(value)
          .map(([k, v]) => [k, toJson(v, k, seen)])
          .filter(([, v]) => v !== undefined),
      );
  seen.delete(value);
  return out;
}

/** The spec the editor receives in `builder.registerComponent` and `builder.components`. */
export function serializeComponentSpec(spec: ComponentSpec): Record<string, unknown> {
  const { component: _component, load: _load, ...rest } = spec;
  return toJson(rest, '', new Set()) as Record<string, unknown>;
}

/** A registration received by message, reduced to editor metadata (see the file comment). */
export function receivedComponentSpec(raw: Record<string, unknown>): ComponentSpec {
  const spec: Record<string, unknown> = {};
  for (const field of RECEIVED_FIELDS) if (raw[field] !== undefined) spec[field] = toJson(raw[field], field, new Set());
  return spec as unknown as ComponentSpec;
}
