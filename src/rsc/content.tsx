/**
 * `Content`, `BuilderContent` and `BuilderComponent` in a React Server Components tree (the
 * `react-server` condition: a Next.js App Router server component). The entry is prepared on the
 * server (its symbols fetched and inlined, its `httpRequests` fetched), then:
 * - content whose state changes in the browser (its `jsCode`, blocks with actions, requests left
 *   to the browser) and content inside the editor's frame or a preview are handed to the browser's
 *   renderer whole (./client-content.tsx), which the framework server-renders and hydrates;
 * - anything else renders as server components (./server-tree.tsx): blocks that need no browser
 *   code ship none, the rest are islands. The page's root gets a small client shell for tracking
 *   and link clicks when the content may track (nothing at all when it may not);
 * - an A/B test that may track renders every variation side by side with the inline chooser,
 *   as the browser's renderer does in server HTML (src/render/variant-roots.tsx).
 * Each render has its own `Builder` client (key, host) and, for content with code outside the
 * expression subset, its own isolate: nothing one render does reaches another.
 */
import { createElement, Suspense, type ReactNode } from 'react';
import {
  contentFailed,
  isAbTest,
  warnOnce,
  type BuilderBlock,
  type BuilderContent as Entry,
  type ComponentSpec,
} from '../core/index.ts';
import { asCustomComponents, fetchedForPreview, type ContentProps } from '../compat/index.ts';
import {
  componentsUsed,
  defaultCssFor,
  fetchEntry,
  isContentEntry,
  ROOT_CONTEXT,
  sideBySide,
  styleHtml,
  variationAlone,
  variationsOf,
  type BuilderContentProps,
  type LinkProps,
  type RenderContextValue,
} from '../render/index.ts';
import {
  resolveBlocksOnServer,
  prefetchHttpRequests,
  serverSettings,
  variantsShowScriptText,
  withSandbox,
  type ServerCode,
} from '../render/server/index.ts';
import { serverCssSpec } from '../blocks/server-css.ts';
import { ClientContent } from './client-content.tsx';
import { plainData } from './plain-data.ts';
import { isClientReference, serverRoot, serverTree, serverTreeComponents } from './server-tree.tsx';

/** The props of the server components: `BuilderContent`'s and Gen 2 `Content`'s. */
export type ServerContentProps = ContentProps & Pick<BuilderContentProps, 'loading' | 'notFound' | 'error'>;

/** Whether anything in `value` (an entry, its inline symbols, its variations) changes state in the browser. */
function changesInBrowser(value: unknown, depth = 0): boolean {
  if (!value || typeof value !== 'object' || depth > 64) return false;
  if (Array.isArray(value)) return value.some((item) => changesInBrowser(item, depth + 1));
  const record = value as Record<string, unknown> & BuilderBlock;
  if (
    record['@type'] === '@builder.io/sdk:Element' &&
    record.actions &&
    typeof record.actions === 'object' &&
    Object.keys(record.actions).length
  )
    return true;
  if (isContentEntry(record)) {
    const data = (record as Entry).data!;
    if (typeof data.jsCode === 'string' && data.jsCode.trim()) return true;
    // Requests the server left to the browser (private hosts, failures) fill the state there.
    const requests = data.httpRequests;
    if (
      requests &&
      typeof requests === 'object' &&
      Object.keys(requests).some((key) => data.state?.[key] === undefined)
    )
      return true;
  }
  return Object.values(record).some((item) => changesInBrowser(item, depth + 1));
}

/** The browser's renderer for `content` (its code loads while the server HTML shows). */
const inBrowser = (props: ServerContentProps, content: Entry | null | undefined) => (
  <Suspense>
    <ClientContent {...clientProps(props, content)} />
  </Suspense>
);

/** The props the browser's renderer gets from a server component (data and client references only). */
function clientProps(props: ServerContentProps, content: Entry | null | undefined): ContentProps {
  if (props.renderLink)
    warnOnce(
      'server-data:renderLink',
      'Builder: renderLink is a function and cannot pass from a server component to the browser: pass linkComponent (a client component) instead',
    );
  return {
    content,
    model: props.model,
    apiKey: props.apiKey,
    apiHost: props.apiHost,
    apiVersion: props.apiVersion,
    entry: props.entry,
    url: props.url,
    locale: props.locale,
    canTrack: props.canTrack,
    enrich: props.enrich,
    nonce: props.nonce,
    options: plainData(props.options, 'options'),
    data: plainData(props.data, 'data'),
    context: plainData(props.context, 'context'),
    linkComponent: isClientReference(props.linkComponent) ? props.linkComponent : undefined,
    customComponents: props.customComponents?.filter((spec) =>
      isClientReference((spec as { component?: unknown }).component),
    ),
  };
}

/** The default CSS of the blocks `entries` use, as the page's `<style>` (the browser's renderer keeps its own in the head). */
function defaultStyles(entries: readonly Entry[], components: ReadonlyMap<string, ComponentSpec>): ReactNode {
  const names = new Set<string>();
  for (const entry of entries) componentsUsed(entry, names);
  // The islands' built-in blocks (widgets, forms) too: the server tree has no spec of theirs.
  const lookup = (name: string) => components.get(name) ?? serverCssSpec(name);
  return (
    <style data-builder-server-css="" dangerouslySetInnerHTML={styleHtml(defaultCssFor(names, lookup).join('\n'))} />
  );
}

/** Renders `content` (prepared) as server components; see the file comment. */
async function renderPrepared(
  content: Entry,
  props: ServerContentProps,
  { newSandbox, budget }: ServerCode,
): Promise<ReactNode> {
  const model = props.model ?? 'page';
  const settings = serverSettings(props);
  const canTrack = props.canTrack !== false;
  const { linkComponent: Link, renderLink } = props;
  const components = serverTreeComponents(asCustomComponents(props.customComponents));
  const root: RenderContextValue = {
    ...ROOT_CONTEXT,
    ...settings,
    canTrack,
    context: props.context ?? {},
    locale: props.locale,
    components,
    renderLink: renderLink ?? (Link ? (link: LinkProps) => createElement(Link, link) : undefined),
    linkComponent: isClientReference(Link) ? Link : undefined,
    newSandbox,
    budget,
    isServer: true,
    serverTree,
  };
  const track = canTrack && !!props.apiKey;
  const prepare = async (entry: Entry) =>
    // Symbols are fetched by the server tree's own Symbol (its `resolveOnServer`), whatever the page registered.
    prefetchHttpRequests(
      await resolveBlocksOnServer(entry, { ...props, customComponents: [...components.values()] }, 0, settings),
      { data: props.data, context: props.context, sandbox: newSandbox?.(entry), budget },
    );

  if (isAbTest(content) && canTrack) {
    const variations = await Promise.all(
      variationsOf(content).map(async ([id, variation]) => [id, await prepare(variation)] as const),
    );
    if (variations.some(([, variation]) => changesInBrowser(variation))) return inBrowser(props, content);
    const roots = variations.map(
      ([id, variation]) =>
        [
          id,
          serverRoot(variation, { model, data: props.data, isPage: true, track, variantOf: content.id }, root),
        ] as const,
    );
    return (
      <>
        {defaultStyles(
          variations.map(([, variation]) => variation),
          components,
        )}
        {sideBySide(content.id, roots, variantsShowScriptText(content, true), props.nonce)}
      </>
    );
  }
  const shown = await prepare(isAbTest(content) ? variationAlone(content, content.id) : content);
  if (changesInBrowser(shown)) return inBrowser(props, shown);
  return (
    <>
      {defaultStyles([shown], components)}
      {serverRoot(shown, { model, data: props.data, isPage: true, track }, root)}
    </>
  );
}

/** `Content`/`BuilderContent` on the server; `fetches`: fetch the entry when none is given (`BuilderContent`). */
async function serverContent(props: ServerContentProps, fetches: boolean): Promise<ReactNode> {
  const model = props.model ?? 'page';
  let content = props.content ?? undefined;
  if (!content && fetches) {
    try {
      content =
        (await fetchEntry(serverSettings(props), model, {
          entry: props.entry,
          url: props.url,
          locale: props.locale,
          options: props.options,
        }).promise()) ?? undefined;
    } catch (error) {
      console.error(contentFailed(model), error);
      return (typeof props.error === 'function' ? props.error(error) : props.error) ?? null;
    }
    if (!content) return props.notFound ?? null;
  }
  // No entry: the browser's renderer, which shows nothing unless the editor or a preview sends one.
  if (!content || typeof content !== 'object' || !isContentEntry(content)) return inBrowser(props, null);
  // Fetched for the editor or a preview: the browser's renderer takes the editor's updates.
  if (fetchedForPreview(content)) return inBrowser(props, content);
  try {
    return await withSandbox(content, undefined, (code) => renderPrepared(content, props, code));
  } catch (error) {
    console.error(contentFailed(typeof content.id === 'string' ? content.id : model), error);
    return null;
  }
}

/**
 * Gen 2's `Content` as a server component: renders the entry it is given (usually from
 * `fetchOneEntry`); given none, the browser's renderer, for the editor and previews.
 * @example return <Content content={await fetchOneEntry({ model: 'page', apiKey, userAttributes: { urlPath } })} apiKey={apiKey} model="page" />;
 */
export function Content(props: ServerContentProps): Promise<ReactNode> {
  return serverContent(props, false);
}

/**
 * `BuilderContent` as a server component: the entry given, or the one of `model` (+ `entry`,
 * `url`) fetched on the server.
 */
export function BuilderContent(props: ServerContentProps): Promise<ReactNode> {
  return serverContent(props, true);
}

/** Gen 1's name for {@link BuilderContent}. */
export const BuilderComponent = BuilderContent;
