/**
 * Localized values (`{ '@type': '@builder.io/core:LocalizedValue', Default, fr, … }`) resolved
 * to the active locale, or to `Default` when the locale has no entry: in component options, in
 * the state (the content's, a symbol's `data`, the app's `data`), and in what bindings return.
 */
import { isBlock, isPlainObject, LOCALIZED_VALUE_TYPE } from '../core/index.ts';

type Record_ = Record<string, unknown>;

/**
 * `value` with every `LocalizedValue` inside replaced by its entry for `locale` (else `Default`).
 * Only plain objects and arrays are walked (blocks, class instances and other objects are kept
 * as they are), and whatever holds no localized value is returned as the same object.
 */
export function localize(value: unknown, locale: string | undefined, depth = 0): unknown {
  if (typeof value !== 'object' || value === null || depth > 32) return value;
  if (Array.isArray(value)) {
    let out: unknown[] | undefined;
    value.forEach((item, i) => {
      const next = localize(item, locale, depth + 1);
      if (next !== item) (out ??= [...value])[i] = next;
    });
    return out ?? value;
  }
  if (!isPlainObject(value) || isBlock(value)) return value;
  const record = value as Record_;
  if (record['@type'] === LOCALIZED_VALUE_TYPE) {
    const chosen = locale && record[locale] !== undefined ? record[locale] : record.Default;
    return localize(chosen, locale, depth + 1);
  }
  let out: Record_ | undefined;
  for (const key in record) {
    const item = record[key];
    const next = localize(item, locale, depth + 1);
    if (next !== item) (out ??= { ...record })[key] = next;
  }
  return out ?? value;
}

/** `record` with each value localized (the record itself stays a record, whatever it holds). */
export function localizeValues(record: Record<string, unknown>, locale: string | undefined): Record<string, unknown> {
  let out: Record<string, unknown> | undefined;
  for (const key in record) {
    const next = localize(record[key], locale);
    if (next !== record[key]) (out ??= { ...record })[key] = next;
  }
  return out ?? record;
}
