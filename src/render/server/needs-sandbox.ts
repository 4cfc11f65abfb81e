/**
 * Whether a server render needs an isolate: only code outside the expression subset runs there
 * (./isolate.ts). Most content has none (no code, or bindings the subset runs), and its render
 * then makes no QuickJS instance at all.
 */
import { compilesToSubset } from '../expression/evaluate.ts';

const TEMPLATE = /\{\{([^}]+)\}\}/g;
const outside = (code: unknown): boolean => typeof code === 'string' && !!code.trim() && !compilesToSubset(code);

/** Whether any code in `value` (bindings, repeats, jsCode, `{{…}}` templates, nested entries) is outside the subset. */
export function needsSandbox(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('{{') && [...value.matchAll(TEMPLATE)].some(([, code]) => outside(code));
  if (!value || typeof value !== 'object' || depth > 64) return false;
  if (Array.isArray(value)) return value.some((item) => needsSandbox(item, depth + 1));
  for (const [key, item] of Object.entries(value)) {
    if (key === 'bindings' && item && typeof item === 'object') {
      if (Object.values(item).some(outside)) return true;
    } else if (key === 'jsCode' || key === 'collection' ? outside(item) : needsSandbox(item, depth + 1)) {
      return true;
    }
  }
  return false;
}
