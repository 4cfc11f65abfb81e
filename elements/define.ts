/**
 * The one place that turns a React component into a custom element. Every tag file in
 * `elements/` calls {@link defineElement}; every fix to r2wc's defaults lives here once:
 * presence booleans, removal restores the default, bad JSON keeps the previous value with one
 * error, properties set from script, cancelable events that cross the shadow boundary,
 * light-DOM children as items, an idempotent define with a version warning.
 *
 * r2wc supplies the lifecycle (shadow root, one React root per element, unmount on
 * disconnect); the element's props live in a small store on the element, read by the
 * rendered component through `useSyncExternalStore`, so r2wc's string-typed attribute
 * transforms are never involved.
 */
import r2wc from '@r2wc/react-to-web-component';
import { createElement, Fragment, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import type { InputDeclaration } from '../src/core/inputs.ts';
import { pageGlobal } from '../src/core/page-global.ts';
import { SDK_VERSION } from '../src/core/version.ts';
import { attributeRules, KEEP_PREVIOUS, parseAttribute, type AttributeRule } from './attributes.ts';
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
  /** Runs on every connect, before the (asynchronous) first render: host attributes that must show at once. */
  connected?: (host: HTMLElement, props: Record<string, unknown>) => void;
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
 * {@link defineElement}, for elements that render nothing and need no React root). `inputs`
 * are the attributes the class observes, listed in the custom-elements manifest.
 */
export function defineTag(tag: string, create: () => CustomElementConstructor, inputs: readonly InputDeclaration[] = []): CustomElementConstructor | undefined {
  if (customElements.get(tag)) {
    const version = definedVersions.get(tag);
    if (version !== SDK_VERSION) console.warn(`<${tag}> is already defined by Builder Elements ${version ?? '(unknown version)'}; version ${SDK_VERSION} is not used for it`);
    return undefined;
  }
  const element = create();
  customElements.define(tag, element);
  definedVersions.set(tag, SDK_VERSION);
  return element;
}

/** What each tag's class adds to the shared base: its definition and attribute rules. */
interface TagClass {
  readonly definition: ElementDefinition;
  readonly ruleByAttribute: ReadonlyMap<string, AttributeRule>;
}

/**
 * Each tag is a small subclass of one shared element class: building a class per tag (and an
 * r2wc class under each) cost a measurable share of the kit's evaluation time on import. The
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

/** Makes each input of the tag a property of its elements (`el.tabs = [...]`), once per tag. */
function addAccessors(prototype: BuilderElementBase, inputs: readonly InputDeclaration[]): void {
  if (withAccessors.has(prototype)) return;
  withAccessors.add(prototype);
  for (const input of inputs) {
    Object.defineProperty(prototype, input.name, {
      configurable: true,
      enumerable: true,
      get(this: BuilderElementBase) { return this.getProp(input.name); },
      set(this: BuilderElementBase, value: unknown) { this.setProp(input.name, value); },
    });
  }
}

type BuilderElementBase = InstanceType<ReturnType<typeof createElementBase>>;
let sharedBase: ReturnType<typeof createElementBase> | undefined;

/** The shared class, made when the first tag is defined (r2wc needs `HTMLElement`, absent on servers). */
function elementBase(): ReturnType<typeof createElementBase> {
  return (sharedBase ??= createElementBase());
}

function createElementBase() {
  const R2wcElement = r2wc(ElementHost, { shadow: 'open' }) as unknown as { new (): HTMLElement & { connectedCallback(): void; disconnectedCallback(): void } };

  return class BuilderElement extends R2wcElement implements HostElement {
    /** Set by each tag's subclass. */
    static readonly definition: ElementDefinition;
    static readonly ruleByAttribute: ReadonlyMap<string, AttributeRule>;

    #props: Record<string, unknown> = {};
    #snapshot: Snapshot = { props: {}, itemCount: 0 };
    #listeners = new Set<() => void>();
    #lightChildren: Node[] | undefined;
    #light = false;
    #stopObserving: (() => void) | undefined;

    constructor() {
      super();
      const { definition, ruleByAttribute } = this.#tag;
      addAccessors(Object.getPrototypeOf(this), definition.inputs);
      for (const attribute of ruleByAttribute.keys()) this.#read(attribute, this.getAttribute(attribute));
      for (const input of definition.inputs) upgradeProperty(this, input.name);
      for (const [prop, event] of Object.entries(definition.events ?? {})) {
        this.#props[prop] = (detail: unknown) =>
          this.dispatchEvent(new CustomEvent(event, { detail, bubbles: true, composed: true, cancelable: true }));
      }
      this.#commit();
    }

    get #tag(): TagClass {
      return this.constructor as unknown as TagClass;
    }

    override connectedCallback(): void {
      const { definition } = this.#tag;
      if (this.#lightChildren === undefined) {
        this.#light = definition.lightDom === 'always' || (definition.lightDom === 'attribute' && this.hasAttribute('no-shadow'));
        this.#lightChildren = this.#light ? [...this.childNodes] : [];
      }
      if (definition.childItems && !this.#light) {
        this.#stopObserving = observeChildItems(this, (itemCount) => {
          if (itemCount !== this.#snapshot.itemCount) this.#commit(itemCount);
        });
      }
      definition.connected?.(this, this.#snapshot.props);
      super.connectedCallback();
    }

    override disconnectedCallback(): void {
      this.#stopObserving?.();
      // A move (disconnected and connected again in the same task, as when <builder-form> adopts
      // its fields) keeps the React root and its state; only a real removal unmounts.
      queueMicrotask(() => {
        if (!this.isConnected) super.disconnectedCallback();
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
      return { host: this, lightChildren: this.#lightChildren ?? [], light: this.#light };
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
function upgradeProperty(element: HTMLElement, name: string): void {
  if (!Object.prototype.hasOwnProperty.call(element, name)) return;
  const value = (element as unknown as Record<string, unknown>)[name];
  delete (element as unknown as Record<string, unknown>)[name];
  (element as unknown as Record<string, unknown>)[name] = value;
}

/** The React component r2wc mounts (one for every tag): reads the element's store and renders its tag's definition. */
function ElementHost({ container }: { container?: ShadowRoot }): ReactNode {
  const host = container!.host as HostElement;
  const { props, itemCount } = useSyncExternalStore(host.subscribe, host.snapshot);
  const base = host.renderContext();
  const [fallbackShown, showFallback] = useState(false);
  const items = Array.from({ length: itemCount }, (_, i) => createElement('slot', { key: i, name: `item-${i}` }));
  const fallback = base.light ? createElement(LightFallback, { showFallback }) : createElement('slot', null);
  const { definition } = host.constructor as unknown as TagClass;
  const content = definition.render(props, { ...base, items, fallback });
  if (!base.light) return content;
  return createElement(Fragment, null,
    createElement('slot', { name: LIGHT_ROOT_SLOT }),
    fallbackShown ? createElement('slot', null) : null,
    createPortal(content, lightRoot(host)));
}

const LIGHT_ROOT_SLOT = 'builder-light-root';

/** The light-DOM container an element renders into when it does not use its shadow root. */
function lightRoot(host: HTMLElement): HTMLElement {
  let root = host.querySelector<HTMLElement>(`:scope > [slot="${LIGHT_ROOT_SLOT}"]`);
  if (!root) {
    root = document.createElement('div');
    root.slot = LIGHT_ROOT_SLOT;
    root.style.display = 'contents';
    host.append(root);
  }
  return root;
}

/** In light-DOM mode the fallback children stay where they are; this shows their slot while mounted. */
function LightFallback({ showFallback }: { showFallback: (shown: boolean) => void }): null {
  useEffect(() => {
    showFallback(true);
    return () => showFallback(false);
  }, [showFallback]);
  return null;
}
