// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { BLOCK_TYPE, BuilderContent, type BuilderBlock } from '../../index.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('Builder:RawText', () => {
  it('renders its HTML in a span that is the block element', async () => {
    const host = document.createElement('div');
    const root = createRoot(host);
    const raw: BuilderBlock = { '@type': BLOCK_TYPE, id: 'builder-raw', component: { name: 'Builder:RawText', options: { text: '<b>bold</b> text' } }, properties: { title: 't' } };
    await act(async () => root.render(<BuilderContent content={{ id: 'p', data: { blocks: [raw] } }} />));
    const span = host.querySelector('span[builder-id="builder-raw"]')!;
    expect(span.className).toBe('builder-raw builder-block builder-raw-text');
    expect(span.getAttribute('title')).toBe('t');
    expect(span.innerHTML).toBe('<b>bold</b> text');
    act(() => root.unmount());
  });
});
