/**
 * Evaluates binding, action and jsCode strings. Code in the safe subset (./parser.ts) runs in
 * our own interpreter behind the capability checks of ./capabilities.ts, so bindings work on
 * pages whose Content-Security-Policy forbids `unsafe-eval` and can do nothing else there.
 * Anything else runs where it safely can: in the render's sandbox when it has one (the server's
 * isolate), with `new Function` in a browser page that allows eval, or not at all (one warning).
 * Nothing here throws: a failing expression yields `undefined` and one warning.
 */
import { warnOnce, expressionSkipped, expressionFailed } from '../../core/index.ts';
import { BlockedProperty, BudgetExceeded, measure, metered, storable } from './capabilities.ts';
import { eventView } from './event-view.ts';
import { compile, OutsideSubset, type Program } from './parser.ts';

/** `Device` in expressions. */
export const Device = Object.freeze({ desktop: 0, tablet: 1, mobile: 2 });

/** Runs code outside the subset (the server's isolate); returns its value. */
export type Sandbox = (code: string, scope: ExpressionScope, where: string) => unknown;

/**
 * The server render's budget for content code: runs one evaluation with its deadline (the
 * render's time left), counts the time it took (less what the evaluation reports as set-up
 * through `excludeSetUp`), and yields undefined instead once the render has spent its time or
 * for a value it refuses (../server/code-budget.ts).
 */
export type CodeBudget = (
  code: string,
  where: string,
  evaluation: (deadline: number, excludeSetUp: (ms: number) => void) => unknown,
) => unknown;

/** What an expression can see besides builtins. */
export interface ExpressionScope {
  state: Record<string, unknown>;
  context?: Record<string, unknown>;
  block?: unknown;
  /** The DOM (or React) event of an action; the subset sees a small frozen copy of it. */
  event?: unknown;
  /** `builder` in expressions: a facade of the SDK (never the live instance). */
  builder?: unknown;
  /** `Builder` in expressions: a facade of the SDK's flags. */
  Builder?: unknown;
  /** Where code outside the subset runs instead of `new Function` (not visible to the code). */
  sandbox?: Sandbox;
  /**
   * The latest `performance.now()` at which this evaluation may still run (the server render's
   * remaining time); the evaluation's own cap applies as well, whichever comes first.
   */
  deadline?: number;
  /**
   * Tells the server render's budget that `ms` of this evaluation went to setting up where it
   * runs (the isolate's runtime and context for its content), not to the code: that time is not
   * counted, and the evaluation may run as much past `deadline` (not visible to the code).
   */
  excludeSetUp?: (ms: number) => void;
  /**
   * The compiled programs of this scope's content root ({@link createPrograms}): each content
   * owns its code, and a page repeating one binding a thousand times compiles it once. Without
   * it, every evaluation compiles its code afresh.
   */
  programs?: Programs;
  /** The server render's code budget: it sets `deadline` for each evaluation (not visible to the code). */
  budget?: CodeBudget;
}

const FALLBACK = 1;
const BLOCKED = 2;
/** What code compiles to: a program, code outside the subset, or code refused outright. */
type Compiled = Program | typeof FALLBACK | typeof BLOCKED;
/** One content root's compiled programs, by code. Entries are never changed once made. */
export type Programs = Map<string, Compiled>;
/** Compiled programs one content keeps before its cache starts over. */
const MAX_PROGRAMS = 5000;

/** A content root's program cache (the renderer makes one per root and puts it into its scopes). */
export const createPrograms = (): Programs => new Map();

let evalAllowed: boolean | undefined;

const PARAMETERS = 'state context ctx block builder Builder Device event'.split(' ');
const functions = new Map<string, (...args: unknown[]) => unknown>();

/** Wraps code as a function body: a lone expression is returned, statements run as written. */
export function functionBody(code: string): string {
  return /;|\breturn\b/.test(code) ? code : `return (${code}\n)`;
}

/** The browser's own JavaScript, with state keys in scope like the reference SDK's `with`. */
function runWithFunction(code: string, scope: ExpressionScope): unknown {
  let fn = functions.get(code);
  if (!fn) {
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- running the content's code is the point
    fn = new Function(...PARAMETERS, '__scope', `with (__scope) {\n${functionBody(code)}\n}`) as (
      ...args: unknown[]
    ) => unknown;
    functions.set(code, fn);
  }
  const { state } = scope;
  const stateKeys = new Proxy(state, {
    has: (target, key) => typeof key === 'string' && !PARAMETERS.includes(key) && key in target,
  });
  return fn(
    state,
    scope.context,
    scope.context,
    scope.block,
    scope.builder,
    scope.Builder,
    Device,
    scope.event,
    stateKeys,
  );
}

/** `new Function` runs in browsers whose page allows it; never on a server. */
function canEval(): boolean {
  if (evalAllowed === undefined) {
    try {
      evalAllowed = typeof window === 'object' && typeof document === 'object' && new Function('return 1')() === 1; // eslint-disable-line @typescript-eslint/no-implied-eval -- probes the page's CSP
    } catch {
      evalAllowed = false;
    }
  }
  return evalAllowed;
}

/** `code` compiled, from the content's own cache when it has one. */
function compiled(code: string, programs: Programs | undefined): Compiled {
  let program = programs?.get(code);
  if (program === undefined) {
    try {
      program = compile(code);
    } catch (error) {
      program = error instanceof BlockedProperty ? BLOCKED : FALLBACK;
    }
    if (programs) {
      if (programs.size >= MAX_PROGRAMS) programs.clear();
      programs.set(code, program);
    }
  }
  return program;
}

/**
 * Whether `code` compiles to the safe subset (or is refused outright): it then needs no sandbox.
 * A server render that finds none outside the subset in its content makes no isolate.
 */
export const compilesToSubset = (code: string, programs?: Programs): boolean => compiled(code, programs) !== FALLBACK;

/** The value an evaluation hands back to the renderer: data and callable functions only. */
function result(value: unknown): unknown {
  measure(value);
  return storable(value);
}

/**
 * Evaluates `code` against `scope`. `where` names the block for warnings.
 * @example evaluate('state.count + 1', { state: { count: 1 } }) // 2
 */
export function evaluate(code: string, scope: ExpressionScope, where = 'content'): unknown {
  if (!code || !code.trim()) return undefined;
  const { budget } = scope;
  if (budget)
    return budget(code, where, (deadline, excludeSetUp) =>
      evaluate(code, { ...scope, budget: undefined, deadline, excludeSetUp }, where),
    );
  const program = compiled(code, scope.programs);
  try {
    if (typeof program === 'function') {
      try {
        const { state, context, block, event, builder, Builder } = scope;
        return metered(
          () =>
            result(program({ state, context, ctx: context, block, event: eventView(event), builder, Builder, Device })),
          scope.deadline,
        );
      } catch (error) {
        // Refused at run time (a host global, a value that is not data): this evaluation falls
        // back; the program stays as it is for every other one.
        if (!(error instanceof OutsideSubset)) throw error;
      }
    }
    if (program === BLOCKED) throw new BlockedProperty('__proto__, prototype or constructor');
    if (scope.sandbox) return scope.sandbox(code, scope, where);
    if (!canEval()) {
      warnOnce(`skipped:${where}:${code}`, expressionSkipped(where, code));
      return undefined;
    }
    return runWithFunction(code, scope);
  } catch (error) {
    const stopped = error instanceof BudgetExceeded;
    warnOnce(`failed:${where}:${code}`, expressionFailed(where, code, stopped), stopped ? error.message : error);
    return undefined;
  }
}

/** Replaces every `{{expression}}` in `text` with its value (empty for null/undefined). */
export function interpolate(text: string, scope: ExpressionScope, where?: string): string {
  return text.replace(/\{\{([^}]+)\}\}/g, (_, code: string) => String(evaluate(code, scope, where) ?? ''));
}
