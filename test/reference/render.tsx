/**
 * Renders one case with the reference (`Content` from @builder.io/sdk-react), the kit's React
 * API (`BuilderContent`) or `<builder-content>`, waits until it has settled, and returns its
 * content root. One renderer shows at a time, and each one's page-wide stylesheets (the kit's
 * default CSS in the head, the reference's) are switched off while another renders, so neither
 * styles the other's DOM.
 */
import { fetchesInFlight, observationsPending } from '../helpers/in-flight.ts';
import { executeServerCommand } from '@web/test-runner-commands';
import { Content } from '@builder.io/sdk-react';
import { createRoot } from 'react-dom/client';
import '../../elements/index.ts';
import { listComponents } from '../../src/core/components.ts';
import { BuilderContent, type BuilderContent as KitContent } from '../../src/index.ts';
import type { Renderer } from './allowed-differences.ts';
import type { Case, Entry } from './cases.ts';

export type Source = 'reference' | Renderer;

export interface Rendered {
  /** The content root: the outermost `[builder-content-id]` (or `[builder-model]`). */
  root: HTMLElement;
  /** What was still going on at the time limit (compared anyway): undefined once settled. */
  unsettled?: string;
  /** Lazy images the browser would not have requested yet (see `ImageWait`). */
  notRequested: ReadonlySet<HTMLImageElement>;
  /** Uncaught errors while it rendered and settled (content scripts included). */
  errors: string[];
  unmount(): Promise<void>;
}

export const SETTLE_LIMIT_MS = 5000;
/** The content root: the reference writes no `builder-content-id` for content without an id. */
const ROOT_SELECTOR = '[builder-content-id], [builder-model]';

/** Which renderer added each stylesheet of the head (before any: the page's own, left alone). */
const sheetOwners = new Map<Element, Source | 'page'>();
const headSheets = () => [
  ...document.head.querySelectorAll<HTMLStyleElement | HTMLLinkElement>('style, link[rel="stylesheet"]'),
];
for (const sheet of headSheets()) sheetOwners.set(sheet, 'page');

/** Stylesheets of the reference apply only to its renders, the kit's only to the kit's. */
function showSheetsOf(source: Source): void {
  const kit = source !== 'reference';
  for (const [sheet, owner] of sheetOwners) {
    if (owner !== 'page') (sheet as HTMLStyleElement).disabled = (owner === 'reference') === kit;
  }
}

function claimNewSheets(source: Source): void {
  for (const sheet of headSheets()) if (!sheetOwners.has(sheet)) sheetOwners.set(sheet, source);
}

const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/**
 * The DOM as far as settling goes (a shadow root's host's light DOM included: HTML slotted into
 * it); images may still be loading (their attributes are ignored).
 */
const signature = (scope: ParentNode) => {
  const html = scope instanceof ShadowRoot ? scope.innerHTML + scope.host.innerHTML : (scope as Element).innerHTML;
  return html.replace(/<img\b[^>]*>/g, '<img>');
};

/**
 * A Symbol block still waiting for its content: both renderers leave the block empty until the
 * fetched entry arrives, and the fetch may start a few tasks after the block mounts.
 */
const pendingSymbol = (scope: ParentNode) =>
  [...scope.querySelectorAll('.builder-symbol')].some(
    (symbol) => ![...symbol.children].some((child) => !NOT_SHOWN.has(child.localName)),
  );
const NOT_SHOWN = new Set(['style', 'script', 'template']);

/**
 * Chromium starts loading a `loading="lazy"` image once it is this close to the viewport (its
 * figure for the 4G connection headless Chromium reports; measured: 1,240 px loads, 1,260 px
 * does not), through an IntersectionObserver on the document, so an image clipped by an
 * overflowing ancestor or inside `display: none` is not loaded either.
 */
const LAZY_LOAD_MARGIN = '1250px';

/**
 * The images of a render that are still to load: every `<img>` that has not completed (loaded
 * or failed), except lazy ones beyond the browser's lazy-load margin, told apart with an
 * IntersectionObserver of that margin. Those are "not requested" whatever their state: a
 * fresh page would not have fetched them, but Chromium loads a lazy image at once when its URL
 * is in the page's memory cache, and whether the renderer before had loaded the same URL is
 * the test's doing. Neither renderer's images are made eager nor scrolled to: that would
 * change what they render.
 */
class ImageWait {
  private readonly near = new Map<Element, boolean>();
  private readonly observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) this.near.set(entry.target, entry.isIntersecting);
    },
    { rootMargin: LAZY_LOAD_MARGIN },
  );

  loading(scope: ParentNode): number {
    let count = 0;
    for (const img of imagesOf(scope)) {
      if (img.loading === 'lazy') {
        if (!this.near.has(img)) this.observer.observe(img);
        // No report yet: not known to be beyond the margin.
        if (this.near.get(img) === false) continue;
      }
      if (!img.complete) count++;
    }
    return count;
  }

  /** Lazy images beyond the lazy-load margin at the last report. */
  notRequested(scope: ParentNode): Set<HTMLImageElement> {
    return new Set(imagesOf(scope).filter((img) => img.loading === 'lazy' && this.near.get(img) === false));
  }

  disconnect(): void {
    this.observer.disconnect();
  }
}

/** The images of a render (a shadow root's host's light DOM included: HTML slotted into it). */
const imagesOf = (scope: ParentNode): HTMLImageElement[] => [
  ...scope.querySelectorAll('img'),
  ...(scope instanceof ShadowRoot ? scope.host.querySelectorAll('img') : []),
];

type Settled = Pick<Rendered, 'root' | 'unsettled' | 'notRequested'>;

/**
 * Waits for a content root, no content fetch in flight, no first IntersectionObserver report
 * outstanding, no Symbol waiting for its content, every image the browser requests loaded or
 * failed, and the same DOM across two animation frames.
 */
async function settle(scope: ParentNode): Promise<Settled> {
  const start = performance.now();
  const images = new ImageWait();
  let last = '';
  let stable = 0;
  try {
    for (;;) {
      await frame();
      const root = scope.querySelector<HTMLElement>(ROOT_SELECTOR);
      const now = signature(scope);
      const loading = images.loading(scope);
      // Content GETs only: tracking posts change nothing on the page.
      const waiting = fetchesInFlight('GET') || observationsPending() || pendingSymbol(scope) || loading;
      const changing = now !== last;
      stable = root && !waiting && !changing ? stable + 1 : 0;
      last = now;
      if (root && stable >= 2) return { root, notRequested: images.notRequested(scope) };
      if (performance.now() - start > SETTLE_LIMIT_MS) {
        if (!root) throw new Error('no content root rendered');
        const unsettled = loading
          ? `${loading} image${loading > 1 ? 's' : ''} loading`
          : changing
            ? 'DOM changing'
            : 'content or first IntersectionObserver report pending';
        return { root, notRequested: images.notRequested(scope), unsettled };
      }
    }
  } finally {
    images.disconnect();
  }
}

/** Sets the A/B cookies of a case and clears those of the last one. */
export function setTestCookies(cookies: Record<string, string>): void {
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0].trim();
    if (name.startsWith('builder.tests.')) document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  }
  for (const [name, value] of Object.entries(cookies)) document.cookie = `${name}=${value}; path=/`;
}

/**
 * Renders `entry` (a fresh copy: renderers may annotate what they are given) with `source`,
 * with an empty memory cache: Chromium draws an image without an aspect ratio at the density
 * of the highest srcset candidate it holds there, so a file the render before loaded would
 * change the size (web-test-runner.config.mjs).
 */
export async function render(source: Source, kase: Case, entry: Entry): Promise<Rendered> {
  await executeServerCommand('evict-memory-cache');
  // Uncaught errors are part of what a renderer does with the content: recorded, not thrown at
  // the test runner (which would fail the whole case without saying which renderer threw).
  const errors: string[] = [];
  const runnersHandler = window.onerror;
  window.onerror = (message) => {
    errors.push(String(message));
    return true;
  };
  // The reference's console is not under test, and it warns about every block it lacks
  // (Form:Label, Carousel…) once per render: thousands of lines. The kit's stays visible.
  const quiet = source === 'reference' ? silenceConsole() : () => {};
  const restore = () => {
    window.onerror = runnersHandler;
    quiet();
  };
  try {
    const rendered = await renderWith(source, kase, entry);
    return {
      ...rendered,
      errors,
      unmount: async () => {
        await rendered.unmount();
        restore();
      },
    };
  } catch (error) {
    restore();
    throw error;
  }
}

function silenceConsole(): () => void {
  const methods = ['log', 'info', 'debug', 'warn', 'error'] as const;
  const saved = methods.map((name) => console[name]);
  for (const name of methods) console[name] = () => {};
  return () => methods.forEach((name, i) => void (console[name] = saved[i]!));
}

async function renderWith(source: Source, kase: Case, entry: Entry): Promise<Omit<Rendered, 'errors'>> {
  showSheetsOf(source);
  const content = structuredClone(entry);
  const { props } = kase;
  if (source === 'element') {
    const element = document.createElement('builder-content');
    element.setAttribute('api-key', props.apiKey);
    element.setAttribute('model', props.model);
    if (props.locale) element.setAttribute('locale', props.locale);
    if (props.apiVersion) element.setAttribute('api-version', props.apiVersion);
    if (props.canTrack === false) element.setAttribute('can-track', 'false');
    if (props.data) element.data = props.data;
    element.content = content as KitContent;
    document.body.append(element);
    const scope = await waitForShadow(element);
    const settled = await settle(scope);
    claimNewSheets(source);
    return {
      ...settled,
      unmount: async () => {
        element.remove();
        await Promise.resolve();
      },
    };
  }
  const host = document.createElement('div');
  document.body.append(host);
  const reactRoot = createRoot(host);
  reactRoot.render(
    source === 'reference' ? (
      <Content {...props} content={content} />
    ) : (
      <BuilderContent {...props} content={content as KitContent} />
    ),
  );
  const settled = await settle(host);
  claimNewSheets(source);
  return {
    ...settled,
    unmount: async () => {
      reactRoot.unmount();
      host.remove();
    },
  };
}

async function waitForShadow(element: HTMLElement): Promise<ShadowRoot> {
  for (let i = 0; i < 100 && !element.shadowRoot; i++) await frame();
  if (!element.shadowRoot) throw new Error('<builder-content> has no shadow root');
  return element.shadowRoot;
}

/**
 * The kit's layout widgets load lazily (React.lazy): the first time one shows, React reveals it
 * up to 300 ms after its (empty) fallback, which a DOM that looks settled cannot tell apart from
 * nothing. Rendering each once first makes every later render of them synchronous.
 */
export async function warmUpLazyBlocks(): Promise<void> {
  const lazy = listComponents().filter((spec) => spec.load && !spec.component);
  const blocks = lazy.map((spec, i) => ({
    '@type': '@builder.io/sdk:Element',
    id: `builder-warm-up-${i}`,
    component: { name: spec.name, options: {} },
  }));
  const host = document.createElement('div');
  document.body.append(host);
  const reactRoot = createRoot(host);
  reactRoot.render(
    <BuilderContent model="page" apiKey="abcd" canTrack={false} content={{ id: 'warm-up', data: { blocks } }} />,
  );
  try {
    const start = performance.now();
    while (!blocks.every((block) => host.querySelector(`[builder-id="${block.id}"] > *`))) {
      if (performance.now() - start > 10_000)
        throw new Error(`lazily loaded blocks did not render: ${lazy.map((spec) => spec.name).join(', ')}`);
      await frame();
    }
  } finally {
    reactRoot.unmount();
    host.remove();
    claimNewSheets('react');
  }
}
