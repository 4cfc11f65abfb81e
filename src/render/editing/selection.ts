/**
 * The editor's selection inside layout blocks: when the editor selects a block that sits in a
 * tab, slide or accordion item (`builder.selectionChange`), the widget shows that item. Read
 * from the page-wide editor store; outside a frame the selection is always empty.
 */
import { useMemo, useSyncExternalStore } from 'react';
import { containsBlock, editorSelection, subscribeEditor } from '../../core/index.ts';

const NONE: readonly string[] = [];
const noSelection = (): readonly string[] => NONE;

/** The block ids selected in the editor. */
export function useEditorSelection(): readonly string[] {
  return useSyncExternalStore(subscribeEditor, editorSelection, noSelection);
}

/**
 * The index of the first of `items` (tabs, slides, accordion items, child blocks) that holds a
 * selected block, or `undefined` when none does.
 */
export function useEditorSelectedItem(items: readonly unknown[] | undefined): number | undefined {
  const selection = useEditorSelection();
  return useMemo(() => {
    if (!selection.length || !items?.length) return undefined;
    const ids = new Set(selection);
    const index = items.findIndex((item) => containsBlock(item, ids));
    return index < 0 ? undefined : index;
  }, [selection, items]);
}
