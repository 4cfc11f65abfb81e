import { describe, expect, it, vi } from 'vitest';
import { listActions, registerAction, runAction } from './actions.ts';

describe('actions', () => {
  it('runs a registered action by name or object', () => {
    const run = vi.fn((a: unknown) => `ran ${String(a)}`);
    const action = { name: 'greet', action: run as (...args: unknown[]) => unknown };
    registerAction(action);
    expect(runAction('greet', 'x')).toBe('ran x');
    expect(runAction(action, 'y')).toBe('ran y');
    expect(listActions()).toContain(action);
  });

  it('does nothing for a declaration-only action', () => {
    registerAction({ name: 'declared' });
    expect(runAction('declared')).toBeUndefined();
  });

  it('throws for an unknown action', () => {
    expect(() => runAction('missing')).toThrow('Action not found: missing');
    expect(() => runAction({ name: 'unregistered' })).toThrow('Action not found: unregistered');
  });
});
