/**
 * `<builder-content>`: the renderer's `BuilderContent` as a tag. While it loads the host
 * carries `loading`; when nothing matches (or the fetch fails) it shows its own light-DOM
 * children as the fallback and carries `no-content`. `load` and `error` are re-dispatched as
 * events on the host (`error` without bubbling: on `window` it would look like a script error).
 */
import { useLayoutEffect, useState, type ReactNode } from 'react';
import { registerTrustedHostList } from '../src/core/editing/trusted-hosts.ts';
import { defaultsOf, type PropsOf } from '../src/core/inputs.ts';
import type { BuilderContent as Content } from '../src/core/types.ts';
import { BuilderContent, type BuilderContentProps } from '../src/render/builder-content.tsx';
import { startEditing } from '../src/render/editing/use-editor.ts';
import { contentElementInputs } from './builder-content.inputs.ts';
import { defineElement, type ElementContext } from './define.ts';
import { adoptHostStyles } from './host-styles.ts';
import { usePageSettings } from './page-settings.ts';
import { usePartMap } from './part-map.ts';

/** `<builder-content>`'s properties (the inputs, with the content typed). */
export type ContentElement = HTMLElement & Omit<PropsOf<typeof contentElementInputs>, 'content' | 'options' | 'data' | 'context'> & {
  content?: Content;
  options?: Record<string, unknown>;
  data?: Record<string, unknown>;
  context?: Record<string, unknown>;
};

type Status = 'loading' | 'loaded' | 'empty' | 'failed';

/** The page's content root is the `base` part (a symbol's content root inside it is not). */
const PARTS = { base: '[builder-content-id]:not([builder-content-id] *)' };

/** Class of the slot that shows `hydrate` children before the first render. */
const HYDRATING_SLOT = 'builder-hydrating';

const DEFAULTS = defaultsOf(contentElementInputs);

/** The element's props: `BuilderContent`'s, `hydrate`, and the event dispatcher `define` adds. */
type ElementProps = Omit<BuilderContentProps, 'onLoad' | 'onError'> & {
  hydrate?: boolean;
  trustedHosts?: string;
  onLoad: (content: Content | null) => boolean;
};

/** Defines `tag` as the content element. */
export function defineContentElement(tag: string): void {
  defineElement({
    tag,
    inputs: contentElementInputs,
    events: { onLoad: 'load' },
    lightDom: 'attribute',
    connected: (host, props) => {
      // The first render is asynchronous: `loading` from the start, and with `hydrate` the
      // server-rendered children stay shown until then (the first render takes this slot away).
      host.toggleAttribute('loading', !props.content);
      const shadow = host.shadowRoot;
      if (props.hydrate && shadow && !shadow.childNodes.length) shadow.append(Object.assign(document.createElement('slot'), { className: HYDRATING_SLOT }));
    },
    render: (props, context) => <ContentHost props={props} context={context} />,
  });
}

function markStatus(host: HTMLElement, status: Status): void {
  host.toggleAttribute('loading', status === 'loading');
  host.toggleAttribute('no-content', status === 'empty' || status === 'failed');
}

function ContentHost({ props: given, context }: { props: Record<string, unknown>; context: ElementContext }): ReactNode {
  const settings = usePageSettings();
  const props = { ...DEFAULTS, ...given } as ElementProps;
  const apiKey = props.apiKey ?? settings.apiKey;
  const apiHost = props.apiHost ?? settings.apiHost;
  const canTrack = props.canTrack !== false && settings.canTrack !== false;
  const { host } = context;
  usePartMap(context.light ? null : host.shadowRoot, PARTS);

  // Keyed by the fetch inputs: a new query mounts a fresh BuilderContent, which reports load once for it.
  const query = JSON.stringify([props.model, apiKey, props.entry, props.url, props.locale, apiHost, props.apiVersion, props.options]);
  const [settled, settle] = useState<{ query: string; status: Status }>();
  const status: Status = props.content ? 'loaded' : settled?.query === query ? settled.status : 'loading';

  // Before BuilderContent's effects start the editor protocol, which checks the parent's host.
  useLayoutEffect(() => {
    if (!props.trustedHosts) return;
    registerTrustedHostList(props.trustedHosts);
    startEditing();
  }, [props.trustedHosts]);
  useLayoutEffect(() => {
    adoptHostStyles(host.shadowRoot);
    host.shadowRoot?.querySelector(`slot.${HYDRATING_SLOT}`)?.remove();
  }, [host]);
  // After every render: `onLoad`/`onError` also mark the host directly, so the last render's status may be stale.
  useLayoutEffect(() => markStatus(host, status));

  // The host's attributes change before the event, so a `load` listener sees them settled.
  const onLoad = (content: Content | undefined): void => {
    const next = content ? 'loaded' : 'empty';
    markStatus(host, next);
    settle({ query, status: next });
    props.onLoad(content ?? null);
  };
  const onError = (error: unknown): void => {
    markStatus(host, 'failed');
    settle({ query, status: 'failed' });
    // Not bubbling: an `error` event that reached `window` would look like an uncaught script error.
    host.dispatchEvent(new CustomEvent('error', { detail: error, composed: true, cancelable: true }));
  };
  const showFallback = status === 'empty' || status === 'failed' || (status === 'loading' && props.hydrate);

  return (
    <>
      <BuilderContent
        key={props.content ? 'given' : query}
        content={props.content}
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
        onLoad={onLoad}
        onError={onError}
      />
      {showFallback ? context.fallback : null}
    </>
  );
}
