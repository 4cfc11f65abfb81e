/**
 * Content code on the server: `data.jsCode` and the bindings that need JavaScript beyond the
 * safe subset run in QuickJS compiled to WebAssembly, never in the server's own realm (no
 * `vm`, no worker, no `new Function`). Each render gets a WebAssembly instance with its own
 * memory, and in it each content (the page, every inline symbol: see `newSandbox`) a QuickJS
 * runtime and context of its own, so nothing one content's code defines (a global, a replaced
 * `JSON.stringify`) is seen by another's, nor anything one render leaves behind by the next.
 * State goes in and comes out as JSON, written by the `JSON.stringify` the context started with;
 * the code sees no host object at all.
 *
 * Limits: the instance's memory cannot grow past `memoryMb` (spec §9: 128 MB; everything the
 * isolate allocates counts, ArrayBuffers and long strings included), each snippet has a
 * deadline and each render a time budget (and the deadline a render's code budget hands it:
 * ./code-budget.ts). A snippet's clock starts once its content's runtime and context exist:
 * setting them up is not the code's time. From shortly before its deadline (40 ms, at most a
 * quarter of its time) a snippet can no longer grow the memory either, so one filling it from a
 * builtin (`'x'.repeat(…)` in a loop), which QuickJS does not interrupt, stops at its next
 * allocation that needs more, by its deadline, instead of at the cap. A
 * snippet that passes a limit is stopped and named in one log line, its runtime is replaced
 * (promise jobs it queued die with it), its content is quarantined (./quarantine.ts), and the
 * page still renders. WebAssembly is the portable part: the same code runs on an edge runtime.
 */
import type { QuickJSContext, QuickJSHandle, QuickJSRuntime, QuickJSWASMModule } from 'quickjs-emscripten-core';
import { functionBody, type ExpressionScope, type Sandbox } from '../expression/evaluate.ts';
import {
  isForbiddenKey,
  isRecord,
  serverCodeCrashed,
  serverCodeFailed,
  serverCodeQuarantined,
  serverCodeSkipped,
  serverCodeStopped,
} from '../../core/index.ts';
import { nodeBuiltin } from './node-builtin.ts';
import { entryId, isQuarantined, quarantine, quarantinedEntries } from './quarantine.ts';

/** How much content code may run on the server. */
export interface CodeLimits {
  /** Time one snippet (a jsCode, a binding) may run, its promise jobs included (ms). @defaultValue 200 */
  snippetMs?: number;
  /** Time all the content code of one render may take together (ms). @defaultValue 1000 */
  renderMs?: number;
  /** Memory of one render's isolate (MB, spec §9). @defaultValue 128 */
  memoryMb?: number;
  /**
   * How long an entry whose code passed a limit (time, memory, stack, a crash) has its code
   * outside the subset skipped in this process, without running it (ms); 0 turns it off.
   * @defaultValue 60000
   */
  quarantineMs?: number;
}

export const DEFAULT_CODE_LIMITS: Readonly<Required<CodeLimits>> = Object.freeze({
  snippetMs: 200,
  renderMs: 1000,
  memoryMb: 128,
  quarantineMs: 60_000,
});

/** Room the WebAssembly module needs before the QuickJS heap (its declared initial memory). */
const BASE_PAGES = 256;
const PAGES_PER_MB = 16;
/** Longest JSON a snippet may hand back (characters). */
const MAX_OUTPUT = 8 * 1024 * 1024;
/** QuickJS's own stack limit, well inside the host's stack (QuickJS recursion runs on it). */
const STACK_BYTES = 256 * 1024;
/** How long before a snippet's deadline its memory stops growing (at most a quarter of its time). */
const GROW_MARGIN_MS = 40;
/** Idle instances kept for the next renders, and the memory past which one is not kept. */
const POOL_SIZE = 4;
const POOL_MAX_BYTES = 48 * 1024 * 1024;

interface Instance {
  module: QuickJSWASMModule;
  memory: WebAssembly.Memory;
  memoryMb: number;
  /** Shortly before the running snippet's deadline (`Date.now()`): past it, the memory does not grow. */
  growUntil: number;
  /** Whether the running snippet was refused memory past its deadline. */
  growRefused: boolean;
}

let wasmModule: Promise<WebAssembly.Module | undefined> | undefined;
let configuredWasm: WebAssembly.Module | undefined;
const pool: Instance[] = [];
/** What this process did so far (see {@link isolateStats}). */
const stats = { instances: 0, isolates: 0, quarantineSkips: 0 };

/**
 * For tests and the bench (not exported from the public entries): WebAssembly instances made,
 * render isolates created, snippets skipped because their content was quarantined, and the
 * entries in quarantine, since the process started.
 */
export function isolateStats(): { instances: number; isolates: number; quarantineSkips: number; quarantined: number } {
  return { ...stats, quarantined: quarantinedEntries() };
}

/**
 * Uses `module` (QuickJS's WebAssembly, imported by an edge bundle) instead of reading the file
 * next to the package: for runtimes that cannot compile WebAssembly from bytes.
 */
export function setIsolateWasmModule(module: WebAssembly.Module): void {
  configuredWasm = module;
  wasmModule = Promise.resolve(module);
}

/** The compiled WebAssembly, once per process: read next to the package on Node, else left to the variant. */
function compiledWasm(): Promise<WebAssembly.Module | undefined> {
  wasmModule ??= (async () => {
    if (configuredWasm) return configuredWasm;
    try {
      const { readFile } = nodeBuiltin<typeof import('node:fs/promises')>('fs/promises')!;
      const { createRequire } = nodeBuiltin<typeof import('node:module')>('module')!;
      const path = createRequire(import.meta.url).resolve('@jitl/quickjs-wasmfile-release-sync/wasm');
      return await WebAssembly.compile(await readFile(path));
    } catch {
      return configuredWasm; // not Node: the variant loads its WebAssembly its own way
    }
  })();
  return wasmModule;
}

async function newInstance(memoryMb: number): Promise<Instance> {
  stats.instances++;
  const memory = new WebAssembly.Memory({ initial: BASE_PAGES, maximum: BASE_PAGES + memoryMb * PAGES_PER_MB });
  // QuickJS's JavaScript is loaded with the first isolate: content without code outside the
  // subset never needs it, and a server starts without it (about 40 ms of module loading).
  const [compiled, { newQuickJSWASMModuleFromVariant, newVariant }, { default: variant }] = await Promise.all([
    compiledWasm(),
    import('quickjs-emscripten-core'),
    import('@jitl/quickjs-wasmfile-release-sync'),
  ]);
  const module = await newQuickJSWASMModuleFromVariant(
    newVariant(variant, compiled ? { wasmModule: compiled, wasmMemory: memory } : { wasmMemory: memory }),
  );
  const instance: Instance = { module, memory, memoryMb, growUntil: Number.POSITIVE_INFINITY, growRefused: false };
  // QuickJS's allocator asks for more memory through the memory object it was given (emscripten's
  // heap resize calls its `grow`), the one call out of WebAssembly while a builtin fills the
  // memory: past the snippet's deadline it fails, and so does the allocation (out of memory).
  const grow = memory.grow.bind(memory);
  memory.grow = (delta: number) => {
    if (Date.now() > instance.growUntil) {
      instance.growRefused = true;
      throw new RangeError('past the snippet deadline');
    }
    return grow(delta);
  };
  warmUp(module);
  return instance;
}

/** Compiles QuickJS ahead of the first render (optional: the first render does it otherwise). */
export async function prepareIsolates(): Promise<void> {
  if (!pool.length) pool.push(await newInstance(DEFAULT_CODE_LIMITS.memoryMb));
}

/** The sandbox of content in quarantine (./quarantine.ts): its code is not run, and yields undefined. */
export const skipQuarantined: Sandbox = () => void stats.quarantineSkips++;

/** One render's isolate; `dispose` it when the render is done. */
export interface RenderIsolate {
  /** Runs code outside the subset against a JSON copy of `scope`; writes the state it ends with back. */
  run: Sandbox;
  /**
   * Another sandbox like `run`, with a QuickJS runtime and context of its own: one per content.
   * Given the content (the entry whose code it runs), code that passes a limit quarantines it.
   */
  newSandbox(content?: unknown): Sandbox;
  dispose(): void;
}

// Runs one snippet: JSON in, the function body under `with` (state keys in scope, the eight
// expression names kept), the resulting state and value out through `__builderResult`.
const PROLOGUE = `(function () {
var input = JSON.parse(globalThis.__builderInput);
var flags = { isServer: true, isBrowser: false, isEditing: false, isPreviewing: false, isIframe: false };
var builder = Object.assign({ trackConversion: function () {}, track: function () {} }, flags);
var names = ['state', 'context', 'ctx', 'block', 'builder', 'Builder', 'Device', 'event'];
var state = input.state && typeof input.state === 'object' ? input.state : {};
var scope = new Proxy(state, { has: function (t, k) { return typeof k === 'string' && names.indexOf(k) < 0 && k in t; } });
globalThis.__builderResult = { state: state };
globalThis.__builderResult.value = (function (state, context, ctx, block, builder, Builder, Device, event, __scope) { with (__scope) {
`;
const EPILOGUE = `
} })(state, input.context, input.context, input.block, builder, flags, { desktop: 0, tablet: 1, mobile: 2 }, undefined, scope);
})()`;
/** Made when a context opens, before any content code: kept by the host, out of the code's reach. */
const OUTPUT_WRITER = `(function (stringify) {
  var replacer = function (k, v) { return v === undefined ? null : v; };
  return function (result) { return stringify(result, replacer); };
})(JSON.stringify)`;

/**
 * Runs a snippet through the whole path once, in a runtime thrown away after: what WebAssembly
 * and QuickJS do on first use (V8 compiling the functions first called, the first pages of
 * memory touched) is then the instance's set-up, not the first content's code time (about 3 ms
 * on a cold process, against 0.3 ms warm).
 */
function warmUp(module: QuickJSWASMModule): void {
  const runtime = module.newRuntime();
  const context = runtime.newContext();
  try {
    const input = context.newString('{"state":{"warm":1},"context":{},"block":{}}');
    context.setProp(context.global, '__builderInput', input);
    input.dispose();
    context.unwrapResult(context.evalCode(PROLOGUE + functionBody('state.warm + 1') + EPILOGUE)).dispose();
    const writer = context.unwrapResult(context.evalCode(OUTPUT_WRITER));
    const result = context.getProp(context.global, '__builderResult');
    context.unwrapResult(context.callFunction(writer, context.undefined, result)).dispose();
    result.dispose();
    writer.dispose();
    runtime.executePendingJobs();
  } catch {
    // Warming up is an optimisation: the first snippet works without it.
  } finally {
    context.dispose();
    runtime.dispose();
  }
}

type Outcome = { ok: true; value: unknown } | { ok: false; error: { name?: string; message?: string } };

/** One content's QuickJS runtime and context (opened on its first snippet), and its output writer. */
interface Realm {
  runtime?: QuickJSRuntime;
  context?: QuickJSContext;
  writer?: QuickJSHandle;
}

/** A copy of `value` as JSON text, or undefined when it cannot be one (cycles, BigInt). */
function json(value: unknown): string | undefined {
  try {
    return JSON.stringify(value ?? null);
  } catch {
    return undefined;
  }
}

/**
 * QuickJS polls its interrupt handler about twice per millisecond of a tight loop on the
 * machine the kit is developed on. Some runtimes (Cloudflare Workers) do not advance `Date.now()`
 * while code computes, so the deadline alone would never pass: after this many polls per
 * millisecond of the limit with the clock standing still, the snippet is stopped anyway.
 */
const FROZEN_CLOCK_POLLS_PER_MS = 10;

/** The interrupt handler for a snippet: past `deadline`, or too long on a clock that stands still. */
function interruptAt(deadline: number, limitMs: number): () => boolean {
  let last = Date.now();
  let stillPolls = 0;
  return () => {
    const now = Date.now();
    if (now !== last) {
      last = now;
      stillPolls = 0;
    } else if (++stillPolls > limitMs * FROZEN_CLOCK_POLLS_PER_MS) {
      return true;
    }
    return now > deadline;
  };
}

/** Creates the isolate of one render (an instance from the pool, or a new one). */
export async function createRenderIsolate(limits: CodeLimits = {}): Promise<RenderIsolate> {
  const { snippetMs, renderMs, memoryMb, quarantineMs } = { ...DEFAULT_CODE_LIMITS, ...limits };
  stats.isolates++;
  const pooled = pool.findIndex((candidate) => candidate.memoryMb === memoryMb);
  let instance: Instance | undefined = pooled >= 0 ? pool.splice(pooled, 1)[0] : await newInstance(memoryMb);
  const realms = new Set<Realm>();
  let spent = 0;
  let budgetWarned = false;

  const closeRealm = (realm: Realm) => {
    try {
      realm.writer?.dispose();
      realm.context?.dispose();
      realm.runtime?.dispose();
    } catch {
      instance = undefined; // QuickJS aborted: this instance is unusable
    }
    realm.writer = realm.context = realm.runtime = undefined;
  };

  const open = (realm: Realm): QuickJSContext => {
    if (!realm.context) {
      const runtime = (realm.runtime = instance!.module.newRuntime());
      runtime.setMemoryLimit(memoryMb * 1024 * 1024);
      runtime.setMaxStackSize(STACK_BYTES);
      const context = (realm.context = runtime.newContext());
      realm.writer = context.unwrapResult(context.evalCode(OUTPUT_WRITER));
    }
    return realm.context;
  };

  /** Evaluates `source` (or calls the realm's writer on `__builderResult`) until `deadline`, then runs the promise jobs it queued. */
  const evaluate = (realm: Realm, source: string | undefined, deadline: number, limit: number): Outcome => {
    const ctx = realm.context!;
    const runtime = realm.runtime!;
    runtime.setInterruptHandler(interruptAt(deadline, limit));
    let result;
    if (source === undefined) {
      const state = ctx.getProp(ctx.global, '__builderResult');
      result = ctx.callFunction(realm.writer!, ctx.undefined, state);
      state.dispose();
    } else {
      result = ctx.evalCode(source);
    }
    if (result.error) {
      const error = ctx.dump(result.error) as Outcome & { name?: string; message?: string };
      result.error.dispose();
      return { ok: false, error };
    }
    const value: unknown = ctx.typeof(result.value) === 'string' ? ctx.getString(result.value) : undefined;
    result.value.dispose();
    const jobs = runtime.executePendingJobs();
    if (jobs.error) {
      const error = ctx.dump(jobs.error) as { name?: string; message?: string };
      jobs.error.dispose();
      return { ok: false, error };
    }
    // A job stopped by the deadline only rejects its promise: the clock tells.
    if (Date.now() > deadline) return { ok: false, error: { name: 'InternalError', message: 'interrupted' } };
    return { ok: true, value };
  };

  const sandboxOf =
    (realm: Realm, content: unknown): Sandbox =>
    (code, scope, where) => {
      if (isQuarantined(content, quarantineMs)) return skipQuarantined(code, scope, where);
      const called = performance.now();
      // The render's code budget (scope.deadline) and this isolate's own, whichever ends first.
      const given = typeof scope.deadline === 'number' ? scope.deadline - called : Number.POSITIVE_INFINITY;
      const left = Math.min(renderMs - spent, given);
      if (!instance || left <= 0) {
        if (!budgetWarned)
          console.error(
            serverCodeSkipped(
              where,
              instance ? `this render spent its ${renderMs} ms for content code` : 'the isolate stopped',
              code,
            ),
          );
        budgetWarned = true;
        return undefined;
      }
      const input = json({ state: scope.state, context: scope.context, block: scope.block });
      if (input === undefined) return undefined;
      let started: number | undefined;
      try {
        // Making this content's runtime and context (on its first snippet) is set-up, not its
        // code's time: the snippet's clock starts after it, and the render's budget is told.
        const opening = performance.now();
        const ctx = open(realm);
        const setUp = performance.now() - opening;
        scope.excludeSetUp?.(setUp);
        const limit = Math.max(1, Math.floor(Math.min(snippetMs, left - (performance.now() - called - setUp))));
        started = Date.now();
        const deadline = started + limit;
        // A builtin filling the memory is stopped only at its next growth (one step of about a
        // fifth of the memory, 15–35 ms when full): refusing growth a little before the deadline
        // makes that stop come by the deadline.
        instance.growUntil = deadline - Math.min(GROW_MARGIN_MS, limit / 4);
        instance.growRefused = false;
        const inputHandle = ctx.newString(input);
        ctx.setProp(ctx.global, '__builderInput', inputHandle);
        inputHandle.dispose();
        const ran = evaluate(realm, PROLOGUE + functionBody(code) + EPILOGUE, deadline, limit);
        const out = ran.ok ? evaluate(realm, undefined, deadline, limit) : ran;
        if (!out.ok) return failed(realm, content, out.error, code, where, limit);
        const text = typeof out.value === 'string' && out.value.length <= MAX_OUTPUT ? out.value : undefined;
        return text === undefined ? undefined : merge(scope, text);
      } catch (error) {
        // The host's own stack or QuickJS itself gave out: this instance is not used again.
        console.error(serverCodeCrashed(where, code), error);
        closeRealm(realm);
        instance = undefined;
        if (started !== undefined) quarantineFor(content); // its code ran (not only the set-up)
        return undefined;
      } finally {
        if (instance) instance.growUntil = Number.POSITIVE_INFINITY;
        if (started !== undefined) spent += Date.now() - started;
      }
    };

  /** Quarantines `content` (./quarantine.ts), with one line when its quarantine starts. */
  const quarantineFor = (content: unknown) => {
    if (quarantine(content, quarantineMs)) console.warn(serverCodeQuarantined(entryId(content), quarantineMs));
  };

  /**
   * Logs why a snippet failed. One stopped (its deadline, refused memory past it, the memory or
   * stack limit) has its runtime replaced, and its content quarantined unless what stopped it
   * was the render's time running out (the snippet had less than its own `snippetMs`).
   */
  const failed = (
    realm: Realm,
    content: unknown,
    error: { name?: string; message?: string } | null,
    code: string,
    where: string,
    limit: number,
  ): undefined => {
    const message = String(error?.message ?? error);
    // QuickJS throws null when it cannot even make its out-of-memory error.
    const outOfMemory = message === 'out of memory' || error === null || error === undefined;
    const late = message === 'interrupted' || instance?.growRefused === true;
    if (late || outOfMemory || message === 'stack overflow') {
      const why = late
        ? `after ${limit} ms`
        : outOfMemory
          ? `at the ${memoryMb} MB memory limit`
          : 'at the stack limit';
      console.error(serverCodeStopped(why, where, code));
      closeRealm(realm);
      if (!late || limit >= snippetMs) quarantineFor(content);
    } else {
      console.warn(serverCodeFailed(where, error?.name ?? 'Error', message, code));
    }
    return undefined;
  };

  const newSandbox = (content?: unknown): Sandbox => {
    const realm: Realm = {};
    realms.add(realm);
    return sandboxOf(realm, content);
  };

  return {
    run: newSandbox(),
    newSandbox,
    dispose() {
      for (const realm of realms) closeRealm(realm);
      realms.clear();
      if (instance && pool.length < POOL_SIZE && instance.memory.buffer.byteLength <= POOL_MAX_BYTES)
        pool.push(instance);
      instance = undefined;
    },
  };
}

/** Writes the top-level state keys the snippet changed back into `scope.state`; returns its value. */
function merge(scope: ExpressionScope, text: string): unknown {
  let out: { state?: unknown; value?: unknown };
  try {
    out = JSON.parse(text) as typeof out;
  } catch {
    return undefined;
  }
  if (!out || typeof out !== 'object') return undefined;
  const next = out.state;
  if (isRecord(next)) {
    const state = scope.state;
    for (const key of Object.keys(next)) {
      if (isForbiddenKey(key)) continue;
      const value = next[key];
      if (JSON.stringify(state[key]) !== JSON.stringify(value)) state[key] = value;
    }
  }
  return out.value ?? undefined;
}
