import { describe, expect, it } from 'vitest';
import { BLOCK_TYPE, type BuilderBlock, type BuilderContent } from '../core/types.ts';
import { blockClass, breakpointsOf, buildContentSheet, cssProperty, declarations, escapeClass } from './stylesheet.ts';

const block = (id: string, extra: Partial<BuilderBlock> = {}): BuilderBlock => ({ '@type': BLOCK_TYPE, id, ...extra });

describe('content stylesheet', () => {
  it('writes property names as CSS (vendor prefixes, custom properties verbatim)', () => {
    expect(cssProperty('backgroundColor')).toBe('background-color');
    expect(cssProperty('WebkitBoxFlex')).toBe('-webkit-box-flex');
    expect(cssProperty('--Brand_Color')).toBe('--Brand_Color');
    expect(declarations({ color: 'red', '--x': 'var(--y)', empty: '', bad: 'a}b{c' })).toBe(
      'color: red;--x: var(--y);bad: abc;',
    );
  });

  it('escapes ids for selectors and prefixes them with builder-', () => {
    expect(blockClass('abc')).toBe('builder-abc');
    expect(blockClass('builder-abc')).toBe('builder-abc');
    expect(escapeClass('builder-a.b:c')).toBe('builder-a\\.b\\:c');
    expect(escapeClass('1abc')).toBe('\\31 abc');
  });

  it('builds one sheet: large rules, then medium and small media queries, then cssCode scoped to the root', () => {
    const content: BuilderContent = {
      id: 'c',
      data: {
        cssCode: '& .foo { color: red }',
        blocks: [
          block('builder-a', {
            responsiveStyles: { large: { color: 'red' }, medium: { color: 'green' }, small: { color: 'blue' } },
          }),
          block('builder-b', { children: [block('builder-child', { responsiveStyles: { large: { margin: '0' } } })] }),
        ],
      },
    };
    const { css } = buildContentSheet(content, '[builder-content-id="c"]');
    expect(css).toBe(
      [
        '.builder-a {color: red;}',
        '.builder-child {margin: 0;}',
        '@media (max-width: 991px) {\n.builder-a {color: green;}\n}',
        '@media (max-width: 640px) {\n.builder-a {color: blue;}\n}',
        '[builder-content-id="c"] .foo { color: red }',
      ].join('\n'),
    );
  });

  it('uses the content breakpoints when given', () => {
    const content: BuilderContent = {
      meta: { breakpoints: { small: 500, medium: 800 } },
      data: {
        blocks: [block('builder-a', { responsiveStyles: { medium: { color: 'red' }, small: { color: 'blue' } } })],
      },
    };
    expect(breakpointsOf(content)).toEqual({ small: 500, medium: 800 });
    const { css } = buildContentSheet(content);
    expect(css).toContain('@media (max-width: 800px)');
    expect(css).toContain('@media (max-width: 500px)');
    expect(breakpointsOf({ meta: { breakpoints: { small: 'x' as unknown as number } } })).toEqual({
      small: 640,
      medium: 991,
    });
  });

  it('walks blocks nested in component options but leaves inline symbol content to its own root', () => {
    const symbolContent = {
      id: 's',
      data: {
        blocks: [
          block('builder-in-symbol', { responsiveStyles: { large: { color: 'red' } }, component: { name: 'Inner' } }),
        ],
      },
    };
    const content: BuilderContent = {
      data: {
        blocks: [
          block('builder-cols', {
            component: {
              name: 'Columns',
              options: {
                columns: [
                  {
                    blocks: [
                      block('builder-in-column', {
                        responsiveStyles: { large: { color: 'red' } },
                        component: { name: 'Text' },
                      }),
                    ],
                  },
                ],
              },
            },
          }),
          block('builder-symbol', { component: { name: 'Symbol', options: { symbol: { content: symbolContent } } } }),
          block('builder-loc', {
            component: {
              name: 'Text',
              options: { text: { '@type': '@builder.io/core:LocalizedValue', Default: 'x' } },
            },
          }),
        ],
      },
    };
    const sheet = buildContentSheet(content);
    expect(sheet.css).toContain('.builder-in-column');
    expect(sheet.css).not.toContain('builder-in-symbol');
    expect([...sheet.components].sort()).toEqual(['Columns', 'Symbol', 'Text']);
    expect(sheet.localized).toBe(true);
  });

  it('emits a repeated block once and survives malformed content', () => {
    const repeated = block('builder-r', { responsiveStyles: { large: { color: 'red' } } });
    expect(buildContentSheet({ data: { blocks: [repeated, repeated] } }).css).toBe('.builder-r {color: red;}');
    expect(buildContentSheet({ data: { blocks: 'nope' as unknown as BuilderBlock[] } }).css).toBe('');
    expect(buildContentSheet(undefined).css).toBe('');
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(() =>
      buildContentSheet({ data: { blocks: [block('builder-c', { component: { name: 'X', options: cyclic } })] } }),
    ).not.toThrow();
  });
});
