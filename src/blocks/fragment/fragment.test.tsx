// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { render } from '../../../test/helpers/happy-dom-render.tsx';
import { BLOCK_TYPE, BuilderContent, type BuilderBlock } from '../../index.ts';

const text = (id: string, value: string): BuilderBlock => ({
  '@type': BLOCK_TYPE,
  id,
  component: { name: 'Text', options: { text: value } },
});

describe('Core:Fragment', () => {
  it('renders its children with no element of its own', async () => {
    const fragment: BuilderBlock = {
      '@type': BLOCK_TYPE,
      id: 'builder-frag',
      component: { name: 'Core:Fragment' },
      children: [text('builder-1', 'one'), text('builder-2', 'two')],
    };
    const host = await render(<BuilderContent content={{ id: 'p', data: { blocks: [fragment] } }} />);
    const list = host.querySelector('.builder-blocks')!;
    expect(host.querySelector('[builder-id="builder-frag"]')).toBeNull();
    expect([...list.children].map((el) => el.getAttribute('builder-id'))).toEqual(['builder-1', 'builder-2']);
  });
});
