// @vitest-environment happy-dom
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SYMBOL_PLACEHOLDER } from '../../core/errors.ts';
import { BLOCK_TYPE, BuilderContent, type BuilderBlock, type BuilderContent as Content } from '../../index.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
let host: HTMLElement;

async function render(node: ReactNode): Promise<HTMLElement> {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  await act(async () => root!.render(node));
  return host;
}

afterEach(() => {
  act(() => root?.unmount());
  host?.remove();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const text = (id: string, binding: string, extra: Partial<BuilderBlock> = {}): BuilderBlock =>
  ({ '@type': BLOCK_TYPE, id, component: { name: 'Text', options: { text: '' } }, bindings: { 'component.options.text': binding }, ...extra });
const symbolBlock = (id: string, options: Record<string, unknown>): BuilderBlock =>
  ({ '@type': BLOCK_TYPE, id, component: { name: 'Symbol', options } });
const page = (blocks: BuilderBlock[], state: Record<string, unknown> = {}): Content => ({ id: 'page', data: { blocks, state } });
const symbolContent = (id: string, blocks: BuilderBlock[], inputs?: { name: string; defaultValue: unknown }[]): Content =>
  ({ id, data: { blocks, inputs } });

/** Answers content queries like the content API, from `entries` by model. */
function stubContentApi(answer: (url: URL) => Content | undefined): string[] {
  const urls: string[] = [];
  vi.stubGlobal('fetch', vi.fn(async (input: string) => {
    const url = new URL(input);
    urls.push(input);
    const key = decodeURIComponent(url.pathname.split('/').pop()!);
    const entry = answer(url);
    return new Response(JSON.stringify({ [key]: entry ? [entry] : [] }), { headers: { 'content-type': 'application/json' } });
  }));
  return urls;
}

describe('Symbol', () => {
  it('renders inline content as its own root, with symbol.data over input defaults', async () => {
    const inner = symbolContent('sym', [text('builder-in', 'state.description + "/" + state.other')], [
      { name: 'description', defaultValue: 'default description' }, { name: 'other', defaultValue: 'other default' },
    ]);
    const el = await render(<BuilderContent content={page([
      symbolBlock('builder-s1', { symbol: { model: 'symbol', content: inner, data: { other: 'given' } } }),
    ])} />);
    const wrapper = el.querySelector('[builder-id="builder-s1"]')!;
    expect(wrapper.className).toContain('builder-symbol');
    expect(wrapper.querySelector('[builder-content-id="sym"][builder-model="symbol"]')).not.toBeNull();
    expect(wrapper.textContent).toBe('default description/given');
  });

  it('with inheritState sees and writes the page state; without it stays apart', async () => {
    const inner = symbolContent('sym2', [text('builder-read', 'state.shared ?? "none"', { actions: { click: 'state.shared = "written"' } })]);
    const el = await render(<BuilderContent content={page([
      symbolBlock('builder-inherit', { symbol: { content: inner }, inheritState: true }),
      symbolBlock('builder-apart', { symbol: { content: inner } }),
      text('builder-page', 'state.shared'),
    ], { shared: 'from page' })} />);
    const [inherited, apart] = [...el.querySelectorAll<HTMLElement>('[builder-id="builder-read"]')];
    expect(inherited.textContent).toBe('from page');
    expect(apart.textContent).toBe('none');
    await act(async () => inherited.click());
    expect(el.querySelector('[builder-id="builder-page"]')!.textContent).toBe('written');
  });

  it('shows the placeholder when it names no entry and has no content', async () => {
    const el = await render(<BuilderContent content={page([symbolBlock('builder-empty', { symbol: {} })])} />);
    expect(el.textContent).toBe(SYMBOL_PLACEHOLDER);
  });

  it('fetches model + entry, and refetches when the locale changes', async () => {
    const urls = stubContentApi((url) => ({
      id: 'fetched', data: { blocks: [text('builder-f', `"${url.searchParams.get('locale') ?? 'none'}"`)] },
    }));
    const el = await render(<BuilderContent apiKey="key" content={page([
      symbolBlock('builder-fetch', { symbol: { model: 'symbol', entry: 'fetched' } }),
      text('builder-switch', '"switch"', { actions: { click: 'state.locale = "fr"' } }),
    ])} />);
    await vi.waitFor(() => expect(el.querySelector('[builder-id="builder-f"]')?.textContent).toBe('none'));
    await act(async () => el.querySelector<HTMLElement>('[builder-id="builder-switch"]')!.click());
    await vi.waitFor(() => expect(el.querySelector('[builder-id="builder-f"]')?.textContent).toBe('fr'));
    expect(urls.filter((u) => u.includes('/query/key/symbol'))).toHaveLength(2);
  });

  it('stops a symbol that refers back to itself, with one warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    stubContentApi(() => ({
      id: 'loop', data: { blocks: [text('builder-loop-text', '"loop body"'), symbolBlock('builder-again', { symbol: { model: 'symbol', entry: 'loop' } })] },
    }));
    const el = await render(<BuilderContent apiKey="key" content={page([symbolBlock('builder-loop', { symbol: { model: 'symbol', entry: 'loop' } })])} />);
    await vi.waitFor(() => expect(el.querySelectorAll('[builder-id="builder-loop-text"]')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(el.querySelectorAll('[builder-id="builder-loop-text"]')).toHaveLength(1);
    expect(warn.mock.calls.filter((call) => String(call[0]).includes('refers back to itself'))).toHaveLength(1);
  });

  it('stops nesting deeper than the limit', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    let content: Content = symbolContent('deepest', [text('builder-deep', '"deepest"')]);
    for (let i = 0; i < 20; i++) content = symbolContent(`level-${i}`, [symbolBlock(`builder-level-${i}`, { symbol: { content } })]);
    const el = await render(<BuilderContent content={page([symbolBlock('builder-top', { symbol: { content } })])} />);
    expect(el.querySelectorAll('[builder-model="symbol"]').length).toBeLessThanOrEqual(12);
    expect(el.textContent).not.toContain('deepest');
  });
});
