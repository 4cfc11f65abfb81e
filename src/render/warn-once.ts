/** One warning per distinct key for the whole page (or server process): repeated renders do not flood the console. */
const warned = new Set<string>();

/** Logs `message` (with `detail`) once per `key`. */
export function warnOnce(key: string, message: string, detail?: unknown): void {
  if (warned.has(key)) return;
  warned.add(key);
  console.warn(message, ...(detail === undefined ? [] : [detail]));
}
