/** Data a server component hands to a client component, as data. */
import { serverDataDropped, warnOnce } from '../core/index.ts';

/**
 * `value` as JSON data: what React cannot pass from a server component to the browser
 * (functions, class instances' methods, cycles) is left out, with one warning naming `what`.
 */
export function plainData<T>(value: T, what: string): T {
  if (value === undefined || value === null || typeof value !== 'object') return value;
  let dropped = false;
  try {
    const text = JSON.stringify(value, (_key, item: unknown) => {
      if (typeof item !== 'function') return item;
      dropped = true;
      return undefined;
    });
    if (dropped) warnOnce(`server-data:${what}`, serverDataDropped(what));
    return JSON.parse(text) as T;
  } catch {
    warnOnce(`server-data:${what}`, serverDataDropped(what));
    return undefined as T;
  }
}
