import { describe, expect, it, vi } from 'vitest';
import {
  editedContent,
  keyMatches,
  knownContents,
  rememberShownContent,
  setEditedContent,
  subscribeEditor,
} from './editor-store.ts';

describe('editor store', () => {
  it('matches editor keys by model, entry, model:entry or content id', () => {
    const root = { model: 'page', entry: 'abc', id: 'abc' };
    expect(['page', 'abc', 'page:abc'].every((key) => keyMatches(key, root))).toBe(true);
    expect(keyMatches('symbol', root)).toBe(false);
    expect(keyMatches('page:other', { model: 'page' })).toBe(false);
    expect(keyMatches('x1', { model: 'page', id: 'x1' })).toBe(true);
  });

  it('shows the latest matching content and tells subscribers', () => {
    const listener = vi.fn();
    const stop = subscribeEditor(listener);
    setEditedContent('store-model', { id: 'one' });
    setEditedContent('store-entry', { id: 'two' });
    stop();
    expect(listener).toHaveBeenCalledTimes(2);
    expect(editedContent({ model: 'store-model', entry: 'store-entry' })?.id).toBe('two');
    expect(editedContent({ model: 'store-model' })?.id).toBe('one');
    expect(editedContent({ model: 'nothing-sent' })).toBeUndefined();
  });

  it("knows shown content for patches, the editor's winning over it", () => {
    rememberShownContent('shown-only', { id: 'shown' });
    rememberShownContent('store-model', { id: 'stale' });
    const known = knownContents();
    expect(known.get('shown-only')?.id).toBe('shown');
    expect(known.get('store-model')?.id).toBe('one');
  });
});
