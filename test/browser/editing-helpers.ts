/**
 * The editing tests' setup. The test page (127.0.0.2, not a trusted host) frames the editor
 * simulator served by the content service, on `localhost` (trusted) or `127.0.0.1` (not
 * trusted; the same server), which frames `editing-page.html` served by the test runner. The
 * test page drives the simulator through its loopback relay (`{ relay }` in, `{ fromFrame }`
 * out), so every message the page under edit receives really comes from the simulator's
 * origin; and as the page under edit shares the test page's origin, the test looks inside it.
 */
import { testEnv, waitFor } from '../helpers/browser.ts';

/** A message as the page under edit sent it. */
export interface ProtocolMessage {
  type: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- assertions read into payloads of many shapes
  data?: any; // assertions read into payloads of many shapes
}

/** The simulator on a host, framing the page under edit. */
export interface EditorFrame {
  /** The simulator's origin (the editor origin the page sees). */
  origin: string;
  /** Messages the page under edit sent, oldest first. */
  received: ProtocolMessage[];
  /** Has the simulator post `{ type, data }` to the page under edit. */
  send(type: string, data?: unknown): void;
  /** The first received message of `type` (matching `where`), waiting for it. */
  next(type: string, where?: (message: ProtocolMessage) => boolean): Promise<ProtocolMessage>;
  /** The page under edit's window (same origin as the test page). */
  page(): Window & typeof globalThis;
  /** The `<builder-content>` rendering's shadow root in the page under edit. */
  content(): ShadowRoot;
  remove(): void;
}

const frames: EditorFrame[] = [];

/**
 * Loads the page under edit (`query`: url, trusted, builder.* parameters) inside the simulator on
 * `host`: `editing-page.html`, a `<builder-content>`, unless `page` names another page of this
 * folder and `ready` what shows it has loaded.
 */
export async function openInEditor(
  host: 'localhost' | '127.0.0.1',
  query: Record<string, string> = {},
  {
    page: file = 'editing-page.html',
    ready,
  }: { page?: string; ready?: (page: Window & typeof globalThis) => unknown } = {},
): Promise<EditorFrame> {
  const { serviceUrl } = testEnv();
  const port = new URL(serviceUrl).port;
  const origin = `http://${host}:${port}`;
  const pageUrl = `${location.origin}/test/browser/${file}?${new URLSearchParams({ service: serviceUrl, ...uniqueRun(), ...query })}`;
  const iframe = document.createElement('iframe');
  iframe.style.cssText = 'position:fixed;top:0;left:0;width:1000px;height:700px;border:0'; // in view, as impressions need
  iframe.src = `${origin}/editor/?frame=${encodeURIComponent(pageUrl)}`;
  const received: ProtocolMessage[] = [];
  const listener = (event: MessageEvent) => {
    if (event.source === iframe.contentWindow && event.origin === origin && event.data?.fromFrame)
      received.push(event.data.fromFrame);
  };
  window.addEventListener('message', listener);
  document.body.append(iframe);

  const page = () => {
    const inner = iframe.contentWindow?.frames[0];
    if (!inner) throw new Error('the simulator has not framed the page yet');
    return inner as Window & typeof globalThis;
  };
  const frame: EditorFrame = {
    origin,
    received,
    send: (type, data) => iframe.contentWindow!.postMessage({ relay: { type, data } }, origin),
    next: (type, where = () => true) => waitFor(() => received.find((m) => m.type === type && where(m)), type),
    page,
    content: () => page().document.querySelector('builder-content')!.shadowRoot!,
    remove() {
      window.removeEventListener('message', listener);
      iframe.remove();
    },
  };
  frames.push(frame);
  // Rendered: the page's bundle defined the tag and the content root is there.
  await waitFor(() => {
    try {
      return ready ? ready(page()) : frame.content()?.querySelector('[builder-content-id]');
    } catch {
      return null;
    }
  }, 'the page under edit to render');
  return frame;
}

/** Removes every frame the tests opened. */
export function closeEditors(): void {
  for (const frame of frames.splice(0)) frame.remove();
}

/** The content id of the marker events `trackingCaughtUp` sends (left out by `eventsFrom`). */
const MARKER = 'test-tracking-marker';
/** The tracking queue's throttle (spec §9): the delay between an event and its request. */
const TRACK_THROTTLE_MS = 5;

/**
 * Tracking events the content service received from `page` (matched by its URL, which carries
 * a unique `run` parameter), the tests' own markers left out. Keepalive requests leave no
 * resource timing entry, so ask the service.
 */
export async function eventsFrom(page: Window): Promise<{ type: string; data: { contentId?: string } }[]> {
  const { events } = (await (await fetch(`${testEnv().serviceUrl}/api/v1/track/events`)).json()) as {
    events: { type: string; data: { contentId?: string; metadata?: { url?: string } } }[];
  };
  return events.filter((event) => event.data.metadata?.url === page.location.href && event.data.contentId !== MARKER);
}

/**
 * For "tracks nothing" checks: resolves once any tracking request `page` would have made so far
 * has been sent, by events that must come after it. The page's impression observer has
 * reported (an observer made later on the same element reports after it); the tracking
 * throttle has passed on the page's own clock (a timer set later fires later); and a request
 * the page then sends to the same service has been received (after any it sent before).
 */
export async function trackingCaughtUp(page: Window & typeof globalThis): Promise<void> {
  const root = page.document.querySelector('builder-content')?.shadowRoot?.querySelector('[builder-content-id]');
  if (root) {
    await new Promise<void>((resolve) => {
      const observer = new page.IntersectionObserver(() => {
        observer.disconnect();
        resolve();
      });
      observer.observe(root);
    });
  }
  await new Promise((resolve) => page.setTimeout(resolve, TRACK_THROTTLE_MS));
  const marker = { type: 'impression', data: { contentId: MARKER, metadata: { url: page.location.href } } };
  const response = await page.fetch(`${testEnv().serviceUrl}/api/v1/track`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ events: [marker] }),
  });
  if (!response.ok) throw new Error(`the tracking marker was refused: HTTP ${response.status}`);
}

let markers = 0;

/** The page's component registry (a page global of the kit). */
export function registry(frame: EditorFrame): Map<string, Record<string, unknown>> {
  const store = frame.page() as unknown as Record<symbol, { specs: Map<string, Record<string, unknown>> }>;
  // (Empty until something registers: a page without the renderer has no built-in blocks.)
  return store[Symbol.for('builder-elements.components')]?.specs ?? new Map();
}

/**
 * Resolves once the page under edit has handled every message the editor sent before: the
 * editor then sends a component registration (which the page keeps even from an untrusted
 * editor), and messages from one window to another arrive in order.
 */
export async function pageHandledMessages(frame: EditorFrame): Promise<void> {
  const name = `Test Marker ${++markers}`;
  frame.send('builder.registerComponent', { spec: { name, inputs: [] } });
  await waitFor(() => registry(frame).get(name), 'the page to handle the marker registration');
}

/**
 * Resolves once every message the page under edit posted to the editor so far has reached the
 * test: the page then posts a marker of its own, which arrives after them. The marker is taken
 * out of `received`.
 */
export async function pagePostsArrived(frame: EditorFrame): Promise<void> {
  const type = `test.marker.${++markers}`;
  const page = frame.page();
  const script = page.document.createElement('script');
  script.textContent = `parent.postMessage({ type: ${JSON.stringify(type)} }, '*');`;
  page.document.body.append(script);
  script.remove();
  await frame.next(type);
  frame.received.splice(
    frame.received.findIndex((message) => message.type === type),
    1,
  );
}

/**
 * Resolves once the page's React has done what it had scheduled: a tag added to the page now
 * renders after it (React runs work of one priority in the order it was scheduled).
 */
export async function pageRendered(frame: EditorFrame): Promise<void> {
  const doc = frame.page().document;
  const probe = doc.createElement('builder-text');
  probe.setAttribute('text', '<p>test probe</p>');
  doc.body.append(probe);
  try {
    await waitFor(() => (probe.shadowRoot ?? probe).textContent?.includes('test probe'), 'the page to render');
  } finally {
    probe.remove();
  }
}

/** The first tracking events from `page`, asking the service until there are some. */
export function firstEventsFrom(page: Window): Promise<{ type: string; data: { contentId?: string } }[]> {
  return waitFor(async () => {
    const events = await eventsFrom(page);
    return events.length > 0 && events;
  }, 'a tracking event from the page');
}

/** A query parameter that makes each framed page's URL unique (to tell its tracking events apart). */
export const uniqueRun = (): { run: string } => ({ run: Math.random().toString(36).slice(2) });

/** A Text block. */
export function textBlock(id: string, text: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return { '@type': '@builder.io/sdk:Element', id, component: { name: 'Text', options: { text } }, ...extra };
}
