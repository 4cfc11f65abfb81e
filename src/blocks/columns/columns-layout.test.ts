import { describe, expect, it } from 'vitest';
import { columnWidths, stackClass, stackCss } from './columns-layout.ts';

describe('columnWidths', () => {
  it('shares the row equally, each column giving up an equal part of the gutters', () => {
    expect(columnWidths([{}, {}], 20)).toEqual(['calc(50% - 10px)', 'calc(50% - 10px)']);
    expect(columnWidths([{}], 20)).toEqual(['calc(100% - 0px)']);
  });

  it('gives explicit widths, each column giving up gutter space in proportion to its width', () => {
    const [first, second] = columnWidths([{ width: 25 }, { width: 75 }], 400);
    expect(first).toBe('calc(25% - 100px)');
    expect(second).toBe('calc(75% - 300px)');
  });

  it('allows no gutter', () => {
    expect(columnWidths([{}, {}], 0)).toEqual(['calc(50% - 0px)', 'calc(50% - 0px)']);
  });
});

describe('stacking CSS', () => {
  it('stacks, reverses and unsets widths and gutters up to the breakpoint', () => {
    const css = stackCss(800);
    expect(stackClass(800)).toBe('builder-columns--stack-800');
    expect(css).toMatch(/^@media only screen and \(max-width: 800px\)\{/);
    expect(css).toContain('.builder-columns--stack-800{flex-direction:column}');
    expect(css).toContain('.builder-columns--stack-800.builder-columns--reverse{flex-direction:column-reverse}');
    expect(css).toContain('.builder-columns--stack-800>.builder-column{width:100%;margin-left:0}');
  });
});
