// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { render } from '../../../test/helpers/happy-dom-render.tsx';
import { BLOCK_TYPE, BuilderContent, type BuilderBlock } from '../../index.ts';

describe('Slot', () => {
  it('shows the blocks a symbol receives under its name', async () => {
    const given: BuilderBlock = {
      '@type': BLOCK_TYPE,
      id: 'builder-given',
      component: { name: 'Text', options: { text: 'slotted text' } },
    };
    const slot: BuilderBlock = {
      '@type': BLOCK_TYPE,
      id: 'builder-slot',
      component: { name: 'Slot', options: { name: 'content' } },
    };
    const symbol: BuilderBlock = {
      '@type': BLOCK_TYPE,
      id: 'builder-sym',
      component: {
        name: 'Symbol',
        options: { symbol: { content: { id: 's', data: { blocks: [slot] } }, data: { content: [given] } } },
      },
    };
    const host = await render(<BuilderContent content={{ id: 'p', data: { blocks: [symbol] } }} />);
    const rendered = host.querySelector('[data-builder-slot="content"] [builder-id="builder-given"]')!;
    expect(rendered.textContent).toBe('slotted text');
  });
});
