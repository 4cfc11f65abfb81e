/**
 * A content root's initial state and its `jsCode`: `data.state` (copied: actions mutate it),
 * then each input's `defaultValue` where the state has no value, then the app's `data`.
 */
import { type BuilderContent, isRecord } from '../core/index.ts';
import { evaluate, type ExpressionScope } from './expression/evaluate.ts';

function copy<T>(value: T): T {
  try {
    return structuredClone(value);
  } catch {
    return JSON.parse(JSON.stringify(value)) as T;
  }
}

/** The state a content root starts with. */
export function initialState(
  content: BuilderContent | undefined,
  data: Record<string, unknown> | undefined,
): Record<string, unknown> {
  const own = content?.data?.state;
  const state: Record<string, unknown> = isRecord(own) ? copy(own) : {};
  const inputs = content?.data?.inputs;
  if (Array.isArray(inputs)) {
    for (const input of inputs) {
      const name = input && typeof input === 'object' ? input.name : undefined;
      if (typeof name === 'string' && name && input.defaultValue !== undefined && state[name] === undefined)
        state[name] = copy(input.defaultValue);
    }
  }
  if (data && typeof data === 'object') Object.assign(state, data);
  return state;
}

/** Runs the content's `data.jsCode` once against its state (in the subset when it can). */
export function runJsCode(content: BuilderContent | undefined, scope: () => ExpressionScope): void {
  const code = content?.data?.jsCode;
  if (typeof code === 'string' && code.trim()) evaluate(code, scope(), `jsCode of content ${content?.id ?? ''}`.trim());
}
