/** Console capture for Node tests (vitest). */
import { vi } from 'vitest';

/**
 * Keeps every `console.error` and `console.warn` line from now on (each call's arguments joined
 * with spaces) in the returned array instead of printing it; `vi.restoreAllMocks()` ends it.
 */
export function captureConsole(): string[] {
  const lines: string[] = [];
  const keep = (...args: unknown[]) => void lines.push(args.map(String).join(' '));
  vi.spyOn(console, 'error').mockImplementation(keep);
  vi.spyOn(console, 'warn').mockImplementation(keep);
  return lines;
}
