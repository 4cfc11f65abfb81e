import { describe, expect, it, vi } from 'vitest';
import { createStateStore, scopeState } from './state.ts';

describe('state store', () => {
  it('notifies on every write, however deep, and only on real changes', () => {
    const store = createStateStore({ menu: { a: { b: { expanded: true } } }, list: [1] });
    const listener = vi.fn();
    store.subscribe(listener);
    const state = store.state as { menu: { a: { b: { expanded: boolean } } }; list: number[]; x?: number };
    state.menu.a.b.expanded = false;
    expect(listener).toHaveBeenCalledTimes(1);
    state.menu.a.b.expanded = false;
    expect(listener).toHaveBeenCalledTimes(1);
    state.list.push(2);
    expect(listener.mock.calls.length).toBeGreaterThan(1);
    const before = store.getVersion();
    delete state.x;
    expect(store.getVersion()).toBe(before);
    state.x = 1;
    delete state.x;
    expect(store.getVersion()).toBe(before + 2);
  });

  it('keeps proxy identity stable and stores raw values (no proxies inside the state)', () => {
    const raw = { a: { b: 1 } };
    const store = createStateStore(raw);
    const state = store.state as { a: { b: number }; copy?: unknown };
    expect(state.a).toBe(state.a);
    state.copy = state.a;
    expect((raw as { copy?: unknown }).copy).toBe(raw.a);
  });

  it('unsubscribes', () => {
    const store = createStateStore({});
    const listener = vi.fn();
    const stop = store.subscribe(listener);
    stop();
    (store.state as { a?: number }).a = 1;
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('scopeState', () => {
  it('reads locals first, writes other keys to the parent, and lists both', () => {
    const store = createStateStore({ name: 'page', shared: 1 });
    const listener = vi.fn();
    store.subscribe(listener);
    const scoped = scopeState(store.state, { $index: 0, listItem: 'first' }) as Record<string, unknown>;
    expect(scoped.listItem).toBe('first');
    expect(scoped.name).toBe('page');
    scoped.name = 'repeated set';
    expect(store.state.name).toBe('repeated set');
    expect(listener).toHaveBeenCalledTimes(1);
    scoped.$index = 5;
    expect(store.state.$index).toBeUndefined();
    expect(Object.keys(scoped).sort()).toEqual(['$index', 'listItem', 'name', 'shared']);
    expect('shared' in scoped).toBe(true);
    expect(JSON.parse(JSON.stringify(scoped))).toEqual({
      name: 'repeated set',
      shared: 1,
      $index: 5,
      listItem: 'first',
    });
  });
});
