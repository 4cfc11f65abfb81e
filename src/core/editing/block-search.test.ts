import { describe, expect, it } from 'vitest';
import { BLOCK_TYPE } from '../types.ts';
import { containsBlock, findBlockPointer } from './block-search.ts';

const block = (id: string, extra: Record<string, unknown> = {}) => ({ '@type': BLOCK_TYPE, id, ...extra });
const content = {
  id: 'page-1',
  data: {
    blocks: [
      block('a'),
      block('tabs', {
        component: {
          name: 'Builder: Tabs',
          options: { tabs: [{ label: [block('l1')], content: [block('c1', { children: [block('deep')] })] }] },
        },
      }),
    ],
  },
};

describe('block search', () => {
  it('finds a block wherever it sits', () => {
    expect(findBlockPointer(content, 'a')).toBe('/data/blocks/0');
    expect(findBlockPointer(content, 'deep')).toBe('/data/blocks/1/component/options/tabs/0/content/0/children/0');
    expect(findBlockPointer(content, 'missing')).toBeUndefined();
  });

  it('tells whether a value holds any of the ids', () => {
    const tab = (content.data.blocks[1] as unknown as { component: { options: { tabs: unknown[] } } }).component.options
      .tabs[0];
    expect(containsBlock(tab, new Set(['deep']))).toBe(true);
    expect(containsBlock(tab, new Set(['a']))).toBe(false);
    expect(containsBlock({ id: 'deep' }, new Set(['deep']))).toBe(false); // not a block
  });
});
