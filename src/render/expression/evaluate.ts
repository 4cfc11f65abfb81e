/**
 * Evaluates binding, action and jsCode strings. Code in the safe subset (./parser.ts) runs in
 * our own interpreter, so bindings work on pages whose Content-Security-Policy forbids
 * `unsafe-eval`. Anything else falls back to `new Function` in the browser when the page allows
 * it, or to the sandbox the server installs; otherwise it is skipped with one warning.
 * Nothing here throws: a failing expression yields `undefined` and one warning.
 */
import { BlockedProperty, compile, OutsideSubset, type Program } from './parser.ts';

/** `Device` in expressions. */
export const Device = Object.freeze({ desktop: 0, tablet: 1, mobile: 2 });

/** What an expression can see besides builtins. */
export interface ExpressionScope {
  state: Record<string, unknown>;
  context?: Record<string, unknown>;
  block?: unknown;
  event?: unknown;
  builder?: unknown;
  Builder?: unknown;
}

/** Runs code outside the subset; returns its value. The server installs a sandboxed one. */
export type FallbackEvaluator = (code: string, scope: ExpressionScope) => unknown;

/** Compiled programs kept before the cache starts over. */
const MAX_PROGRAMS = 5000;
const FALLBACK = 1;
const BLOCKED = 2;
const programs = new Map<string, Program | typeof FALLBACK | typeof BLOCKED>();
const warned = new Set<string>();
let fallback: FallbackEvaluator | undefined;
let evalAllowed: boolean | undefined;

function warnOnce(key: string, message: string, detail?: unknown): void {
  if (warned.has(key)) return;
  warned.add(key);
  console.warn(message, ...(detail === undefined ? [] : [detail]));
}

/** Replaces how code outside the subset runs (the server's worker sandbox); `undefined` restores the default. */
export function setFallbackEvaluator(evaluator: FallbackEvaluator | undefined): void {
  fallback = evaluator;
}

const PARAMETERS = ['state', 'context', 'ctx', 'block', 'builder', 'Builder', 'Device', 'event'];
const functions = new Map<string, (...args: unknown[]) => unknown>();

/** Wraps code as a function body: a lone expression is returned, statements run as written. */
export function functionBody(code: string): string {
  return /;|\breturn\b/.test(code) ? code : `return (${code}\n)`;
}

/** The browser's own JavaScript, with state keys in scope like the reference SDK's `with`. */
function runWithFunction(code: string, scope: ExpressionScope): unknown {
  let fn = functions.get(code);
  if (!fn) {
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the documented fallback for code outside the subset
    fn = new Function(...PARAMETERS, '__scope', `with (__scope) {\n${functionBody(code)}\n}`) as (...args: unknown[]) => unknown;
    functions.set(code, fn);
  }
  const { state } = scope;
  const stateKeys = new Proxy(state, {
    has: (target, key) => typeof key === 'string' && !PARAMETERS.includes(key) && key in target,
  });
  return fn(state, scope.context, scope.context, scope.block, scope.builder, scope.Builder, Device, scope.event, stateKeys);
}

function canEval(): boolean {
  if (evalAllowed === undefined) {
    try {
      evalAllowed = typeof window !== 'undefined' && new Function('return 1')() === 1;
    } catch {
      evalAllowed = false;
    }
  }
  return evalAllowed;
}

/**
 * Evaluates `code` against `scope`. `where` names the block for warnings.
 * @example evaluate('state.count + 1', { state: { count: 1 } }) // 2
 */
export function evaluate(code: string, scope: ExpressionScope, where = 'content'): unknown {
  if (!code || !code.trim()) return undefined;
  let program = programs.get(code);
  if (program === undefined) {
    try {
      program = compile(code);
    } catch (error) {
      program = error instanceof BlockedProperty ? BLOCKED : FALLBACK;
    }
    // Content has a bounded set of expressions; a long-running server may see many contents.
    if (programs.size >= MAX_PROGRAMS) programs.clear();
    programs.set(code, program);
  }
  try {
    if (typeof program === 'function') {
      try {
        const { state, context, block, event, builder, Builder } = scope;
        return program({ state, context, ctx: context, block, event, builder, Builder, Device });
      } catch (error) {
        if (!(error instanceof OutsideSubset)) throw error;
        programs.set(code, (program = FALLBACK));
      }
    }
    if (program === BLOCKED) throw new BlockedProperty('__proto__, prototype or constructor');
    if (fallback) return fallback(code, scope);
    if (!canEval()) {
      warnOnce(code, `Builder: skipped an expression in block ${where}: it needs JavaScript outside the safe subset and this page does not allow eval: ${code}`);
      return undefined;
    }
    return runWithFunction(code, scope);
  } catch (error) {
    warnOnce(code, `Builder: expression failed in block ${where}: ${code}`, error);
    return undefined;
  }
}

/** Replaces every `{{expression}}` in `text` with its value (empty for null/undefined). */
export function interpolate(text: string, scope: ExpressionScope, where?: string): string {
  return text.replace(/\{\{([^}]+)\}\}/g, (_, code: string) => String(evaluate(code, scope, where) ?? ''));
}
