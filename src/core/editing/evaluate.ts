/**
 * `builder.evaluate`: the editor runs a function body in the page (inspecting state, calling
 * the page's code). The session calls this ONLY for a message from the trusted editor frame;
 * no other sender can reach it (conformance: xss-exploit). A page whose CSP forbids `eval`
 * answers with the error instead.
 */

/** What the editor gets back: `{ id, result }` or `{ id, error }`. */
export type EvaluateReply =
  | { type: 'builder.evaluateResult'; data: { id: string | number; result: unknown } }
  | { type: 'builder.evaluateError'; data: { id: string | number; error: string } };

/** `value` in a form postMessage can carry: JSON, else its text. */
function cloneable(value: unknown): unknown {
  if (value === undefined) return undefined;
  try {
    return JSON.parse(JSON.stringify(value)) as unknown;
  } catch {
    return String(value);
  }
}

/** Runs `text` as a function body with `args`, awaiting a returned promise. */
export async function evaluateForEditor(
  id: string | number,
  text: string,
  args: readonly unknown[],
): Promise<EvaluateReply> {
  try {
    const run = new Function(text) as (...values: unknown[]) => unknown; // eslint-disable-line @typescript-eslint/no-implied-eval -- the editor's code, run on its request
    const result: unknown = await run(...args);
    return { type: 'builder.evaluateResult', data: { id, result: cloneable(result) } };
  } catch (error) {
    return {
      type: 'builder.evaluateError',
      data: { id, error: error instanceof Error ? error.message : String(error) },
    };
  }
}
