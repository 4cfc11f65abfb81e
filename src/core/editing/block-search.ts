/**
 * Finding blocks by id inside content JSON, wherever they sit: `data.blocks`, children, or
 * block lists inside component options (tab contents, slides, form messages).
 */
import { isBlock } from '../types.ts';

/** Whether `value` is, or holds at any depth, a block whose id is in `ids`. */
export function containsBlock(value: unknown, ids: ReadonlySet<string>): boolean {
  if (typeof value !== 'object' || value === null) return false;
  if (isBlock(value) && value.id !== undefined && ids.has(value.id)) return true;
  const children: unknown[] = Array.isArray(value) ? value : Object.values(value);
  return children.some((child) => containsBlock(child, ids));
}

/** The JSON Pointer of the block with `id` inside `root` (`/data/blocks/0/children/1`), if any. */
export function findBlockPointer(root: unknown, id: string, at = ''): string | undefined {
  if (typeof root !== 'object' || root === null) return undefined;
  if (isBlock(root) && root.id === id) return at;
  for (const [key, child] of Object.entries(root)) {
    const found = findBlockPointer(child, id, `${at}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`);
    if (found !== undefined) return found;
  }
  return undefined;
}
