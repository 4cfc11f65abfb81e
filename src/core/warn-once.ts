/**
 * One report per distinct key for the whole page (every copy of the kit shares the memory) or
 * server process: repeated renders do not flood the console. The memory is bounded so that a
 * long-running server seeing endless distinct content does not grow without end.
 */
import { pageGlobal } from './page-global.ts';

const MAX_KEYS = 1000;
const reported = pageGlobal('reported-once', () => new Set<string>());

/** Logs `message` (with `detail`) once per `key`, as a warning or an error. */
export function warnOnce(key: string, message: string, detail?: unknown, level: 'warn' | 'error' = 'warn'): void {
  if (reported.has(key)) return;
  if (reported.size >= MAX_KEYS) reported.clear();
  reported.add(key);
  console[level](message, ...(detail === undefined ? [] : [detail]));
}
