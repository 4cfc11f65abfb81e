/**
 * The component registry: built-in blocks and the site's own components, by content name
 * (`Text`, `Core:Button`, `Form:Input`, `Builder:Carousel`…). Framework-free: the component
 * itself is opaque here; the renderer knows it is a React component.
 */
import type { InputDeclaration } from './inputs.ts';
import type { BuilderBlock, BuilderContent, StyleMap } from './types.ts';

/** Fetches a content entry for a server render (undefined when none). */
export type ServerFetch = (model: string, query: { entry: string; key: string }) => Promise<BuilderContent | undefined>;
import { pageGlobal } from './page-global.ts';

export interface ComponentSpec<C = unknown> {
  /** The name content uses in `component.name`. */
  name: string;
  inputs?: readonly InputDeclaration[];
  /** The implementation, when loaded eagerly. */
  component?: C;
  /** Loads the implementation on first use (layout widgets ship in their own chunk). */
  load?: () => Promise<C>;
  /** The component renders the block's element itself and receives its `attributes`. */
  noWrap?: boolean;
  canHaveChildren?: boolean;
  defaultStyles?: StyleMap;
  /** CSS the block needs on every page that shows it; injected once per page or shadow root. */
  css?: string;
  /** Options whose `{{expression}}` templates are evaluated against the state before render (Text's `text`). */
  templates?: readonly string[];
  /**
   * Before a server render: fetches what the block would fetch in the browser (a symbol's entry)
   * and returns its options with it inlined, so the server HTML shows it (undefined: nothing to do).
   */
  resolveOnServer?: (
    options: Record<string, unknown>,
    fetch: ServerFetch,
  ) => Promise<Record<string, unknown> | undefined>;
  defaultChildren?: BuilderBlock[];
  static?: boolean;
  /** A block the kit ships (set when it registers them): a site's own registration of the name is not. */
  builtIn?: boolean;
  /** The custom element tag that renders this block standalone (`builder-tabs`). */
  tag?: string;
  /** Limit editor registration to these models. */
  models?: string[];
  friendlyName?: string;
  hideFromInsertMenu?: boolean;
  image?: string;
  docsLink?: string;
}

type Listener = (spec: ComponentSpec) => void;

interface Registry {
  specs: Map<string, ComponentSpec>;
  listeners: Set<Listener>;
}

const registry = (): Registry => pageGlobal('components', () => ({ specs: new Map(), listeners: new Set() }));

/**
 * Registers a component under `spec.name`, replacing an earlier one of that name (a spec that
 * has an implementation is not replaced by one without).
 */
export function registerComponent<C>(component: C | undefined, spec: ComponentSpec<C>): ComponentSpec<C> {
  const entry: ComponentSpec<C> = component === undefined ? { ...spec } : { ...spec, component };
  const { specs, listeners } = registry();
  const previous = specs.get(entry.name);
  if (previous && (previous.component || previous.load) && !(entry.component || entry.load))
    return previous as ComponentSpec<C>;
  specs.set(entry.name, entry);
  for (const listener of listeners) listener(entry);
  return entry;
}

export function getComponent<C = unknown>(name: string): ComponentSpec<C> | undefined {
  return registry().specs.get(name) as ComponentSpec<C> | undefined;
}

export function listComponents(): ComponentSpec[] {
  return [...registry().specs.values()];
}

/** Calls `listener` for every registration from now on; returns the unsubscribe function. */
export function onComponentRegistered(listener: Listener): () => void {
  const { listeners } = registry();
  listeners.add(listener);
  return () => listeners.delete(listener);
}
