/**
 * Helpers for the layout blocks' browser tests (carousel, tabs, accordion, masonry): content
 * JSON builders, rendering through `BuilderContent` or standalone (optionally inside a shadow
 * root with light-DOM children in named slots, as `<builder-…>` tags do), keys and axe. They
 * mount with test/helpers/browser-render.tsx, which unmounts after each test.
 * Test-only: nothing in the kit imports it.
 */
import axe from 'axe-core';
import { createElement, type ComponentType, type ReactNode } from 'react';
import { renderToReadableStream } from 'react-dom/server.browser';
import { sendKeys } from '@web/test-runner-commands';
import type { ComponentSpec } from '../../src/core/components.ts';
import { defaultsOf } from '../../src/core/inputs.ts';
import { BLOCK_TYPE, type BuilderBlock } from '../../src/core/types.ts';
import { injectDefaultCss, RenderContext } from '../../src/render/index.ts';
import { waitFor } from './browser.ts';
import { mount, showContent as showBlocks } from './browser-render.tsx';

export { waitFor };

let counter = 0;
/** A block of `name` with `options`. */
export function block(
  name: string,
  options: Record<string, unknown> = {},
  extra: Partial<BuilderBlock> = {},
): BuilderBlock {
  return { '@type': BLOCK_TYPE, id: `builder-layout-${++counter}`, component: { name, options }, ...extra };
}

/** A Text block. */
export const text = (html: string, extra: Partial<BuilderBlock> = {}): BuilderBlock =>
  block('Text', { text: html }, extra);

/** A fresh element in `<main>` (so axe's landmark rules see a page), `width` px wide. */
export function container(width?: number): HTMLElement {
  let main = document.querySelector('main');
  if (!main) {
    main = document.createElement('main');
    document.body.append(main);
  }
  const host = document.createElement('div');
  if (width) host.style.width = `${width}px`;
  main.append(host);
  return host;
}

/** Renders `blocks` as a content entry (in `<main>`, `width` px wide) and waits until `ready` finds something. */
export function showContent(
  blocks: BuilderBlock[],
  ready: string,
  options: { width?: number; data?: Record<string, unknown> } = {},
): Promise<HTMLElement> {
  return showBlocks(blocks, ready, { id: `layout-${++counter}`, data: options.data, into: container(options.width) });
}

/**
 * Renders `spec`'s component on its own with `options` (defaults filled in) and `slotted`
 * items, like a custom element does. With `shadow`, it renders into a shadow root of a host
 * element whose light-DOM `children` are assigned to `<slot name="item-N">`, as
 * elements/child-items.ts numbers them.
 */
export async function showStandalone(
  spec: ComponentSpec,
  options: Record<string, unknown>,
  ready: string,
  slotted?: { shadow: true; children: string[] } | ReactNode[],
): Promise<{ host: HTMLElement; root: ParentNode }> {
  const Component = (await spec.load!()) as ComponentType<Record<string, unknown>>;
  const host = container();
  let target: ParentNode = host;
  let items: ReactNode[] | undefined;
  if (slotted && !Array.isArray(slotted)) {
    host.innerHTML = slotted.children.map((html, i) => html.replace(/^<(\w+)/, `<$1 slot="item-${i}"`)).join('');
    target = host.attachShadow({ mode: 'open' });
    items = slotted.children.map((_, i) => <slot key={i} name={`item-${i}`} />);
  } else {
    items = slotted;
  }
  // The page's default CSS, as a root that shows content injects it (the widget's code added its own on load).
  injectDefaultCss(target, []);
  const props = {
    ...defaultsOf(spec.inputs ?? []),
    ...options,
    builderBlock: { '@type': BLOCK_TYPE, id: 'builder-standalone' },
    builderState: {},
    slotted: items,
  };
  mount(createElement(Component, props), { into: target as Element | ShadowRoot });
  await waitFor(() => target.querySelector(ready), ready);
  return { host, root: target };
}

/** Removes the `<main>` the helpers rendered into (what is mounted there unmounts after each test). */
export function cleanup(): void {
  document.querySelector('main')?.remove();
}

/** Waits for the next frame (React has committed what the last event changed). */
export const frame = (): Promise<void> => new Promise((resolve) => requestAnimationFrame(() => resolve()));

/** Presses keys on the focused element (real key events from the browser). */
export async function press(...keys: string[]): Promise<void> {
  for (const key of keys) await sendKeys({ press: key });
  await frame();
}

/** Clicks like a user and waits for React to re-render. */
export async function click(element: Element): Promise<void> {
  (element as HTMLElement).click();
  await frame();
}

/** Resolves when every running CSS animation and transition has finished. */
export async function animationsDone(): Promise<void> {
  await frame();
  await Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined)));
}

/** Runs axe on `context` (once animations are done) and fails with the rules and targets of any violation. */
export async function expectNoAxeViolations(context: Element = document.querySelector('main')!): Promise<void> {
  await animationsDone();
  const { violations } = await axe.run(context);
  if (violations.length) {
    const report = violations
      .map((v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`)
      .join('\n');
    throw new Error(`axe found ${violations.length} violation(s):\n${report}`);
  }
}

/** Whether the element takes up space and is not hidden. */
export function isShown(element: Element | null | undefined): boolean {
  if (!element) return false;
  const rect = element.getBoundingClientRect();
  return rect.width > 0 && rect.height > 0 && element.checkVisibility({ visibilityProperty: true });
}

/**
 * Server HTML of `app`, rendered in this page. React's server renderer leaves the last context
 * value it rendered as the context's current value once suspended (lazy) work finishes, and the
 * client renderer in the same page would then read the server's render context (isServer) as
 * its default; the value is put back. In a real page the server HTML comes from another process.
 */
export async function serverHtml(app: ReactNode): Promise<string> {
  const context = RenderContext as unknown as Record<string, unknown>;
  const saved = { ...context };
  try {
    const stream = await renderToReadableStream(app);
    await stream.allReady;
    return await new Response(stream).text();
  } finally {
    // The value and, in development, the marker of the renderer that set it.
    Object.assign(context, { _currentValue: saved._currentValue, _currentRenderer: saved._currentRenderer });
  }
}
