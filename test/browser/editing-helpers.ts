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
  next(type: string, where?: (message: ProtocolMessage) => boolean, timeout?: number): Promise<ProtocolMessage>;
  /** The page under edit's window (same origin as the test page). */
  page(): Window & typeof globalThis;
  /** The `<builder-content>` rendering's shadow root in the page under edit. */
  content(): ShadowRoot;
  remove(): void;
}

const frames: EditorFrame[] = [];

/** Loads the page under edit (`query`: url, trusted, builder.* parameters) inside the simulator on `host`. */
export async function openInEditor(host: 'localhost' | '127.0.0.1', query: Record<string, string> = {}): Promise<EditorFrame> {
  const { serviceUrl } = testEnv();
  const port = new URL(serviceUrl).port;
  const origin = `http://${host}:${port}`;
  const pageUrl = `${location.origin}/test/browser/editing-page.html?${new URLSearchParams({ service: serviceUrl, ...uniqueRun(), ...query })}`;
  const iframe = document.createElement('iframe');
  iframe.style.cssText = 'position:fixed;top:0;left:0;width:1000px;height:700px;border:0'; // in view, as impressions need
  iframe.src = `${origin}/editor/?frame=${encodeURIComponent(pageUrl)}`;
  const received: ProtocolMessage[] = [];
  const listener = (event: MessageEvent) => {
    if (event.source === iframe.contentWindow && event.origin === origin && event.data?.fromFrame) received.push(event.data.fromFrame);
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
    next: (type, where = () => true, timeout = 5000) => waitFor(() => received.find((m) => m.type === type && where(m)), timeout, type),
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
      return frame.content()?.querySelector('[builder-content-id]');
    } catch {
      return null;
    }
  }, 8000, 'the page under edit to render');
  return frame;
}

/** Removes every frame the tests opened. */
export function closeEditors(): void {
  for (const frame of frames.splice(0)) frame.remove();
}

/** Waits `ms` (for "nothing happens" checks). */
export const pause = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Tracking events the content service received from `page` (matched by its URL, which carries
 * a unique `run` parameter). Keepalive requests leave no resource timing entry, so ask the service.
 */
export async function eventsFrom(page: Window): Promise<{ type: string; data: { contentId?: string } }[]> {
  const { events } = await (await fetch(`${testEnv().serviceUrl}/api/v1/track/events`)).json() as { events: { type: string; data: { contentId?: string; metadata?: { url?: string } } }[] };
  return events.filter((event) => event.data.metadata?.url === page.location.href);
}

/** The first tracking events from `page`, polling the service every 100 ms; rejects after `timeout` ms without any. */
export async function firstEventsFrom(page: Window, timeout = 3000): Promise<{ type: string; data: { contentId?: string } }[]> {
  const end = performance.now() + timeout;
  for (;;) {
    const events = await eventsFrom(page);
    if (events.length) return events;
    if (performance.now() > end) throw new Error(`No tracking event from the page within ${timeout} ms`);
    await pause(100);
  }
}

/** A query parameter that makes each framed page's URL unique (to tell its tracking events apart). */
export const uniqueRun = (): { run: string } => ({ run: Math.random().toString(36).slice(2) });

/** A Text block. */
export function textBlock(id: string, text: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return { '@type': '@builder.io/sdk:Element', id, component: { name: 'Text', options: { text } }, ...extra };
}
