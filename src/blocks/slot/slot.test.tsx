// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { BLOCK_TYPE, BuilderContent, type BuilderBlock } from '../../index.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('Slot', () => {
  it('shows the blocks a symbol receives under its name', async () => {
    const host = document.createElement('div');
    const root = createRoot(host);
    const given: BuilderBlock = { '@type': BLOCK_TYPE, id: 'builder-given', component: { name: 'Text', options: { text: 'slotted text' } } };
    const slot: BuilderBlock = { '@type': BLOCK_TYPE, id: 'builder-slot', component: { name: 'Slot', options: { name: 'content' } } };
    const symbol: BuilderBlock = {
      '@type': BLOCK_TYPE, id: 'builder-sym',
      component: { name: 'Symbol', options: { symbol: { content: { id: 's', data: { blocks: [slot] } }, data: { content: [given] } } } },
    };
    await act(async () => root.render(<BuilderContent content={{ id: 'p', data: { blocks: [symbol] } }} />));
    const rendered = host.querySelector('[data-builder-slot="content"] [builder-id="builder-given"]')!;
    expect(rendered.textContent).toBe('slotted text');
    act(() => root.unmount());
  });
});
