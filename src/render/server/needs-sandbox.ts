/**
 * Whether a server render needs an isolate: only code outside the expression subset runs there
 * (./isolate.ts). Most content has none (no code, or bindings the subset runs), and its render
 * then makes no QuickJS instance at all.
 */
import { ISOLATE_UNAVAILABLE, type BuilderContent } from '../../core/index.ts';
import { compilesToSubset, type CodeBudget, type Sandbox } from '../expression/evaluate.ts';
import { createCodeBudget } from './code-budget.ts';
import { createRenderIsolate, DEFAULT_CODE_LIMITS, skipQuarantined, type CodeLimits } from './isolate.ts';
import { isQuarantined } from './quarantine.ts';

const TEMPLATE = /\{\{([^}]+)\}\}/g;

/**
 * Whether each snippet seen compiles to the subset, by its text: every render of the same
 * content asks again, and compiling is most of the walk's cost. Bounded; the oldest go first.
 */
const compiles = new Map<string, boolean>();
const MAX_SNIPPETS = 5000;

function outside(code: unknown): boolean {
  if (typeof code !== 'string' || !code.trim()) return false;
  let inSubset = compiles.get(code);
  if (inSubset === undefined) {
    inSubset = compilesToSubset(code);
    if (compiles.size >= MAX_SNIPPETS) compiles.delete(compiles.keys().next().value!);
    compiles.set(code, inSubset);
  }
  return !inSubset;
}

/** Whether any code in `value` (bindings, repeats, jsCode, `{{…}}` templates, nested entries) does not compile to the subset. */
export function needsSandbox(value: unknown, depth = 0): boolean {
  if (typeof value === 'string')
    return value.includes('{{') && [...value.matchAll(TEMPLATE)].some(([, code]) => outside(code));
  if (!value || typeof value !== 'object' || depth > 64) return false;
  // Loops over keys rather than entries: every server render walks the whole content here.
  if (Array.isArray(value)) {
    for (const item of value) if (needsSandbox(item, depth + 1)) return true;
    return false;
  }
  const record = value as Record<string, unknown>;
  for (const key in record) {
    const item = record[key];
    if (key === 'bindings' && item && typeof item === 'object') {
      if (Object.values(item).some(outside)) return true;
    } else if (key === 'jsCode' || key === 'collection' ? outside(item) : needsSandbox(item, depth + 1)) {
      return true;
    }
  }
  return false;
}

/** What a server render's content code runs with: a sandbox per content, and one time budget. */
export interface ServerCode {
  /** Makes the sandbox of one content (the page, a symbol, the prefetched `httpRequests`), given it; undefined without an isolate. */
  newSandbox?: (content?: BuilderContent) => Sandbox;
  /** `codeLimits.renderMs` for all the content code of the render, the subset's included (./code-budget.ts). */
  budget: CodeBudget;
}

/**
 * Runs `render` with the sandboxes `content` needs. Code that compiles to the subset can still
 * leave it when it runs (a name the subset refuses), so content that looks free of such code is
 * rendered with a stand-in that notes any call; only then is it rendered again in an isolate
 * (on the same time budget). So is content in quarantine (./quarantine.ts), whose code outside
 * the subset is skipped: unless content nested in it needs the isolate, it makes none. When
 * QuickJS cannot start (a bundle it does not load in), the code outside the subset is skipped
 * with one warning and the rest renders.
 */
export async function withSandbox<T>(
  content: unknown,
  limits: CodeLimits | undefined,
  render: (code: ServerCode) => Promise<T>,
): Promise<T> {
  const budget = createCodeBudget(limits?.renderMs ?? DEFAULT_CODE_LIMITS.renderMs);
  const quarantineMs = limits?.quarantineMs ?? DEFAULT_CODE_LIMITS.quarantineMs;
  if (!needsSandbox(content) || isQuarantined(content, quarantineMs)) {
    let needed = false;
    const standIn: Sandbox = () => void (needed = true);
    const newSandbox = (of?: BuilderContent) => (isQuarantined(of, quarantineMs) ? skipQuarantined : standIn);
    const result = await render({ newSandbox, budget });
    if (!needed) return result;
  }
  const isolate = await createRenderIsolate(limits).catch(
    (error: unknown) => void console.warn(ISOLATE_UNAVAILABLE, error),
  );
  try {
    return await render({ newSandbox: isolate?.newSandbox, budget });
  } finally {
    isolate?.dispose();
  }
}
