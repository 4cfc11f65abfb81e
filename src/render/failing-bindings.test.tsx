// @vitest-environment happy-dom
/**
 * A binding whose code fails (throws, reads a name nothing defines, is refused by the expression
 * subset, runs past its work budget) sets its target to `undefined`, as Builder's Gen 2 SDK does:
 * the value the editor stored under that path never shows. Each failing binding warns once.
 */
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { render, rerender } from '../../test/helpers/happy-dom-render.tsx';
import { BLOCK_TYPE, BuilderContent, type BuilderBlock, type BuilderContent as Content } from '../index.ts';

/** Ways a binding's code fails: code that fails that way, and what its one warning says. */
const FAILURES: [string, string, string][] = [
  ['throws', 'return state.product.title.toUpperCase()', 'failed'],
  ['reads a name nothing defines', 'return productTitle', 'failed'],
  ['is refused by the expression subset', 'return state.__proto__', 'failed'],
  [
    'runs past its work budget',
    'const f = n => n ? f(n - 1) : 0; Array.from({ length: 4000 }, () => f(500)).length',
    'stopped (too much work)',
  ],
];

/** Block fields content may hold besides the typed ones (an inline `style`, a stored `hide`). */
type Extra = Partial<BuilderBlock> & { style?: Record<string, string>; hide?: boolean };
const text = (id: string, stored: string, extra: Extra = {}): BuilderBlock => ({
  '@type': BLOCK_TYPE,
  id,
  component: { name: 'Text', options: { text: stored } },
  ...extra,
});
const page = (blocks: BuilderBlock[]): Content => ({ id: 'failing-bindings', data: { blocks } });
const show = (blocks: BuilderBlock[], data?: Record<string, unknown>) => (
  <BuilderContent content={page(blocks)} data={data} canTrack={false} />
);
const blockOf = (host: HTMLElement, id: string) => host.querySelector<HTMLElement>(`[builder-id="${id}"]`);

let warn: MockInstance<typeof console.warn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => warn.mockRestore());
const warningsNaming = (id: string) => warn.mock.calls.filter((call) => String(call[0]).includes(id));

describe('a binding that fails sets its target to undefined', () => {
  it.each(FAILURES)('text: a binding that %s shows nothing, not the stored text', async (how, code, warning) => {
    const id = `builder-${how.replace(/\W+/g, '-')}`;
    const host = await render(
      show([text(id, '<p>Enter some text...</p>', { bindings: { 'component.options.text': code } })]),
    );
    const block = blockOf(host, id)!;
    expect(block.querySelector('.builder-text')!.innerHTML).toBe('');
    expect(block.textContent).toBe('');
    expect(warningsNaming(id).map((call) => String(call[0]))).toEqual([
      `Builder: expression ${warning} in block ${id}: ${code}`,
    ]);
  });

  it.each([
    ['empty', ''],
    ['blank', '  \n '],
  ])('text: an %s binding (code cleared in the editor) shows nothing, without a warning', async (how, code) => {
    const id = `builder-${how}-binding`;
    const host = await render(
      show([text(id, '<p>Enter some text...</p>', { bindings: { 'component.options.text': code } })]),
    );
    expect(blockOf(host, id)!.textContent).toBe('');
    expect(warningsNaming(id)).toEqual([]);
  });

  it('a style: the bound property is unset, the block keeps its other styles', async () => {
    const host = await render(
      show([
        text('builder-styled', '<p>styled</p>', {
          style: { color: 'red', fontWeight: 'bold' },
          bindings: { 'style.color': 'return state.theme.accent' },
        }),
      ]),
    );
    const { style } = blockOf(host, 'builder-styled')!;
    expect(style.color).toBe('');
    expect(style.fontWeight).toBe('bold');
  });

  it('attributes: the bound attribute is absent, and a block whose link fails is a div', async () => {
    const host = await render(
      show([
        text('builder-linked', '<p>linked</p>', {
          properties: { title: 'Stored title', href: '/stored-link', 'data-kept': 'yes' },
          bindings: { 'properties.title': 'return state.product.name', 'properties.href': 'return state.product.url' },
        }),
      ]),
    );
    const block = blockOf(host, 'builder-linked')!;
    expect(block.tagName).toBe('DIV');
    expect(block.hasAttribute('title')).toBe(false);
    expect(block.hasAttribute('href')).toBe(false);
    expect(block.getAttribute('data-kept')).toBe('yes');
  });

  it('show and hide: a failing show hides the block, a failing hide does not', async () => {
    const host = await render(
      show([
        text('builder-show', '<p>show</p>', { bindings: { show: 'return state.product.available' } }),
        text('builder-hide', '<p>hide</p>', { bindings: { hide: 'return state.product.soldOut' } }),
        text('builder-hide-stored', '<p>hidden as stored</p>', {
          hide: true,
          bindings: { hide: 'return state.product.soldOut' },
        }),
      ]),
    );
    expect(blockOf(host, 'builder-show')).toBeNull();
    expect(blockOf(host, 'builder-hide')!.textContent).toBe('hide');
    expect(blockOf(host, 'builder-hide-stored')!.textContent).toBe('hidden as stored');
  });

  it('a repeat whose collection fails renders no copy', async () => {
    const host = await render(
      show([
        text('builder-each', '<p>one per variant</p>', { repeat: { collection: 'state.product.variants' } }),
        text('builder-after', '<p>after</p>'),
      ]),
    );
    expect(blockOf(host, 'builder-each')).toBeNull();
    expect(host.textContent).toBe('after');
  });

  it('warns once per failing binding, however often the block renders again', async () => {
    const blocks = [
      text('builder-noisy', '<p>stored</p>', {
        bindings: { 'component.options.text': 'return state.product.title', show: 'return state.count >= 0' },
      }),
    ];
    const host = await render(show(blocks, { count: 1 }));
    await rerender(host, show(blocks, { count: 2 }));
    await rerender(host, show(blocks, { count: 3 }));
    expect(blockOf(host, 'builder-noisy')!.textContent).toBe('');
    expect(warningsNaming('builder-noisy')).toHaveLength(1);
    expect(String(warningsNaming('builder-noisy')[0][0])).toContain(
      'expression failed in block builder-noisy: return state.product.title',
    );
  });
});
