/**
 * Runs content code outside the safe expression subset on the server: `data.jsCode` and the
 * rare binding that needs full JavaScript. Never in the server's own context: each snippet
 * runs in a `vm` context inside a worker thread with a 128 MB heap (spec §9), an empty
 * environment and a time limit. The server render is synchronous, so the caller blocks on a
 * shared flag (`Atomics.wait`) until the worker answers or the limit passes; a runaway or
 * memory-hungry snippet is stopped (the worker is replaced), logged, and yields `undefined`.
 * Node only: imported by src/server.ts, never by the browser bundle.
 */
import { MessageChannel, receiveMessageOnPort, Worker } from 'node:worker_threads';
import { functionBody, type ExpressionScope } from '../expression/evaluate.ts';

/** Heap limit of the sandbox worker (spec §9). */
export const SANDBOX_MEMORY_MB = 128;
/** How long one snippet may run. */
export const SANDBOX_TIME_LIMIT_MS = 500;
/** Extra time the first snippet gets while the worker starts. */
const STARTUP_MS = 3000;

// The worker: compiles each snippet in a fresh vm context and answers on the port it was sent.
const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
const vm = require('node:vm');
const serverBuilder = { isServer: true, isBrowser: false, isEditing: false, isPreviewing: false, isIframe: false };
parentPort.on('message', ({ body, scope, signal, port, timeout }) => {
  let reply;
  try {
    const context = vm.createContext({});
    const run = vm.runInContext(
      '(function (state, context, ctx, block, builder, Builder, Device, event) { with (state) {\\n' + body + '\\n} })',
      context, { timeout },
    );
    const state = scope.state || {};
    const builder = { trackConversion() {}, track() {}, ...serverBuilder };
    const value = run(state, scope.context, scope.context, scope.block, builder, serverBuilder, { desktop: 0, tablet: 1, mobile: 2 }, undefined);
    reply = { ok: true, value: value === undefined ? undefined : JSON.parse(JSON.stringify(value) ?? 'null'), state: JSON.parse(JSON.stringify(state)) };
  } catch (error) {
    reply = { ok: false, error: String((error && error.message) || error) };
  }
  port.postMessage(reply);
  Atomics.store(signal, 0, 1);
  Atomics.notify(signal, 0);
});
`;

let worker: Worker | undefined;
let fresh = false;

function sandboxWorker(): Worker {
  if (!worker) {
    worker = new Worker(WORKER_SOURCE, {
      eval: true,
      env: {},
      resourceLimits: { maxOldGenerationSizeMb: SANDBOX_MEMORY_MB, maxYoungGenerationSizeMb: 16, stackSizeMb: 4 },
    });
    worker.unref();
    worker.on('error', () => {}); // an out-of-memory exit: noticed by the caller's time limit
    fresh = true;
  }
  return worker;
}

/** Stops the sandbox worker (tests, graceful shutdown); the next snippet starts a new one. */
export async function stopSandbox(): Promise<void> {
  const running = worker;
  worker = undefined;
  await running?.terminate();
}

const plain = (value: unknown): unknown => (value === undefined ? undefined : JSON.parse(JSON.stringify(value) ?? 'null'));

/**
 * Runs `code` (a statement list or a lone expression) against a JSON copy of `scope` in the
 * worker; writes the state it ends with back into `scope.state`. Returns the code's value.
 */
export function runInSandbox(code: string, scope: ExpressionScope): unknown {
  const target = sandboxWorker();
  const signal = new Int32Array(new SharedArrayBuffer(4));
  const { port1, port2 } = new MessageChannel();
  const limit = SANDBOX_TIME_LIMIT_MS + (fresh ? STARTUP_MS : 250);
  fresh = false;
  try {
    const copy = { state: plain(scope.state) ?? {}, context: plain(scope.context), block: plain(scope.block) };
    target.postMessage({ body: functionBody(code), scope: copy, signal, port: port2, timeout: SANDBOX_TIME_LIMIT_MS }, [port2]);
    if (Atomics.wait(signal, 0, 0, limit) === 'timed-out') {
      console.error(`Builder: server code stopped after ${limit} ms (or ${SANDBOX_MEMORY_MB} MB): ${code.slice(0, 200)}`);
      void stopSandbox();
      return undefined;
    }
    const reply = receiveMessageOnPort(port1)?.message as { ok: boolean; value?: unknown; state?: Record<string, unknown>; error?: string } | undefined;
    if (!reply?.ok) {
      console.warn(`Builder: server code failed: ${reply?.error ?? 'no answer'}: ${code.slice(0, 200)}`);
      return undefined;
    }
    const state = scope.state as Record<string, unknown>;
    for (const key of Object.keys(reply.state ?? {})) {
      if (JSON.stringify(state[key]) !== JSON.stringify(reply.state![key])) state[key] = reply.state![key];
    }
    return reply.value;
  } finally {
    port1.close();
  }
}
