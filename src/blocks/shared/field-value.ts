/**
 * Where a text-like field (input, select, textarea) gets its value: with an action handling
 * changes (`controlled`) the value is controlled; otherwise it is only where the field starts,
 * and what the visitor types stays theirs.
 */
export function fieldValueProps<V>(
  value: V | null | undefined,
  defaultValue: V | undefined,
  controlled: boolean,
): { value: V } | { defaultValue: V | undefined } {
  return value != null && controlled ? { value } : { defaultValue: value ?? defaultValue };
}
