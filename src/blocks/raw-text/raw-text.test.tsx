// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { render } from '../../../test/helpers/happy-dom-render.tsx';
import { BLOCK_TYPE, BuilderContent, type BuilderBlock } from '../../index.ts';

describe('Builder:RawText', () => {
  it('renders its HTML in a span that is the block element', async () => {
    const raw: BuilderBlock = {
      '@type': BLOCK_TYPE,
      id: 'builder-raw',
      component: { name: 'Builder:RawText', options: { text: '<b>bold</b> text' } },
      properties: { title: 't' },
    };
    const host = await render(<BuilderContent content={{ id: 'p', data: { blocks: [raw] } }} />);
    const span = host.querySelector('span[builder-id="builder-raw"]')!;
    expect(span.className).toBe('builder-raw builder-block builder-raw-text');
    expect(span.getAttribute('title')).toBe('t');
    expect(span.innerHTML).toBe('<b>bold</b> text');
  });
});
