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
import { Suspense, type ReactNode } from 'react';
// A namespace import: React 18's Node build of react-dom/server has no renderToReadableStream,
// and a named import of it would fail to link there (see renderToHtml).
import * as server from 'react-dom/server';
import {
  isAbTest,
  type AbTest,
  type ComponentSpec,
  type ContentCache,
  type BuilderContent as Content,
  setServerMarkupFilter,
} from '../../core/index.ts';
import { BuilderContent, type BuilderContentProps } from '../builder-content.tsx';
import { RenderContext, ROOT_CONTEXT, type RenderContextValue } from '../context.ts';
import { DEFAULT_CSS_ATTRIBUTE, defaultCssFor } from '../default-css.ts';
import { pageMetaOf } from '../page-meta.ts';
import { fetchEntry, type ClientSettings } from '../sdk.ts';
import { componentSpecOf, resolveBlocksOnServer, serverSettings } from './resolve-on-server.ts';
import { componentsUsed } from '../preload.ts';
import { prefetchHttpRequests } from './http-requests.ts';
import { serverMarkupFilter } from './content-html.ts';
import type { CodeLimits } from './isolate.ts';
import { withSandbox } from './needs-sandbox.ts';
import { nonceAttribute, variantsCallScript, variantsFunctionsScript, variantTemplate } from './variants.ts';
import { variationsOf } from '../variant-roots.tsx';

// Content HTML in server output goes through parse5 (./content-html.ts), whichever entry loaded this.
setServerMarkupFilter(serverMarkupFilter);

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
  /**
   * The deadline of each content and symbol request, headers and body (ms): past it the entry's
   * fetch rejects with a `timeout` or `stalled` error, a symbol is left to the browser. @defaultValue 10000
   */
  timeout?: number;
  /** Cancels the render: its requests are aborted and it rejects with the signal's reason. */
  signal?: AbortSignal;
  /** The largest entry (or symbol) accepted, in bytes of JSON: a larger one fails with a `too-large` error. @defaultValue 5242880 (5 MB) */
  maxEntryBytes?: number;
}

/** A server render's own client: its key and host, a cache of its own unless one is shared. */
function serverClient(props: BuilderContentProps, cache: ContentCache | undefined): ClientSettings {
  const settings = serverSettings(props);
  if (cache) settings.client.contentCache = cache;
  return settings;
}

/** Escapes CSS for a `<style>` element's text. */
export const styleText = (css: string) => css.replace(/<\/(style)/gi, '<\\/$1');

/**
 * React's marker of a Suspense boundary it left for the browser to render: something inside
 * suspended (or failed). renderToString writes it where a stream would have waited.
 */
const CLIENT_RENDERED_BOUNDARY = '<!--$!-->';

/**
 * React's HTML for `node` once everything in it has loaded. Nearly always nothing suspends on
 * the server (the built-in blocks are loaded eagerly, symbols and `httpRequests` are fetched
 * before), so the one-pass `renderToString` comes first: it builds a string, where a stream
 * encodes chunks that are then decoded again (a third of a large page's render). Only when its
 * HTML left a boundary to the browser (a lazily loaded custom component, a component that
 * suspends or fails) is the entry rendered again with a stream, which waits for it.
 */
async function renderToHtml(node: ReactNode): Promise<string> {
  let html: string | undefined;
  try {
    html = server.renderToString(node);
  } catch {
    // Suspended outside any boundary, or failed: the stream render below waits, or reports the error.
  }
  return html === undefined || html.includes(CLIENT_RENDERED_BOUNDARY) ? renderToHtmlWhenReady(node) : html;
}

/**
 * React's HTML for `node` once everything in it has loaded, waiting for what suspends. React 19
 * has renderToReadableStream in every build; React 18 only in its browser and edge builds, so
 * in Node it is renderToPipeableStream, piped into a sink that keeps the text.
 */
async function renderToHtmlWhenReady(node: ReactNode): Promise<string> {
  // The whole HTML in place: React would otherwise move a large Suspense boundary (a widget)
  // into a hidden segment shown by an inline script, which no-JavaScript visitors and a strict
  // CSP never run.
  const progressiveChunkSize = Number.POSITIVE_INFINITY;
  if (server.renderToReadableStream) {
    const stream = await server.renderToReadableStream(node, { progressiveChunkSize });
    await stream.allReady;
    return new Response(stream).text();
  }
  return new Promise((resolve, reject) => {
    const decoder = new TextDecoder();
    let html = '';
    // What React 18's pipe() uses of a Node writable: write, end, destroy (a fatal error) and on.
    const sink = {
      write: (chunk: Uint8Array) => ((html += decoder.decode(chunk, { stream: true })), true),
      end: () => resolve(html + decoder.decode()),
      destroy: reject,
      on: () => sink,
    };
    const { pipe } = server.renderToPipeableStream(node, {
      progressiveChunkSize,
      onShellError: reject,
      onAllReady: () => void pipe(sink as unknown as NodeJS.WritableStream),
    });
  });
}

function renderEntry(
  props: BuilderContentProps,
  content: Content,
  root: RenderContextValue,
  boundary = false,
): Promise<string> {
  const element = <BuilderContent {...props} content={content} />;
  return renderToHtml(
    <RenderContext.Provider value={root}>
      {boundary ? <Suspense fallback={null}>{element}</Suspense> : element}
    </RenderContext.Provider>,
  );
}

/**
 * One entry rendered on the server, in parts: `renderContentToHtml` puts them together, and so
 * does the content element's markup (./content-element-html.ts), each its own way.
 */
export interface RenderedParts {
  /** The content root's HTML shown by default (an A/B test's default variation). */
  html: string;
  /** An A/B test's variations (id and HTML), in the entry's order; empty otherwise. */
  variations: { id: string; html: string }[];
  /** The A/B test as fetched (its chooser script needs its ids and shares); undefined otherwise. */
  test?: AbTest;
  /** The entry rendered, with fetched symbols and httpRequests inlined (for an A/B test, each variation's data too). */
  content: Content;
  /** The default CSS of the blocks used. */
  defaultCss: string;
  /** Names of the components the entry uses (its variations' and inline symbols' too), each with the spec it was rendered with. */
  components: ReadonlyMap<string, ComponentSpec | undefined>;
  title?: string;
  description?: string;
}

/**
 * Fetches (unless given) and renders an entry, in parts; undefined when nothing matched.
 * `boundary` wraps the default content root in a Suspense boundary (its comment markers come
 * with the HTML), for a client that hydrates it inside one.
 */
export async function renderContentParts(
  options: ServerRenderOptions,
  { boundary = false } = {},
): Promise<RenderedParts | undefined> {
  const {
    nonce: _nonce,
    page: _page,
    httpRequestTimeout,
    allowedPrivateHosts,
    cache,
    codeLimits,
    timeout,
    signal,
    maxEntryBytes,
    ...props
  } = options;
  const { model = 'page' } = props;
  const settings = serverClient(props, cache);
  settings.fetchLimits = { timeout, signal, maxEntryBytes };
  let content = props.content;
  if (!content) {
    const found = await fetchEntry(settings, model, {
      entry: props.entry,
      url: props.url,
      locale: props.locale,
      options: props.options,
    }).promise();
    content = found ?? undefined;
  }
  if (!content) return undefined;
  const rendered = await withSandbox(content, codeLimits, ({ newSandbox, budget }) => {
    const root: RenderContextValue = { ...ROOT_CONTEXT, ...settings, isServer: true, newSandbox, budget };
    return renderFetched(content, props, root, { httpRequestTimeout, allowedPrivateHosts, signal, boundary });
  });
  signal?.throwIfAborted();
  return rendered;
}

/**
 * Renders content to HTML on the server.
 * @example
 * const { html, content, title } = await renderContentToHtml({ apiKey: 'KEY', model: 'page', url: req.url, nonce });
 */
export async function renderContentToHtml(options: ServerRenderOptions): Promise<ServerRenderResult> {
  const parts = await renderContentParts(options);
  if (!parts) return { html: '', contentHtml: '', defaultCss: '', variantsScript: '', content: undefined };
  const { nonce, page } = options;
  const { test, variations, defaultCss, content, title, description } = parts;
  let contentHtml = parts.html;
  let variantsScript = '';
  if (test) {
    contentHtml =
      variations.map(({ id, html }) => variantTemplate(id, html)).join('') +
      parts.html +
      variantsCallScript(test, nonce, options.canTrack !== false);
    variantsScript = variantsFunctionsScript(nonce);
  }
  const scripts = variantsScriptOnce(variantsScript, page);
  const html = `<style ${DEFAULT_CSS_ATTRIBUTE}${nonceAttribute(nonce)}>${styleText(defaultCss)}</style>${scripts}${contentHtml}`;
  return { html, contentHtml, defaultCss, variantsScript, content, title, description };
}

/** `script` unless `page` already carries the A/B chooser functions ('' then); marks `page` as carrying them. */
export function variantsScriptOnce(script: string, page: ServerPage | undefined): string {
  if (!script || page?.variantsScriptWritten) return '';
  if (page) page.variantsScriptWritten = true;
  return script;
}

type RenderOptions = Pick<ServerRenderOptions, 'httpRequestTimeout' | 'allowedPrivateHosts' | 'signal'> & {
  boundary: boolean;
};

async function renderFetched(
  first: Content,
  props: BuilderContentProps,
  root: RenderContextValue,
  options: RenderOptions,
): Promise<RenderedParts> {
  const { httpRequestTimeout, allowedPrivateHosts, signal, boundary } = options;
  let content = first;
  const prepare = async (entry: Content) => {
    const resolved = await resolveBlocksOnServer(entry, props, 0, root);
    signal?.throwIfAborted();
    const prepared = await prefetchHttpRequests(resolved, {
      data: props.data,
      context: props.context,
      timeoutMs: httpRequestTimeout,
      signal,
      allowedPrivateHosts,
      sandbox: root.newSandbox?.(entry),
      budget: root.budget,
    });
    signal?.throwIfAborted();
    return prepared;
  };

  let html: string;
  let variations: RenderedParts['variations'] = [];
  let test: RenderedParts['test'];
  let rendered: Content[];
  if (isAbTest(content)) {
    const ab = content;
    test = ab;
    const ids = Object.keys(ab.variations);
    rendered = await Promise.all(variationsOf(ab).map(([, variation]) => prepare(variation)));
    // Each with the same Suspense boundary: the chooser swaps the default with its markers for a variation with its own.
    const htmls = await Promise.all(rendered.map((entry) => renderEntry(props, entry, root, boundary)));
    html = htmls[0];
    variations = ids.map((id, i) => ({ id, html: htmls[i + 1] }));
    const data = Object.fromEntries(ids.map((id, i) => [id, { ...ab.variations[id], data: rendered[i + 1].data }]));
    content = { ...ab, data: rendered[0].data, variations: data };
  } else {
    content = await prepare(content);
    rendered = [content];
    html = await renderEntry(props, content, root, boundary);
  }

  const lookup = (name: string) => componentSpecOf(props, name);
  const names = new Set<string>();
  for (const entry of rendered) componentsUsed(entry, names);
  const defaultCss = defaultCssFor(names, lookup).join('\n');
  const components = new Map([...names].map((name) => [name, lookup(name)]));
  return { html, variations, test, content, defaultCss, components, ...pageMetaOf(rendered[0]) };
}
