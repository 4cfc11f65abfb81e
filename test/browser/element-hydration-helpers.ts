/**
 * Helpers of the `element-hydration*` browser tests: server HTML of `<builder-content>` loaded into
 * an iframe as a page (JavaScript off, or the built elements bundle as a module script), and what
 * the page held before any script of the kit ran, to compare with what it holds after hydration.
 */
import type { BuilderContent } from '../../src/core/types.ts';

export const BUNDLE = '/dist/builder-elements.js';

/** The demo pages' images are relative to the demo site. */
const HEAD = '<meta charset="utf-8"><base href="/demo/site/">';

/** Properties compared before and after hydration: what the default CSS, the host CSS and the content's sheet set. */
const STYLE_PROPERTIES = [
  'display',
  'position',
  'flex-direction',
  'align-items',
  'box-sizing',
  'margin-top',
  'margin-bottom',
  'padding-left',
  'padding-top',
  'color',
  'background-color',
  'font-size',
  'font-weight',
  'border-top-left-radius',
  'object-fit',
];

/** What the page held when the server HTML was parsed, before the kit's code ran. */
export interface ServerState {
  host: HTMLElement;
  /** Where the tag renders: its shadow root, or the tag itself with `no-shadow`. */
  renderRoot: ParentNode;
  /** The content root, `div[builder-content-id]`. */
  contentRoot: Element;
  /** Every element and text node of the content root, itself first. */
  nodes: Node[];
  /** The computed style ({@link STYLE_PROPERTIES}) of each element among `nodes`. */
  styles: Map<Element, string>;
  /**
   * The same when the server's default-CSS `<style>` left the tag's shadow root (the element
   * removes it once hydrated): what the next frame showed. Unset while it is there (and with
   * `no-shadow`, where it stays as the page's).
   */
  stylesWithoutServerCss?: Map<Element, string>;
  hostDisplay: string;
  /** `detail` of each `load` event of the tag. */
  loads: unknown[];
  /** Frames painted while the tag showed no content root, or an empty one. */
  blankFrames: number;
  /** The state attributes (`loading`, `no-content`) the tag carried at any time from here on. */
  states: Set<string>;
  /** Stops counting frames. */
  stop(): void;
}

/** `console.error`/`console.warn` calls and uncaught errors of the page. */
export type Logs = string[];

interface FrameHooks {
  __watch?: (win: Window) => void;
  __capture?: (doc: Document) => void;
}

export function computedStyle(element: Element): string {
  const style = element.ownerDocument.defaultView!.getComputedStyle(element);
  return STYLE_PROPERTIES.map((name) => `${name}: ${style.getPropertyValue(name)}`).join('; ');
}

/** Where `host` renders. */
export const renderRootOf = (host: Element): ParentNode =>
  host.hasAttribute('no-shadow') || !host.shadowRoot ? host : host.shadowRoot;

/** The tag's state now, as {@link ServerState} records it (`loads` and frame counting start here). */
export function captureServerState(host: HTMLElement): ServerState {
  const renderRoot = renderRootOf(host);
  const contentRoot = renderRoot.querySelector('[builder-content-id]');
  if (!contentRoot) throw new Error('no server-rendered content root in the tag');
  const doc = host.ownerDocument;
  const win = doc.defaultView!;
  const nodes: Node[] = [contentRoot];
  const walker = doc.createTreeWalker(contentRoot, win.NodeFilter.SHOW_ELEMENT | win.NodeFilter.SHOW_TEXT);
  while (walker.nextNode()) nodes.push(walker.currentNode);
  const stylesNow = () =>
    new Map(
      nodes.filter((node) => node.nodeType === 1).map((node) => [node as Element, computedStyle(node as Element)]),
    );
  const styles = stylesNow();
  const state: ServerState = {
    host,
    renderRoot,
    contentRoot,
    nodes,
    styles,
    hostDisplay: win.getComputedStyle(host).display,
    loads: [],
    blankFrames: 0,
    states: new Set(),
    stop: () => {},
  };
  const observer = new win.MutationObserver(() => {
    for (const name of ['loading', 'no-content']) if (host.hasAttribute(name)) state.states.add(name);
  });
  observer.observe(host, { attributes: true, attributeFilter: ['loading', 'no-content'] });
  const serverCss = [...(host.shadowRoot?.children ?? [])].find((child) =>
    child.matches('style[data-builder-default-css]'),
  );
  const cssWatcher = new win.MutationObserver(() => {
    if (serverCss?.isConnected) return;
    cssWatcher.disconnect();
    state.stylesWithoutServerCss = stylesNow();
  });
  if (serverCss) cssWatcher.observe(serverCss.parentNode!, { childList: true });
  host.addEventListener('load', (event) => state.loads.push((event as CustomEvent).detail));
  let counting = true;
  state.stop = () => {
    counting = false;
    observer.disconnect();
  };
  const sample = () => {
    if (!counting) return;
    const root = renderRootOf(host).querySelector('[builder-content-id]');
    if (!root || !root.textContent?.trim()) state.blankFrames++;
    win.requestAnimationFrame(sample);
  };
  win.requestAnimationFrame(sample);
  return state;
}

/** Records the console errors and warnings (and uncaught errors) of `win` into `logs`. */
export function watchConsole(win: Window, logs: Logs, ignore: RegExp = /^$/): void {
  const console = (win as unknown as { console: Console }).console;
  for (const level of ['error', 'warn'] as const) {
    const original = console[level].bind(console);
    console[level] = (...args: unknown[]) => {
      const message = args.map((arg) => (arg instanceof Error ? `${arg.name}: ${arg.message}` : String(arg))).join(' ');
      if (!ignore.test(message)) logs.push(`${level}: ${message}`);
      original(...args);
    };
  }
  win.addEventListener('error', (event) => logs.push(`uncaught: ${event.message}`));
  win.addEventListener('unhandledrejection', (event) => logs.push(`unhandled rejection: ${String(event.reason)}`));
}

export interface FramePage {
  frame: HTMLIFrameElement;
  win: Window;
  doc: Document;
  host: HTMLElement;
  /** Set when the page ran scripts: what it held before the bundle ran. */
  server?: ServerState;
  logs: Logs;
}

export interface FrameOptions {
  /** Load the elements bundle (a module script after the tag); false: JavaScript disabled (sandboxed frame). */
  bundle: boolean;
  /** Set as the tag's `content` property before the bundle runs (as an app would). */
  content?: BuilderContent;
}

/**
 * Loads `tagHtml` as a page in a fresh iframe (1280 × 720). With the bundle, an inline script
 * right after the tag records the server state ({@link captureServerState}) and the page's
 * console before the module script runs; the frame's `load` comes after the module ran.
 */
export async function loadFrame(tagHtml: string, options: FrameOptions): Promise<FramePage> {
  const frame = document.createElement('iframe');
  frame.className = 'element-hydration-frame';
  frame.style.width = '1280px';
  frame.style.height = '720px';
  const logs: Logs = [];
  let server: ServerState | undefined;
  const hooks = window as unknown as FrameHooks;
  if (options.bundle) {
    hooks.__watch = (win) => watchConsole(win, logs);
    hooks.__capture = (doc) => {
      const host = doc.querySelector<HTMLElement>('builder-content')!;
      server = captureServerState(host);
      if (options.content) (host as unknown as { content: BuilderContent }).content = options.content;
    };
    frame.srcdoc =
      `<!doctype html><html><head>${HEAD}</head><body style="margin:0">` +
      '<script>parent.__watch(window)</script>' +
      tagHtml +
      '<script>parent.__capture(document)</script>' +
      `<script type="module" src="${BUNDLE}"></script></body></html>`;
  } else {
    frame.setAttribute('sandbox', 'allow-same-origin');
    frame.srcdoc = `<!doctype html><html><head>${HEAD}</head><body style="margin:0">${tagHtml}</body></html>`;
  }
  const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  document.body.append(frame);
  await loaded;
  delete hooks.__watch;
  delete hooks.__capture;
  const doc = frame.contentDocument!;
  return {
    frame,
    win: frame.contentWindow!,
    doc,
    host: doc.querySelector<HTMLElement>('builder-content')!,
    server,
    logs,
  };
}

export function removeFrames(): void {
  for (const frame of document.querySelectorAll('iframe.element-hydration-frame')) frame.remove();
}

/** Nodes of the server state that are no longer where they were (removed or moved out of the content root). */
export function lostNodes(server: ServerState): Node[] {
  return server.nodes.filter((node) => !node.isConnected || !server.contentRoot.contains(node));
}

/** Elements of the server state whose computed style changed (by now, or in `later`: a snapshot such as `stylesWithoutServerCss`). */
export function restyled(server: ServerState, later?: Map<Element, string>): string[] {
  const changed: string[] = [];
  for (const [element, before] of server.styles) {
    const after = later ? later.get(element) : computedStyle(element);
    if (after !== before) changed.push(`${element.localName}.${element.className}: ${before} → ${after}`);
  }
  return changed;
}
