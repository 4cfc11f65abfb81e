/**
 * Reactive content state. Every write through the state proxy, however deep
 * (`state.menu.a.b.expanded = …`), bumps the store's version and tells its subscribers, so
 * the content re-renders. Scopes layer variables over a state (a repeated item's `$index`,
 * a symbol's own inputs) while writes to anything else still reach the state below.
 */
import { isPlainObject } from '../core/index.ts';
import type { BlockState } from './block-props.ts';

/** One content root's state. */
export interface StateStore {
  /** The reactive proxy that blocks and expressions read and write. */
  readonly state: BlockState;
  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** Changes with every write (for `useSyncExternalStore`). */
  getVersion(): number;
}

const RAW = Symbol('builder-elements.raw');

function isPlain(value: unknown): value is Record<PropertyKey, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  return Array.isArray(value) || isPlainObject(value);
}

/** Creates a store whose state starts as `initial` (kept, not copied). */
export function createStateStore(initial: Record<string, unknown>): StateStore {
  const listeners = new Set<() => void>();
  const proxies = new WeakMap<object, object>();
  let version = 0;
  const notify = (): void => {
    version++;
    for (const listener of [...listeners]) listener();
  };
  const reactive = <T extends object>(target: T): T => {
    let proxy = proxies.get(target) as T | undefined;
    if (!proxy) {
      proxy = new Proxy(target, {
        get(obj, key, receiver) {
          if (key === RAW) return obj;
          const value = Reflect.get(obj, key, receiver);
          return isPlain(value) ? reactive(value) : value;
        },
        set(obj, key, value) {
          const raw = (value && typeof value === 'object' && (value as Record<symbol, unknown>)[RAW]) || value;
          const changed = !Object.is(Reflect.get(obj, key), raw) || !Reflect.has(obj, key);
          const done = Reflect.set(obj, key, raw);
          if (changed) notify();
          return done;
        },
        deleteProperty(obj, key) {
          const had = Reflect.has(obj, key);
          const done = Reflect.deleteProperty(obj, key);
          if (had) notify();
          return done;
        },
      });
      proxies.set(target, proxy);
    }
    return proxy;
  };
  return {
    state: reactive(initial),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getVersion: () => version,
  };
}

/**
 * A state that sees `locals` first and `parent` for everything else. Writes to a key that
 * `locals` owns stay local; all other writes go to `parent` (so a click inside a repeat or an
 * inheriting symbol updates the page state).
 */
export function scopeState(parent: BlockState, locals: Record<string, unknown>): BlockState {
  const owns = (key: PropertyKey): boolean => Object.hasOwn(locals, key);
  return new Proxy(locals, {
    get: (_, key) => (owns(key) ? locals[key as string] : Reflect.get(parent, key)),
    set: (_, key, value) => (owns(key) ? Reflect.set(locals, key, value) : Reflect.set(parent, key, value)),
    has: (_, key) => owns(key) || Reflect.has(parent, key),
    deleteProperty: (_, key) => (owns(key) ? Reflect.deleteProperty(locals, key) : Reflect.deleteProperty(parent, key)),
    ownKeys: () => [...new Set([...Reflect.ownKeys(parent), ...Reflect.ownKeys(locals)])],
    getOwnPropertyDescriptor: (_, key) => {
      if (owns(key)) return Reflect.getOwnPropertyDescriptor(locals, key);
      const described = Reflect.getOwnPropertyDescriptor(parent, key);
      return (
        described && {
          value: Reflect.get(parent, key),
          writable: true,
          enumerable: described.enumerable,
          configurable: true,
        }
      );
    },
  });
}
