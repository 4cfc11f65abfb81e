import { describe, expect, it } from 'vitest';
import { getComponent, listComponents, onComponentRegistered, registerComponent } from './components.ts';

describe('component registry', () => {
  it('keeps one registry per page under a Symbol.for key', () => {
    registerComponent('impl', { name: 'Test:Shared' });
    const store = globalThis as unknown as Record<symbol, { specs: Map<string, unknown> }>;
    expect(store[Symbol.for('builder-elements.components')].specs.has('Test:Shared')).toBe(true);
  });

  it('replaces by name, but never an implementation with a bare spec', () => {
    registerComponent('first', { name: 'Test:Replace' });
    registerComponent('second', { name: 'Test:Replace' });
    registerComponent(undefined, { name: 'Test:Replace', friendlyName: 'spec only' });
    expect(getComponent('Test:Replace')?.component).toBe('second');
    expect(listComponents().filter((c) => c.name === 'Test:Replace')).toHaveLength(1);
  });

  it('tells listeners about each registration until they unsubscribe', () => {
    const seen: string[] = [];
    const stop = onComponentRegistered((spec) => seen.push(spec.name));
    registerComponent(undefined, { name: 'Test:A' });
    stop();
    registerComponent(undefined, { name: 'Test:B' });
    expect(seen).toEqual(['Test:A']);
  });
});
