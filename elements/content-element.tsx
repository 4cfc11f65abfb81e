/**
 * `<builder-content>`: the renderer's `BuilderContent` as a tag. Its own light-DOM children are
 * the fallback, shown from the first render until content replaces them: while it loads the
 * host carries `loading`, when nothing matches or the fetch fails `no-content`. A failed fetch
 * is tried again when the page comes back online or navigates (./use-retry.ts). `load` and
 * `error` are re-dispatched as events on the host (`error` without bubbling: on `window` it
 * would look like a script error).
 *
 * With `hydrate` and the server markup of `renderContentElementToHtml` (a declarative shadow
 * root, or the light-DOM container with `no-shadow`, plus the content as JSON), the first render
 * hydrates that HTML with the content the server rendered: nothing is rendered again, and a
 * mismatch is rendered afresh by React inside the content's Suspense boundary. Once hydrated,
 * the server's `<style>`s the adopted sheets replace are removed.
 */
import { Suspense, useCallback, useLayoutEffect, useState, type ReactNode } from 'react';
import {
  eventDispatcher,
  trustEditorHosts,
  defaultsOf,
  localeAttribute,
  nameLocaleInput,
  type ElementPropsOf,
  type BuilderContent as Content,
  serverContentNotJson,
} from '../src/core/index.ts';
import {
  BuilderContent,
  type BuilderContentProps,
  LightDomHost,
  preloadBlocks,
  DEFAULT_CSS_ATTRIBUTE,
  CONTENT_JSON_ATTRIBUTE,
  HOST_CSS_ATTRIBUTE,
  LIGHT_ROOT_SLOT,
  VARIANTS_ANCHOR_ATTRIBUTE,
  TEMPLATE_VARIANT_ATTRIBUTE,
} from '../src/render/index.ts';
import { contentElementInputs } from './builder-content.inputs.ts';
import type { ContentEventMap, ContentLoadDetail } from './content-events.ts';
import { defineElement, type ElementContext } from './define.ts';
import { adoptHostStyles } from './host-styles.ts';
import { usePageSettings } from './page-settings.ts';
import { usePartMap } from './part-map.ts';
import { useRetry } from './use-retry.ts';

/** `<builder-content>`'s properties (the inputs, with the content typed). */
export type ContentElement = HTMLElement &
  Omit<ElementPropsOf<typeof contentElementInputs>, 'content' | 'options' | 'data' | 'context'> & {
    content?: Content;
    options?: Record<string, unknown>;
    data?: Record<string, unknown>;
    context?: Record<string, unknown>;
  };

/** `retrying`: the fetch failed and is being tried again (./use-retry.ts); the fallback stays. */
type Status = 'loading' | 'loaded' | 'empty' | 'failed' | 'retrying';

/** The page's content root is the `base` part (a symbol's content root inside it is not). */
const PARTS = { base: '[builder-content-id]:not([builder-content-id] *)' };

/** Class of the slot that shows the tag's children (fallback, or server HTML with `hydrate`) before the first render. */
const FIRST_RENDER_SLOT = 'builder-first-render';

const DEFAULTS = defaultsOf(contentElementInputs);

/** The element's props: `BuilderContent`'s, `hydrate`, and the event dispatcher `define` adds. */
type ElementProps = Omit<BuilderContentProps, 'onLoad' | 'onError'> & {
  hydrate?: boolean;
  /** The entry the server rendered into the tag, shown until a fetch attribute of the tag changes (see `serverContent`). */
  serverContent?: Content;
  trustedHosts?: string;
  onLoad: (detail: ContentLoadDetail) => boolean;
};

const dispatch = eventDispatcher<ContentEventMap>();

/** Defines `tag` as the content element. */
export function defineContentElement(tag: string): void {
  defineElement({
    tag,
    inputs: contentElementInputs,
    events: { onLoad: 'load' },
    lightDom: 'attribute',
    hydrate: (host, container, props) => serverContent(tag, host, container, props),
    connected: (host, props, serverRendered) => {
      // The first render is asynchronous: `loading` from the start, and unless there is content
      // to render or server markup to hydrate, the children (the fallback, or with `hydrate` the
      // server-rendered ones) are shown until then (the first render takes this slot away).
      const loading = !props.content && !props.serverContent;
      host.toggleAttribute('loading', loading);
      const shadow = host.shadowRoot;
      if ((loading || props.hydrate) && !serverRendered && shadow && !shadow.childNodes.length) {
        shadow.append(Object.assign(document.createElement('slot'), { className: FIRST_RENDER_SLOT }));
      }
    },
    render: (props, context) => <ContentHost props={props} context={context} />,
  });
}

/**
 * What the server rendered `container` with: its content JSON (read once, then removed) as
 * `serverContent`, unless the app set `content` before the upgrade (that wins: a mismatch then
 * renders it afresh). Undefined, so the element renders afresh, when there is no content or no
 * server content root.
 */
function serverContent(
  tag: string,
  host: HTMLElement,
  container: Element | ShadowRoot,
  props: Readonly<Record<string, unknown>>,
): { props: Record<string, unknown>; ready?: Promise<Record<string, unknown>> } | undefined {
  const holder = container instanceof ShadowRoot ? container : host;
  const script = [...holder.children].find(
    (child) => child.localName === 'script' && child.hasAttribute(CONTENT_JSON_ATTRIBUTE),
  );
  let content = props.content;
  if (script) {
    script.remove();
    if (content === undefined) {
      try {
        content = JSON.parse(script.textContent ?? '');
      } catch (error) {
        console.error(serverContentNotJson(tag, (error as Error).message));
      }
    }
  }
  const rendered = [...container.children].some((child) => child.hasAttribute('builder-content-id'));
  if (!rendered || !content || typeof content !== 'object') return undefined;
  // Blocks this page loads lazily (widgets, forms) are loaded first, so the first render has them
  // in hand like the server did; the server HTML stays shown meanwhile.
  const ready = preloadBlocks(content as Content).then(
    () => ({}),
    () => ({}),
  );
  return { props: content === props.content ? {} : { serverContent: content }, ready };
}

/** Removes what only the server HTML needed, once the element's own sheets hold the same rules. */
function removeServerLeftovers(host: HTMLElement, light: boolean): void {
  const shadow = host.shadowRoot;
  if (!shadow) return;
  adoptHostStyles(shadow);
  const leftovers = [
    `style[${HOST_CSS_ATTRIBUTE}]`,
    `template[${TEMPLATE_VARIANT_ATTRIBUTE}]`,
    `template[${VARIANTS_ANCHOR_ATTRIBUTE}]`,
  ];
  // In the light DOM the default-CSS <style> is the page's: the renderer adds to it.
  if (!light) leftovers.push(`style[${DEFAULT_CSS_ATTRIBUTE}]`);
  const selector = leftovers.join(',');
  for (const parent of [shadow, light ? host.querySelector(`:scope > [slot="${LIGHT_ROOT_SLOT}"]`) : null]) {
    for (const child of [...(parent?.children ?? [])]) if (child.matches(selector)) child.remove();
  }
}

/** Inside the content's Suspense boundary: runs `onDone` once the server HTML is hydrated (or rendered afresh). */
function Hydrated({ onDone }: { onDone: () => void }): null {
  useLayoutEffect(onDone, [onDone]);
  return null;
}

function markStatus(host: HTMLElement, status: Status): void {
  host.toggleAttribute('loading', status === 'loading' || status === 'retrying');
  host.toggleAttribute('no-content', status === 'empty' || status === 'failed' || status === 'retrying');
}

function ContentHost({
  props: given,
  context,
}: {
  props: Record<string, unknown>;
  context: ElementContext;
}): ReactNode {
  const settings = usePageSettings();
  nameLocaleInput(localeAttribute(context.host.localName));
  const props = { ...DEFAULTS, ...given } as ElementProps;
  const apiKey = props.apiKey ?? settings.apiKey;
  const apiHost = props.apiHost ?? settings.apiHost;
  const canTrack = props.canTrack !== false && settings.canTrack !== false;
  const { host, light } = context;
  // Hydrating server HTML: its parts are in the markup; the map takes over once hydrated.
  const [hydrated, setHydrated] = useState(!context.serverRendered);
  usePartMap(light || !hydrated ? null : host.shadowRoot, PARTS);
  const onHydrated = useCallback(() => {
    removeServerLeftovers(host, light);
    setHydrated(true);
  }, [host, light]);

  // Keyed by the fetch inputs: a new query mounts a fresh BuilderContent, which reports load once for it.
  const query = JSON.stringify([
    props.model,
    apiKey,
    props.entry,
    props.url,
    props.locale,
    apiHost,
    props.apiVersion,
    props.options,
    props.timeout,
  ]);
  // The server's entry stands for the tag's own fetch attributes as the server rendered them (not
  // <builder-init>'s settings, which may arrive after hydration): when one changes, the tag fetches.
  const ownQuery = JSON.stringify([
    props.model,
    props.apiKey,
    props.entry,
    props.url,
    props.locale,
    props.apiHost,
    props.apiVersion,
    props.options,
  ]);
  const [serverQuery] = useState(() => (props.serverContent ? ownQuery : undefined));
  const content = props.content ?? (ownQuery === serverQuery ? props.serverContent : undefined);
  // How the latest attempt for this query ended; after a failure the fetch is tried again on a
  // sign that things changed (./use-retry.ts): each attempt is a fresh BuilderContent.
  const [settled, settle] = useState<{ query: string; attempt: number; status: Status }>();
  const latest = settled?.query === query ? settled : undefined;
  const attempt = useRetry(query, (n) =>
    latest?.attempt !== n ? 'pending' : latest.status === 'failed' ? 'failed' : 'done',
  );
  const status: Status = content
    ? 'loaded'
    : latest?.attempt === attempt
      ? latest.status
      : latest
        ? 'retrying'
        : 'loading';

  // Before BuilderContent's effects start the editor protocol, which checks the parent's host.
  useLayoutEffect(() => {
    if (props.trustedHosts) trustEditorHosts(props.trustedHosts);
  }, [props.trustedHosts]);
  useLayoutEffect(() => {
    adoptHostStyles(host.shadowRoot);
    host.shadowRoot?.querySelector(`slot.${FIRST_RENDER_SLOT}`)?.remove();
  }, [host]);
  // After every render: `onLoad`/`onError` also mark the host directly, so the last render's status may be stale.
  useLayoutEffect(() => markStatus(host, status));

  // The host's attributes change before the event, so a `load` listener sees them settled.
  const onLoad = (content: Content | undefined): void => {
    const next = content ? 'loaded' : 'empty';
    markStatus(host, next);
    settle({ query, attempt, status: next });
    props.onLoad(content ?? null);
  };
  const onError = (error: unknown): void => {
    markStatus(host, 'failed');
    settle({ query, attempt, status: 'failed' });
    // Not bubbling: an `error` event that reached `window` would look like an uncaught script error.
    dispatch(host, 'error', error instanceof Error ? error : new Error(String(error)), {
      bubbles: false,
      cancelable: true,
    });
  };

  // The Suspense boundary matches the server's (renderContentElementToHtml): a hydration
  // mismatch renders the content afresh inside it, replacing the server's nodes.
  // In the shadow root, the owner's own HTML (Custom Code, Embed) goes to the tag's light DOM.
  // The tag's children are the fallback while loading, when nothing matches and when the fetch
  // failed: BuilderContent swaps them for the content in the same commit, never a blank frame.
  return (
    <LightDomHost.Provider value={context.light ? null : host}>
      <Suspense fallback={null}>
        <BuilderContent
          key={content ? 'given' : attempt ? `${query}#${attempt}` : query}
          content={content}
          model={props.model}
          apiKey={apiKey}
          entry={props.entry}
          url={props.url}
          locale={props.locale}
          options={props.options}
          data={props.data}
          context={props.context}
          canTrack={canTrack}
          apiHost={apiHost}
          apiVersion={props.apiVersion}
          timeout={props.timeout}
          onLoad={onLoad}
          onError={onError}
          loading={context.fallback}
          notFound={context.fallback}
          error={context.fallback}
        />
        {hydrated ? null : <Hydrated onDone={onHydrated} />}
      </Suspense>
    </LightDomHost.Provider>
  );
}
