/**
 * Before a server render: what the content's blocks would fetch in the browser (a symbol's
 * entry, each spec's `resolveOnServer`), fetched and inlined, in the entries nested in it too,
 * so the server HTML shows it.
 */
import {
  Builder,
  contentLoadFailed,
  getComponent,
  warnOnce,
  isBlock,
  type BuilderBlock,
  type BuilderContent as Content,
  type ComponentSpec,
  type ServerFetch,
} from '../../core/index.ts';
import type { BuilderContentProps } from '../builder-content.tsx';
import { MAX_SYMBOL_DEPTH } from '../root-context.ts';
import { fetchEntry, type ClientSettings } from '../sdk.ts';
import { isContentEntry } from '../stylesheet.ts';

/** A server render's own client: its key and host (nothing it does reaches the page's `builder`). */
export const serverSettings = (
  props: Pick<BuilderContentProps, 'apiKey' | 'apiHost' | 'apiVersion'>,
): ClientSettings => ({
  client: new Builder(props.apiKey ?? null),
  apiKey: props.apiKey,
  apiHost: props.apiHost,
  apiVersion: props.apiVersion,
  canTrack: false,
});

/** The spec a block named `name` renders with: the render's `customComponents` first, then the registry. */
export const componentSpecOf = (
  props: Pick<BuilderContentProps, 'customComponents'>,
  name: string,
): ComponentSpec | undefined => props.customComponents?.find((spec) => spec.name === name) ?? getComponent(name);

/**
 * `content` with what its blocks fetch in the browser resolved for the server render (each
 * spec's `resolveOnServer`: a symbol's entry), in the content entries nested in it too, as
 * deep as the browser renders symbols.
 */
export async function resolveBlocksOnServer(
  content: Content,
  props: Pick<BuilderContentProps, 'customComponents' | 'locale' | 'apiKey' | 'apiHost' | 'apiVersion'>,
  depth = 0,
  settings: ClientSettings = serverSettings(props),
): Promise<Content> {
  if (depth >= MAX_SYMBOL_DEPTH) return content;
  const lookup = (name: string) => componentSpecOf(props, name);
  // A symbol that cannot be fetched (an error, the deadline, the size cap) is left to the browser.
  const fetch: ServerFetch = async (model, query) =>
    (await fetchEntry(settings, model, { ...query, locale: props.locale })
      .promise()
      .catch((error: unknown) => {
        if (!settings.fetchLimits?.signal?.aborted)
          warnOnce(`symbol-failed:${String(error)}`, contentLoadFailed(model), error);
        return null;
      })) ?? undefined;

  const visitBlock = async (block: BuilderBlock): Promise<BuilderBlock> => {
    let out = block;
    const children = Array.isArray(block.children) ? await visitList(block.children) : block.children;
    if (children !== block.children) out = { ...out, children };
    const component = block.component;
    const options = component?.options;
    if (!options || typeof options !== 'object') return out;
    const spec = typeof component.name === 'string' ? lookup(component.name) : undefined;
    const resolved = (await spec?.resolveOnServer?.(options, fetch)) ?? options;
    const next = await visitValue(resolved);
    return next === options ? out : { ...out, component: { ...component, options: next as Record<string, unknown> } };
  };
  // Whether anything under `value` is a block whose spec resolves on the server: most subtrees
  // hold none, and are kept as they are without an await per value.
  const resolves = (value: unknown, level = 0): boolean => {
    if (!value || typeof value !== 'object' || level > 64) return false;
    if (Array.isArray(value)) return value.some((item) => resolves(item, level + 1));
    if (isBlock(value) && typeof value.component?.name === 'string' && lookup(value.component.name)?.resolveOnServer)
      return true;
    const record = value as Record<string, unknown>;
    for (const key in record) if (resolves(record[key], level + 1)) return true;
    return false;
  };
  const visitList = async (list: unknown[]): Promise<BuilderBlock[]> => {
    const next = await Promise.all(list.map((item) => (resolves(item) ? visitValue(item) : item)));
    return (next.some((item, i) => item !== list[i]) ? next : list) as BuilderBlock[];
  };
  const visitValue = async (value: unknown): Promise<unknown> => {
    if (Array.isArray(value)) return visitList(value);
    if (isBlock(value)) return visitBlock(value);
    if (!value || typeof value !== 'object') return value;
    if (isContentEntry(value)) return resolveBlocksOnServer(value as Content, props, depth + 1, settings);
    let changed = false;
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      out[key] = await visitValue(item);
      changed ||= out[key] !== item;
    }
    return changed ? out : value;
  };
  const blocks = content.data?.blocks;
  if (!Array.isArray(blocks)) return content;
  const next = await visitList(blocks);
  return next === blocks ? content : { ...content, data: { ...content.data, blocks: next } };
}
