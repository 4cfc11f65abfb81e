// @vitest-environment happy-dom
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { serveContent } from '../../../test/helpers/content-service.ts';
import { eventually, render } from '../../../test/helpers/happy-dom-render.tsx';
import { SYMBOL_PLACEHOLDER } from '../../core/errors.ts';
import {
  BLOCK_TYPE,
  BuilderContent,
  LOCALIZED_VALUE_TYPE,
  type BuilderBlock,
  type BuilderContent as Content,
} from '../../index.ts';

const text = (id: string, binding: string, extra: Partial<BuilderBlock> = {}): BuilderBlock => ({
  '@type': BLOCK_TYPE,
  id,
  component: { name: 'Text', options: { text: '' } },
  bindings: { 'component.options.text': binding },
  ...extra,
});
const symbolBlock = (id: string, options: Record<string, unknown>): BuilderBlock => ({
  '@type': BLOCK_TYPE,
  id,
  component: { name: 'Symbol', options },
});
const page = (blocks: BuilderBlock[], state: Record<string, unknown> = {}): Content => ({
  id: 'page',
  data: { blocks, state },
});
const symbolContent = (
  id: string,
  blocks: BuilderBlock[],
  inputs?: { name: string; defaultValue: unknown }[],
): Content => ({ id, data: { blocks, inputs } });

const localizedText = (id: string, values: Record<string, string>): BuilderBlock => ({
  '@type': BLOCK_TYPE,
  id,
  component: { name: 'Text', options: { text: { '@type': LOCALIZED_VALUE_TYPE, ...values } } },
});

const service = serveContent({
  symbol: [
    symbolContent('fetched', [localizedText('builder-f', { Default: 'none', fr: 'fr' })]),
    symbolContent('loop', [
      text('builder-loop-text', '"loop body"'),
      symbolBlock('builder-again', { symbol: { model: 'symbol', entry: 'loop' } }),
    ]),
  ],
});

describe('Symbol', () => {
  it('renders inline content as its own root, with symbol.data over input defaults', async () => {
    const inner = symbolContent(
      'sym',
      [text('builder-in', 'state.description + "/" + state.other')],
      [
        { name: 'description', defaultValue: 'default description' },
        { name: 'other', defaultValue: 'other default' },
      ],
    );
    const el = await render(
      <BuilderContent
        content={page([
          symbolBlock('builder-s1', { symbol: { model: 'symbol', content: inner, data: { other: 'given' } } }),
        ])}
      />,
    );
    const wrapper = el.querySelector('[builder-id="builder-s1"]')!;
    expect(wrapper.className).toContain('builder-symbol');
    expect(wrapper.querySelector('[builder-content-id="sym"][builder-model="symbol"]')).not.toBeNull();
    expect(wrapper.textContent).toBe('default description/given');
  });

  it('with inheritState sees and writes the page state; without it stays apart', async () => {
    const inner = symbolContent('sym2', [
      text('builder-read', 'state.shared ?? "none"', { actions: { click: 'state.shared = "written"' } }),
    ]);
    const el = await render(
      <BuilderContent
        content={page(
          [
            symbolBlock('builder-inherit', { symbol: { content: inner }, inheritState: true }),
            symbolBlock('builder-apart', { symbol: { content: inner } }),
            text('builder-page', 'state.shared'),
          ],
          { shared: 'from page' },
        )}
      />,
    );
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

  it('fetches model + entry over HTTP, and refetches when the locale changes', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const requests = vi.spyOn(globalThis, 'fetch'); // observes the real requests, answers nothing itself
    const el = await render(
      <BuilderContent
        apiKey={service.apiKey}
        apiHost={service.url}
        content={page([
          symbolBlock('builder-fetch', { symbol: { model: 'symbol', entry: 'fetched' } }),
          text('builder-switch', '"switch"', { actions: { click: 'state.locale = "fr"' } }),
        ])}
      />,
    );
    await eventually(() => expect(el.querySelector('[builder-id="builder-f"]')?.textContent).toBe('none'));
    await act(async () => el.querySelector<HTMLElement>('[builder-id="builder-switch"]')!.click());
    await eventually(() => expect(el.querySelector('[builder-id="builder-f"]')?.textContent).toBe('fr'));
    const symbolRequests = requests.mock.calls
      .map(([input]) => String(input))
      .filter((url) => url.includes(`/query/${service.apiKey}/symbol`));
    expect(symbolRequests).toHaveLength(2);
    expect(new URL(symbolRequests[1]).searchParams.get('locale')).toBe('fr');
  });

  it('stops a symbol that refers back to itself, with one warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const el = await render(
      <BuilderContent
        apiKey={service.apiKey}
        apiHost={service.url}
        content={page([symbolBlock('builder-loop', { symbol: { model: 'symbol', entry: 'loop' } })])}
      />,
    );
    const loopWarnings = () => warn.mock.calls.filter((call) => String(call[0]).includes('refers back to itself'));
    // The warning comes when the nested copy is stopped: after it, nothing renders any deeper.
    await eventually(() => expect(loopWarnings()).not.toHaveLength(0));
    expect(el.querySelectorAll('[builder-id="builder-loop-text"]')).toHaveLength(1);
    expect(loopWarnings()).toHaveLength(1);
  });

  it('stops nesting deeper than the limit', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    let content: Content = symbolContent('deepest', [text('builder-deep', '"deepest"')]);
    for (let i = 0; i < 20; i++)
      content = symbolContent(`level-${i}`, [symbolBlock(`builder-level-${i}`, { symbol: { content } })]);
    const el = await render(<BuilderContent content={page([symbolBlock('builder-top', { symbol: { content } })])} />);
    expect(el.querySelectorAll('[builder-model="symbol"]').length).toBeLessThanOrEqual(12);
    expect(el.textContent).not.toContain('deepest');
  });
});
