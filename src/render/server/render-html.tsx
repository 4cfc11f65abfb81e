/**
 * Server rendering of one content entry: fetches it (unless given), fetches the symbols it
 * references and its `httpRequests` so they render too, renders `BuilderContent` to HTML once
 * every lazy block has loaded, and returns it with the default block CSS the page needs and
 * the page's title and description. An A/B test renders every variation (./variants.ts).
 * Repeats render their first item only (spec §4); the client hydrates the same entry without
 * a mismatch.
 *
 * Each call owns everything it uses: a `Builder` instance of its own (its API key and host, a
 * content cache that lives as long as the call unless the caller shares one), and an isolate for
 * content code (./isolate.ts). Nothing one render does is seen by the next, and concurrent
 * renders with different hosts never meet.
 */
import { renderToReadableStream } from 'react-dom/server';
import { applyVariation } from '../../core/ab-test.ts';
import { Builder } from '../../core/builder.ts';
import { getComponent } from '../../core/components.ts';
import type { ContentCache } from '../../core/content-client.ts';
import { isBlock, type BuilderBlock, type BuilderContent as Content } from '../../core/types.ts';
import { BuilderContent, type BuilderContentProps } from '../builder-content.tsx';
import { RenderContext, ROOT_CONTEXT, type RenderContextValue } from '../context.ts';
import { DEFAULT_CSS_ATTRIBUTE, defaultCssFor } from '../default-css.ts';
import { pageMetaOf } from '../page-meta.ts';
import { fetchEntry, type ClientSettings } from '../sdk.ts';
import { buildContentSheet } from '../stylesheet.ts';
import { hashOf } from '../use-content.ts';
import { prefetchHttpRequests } from './http-requests.ts';
import { createRenderIsolate, type CodeLimits } from './isolate.ts';
import { hasVariants, nonceAttribute, variantsCallScript, variantsFunctionsScript, variantTemplate } from './variants.ts';

/** How deep fetched symbols are followed (a cycle stops here too). */
const MAX_SYMBOL_DEPTH = 8;

export interface ServerRenderResult {
  /**
   * `<style data-builder-default-css>`, the A/B chooser functions when needed (once per
   * `page`), then the content's HTML: put it in the page body.
   */
  html: string;
  /** The content's HTML alone: hydrate this container with the same props and `content`. */
  contentHtml: string;
  /** The default CSS of the blocks used, for pages that place styles themselves. */
  defaultCss: string;
  /**
   * `<script data-id="builderio-init-variants-fns">` when the entry is an A/B test ('' otherwise),
   * for pages that place scripts themselves: it must come before `contentHtml`.
   */
  variantsScript: string;
  /** The entry rendered, with fetched symbols and httpRequests inlined: pass it as `content` when hydrating. */
  content: Content | undefined;
  /** `data.title` (or `pageTitle`) of the entry, for the page's `<title>`. */
  title?: string;
  /** `data.description` (or `pageDescription`), for `<meta name="description">`. */
  description?: string;
}

/** What the renders of one server response share (create one per response). */
export interface ServerPage {
  /** Set once `html` carried the A/B chooser functions. */
  variantsScriptWritten?: boolean;
}

/** A fresh {@link ServerPage} for one response. */
export function createServerPage(): ServerPage {
  return {};
}

export interface ServerRenderOptions extends BuilderContentProps {
  /** Content-Security-Policy nonce for the inline A/B scripts (and the default-CSS `<style>`). */
  nonce?: string;
  /** Pass the same object to every render of one page, so the A/B chooser functions are written once. */
  page?: ServerPage;
  /** How long to wait for each of the entry's `httpRequests` (ms). @defaultValue 3000 */
  httpRequestTimeout?: number;
  /**
   * Hosts the server may fetch `httpRequests` from although they are loopback, private,
   * link-local or metadata addresses (exact host names or IP literals). Empty by default.
   */
  allowedPrivateHosts?: readonly string[];
  /**
   * A content cache shared by several renders (`createContentCache({ ttlMs })`): fetched
   * entries are reused until they expire. Without one, each call fetches afresh.
   */
  cache?: ContentCache;
  /** Limits of the content code the server runs (time per snippet and per render, memory). */
  codeLimits?: CodeLimits;
}

type SymbolOptions = { model?: string; entry?: string; data?: Record<string, unknown>; content?: Content };

/** A server render's own client: its key and host, a cache of its own unless one is shared. */
function serverClient(props: BuilderContentProps, cache: ContentCache | undefined): ClientSettings {
  const client = new Builder(props.apiKey ?? null);
  if (cache) client.contentCache = cache;
  return { client, apiKey: props.apiKey, apiHost: props.apiHost, apiVersion: props.apiVersion, canTrack: false };
}

/** `content` with every Symbol that names an entry but carries no content given its fetched content. */
export async function inlineSymbols(
  content: Content, props: BuilderContentProps, depth = 0, settings: ClientSettings = serverClient(props, undefined),
): Promise<Content> {
  if (depth >= MAX_SYMBOL_DEPTH) return content;
  const visitBlock = async (block: BuilderBlock): Promise<BuilderBlock> => {
    let out = block;
    const children = Array.isArray(block.children) ? await visitList(block.children) : block.children;
    if (children !== block.children) out = { ...out, children };
    const options = block.component?.options;
    if (!options) return out;
    let nextOptions = await visitValue(options);
    const symbol = (nextOptions as { symbol?: SymbolOptions }).symbol;
    if (block.component?.name === 'Symbol' && symbol && typeof symbol === 'object') {
      let inner = symbol.content;
      if (!inner && symbol.entry) {
        const model = symbol.model || 'symbol';
        const key = `${model}:${symbol.entry}:${hashOf(symbol.data ?? {})}`;
        inner = (await fetchEntry(settings, model, { entry: symbol.entry, key, locale: props.locale }).promise().catch(() => null)) ?? undefined;
      }
      if (inner) {
        const resolved = await inlineSymbols(inner, props, depth + 1, settings);
        if (resolved !== symbol.content) nextOptions = { ...(nextOptions as Record<string, unknown>), symbol: { ...symbol, content: resolved } };
      }
    }
    return nextOptions === options ? out : { ...out, component: { ...block.component!, options: nextOptions as Record<string, unknown> } };
  };
  const visitList = async (list: unknown[]): Promise<BuilderBlock[]> => {
    const next = await Promise.all(list.map(visitValue));
    return (next.some((item, i) => item !== list[i]) ? next : list) as BuilderBlock[];
  };
  const visitValue = async (value: unknown): Promise<unknown> => {
    if (Array.isArray(value)) return visitList(value);
    if (isBlock(value)) return visitBlock(value);
    if (!value || typeof value !== 'object') return value;
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

/** Names of the components `content` uses, inline symbols included. */
function componentsOf(content: Content, names = new Set<string>(), depth = 0): Set<string> {
  const { components } = buildContentSheet(content);
  for (const name of components) names.add(name);
  if (depth < MAX_SYMBOL_DEPTH) {
    const visit = (value: unknown): void => {
      if (Array.isArray(value)) value.forEach(visit);
      else if (value && typeof value === 'object') {
        const inner = (value as { symbol?: SymbolOptions }).symbol?.content;
        if (inner && typeof inner === 'object') componentsOf(inner, names, depth + 1);
        for (const item of Object.values(value)) if (item !== inner) visit(item);
      }
    };
    visit(content.data?.blocks);
  }
  return names;
}

/** Escapes CSS for a `<style>` element's text. */
const styleText = (css: string) => css.replace(/<\/(style)/gi, '<\\/$1');

async function renderEntry(props: BuilderContentProps, content: Content, root: RenderContextValue): Promise<string> {
  const stream = await renderToReadableStream(
    <RenderContext.Provider value={root}>
      <BuilderContent {...props} content={content} />
    </RenderContext.Provider>,
  );
  await stream.allReady;
  return new Response(stream).text();
}

/**
 * Renders content to HTML on the server.
 * @example
 * const { html, content, title } = await renderContentToHtml({ apiKey: 'KEY', model: 'page', url: req.url, nonce });
 */
export async function renderContentToHtml(options: ServerRenderOptions): Promise<ServerRenderResult> {
  const { nonce, page, httpRequestTimeout, allowedPrivateHosts, cache, codeLimits, ...props } = options;
  const { model = 'page' } = props;
  const settings = serverClient(props, cache);
  let content = props.content;
  if (!content) {
    const found = await fetchEntry(settings, model, { entry: props.entry, url: props.url, locale: props.locale, options: props.options }).promise();
    content = found ?? undefined;
  }
  if (!content) return { html: '', contentHtml: '', defaultCss: '', variantsScript: '', content: undefined };
  const isolate = await createRenderIsolate(codeLimits);
  try {
    const root: RenderContextValue = { ...ROOT_CONTEXT, ...settings, isServer: true, sandbox: isolate.run };
    return await renderFetched(content, props, root, { nonce, page, httpRequestTimeout, allowedPrivateHosts });
  } finally {
    isolate.dispose();
  }
}

type RenderOptions = Pick<ServerRenderOptions, 'nonce' | 'page' | 'httpRequestTimeout' | 'allowedPrivateHosts'>;

async function renderFetched(first: Content, props: BuilderContentProps, root: RenderContextValue, options: RenderOptions): Promise<ServerRenderResult> {
  const { nonce, page, httpRequestTimeout, allowedPrivateHosts } = options;
  let content = first;
  const prepare = async (entry: Content) =>
    prefetchHttpRequests(await inlineSymbols(entry, props, 0, root), {
      data: props.data, context: props.context, timeoutMs: httpRequestTimeout, allowedPrivateHosts, sandbox: root.sandbox,
    });

  let contentHtml: string;
  let variantsScript = '';
  let rendered: Content[];
  if (hasVariants(content)) {
    // Each variation stands alone (no `variations`), so rendering it shows exactly it.
    const test = content;
    const ids = Object.keys(test.variations!);
    rendered = await Promise.all([test.id, ...ids].map((id) => prepare({ ...applyVariation(test, id), variations: undefined })));
    const htmls = await Promise.all(rendered.map((entry) => renderEntry(props, entry, root)));
    contentHtml = ids.map((id, i) => variantTemplate(id, htmls[i + 1])).join('') + htmls[0] + variantsCallScript(test, nonce, props.canTrack !== false);
    variantsScript = variantsFunctionsScript(nonce);
    const variations = Object.fromEntries(ids.map((id, i) => [id, { ...test.variations![id], data: rendered[i + 1].data }]));
    content = { ...test, data: rendered[0].data, variations };
  } else {
    content = await prepare(content);
    rendered = [content];
    contentHtml = await renderEntry(props, content, root);
  }

  const lookup = (name: string) => props.customComponents?.find((spec) => spec.name === name) ?? getComponent(name);
  const names = new Set<string>();
  for (const entry of rendered) componentsOf(entry, names);
  const defaultCss = defaultCssFor(names, lookup).join('\n');
  const scripts = variantsScript && !page?.variantsScriptWritten ? variantsScript : '';
  if (scripts && page) page.variantsScriptWritten = true;
  const html = `<style ${DEFAULT_CSS_ATTRIBUTE}${nonceAttribute(nonce)}>${styleText(defaultCss)}</style>${scripts}${contentHtml}`;
  return { html, contentHtml, defaultCss, variantsScript, content, ...pageMetaOf(rendered[0]) };
}
