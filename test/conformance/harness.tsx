/**
 * The conformance harness: renders a peer fixture at its route the way the peer's test app
 * does (`<Content apiKey="abcd" model="page" content={fixture} …props />` on a bare page), with
 * the local content service standing in for the network. Fixtures are bundled into the test
 * file from ./peer (the peer suite's fixtures and route map, copied into the repository).
 */
import { waitForQuiet } from '../helpers/in-flight.ts';
import { act, useEffect, useState, useSyncExternalStore } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { setViewport } from '@web/test-runner-commands';
import routes from './peer/ROUTES.json';
import {
  BuilderContent,
  builder,
  defaultCanTrack,
  type BuilderContent as Content,
  type BuilderContentProps,
} from '../../src/index.ts';
import { nextTask, testEnv, waitFor } from '../helpers/browser.ts';

export { waitFor };

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

type RouteInfo = { fixture: string; props: Record<string, unknown> };
const ROUTES = (routes as unknown as { routes: Record<string, RouteInfo> }).routes;

/** The peer's default viewport. */
export const DEFAULT_VIEWPORT = { width: 1280, height: 720 };

export interface Rendered {
  /** The element holding the page (a direct child of `body`). */
  host: HTMLElement;
  /** The content root (`div[builder-content-id]`). */
  root: HTMLElement;
  unmount(): void;
}

let current: { root: Root; host: HTMLElement } | undefined;

/** Removes what the last render left behind (React root, page URL is kept). */
export function cleanup(): void {
  if (!current) return;
  const { root, host } = current;
  current = undefined;
  act(() => root.unmount());
  host.remove();
}

/** The fixture and props of a route from ROUTES.json. */
export function routeInfo(route: string): RouteInfo {
  const info = ROUTES[route];
  if (!info) throw new Error(`No route ${route} in ROUTES.json`);
  return info;
}

export interface RenderOptions {
  /** Cookies set before rendering (`name → value`). */
  cookies?: Record<string, string>;
  /** Extra or replaced props. */
  props?: Partial<BuilderContentProps>;
  /** Wait until this returns truthy (default: the content root exists). */
  ready?: (host: HTMLElement) => unknown;
}

/** Sets cookies for the page (path `/`). */
export function setCookies(cookies: Record<string, string>): void {
  for (const [name, value] of Object.entries(cookies)) document.cookie = `${name}=${value}; path=/`;
}

/** Deletes every cookie the page can see. */
export function clearCookies(): void {
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0].trim();
    if (name) document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  }
}

/** A cookie's value, or undefined. */
export function cookie(name: string): string | undefined {
  return document.cookie
    .split(';')
    .map((pair) => pair.trim().split('='))
    .find(([n]) => n === name)?.[1];
}

/** Goes to `route` (history, no reload), keeping the runner's query string. */
export function goTo(route: string): void {
  history.replaceState(null, '', route + location.search);
}

/**
 * Renders `route`'s fixture with its props (apiKey abcd, model page, …), the content API and
 * tracking pointed at the local content service.
 */
export async function renderRoute(route: string, options: RenderOptions = {}): Promise<Rendered> {
  cleanup();
  const info = routeInfo(route);
  const fixture = (await import(`./peer/fixtures/${info.fixture.replace(/\.json$/, '')}.json`)).default as Content;
  return renderContent(route, fixture, {
    ...options,
    props: { ...(info.props as Partial<BuilderContentProps>), ...options.props },
  });
}

/** Renders `content` at `route` like {@link renderRoute}. */
export async function renderContent(route: string, content: Content, options: RenderOptions = {}): Promise<Rendered> {
  cleanup();
  goTo(route);
  // A fresh page in the peer suite: tracking allowed again (a canTrack:false route turns it off).
  builder.canTrack = defaultCanTrack();
  if (options.cookies) setCookies(options.cookies);
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  current = { root, host };
  const props: BuilderContentProps = {
    apiKey: 'abcd',
    model: 'page',
    content,
    apiHost: testEnv().serviceUrl,
    ...options.props,
  };
  await act(async () => root.render(<BuilderContent {...props} />));
  const ready = options.ready ?? ((h: HTMLElement) => h.querySelector('[builder-content-id]'));
  await waitFor(() => ready(host), `route ${route} to render`);
  const contentRoot = host.querySelector<HTMLElement>('[builder-content-id]')!;
  return { host, root: contentRoot, unmount: cleanup };
}

/** The fixture a route shows (bundled: every fixture is in the test file). */
async function fixtureOf(route: string): Promise<Content | undefined> {
  const info = ROUTES[route.replace(/\/$/, '') || '/'];
  if (!info) return undefined;
  return (await import(`./peer/fixtures/${info.fixture.replace(/\.json$/, '')}.json`)).default as Content;
}

const subscribeToHistory = (onChange: () => void) => {
  window.addEventListener('popstate', onChange);
  return () => window.removeEventListener('popstate', onChange);
};

/** The peer's test app: renders the fixture of the current path, and follows in-page navigation. */
function App({ props }: { props?: Partial<BuilderContentProps> }) {
  const path = useSyncExternalStore(subscribeToHistory, () => location.pathname);
  const [shown, setShown] = useState<{ path: string; content?: Content }>();
  useEffect(() => {
    let live = true;
    void fixtureOf(path).then((content) => live && setShown({ path, content }));
    return () => {
      live = false;
    };
  }, [path]);
  if (!shown || shown.path !== path) return null;
  if (!shown.content) return <p className="not-found">No fixture for {path}</p>;
  const info = ROUTES[path.replace(/\/$/, '') || '/'];
  return (
    <BuilderContent
      key={path}
      apiKey="abcd"
      model="page"
      apiHost={testEnv().serviceUrl}
      {...info.props}
      {...props}
      content={shown.content}
    />
  );
}

/** Renders the routing test app at `route`. */
export async function renderApp(route: string, props?: Partial<BuilderContentProps>): Promise<Rendered> {
  cleanup();
  goTo(route);
  builder.canTrack = defaultCanTrack();
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  current = { root, host };
  await act(async () => root.render(<App props={props} />));
  await waitFor(() => host.querySelector('[builder-content-id]'), `route ${route} to render`);
  return { host, root: host.querySelector<HTMLElement>('[builder-content-id]')!, unmount: cleanup };
}

/** Sets the viewport and waits for layout. */
export async function viewport(width = DEFAULT_VIEWPORT.width, height = DEFAULT_VIEWPORT.height): Promise<void> {
  await setViewport({ width, height });
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
}

/** Playwright's `toBeVisible`: attached, a non-empty box, not `visibility: hidden`. */
export function isVisible(element: Element | null | undefined): boolean {
  if (!element || !element.isConnected) return false;
  const rect = element.getBoundingClientRect();
  return (
    rect.width > 0 && rect.height > 0 && element.checkVisibility({ visibilityProperty: true, opacityProperty: false })
  );
}

/**
 * Elements whose text matches (Playwright's `text=` locator: case-insensitive substring, or
 * exact when `exact`), innermost first: an element is left out when a child also matches.
 */
export function findByText(
  text: string,
  { exact = false, within = document.body }: { exact?: boolean; within?: Element } = {},
): HTMLElement[] {
  const norm = (s: string) => s.replace(/\s+/g, ' ').trim();
  const wanted = exact ? norm(text) : norm(text).toLowerCase();
  const matches = (el: Element) => {
    const own = norm((el as HTMLElement).innerText ?? el.textContent ?? '');
    return exact ? own === wanted : own.toLowerCase().includes(wanted);
  };
  const found: HTMLElement[] = [];
  for (const el of within.querySelectorAll<HTMLElement>('*')) {
    if (el.tagName === 'STYLE' || el.tagName === 'SCRIPT') continue;
    if (matches(el) && ![...el.children].some(matches)) found.push(el);
  }
  return found;
}

/** The first element with the text, or throws a readable error. */
export function byText(text: string, options?: { exact?: boolean; within?: Element }): HTMLElement {
  const [first] = findByText(text, options);
  if (!first) throw new Error(`No element with text "${text}"`);
  return first;
}

/** Waits for an element with `text` that is visible. */
export function waitForText(text: string, options?: { exact?: boolean; timeout?: number }): Promise<HTMLElement> {
  return waitFor(() => findByText(text, options).find(isVisible), `visible text "${text}"`);
}

/** Computed style of `element`. */
export const css = (element: Element): CSSStyleDeclaration => getComputedStyle(element);

/** Clicks an element like a user (real mouse event at its centre) and lets React re-render. */
export async function click(element: Element): Promise<void> {
  const rect = element.getBoundingClientRect();
  const init = {
    bubbles: true,
    cancelable: true,
    composed: true,
    clientX: rect.left + rect.width / 2,
    clientY: rect.top + rect.height / 2,
    button: 0,
    view: window,
  };
  await act(async () => {
    element.dispatchEvent(new MouseEvent('mousedown', init));
    element.dispatchEvent(new MouseEvent('mouseup', init));
    element.dispatchEvent(new MouseEvent('click', init));
  });
}

/** Dispatches `mouseover`/`mouseenter` or `mouseout`/`mouseleave` like a pointer moving in or out. */
export async function hover(element: Element, inside = true): Promise<void> {
  await act(async () => {
    element.dispatchEvent(new MouseEvent(inside ? 'mouseover' : 'mouseout', { bubbles: true, composed: true }));
  });
}

/** Records console calls of `method` while the test runs; call `restore()` at the end. */
export function captureConsole(method: 'log' | 'warn' | 'error' | 'info'): {
  calls: unknown[][];
  text(): string[];
  restore(): void;
} {
  const original = console[method];
  const calls: unknown[][] = [];
  console[method] = (...args: unknown[]) => {
    calls.push(args);
  };
  return {
    calls,
    text: () => calls.map((args) => args.map(String).join(' ')),
    restore: () => {
      console[method] = original;
    },
  };
}

/** A tracking event as the local service logged it. */
export interface LoggedEvent {
  type: string;
  data: Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  headers: Record<string, string>;
  receivedAt: string;
}

let eventsSince = 0;

/** Content ids of the conversions {@link drainTracking} sends through the queue (never a test's own event). */
const MARKER = 'conformance-harness-marker-';
let markers = 0;

/** This page's tracking events since the last {@link clearTrackedEvents}, the harness's markers included. */
async function pageEvents(): Promise<LoggedEvent[]> {
  const response = await fetch(`${testEnv().serviceUrl}/api/v1/track/events?since=${eventsSince}`);
  const events = ((await response.json()) as { events: LoggedEvent[] }).events;
  return events.filter((event) => String(event.data?.metadata?.url ?? '').includes(location.search));
}

/**
 * This page's tracking events since the last {@link clearTrackedEvents} (oldest first). Test
 * files run in parallel pages against one service, so events are told apart by the page URL
 * they carry (the runner's session id is in its query string), and nothing is deleted.
 */
export async function trackedEvents(): Promise<LoggedEvent[]> {
  return (await pageEvents()).filter((event) => !String(event.data?.contentId ?? '').startsWith(MARKER));
}

/**
 * Starts a new window of events for {@link trackedEvents}. Call it after {@link drainTracking}:
 * every event queued before has arrived by then, and the queue holds the next one back at least
 * 5 ms (TRACK_THROTTLE_MS), so none arrives within the millisecond the window starts after.
 */
export async function clearTrackedEvents(): Promise<void> {
  eventsSince = Date.now() + 1;
}

/**
 * Records the cookies this page writes (other test pages share the cookie jar, so "no cookie"
 * means "this page wrote none"). Call `stop()` to restore `document.cookie`.
 */
export function watchCookieWrites(): { writes: string[]; stop(): void } {
  const native = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
  const writes: string[] = [];
  Object.defineProperty(document, 'cookie', {
    configurable: true,
    get: () => native.get!.call(document),
    set: (value: string) => {
      writes.push(value);
      native.set!.call(document, value);
    },
  });
  return { writes, stop: () => void delete (document as { cookie?: string }).cookie };
}

/** Waits until the service has received an event of this page matching `match`. */
export function waitForEvent(match: (event: LoggedEvent) => boolean, what = 'a tracking event'): Promise<LoggedEvent> {
  return waitFor(async () => (await trackedEvents()).find(match), what);
}

/**
 * Resolves once React has committed everything and nothing is in flight (no fetch, no first
 * IntersectionObserver report outstanding), in two rounds of `act` in a row: what a check that
 * something did NOT happen waits for. Nothing is awaited outside `act`, so a late answer never
 * updates React outside it.
 */
export function quiet(): Promise<void> {
  return waitForQuiet(() => act(() => nextTask()));
}

/**
 * Resolves once every tracking event the page has queued so far has reached the service. The
 * page is quiet first (impressions of what is in view are queued by then); then a marker
 * conversion goes through the same queue, which sends in order, so everything queued before it
 * leaves with it or before it; once the service has logged the marker and no request is in
 * flight, nothing queued earlier is still on its way. Sending the marker writes the
 * `builderSessionId` cookie: check cookie writes before calling this.
 */
export async function drainTracking(): Promise<void> {
  await quiet();
  const contentId = `${MARKER}${++markers}`;
  builder.trackConversion(undefined, contentId, undefined, undefined, undefined, { apiKey: 'abcd' });
  await waitFor(
    async () => (await pageEvents()).some((event) => event.data.contentId === contentId),
    "the tracking queue to send the harness's marker",
  );
  await quiet();
}

/** Resource requests (fetches, images) whose URL contains `part`, from the performance timeline. */
export function requestsTo(part: string): string[] {
  return performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => name.includes(part));
}
