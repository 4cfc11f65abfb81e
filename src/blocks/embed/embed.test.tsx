// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BLOCK_TYPE } from '../../core/types.ts';
import { Embed, embedSpec } from './index.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => { document.body.innerHTML = ''; });

function renderEmbed(options: { url?: string; content?: string }): HTMLElement {
  const container = document.createElement('div');
  document.body.append(container);
  act(() => createRoot(container).render(<Embed {...options} builderBlock={{ '@type': BLOCK_TYPE, id: 'builder-e' }} builderState={{}} />));
  return container;
}

describe('Embed', () => {
  it('shows the embed HTML in div.builder-embed and puts its scripts live', async () => {
    const container = renderEmbed({
      url: 'https://example.com/post/1',
      content: '<blockquote class="post">A post</blockquote><script>renderPosts()</script>',
    });
    const embed = container.querySelector('.builder-embed');
    expect(embed?.querySelector('blockquote.post')?.textContent).toBe('A post');
    await vi.waitFor(() => expect(embed?.querySelector('script')?.text).toContain('renderPosts()'));
  });

  it('renders an empty box before the editor has fetched the embed HTML', () => {
    expect(renderEmbed({ url: 'https://example.com/post/1' }).querySelector('.builder-embed')?.innerHTML).toBe('');
  });

  it('is registered as Embed with the builder-embed element', () => {
    expect(embedSpec).toMatchObject({ name: 'Embed', tag: 'builder-embed' });
  });
});
