// @vitest-environment happy-dom
import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from '../../../test/helpers/happy-dom-render.tsx';
import { defaultsOf } from '../../core/inputs.ts';
import { BLOCK_TYPE, type BuilderBlock } from '../../core/types.ts';
import { Section, sectionInputs } from './index.ts';

const children: BuilderBlock[] = [
  { '@type': BLOCK_TYPE, id: 'builder-1' },
  { '@type': BLOCK_TYPE, id: 'builder-2' },
];

let intersect: (() => void) | undefined;
class FakeIntersectionObserver {
  constructor(private callback: IntersectionObserverCallback) {}
  observe() {
    intersect = () =>
      this.callback([{ isIntersecting: true } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
  disconnect() {}
}

beforeEach(() => {
  intersect = undefined;
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
});

const renderSection = (options: Record<string, unknown>): Promise<HTMLElement> =>
  render(
    <Section
      {...defaultsOf(sectionInputs)}
      {...options}
      builderBlock={{ '@type': BLOCK_TYPE, id: 'builder-s', children }}
      builderState={{}}
    />,
  );

describe('Core:Section', () => {
  it('renders its children directly inside a <section> no wider than 1200px by default', async () => {
    const section = (await renderSection({})).querySelector('section');
    expect(section?.style.maxWidth).toBe('1200px');
    expect(section?.querySelectorAll(':scope > [builder-id]')).toHaveLength(2); // directly inside, as Builder renders it
  });

  it('takes its maxWidth from the content', async () => {
    expect((await renderSection({ maxWidth: 800 })).querySelector('section')?.style.maxWidth).toBe('800px');
  });

  it('with lazyLoad, renders its children only once it nears the viewport', async () => {
    const container = await renderSection({ lazyLoad: true });
    expect(container.querySelector('section')?.children).toHaveLength(0);
    act(() => intersect?.());
    expect(container.querySelectorAll('section [builder-id]')).toHaveLength(2);
  });
});
