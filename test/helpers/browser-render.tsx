/**
 * The one way browser tests put React on the page: `mount` renders into a fresh element (in
 * the body, another element or a shadow root) the way an app does, without `act`; tests then
 * wait for what a visitor would see (`waitFor`). Server HTML is hydrated with `hydrate`.
 * Everything mounted is unmounted and removed after each test.
 */
import { useEffect, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import type { BuilderBlock, BuilderContent as Content } from '../../src/core/types.ts';
import { BuilderContent } from '../../src/render/builder-content.tsx';
import { registerBuiltInBlocks } from '../../src/blocks/index.ts';
import { waitFor } from './wait.ts';

registerBuiltInBlocks();

const mounted = new Map<HTMLElement, Root>();
/** Other elements the helpers added to the page, removed after each test. */
const added: Element[] = [];

export interface MountOptions {
  /** Where the new element goes (default: the body). */
  into?: Element | ShadowRoot;
  /**
   * Commit before returning (`flushSync`): the DOM is then what the first paint shows. By
   * default React commits on its own shortly after, as in an app.
   */
  sync?: boolean;
}

/** Renders `node` into a new `<div>` appended to `into`; returns that element. */
export function mount(node: ReactNode, { into = document.body, sync = false }: MountOptions = {}): HTMLElement {
  const host = document.createElement('div');
  into.append(host);
  const root = createRoot(host);
  mounted.set(host, root);
  if (sync) flushSync(() => root.render(node));
  else root.render(node);
  return host;
}

/** Renders `node` in place of what `host` (from `mount`) shows. */
export function rerender(host: HTMLElement, node: ReactNode): void {
  const root = mounted.get(host);
  if (!root) throw new Error('rerender: this element was not mounted by mount()');
  root.render(node);
}

/** Unmounts what `host` shows (from `mount` or `hydrate`) and removes it, before the test ends. */
export function unmount(host: HTMLElement): void {
  mounted.get(host)?.unmount();
  mounted.delete(host);
  host.remove();
}

/** The open shadow root of a new `<div>` appended to `into` (default: the body), to mount into as a custom element renders. */
export function shadowRoot(into: Element = document.body): ShadowRoot {
  const host = document.createElement('div');
  into.append(host);
  added.push(host);
  return host.attachShadow({ mode: 'open' });
}

/** A new `<div>` appended to `into` (default: the body) holding the server HTML of `node`, not hydrated. */
export function serverRendered(node: ReactNode, into: Element = document.body): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = renderToString(node);
  into.append(host);
  mounted.set(host, undefined as unknown as Root);
  return host;
}

/** Elements hydration may pass over: React manages them as resources or skips them when they are not its own. */
const PASSED_OVER = new Set(['LINK', 'META', 'TITLE', 'BASE', 'SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE']);
/** Whether hydration is done with `element`: React claimed it (or created it), or it is one React passes over. */
const claimed = (element: Element) =>
  PASSED_OVER.has(element.tagName) || Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
/** Whether `element` lies in HTML React set with dangerouslySetInnerHTML (React never claims that). */
function inRawHtml(element: Element, host: Element): boolean {
  for (let parent = element.parentElement; parent && parent !== host; parent = parent.parentElement) {
    const propsKey = Object.keys(parent).find((key) => key.startsWith('__reactProps$'));
    const props = propsKey
      ? (parent as unknown as Record<string, { dangerouslySetInnerHTML?: unknown }>)[propsKey]
      : undefined;
    if (props?.dangerouslySetInnerHTML) return true;
  }
  return false;
}

export interface Hydration {
  /** What React reported as recoverable errors (mismatches) while hydrating. */
  errors: unknown[];
  /**
   * Resolves once hydration has finished: every element of the server HTML is claimed by
   * React or was replaced (a mismatch; reported in `errors` by then).
   */
  done: Promise<void>;
}

/** Hydrates the server HTML in `host` with `node`, as an app does. */
export function hydrate(host: HTMLElement, node: ReactNode): Hydration {
  const serverElements = [...host.querySelectorAll('*')];
  const errors: unknown[] = [];
  const root = hydrateRoot(host, node, { onRecoverableError: (error) => void errors.push(error) });
  mounted.set(host, root);
  const unclaimed = () =>
    serverElements.filter((element) => element.isConnected && !claimed(element) && !inRawHtml(element, host));
  const done = waitFor(
    () => unclaimed().length === 0,
    () =>
      `hydration to finish (not hydrated: ${unclaimed()
        .slice(0, 3)
        .map((element) => element.outerHTML.slice(0, 120))
        .join(' | ')})`,
  ).then(() => undefined);
  return { errors, done };
}

function Committed({ onCommit }: { onCommit: () => void }) {
  useEffect(onCommit, [onCommit]);
  return null;
}

/**
 * Resolves once React has done the work already scheduled when it was called (renders, commits
 * and effects of every root): a render scheduled now on a root of its own runs after them, as
 * React runs work of one priority in the order it was scheduled. The later event that shows a
 * pending update did (or did not) happen. Timers the page set are not waited for.
 */
export async function reactSettled(): Promise<void> {
  const root = createRoot(document.createElement('div'));
  await new Promise<void>((resolve) => root.render(<Committed onCommit={resolve} />));
  root.unmount();
}

export interface ShowOptions extends Pick<MountOptions, 'into'> {
  /** The content id (default `test-content`). */
  id?: string;
  meta?: Content['meta'];
  /** The content's `data.state`. */
  data?: Record<string, unknown>;
}

/**
 * Shows `blocks` as a content entry through `BuilderContent` (tracking off) and resolves with
 * the element holding it once `until` matches inside it.
 */
export async function showContent(
  blocks: BuilderBlock[],
  until: string,
  options: ShowOptions = {},
): Promise<HTMLElement> {
  const content: Content = {
    id: options.id ?? 'test-content',
    data: { blocks, state: options.data },
    meta: options.meta,
  };
  const host = mount(<BuilderContent content={content} canTrack={false} />, { into: options.into });
  await waitFor(() => host.querySelector(until), until);
  return host;
}

afterEach(() => {
  for (const [host, root] of mounted) {
    root?.unmount();
    host.remove();
  }
  mounted.clear();
  for (const element of added.splice(0)) element.remove();
  window.scrollTo(0, 0);
});
