/**
 * The one place that turns a React component into a custom element. Every tag file in
 * `elements/` calls {@link defineElement}; every rule HTML authors expect lives here once:
 * presence booleans, removal restores the default, bad JSON keeps the previous value with one
 * error, properties set from script, cancelable events that cross the shadow boundary,
 * light-DOM children as items, an idempotent define with a version warning, and hydration of
 * server HTML (a `hydrate` attribute on a tag whose definition reads it).
 *
 * Each element owns its lifecycle: an open shadow root (the one the parser attached from a
 * `<template shadowrootmode>` when it holds server HTML to hydrate), one React root made at the
 * first connect (`hydrateRoot` over server HTML, `createRoot` otherwise) into the shadow root or,
 * for light-DOM rendering, into a light-DOM container the shadow root slots in, and an unmount
 * when the element is removed (not when it is moved). The element's props live in a small store
 * on the element, read by the rendered component through `useSyncExternalStore`.
 */
import { createElement, useLayoutEffect, useSyncExternalStore, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import {
  type InputDeclaration,
  pageGlobal,
  VERSION,
  elementDefinedTwice,
  hydrationMismatch,
} from '../src/core/index.ts';
import { HYDRATE_ATTRIBUTE, LIGHT_ROOT_SLOT } from '../src/render/index.ts';
import { attributeRules, KEEP_PREVIOUS, parseAttribute, propertyName, type AttributeRule } from './attributes.ts';
import { observeChildItems } from './child-items.ts';

export interface ElementContext {
  /** The custom element itself. */
  host: HTMLElement;
  /** `<slot name="item-N">` for each light-DOM child, when the definition asks for `childItems`. */
  items: ReactNode[];
  /** Light-DOM children present when the element first connected (light-DOM rendering only). */
  lightChildren: Node[];
  /** Renders the element's light-DOM children in place of content (fallback markup). */
  fallback: ReactNode;
  /** Whether this instance renders into its light DOM instead of its shadow root. */
  light: boolean;
  /** Whether the React root was made by hydrating server HTML (`hydrateRoot`): the same for the root's life. */
  serverRendered: boolean;
}

export interface ElementDefinition {
  tag: string;
  /** The declared inputs: each is an attribute (kebab-case) and a property. */
  inputs: readonly InputDeclaration[];
  /** Renders the element from its current props (only the ones set; defaults are the renderer's job). */
  render: (props: Record<string, unknown>, context: ElementContext) => ReactNode;
  /**
   * Callback props that become DOM events on the element, e.g. `{ onLoad: 'load' }`. The event
   * bubbles, is composed and cancelable; the callback returns `false` when a listener cancelled it.
   */
  events?: Record<string, string>;
  /** Each light-DOM child element is one item (slide, tab, tile), shown through a named slot. */
  childItems?: boolean;
  /** Render into the light DOM: always, or when the element has a `no-shadow` attribute. */
  lightDom?: 'always' | 'attribute';
  /**
   * Runs on every connect, before the (asynchronous) first render: host attributes that must show
   * at once. `serverRendered`: the element is hydrating server HTML.
   */
  connected?: (host: HTMLElement, props: Record<string, unknown>, serverRendered: boolean) => void;
  /**
   * Server HTML to hydrate, for an element with the `hydrate` attribute: called once, at the first
   * connect, with the container holding it (the declarative shadow root, or the light-DOM
   * container with light-DOM rendering) and the props so far. Returns the props the server
   * rendered with that the element lacks (e.g. `content` read from the markup; `{}` for none):
   * the element's first render then hydrates the container. `ready`, when given, defers that
   * render until the code it loads is in hand, and adds its props; the server HTML stays shown
   * meanwhile. Undefined: nothing to hydrate, the element renders afresh (a declarative shadow
   * root is emptied first).
   */
  hydrate?: (
    host: HTMLElement,
    container: Element | ShadowRoot,
    props: Readonly<Record<string, unknown>>,
  ) => { props: Record<string, unknown>; ready?: Promise<Record<string, unknown>> } | undefined;
}

interface Snapshot {
  props: Record<string, unknown>;
  itemCount: number;
}

/** What the element exposes to its rendered component. */
interface HostElement extends HTMLElement {
  subscribe(listener: () => void): () => void;
  snapshot(): Snapshot;
  renderContext(): Omit<ElementContext, 'items' | 'fallback'>;
}

const definedVersions = pageGlobal('element-versions', () => new Map<string, string>());

/** Defines `definition.tag` once per page; a second copy of another version only warns. */
export function defineElement(definition: ElementDefinition): CustomElementConstructor | undefined {
  return defineTag(definition.tag, () => createElementClass(definition));
}

/**
 * Defines `tag` with the class `create` makes, once per page (the same rule as
 * {@link defineElement}, for elements that render nothing and need no React root). The
 * manifest reads such a tag's inputs where they are declared (scripts/elements-meta.mjs).
 */
export function defineTag(tag: string, create: () => CustomElementConstructor): CustomElementConstructor | undefined {
  if (customElements.get(tag)) {
    const version = definedVersions.get(tag);
    if (version !== VERSION) console.warn(elementDefinedTwice(tag, version, VERSION));
    return undefined;
  }
  const element = create();
  customElements.define(tag, element);
  definedVersions.set(tag, VERSION);
  return element;
}

/** What each tag's class adds to the shared base: its definition and attribute rules. */
interface TagClass {
  readonly definition: ElementDefinition;
  readonly ruleByAttribute: ReadonlyMap<string, AttributeRule>;
}

/**
 * Each tag is a small subclass of one shared element class: building a class per tag (and a
 * wrapper class under each) cost a measurable share of the kit's evaluation time on import. The
 * property accessors are added when the tag's first element is made, for the same reason.
 */
function createElementClass(definition: ElementDefinition): CustomElementConstructor {
  const ruleByAttribute = new Map(attributeRules(definition.inputs).map((rule) => [rule.attribute, rule]));
  return class extends elementBase() {
    static override readonly definition = definition;
    static override readonly ruleByAttribute = ruleByAttribute;
    static get observedAttributes(): string[] {
      return [...ruleByAttribute.keys()];
    }
  };
}

const withAccessors = new WeakSet<object>();

/**
 * Makes each input of the tag a property of its elements (`el.tabs = [...]`), once per tag, under
 * its {@link propertyName} (never an `HTMLElement` member's name).
 */
function addAccessors(prototype: BuilderElementBase, inputs: readonly InputDeclaration[]): void {
  if (withAccessors.has(prototype)) return;
  withAccessors.add(prototype);
  for (const input of inputs) {
    const property = propertyName(input);
    if (!property) continue;
    Object.defineProperty(prototype, property, {
      configurable: true,
      enumerable: true,
      get(this: BuilderElementBase) {
        return this.getProp(input.name);
      },
      set(this: BuilderElementBase, value: unknown) {
        this.setProp(input.name, value);
      },
    });
  }
}

type BuilderElementBase = InstanceType<ReturnType<typeof createElementBase>>;
let sharedBase: ReturnType<typeof createElementBase> | undefined;

/** The shared class, made when the first tag is defined (`HTMLElement` is absent on servers). */
function elementBase(): ReturnType<typeof createElementBase> {
  return (sharedBase ??= createElementBase());
}

function createElementBase() {
  return class BuilderElement extends HTMLElement implements HostElement {
    /** Set by each tag's subclass. */
    static readonly definition: ElementDefinition;
    static readonly ruleByAttribute: ReadonlyMap<string, AttributeRule>;

    #props: Record<string, unknown> = {};
    #snapshot: Snapshot = { props: {}, itemCount: 0 };
    #listeners = new Set<() => void>();
    #lightChildren: Node[] | undefined;
    #light = false;
    #stopObserving: (() => void) | undefined;
    #shadow: ShadowRoot;
    /** The parser's declarative shadow root, kept for the first connect to hydrate. */
    #declarative: ShadowRoot | undefined;
    #root: Root | undefined;
    #serverRendered = false;
    /** Set while the props to hydrate with are still loading: the first render waits. */
    #pending: Promise<void> | undefined;

    constructor() {
      super();
      const { definition, ruleByAttribute } = this.#tag;
      // A declarative shadow root (`<template shadowrootmode="open">` in the server HTML) is
      // attached before any script runs; attachShadow would empty it.
      const declarative = definition.hydrate && this.hasAttribute(HYDRATE_ATTRIBUTE) ? this.shadowRoot : null;
      this.#declarative = declarative ?? undefined;
      this.#shadow = declarative ?? this.attachShadow({ mode: 'open' });
      addAccessors(Object.getPrototypeOf(this), definition.inputs);
      for (const attribute of ruleByAttribute.keys()) this.#read(attribute, this.getAttribute(attribute));
      for (const input of definition.inputs) upgradeProperty(this, propertyName(input));
      for (const [prop, event] of Object.entries(definition.events ?? {})) {
        this.#props[prop] = (detail: unknown) =>
          this.dispatchEvent(new CustomEvent(event, { detail, bubbles: true, composed: true, cancelable: true }));
      }
      this.#commit();
    }

    get #tag(): TagClass {
      return this.constructor as unknown as TagClass;
    }

    connectedCallback(): void {
      const { definition } = this.#tag;
      if (this.#lightChildren === undefined) {
        this.#light =
          definition.lightDom === 'always' || (definition.lightDom === 'attribute' && this.hasAttribute('no-shadow'));
        this.#lightChildren = this.#light ? [...this.childNodes] : [];
        this.#serverRendered = this.#takeServerHtml();
      }
      if (definition.childItems && !this.#light) {
        this.#stopObserving = observeChildItems(this, (itemCount) => {
          if (itemCount !== this.#snapshot.itemCount) this.#commit(itemCount);
        });
      }
      definition.connected?.(this, this.#snapshot.props, this.#serverRendered);
      if (!this.#pending) this.#mount();
    }

    disconnectedCallback(): void {
      this.#stopObserving?.();
      // A move (disconnected and connected again in the same task, as when <builder-form> adopts
      // its fields) keeps the React root and its state; only a real removal unmounts.
      queueMicrotask(() => {
        if (this.isConnected || !this.#root) return;
        this.#root.unmount();
        this.#root = undefined;
        this.#serverRendered = false;
      });
    }

    attributeChangedCallback(name: string, previous: string | null, value: string | null): void {
      if (previous === value) return;
      if (this.#read(name, value)) this.#commit();
    }

    subscribe = (listener: () => void): (() => void) => {
      this.#listeners.add(listener);
      return () => this.#listeners.delete(listener);
    };

    snapshot = (): Snapshot => this.#snapshot;

    renderContext(): Omit<ElementContext, 'items' | 'fallback'> {
      return {
        host: this,
        lightChildren: this.#lightChildren ?? [],
        light: this.#light,
        serverRendered: this.#serverRendered,
      };
    }

    /**
     * Whether the element holds server HTML to hydrate (asked once): the definition reads what
     * the server rendered with from it. A declarative shadow root with nothing to hydrate is emptied.
     */
    #takeServerHtml(): boolean {
      const { definition } = this.#tag;
      let declarative = this.#declarative;
      this.#declarative = undefined;
      if (!definition.hydrate || !this.hasAttribute(HYDRATE_ATTRIBUTE)) return false;
      // Server HTML inserted with innerHTML keeps its declarative shadow root as a plain template.
      const template = declarative
        ? undefined
        : [...this.children].find((child) => child.localName === 'template' && child.hasAttribute('shadowrootmode'));
      if (template) {
        this.#shadow.replaceChildren((template as HTMLTemplateElement).content);
        template.remove();
        declarative = this.#shadow;
      }
      const container = this.#light ? lightRootOf(this) : declarative;
      const given = container ? definition.hydrate(this, container, this.#props) : undefined;
      if (!given) {
        declarative?.replaceChildren();
        return false;
      }
      const apply = (props: Record<string, unknown>) => {
        Object.assign(this.#props, props);
        this.#commit();
      };
      apply(given.props);
      // A failure leaves hydration to React: a part that does not match is rendered afresh.
      this.#pending = given.ready
        ?.then(apply, () => {})
        .then(() => {
          this.#pending = undefined;
          if (this.isConnected) this.#mount();
        });
      return true;
    }

    /** Makes the React root at the first connect (and after a removal); a move keeps it. */
    #mount(): void {
      if (this.#root) return;
      const element = createElement(ElementHost, { host: this });
      let container: Element | ShadowRoot = this.#shadow;
      if (this.#light) {
        container = lightRootOf(this) ?? createLightRoot(this);
        if (!this.#shadow.querySelector(`slot[name="${LIGHT_ROOT_SLOT}"]`))
          this.#shadow.append(Object.assign(document.createElement('slot'), { name: LIGHT_ROOT_SLOT }));
      }
      // React's types name Element and Document; a shadow root (a DocumentFragment) is a container too.
      const target = container as Element;
      if (this.#serverRendered) {
        const tag = this.#tag.definition.tag;
        this.#root = hydrateRoot(target, element, {
          // A mismatch: React renders that part afresh on the client (the server HTML stays until then).
          onRecoverableError: (error) => console.warn(hydrationMismatch(tag), error),
        });
      } else {
        this.#root = createRoot(target);
        this.#root.render(element);
      }
    }

    /** Stores the prop fed by `attribute`; false when nothing changed. */
    #read(attribute: string, value: string | null): boolean {
      const { definition, ruleByAttribute } = this.#tag;
      const rule = ruleByAttribute.get(attribute);
      if (!rule) return false;
      const parsed = parseAttribute(definition.tag, rule, value);
      if (parsed === KEEP_PREVIOUS) return false;
      if (parsed === undefined) delete this.#props[rule.prop];
      else this.#props[rule.prop] = parsed;
      return true;
    }

    #commit(itemCount = this.#snapshot.itemCount): void {
      this.#snapshot = { props: { ...this.#props }, itemCount };
      for (const listener of this.#listeners) listener();
    }

    /** Property writes from script (`el.tabs = [...]`) land here. */
    setProp(name: string, value: unknown): void {
      if (value === undefined) delete this.#props[name];
      else this.#props[name] = value;
      this.#commit();
    }

    getProp(name: string): unknown {
      return this.#props[name];
    }
  };
}

/**
 * A property set on the element before its definition loaded shadows the accessor; move it
 * through the accessor so it is not lost (the "lazy property" pattern).
 */
function upgradeProperty(element: HTMLElement, name: string | false): void {
  if (!name || !Object.prototype.hasOwnProperty.call(element, name)) return;
  const value = (element as unknown as Record<string, unknown>)[name];
  delete (element as unknown as Record<string, unknown>)[name];
  (element as unknown as Record<string, unknown>)[name] = value;
}

/** The React component each element's root renders: reads the element's store and renders its tag's definition. */
function ElementHost({ host }: { host: HostElement }): ReactNode {
  // The server snapshot is the same store: a hydrating root reads it during hydration.
  const { props, itemCount } = useSyncExternalStore(host.subscribe, host.snapshot, host.snapshot);
  const base = host.renderContext();
  const items = Array.from({ length: itemCount }, (_, i) => createElement('slot', { key: i, name: `item-${i}` }));
  const fallback = base.light
    ? createElement(LightFallback, { shadow: host.shadowRoot! })
    : createElement('slot', null);
  const { definition } = host.constructor as unknown as TagClass;
  return definition.render(props, { ...base, items, fallback });
}

/** The light-DOM container an element renders into when it does not use its shadow root (the server's, when it wrote one). */
function lightRootOf(host: HTMLElement): HTMLElement | null {
  for (const child of host.children) if (child.getAttribute('slot') === LIGHT_ROOT_SLOT) return child as HTMLElement;
  return null;
}

function createLightRoot(host: HTMLElement): HTMLElement {
  const root = document.createElement('div');
  root.slot = LIGHT_ROOT_SLOT;
  root.style.display = 'contents';
  host.append(root);
  return root;
}

/**
 * In light-DOM mode the fallback children stay where they are, hidden by the shadow root (which
 * slots only the container); while this is mounted a default slot shows them.
 */
function LightFallback({ shadow }: { shadow: ShadowRoot }): null {
  useLayoutEffect(() => {
    const slot = document.createElement('slot');
    shadow.append(slot);
    return () => slot.remove();
  }, [shadow]);
  return null;
}
