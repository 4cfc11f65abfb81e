/** Named actions the editor can offer and content can run (`Builder.registerAction/runAction`). */
import { actionNotFound } from './errors.ts';
import { pageGlobal } from './page-global.ts';

/** An action: its name, editor inputs, and the function that runs it. */
export interface BuilderAction {
  name: string;
  /** Runs the action; an action without one is a declaration only. */
  action?: (...args: unknown[]) => unknown;
  inputs?: unknown[];
  [key: string]: unknown;
}

const actions = pageGlobal('actions', () => new Map<string, BuilderAction>());

/** Registers (or replaces) an action by name. */
export function registerAction(action: BuilderAction): void {
  actions.set(action.name, action);
}

/** Every registered action. */
export function listActions(): BuilderAction[] {
  return [...actions.values()];
}

/**
 * Runs a registered action (by name, or the object itself if registered) with `args`.
 * Throws `Action not found: <name>` when it is not registered.
 */
export function runAction(nameOrAction: string | BuilderAction, ...args: unknown[]): unknown {
  const name = typeof nameOrAction === 'string' ? nameOrAction : nameOrAction?.name;
  const action = actions.get(name);
  if (!action) throw new Error(actionNotFound(name));
  return action.action?.(...args);
}
