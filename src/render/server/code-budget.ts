/**
 * The time budget of one server render's content code (`codeLimits.renderMs`): every
 * evaluation, in the expression subset or in the isolate, gets the render's time left as its
 * deadline (`ExpressionScope.deadline`), and the time it took is counted, less what it reports
 * as set-up (the isolate making a content's runtime and context: `excludeSetUp`). Once the
 * render has spent its time, later evaluations are skipped (one log line) and their blocks
 * render without them.
 *
 * A value content code hands the renderer must be inert: one with a `toString`, `valueOf`,
 * `toJSON` or `Symbol.toPrimitive` function, or a getter, anywhere in it would run content code
 * again when React writes it as text or an attribute, outside any budget (and a throw there
 * rejects the whole render). Such a value yields nothing for its block, whatever the
 * interpreter let through.
 */
import { serverCodeFailed, serverCodeSkipped, serverValueRefused } from '../../core/index.ts';
import type { CodeBudget } from '../expression/evaluate.ts';

/** Own property names whose function the engine calls by itself (when writing text, JSON, a number). */
const COERCION_HOOKS = new Set<PropertyKey>(['toString', 'valueOf', 'toJSON', Symbol.toPrimitive]);
/** Objects walked between two looks at the clock. */
const NODES_PER_CLOCK_READ = 1024;

/**
 * Whether reading, writing out or coercing `value` could run code: an accessor or a coercion
 * hook function on any object in it. Undefined when the walk passed `deadline` (not known).
 */
export function runsCodeWhenRead(value: unknown, deadline = Number.POSITIVE_INFINITY): boolean | undefined {
  if (value === null || typeof value !== 'object') return false;
  const seen = new Set<object>();
  const stack: object[] = [value];
  while (stack.length) {
    const node = stack.pop()!;
    if (seen.has(node)) continue;
    seen.add(node);
    if (seen.size % NODES_PER_CLOCK_READ === 0 && performance.now() > deadline) return undefined;
    for (const key of Reflect.ownKeys(node)) {
      const property = Object.getOwnPropertyDescriptor(node, key);
      if (!property) continue;
      if (property.get || property.set) return true;
      const item: unknown = property.value;
      if (typeof item === 'function' && COERCION_HOOKS.has(key)) return true;
      if (item !== null && typeof item === 'object') stack.push(item);
    }
  }
  return false;
}

/** A budget of `renderMs` for all the content code of one server render. */
export function createCodeBudget(renderMs: number): CodeBudget {
  let spent = 0;
  /** The deadline of the evaluation running now, if one is. */
  let running: number | undefined;
  /** Set-up time the evaluation running now reported: not counted, its deadline moved as far. */
  let setUp = 0;
  let warned = false;
  const excludeSetUp = (ms: number) => {
    if (running === undefined || !(ms > 0)) return;
    setUp += ms;
    running += ms;
  };
  return (code, where, evaluation) => {
    // An evaluation inside another (an app function calling back) runs on the outer one's time.
    if (running !== undefined) return evaluation(running, excludeSetUp);
    const started = performance.now();
    const left = renderMs - spent;
    if (left <= 0) {
      if (!warned)
        console.error(serverCodeSkipped(where, `this render spent its ${renderMs} ms for content code`, code));
      warned = true;
      return undefined;
    }
    running = started + left;
    setUp = 0;
    try {
      const value = evaluation(running, excludeSetUp);
      const deadline = running;
      const unsafe = runsCodeWhenRead(value, deadline);
      if (unsafe === false) return value;
      if (unsafe) console.warn(serverValueRefused(where, code));
      else
        console.error(serverCodeSkipped(where, `checking its value passed the ${renderMs} ms for content code`, code));
      return undefined;
    } catch (error) {
      // `evaluate` does not throw; should anything in it, the block renders without the value.
      console.warn(
        serverCodeFailed(
          where,
          error instanceof Error ? error.name : 'Error',
          error instanceof Error ? error.message : String(error),
          code,
        ),
      );
      return undefined;
    } finally {
      running = undefined;
      spent += performance.now() - started - setUp;
    }
  };
}
