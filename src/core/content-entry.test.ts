import { describe, expect, it, vi } from 'vitest';
import { prepareEntry } from './content-entry.ts';

const block = { '@type': '@builder.io/sdk:Element', id: 'builder-1' };

describe('prepareEntry', () => {
  it('parses blocksString into blocks, in the entry and its variations', () => {
    const entry = prepareEntry({
      id: 'c1',
      data: { blocksString: JSON.stringify([block]), title: 'T' },
      variations: { v1: { id: 'v1', data: { blocksString: '[]' } } },
    });
    expect(entry.data).toEqual({ blocks: [block], title: 'T' });
    expect(entry.variations?.v1.data).toEqual({ blocks: [] });
  });

  it('leaves entries without blocksString alone', () => {
    const entry = { id: 'c2', data: { blocks: [block] } };
    expect(prepareEntry(entry)).toEqual(entry);
  });

  it('renders no blocks for a blocksString that is not JSON, and logs once per entry', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const broken = { id: 'broken', data: { blocksString: '[{oops', title: 'kept' } };
    expect(prepareEntry(broken).data).toEqual({ blocks: [], title: 'kept' });
    expect(prepareEntry(broken).data?.blocks).toEqual([]);
    expect(prepareEntry({ id: 'object', data: { blocksString: '{}' } }).data?.blocks).toEqual([]);
    expect(error.mock.calls).toEqual([
      ['Builder: blocksString is not valid JSON, no blocks rendered for entry', 'broken'],
      ['Builder: blocksString is not valid JSON, no blocks rendered for entry', 'object'],
    ]);
    error.mockRestore();
  });
});
