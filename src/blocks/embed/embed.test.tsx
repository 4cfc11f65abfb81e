// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { eventually, render } from '../../../test/helpers/happy-dom-render.tsx';
import { BLOCK_TYPE } from '../../core/types.ts';
import { Embed, embedSpec } from './index.ts';

const renderEmbed = (options: { url?: string; content?: string }): Promise<HTMLElement> =>
  render(<Embed {...options} builderBlock={{ '@type': BLOCK_TYPE, id: 'builder-e' }} builderState={{}} />);

describe('Embed', () => {
  it('shows the embed HTML in div.builder-embed and puts its scripts live', async () => {
    const container = await renderEmbed({
      url: 'https://example.com/post/1',
      content: '<blockquote class="post">A post</blockquote><script>renderPosts()</script>',
    });
    const embed = container.querySelector('.builder-embed');
    expect(embed?.querySelector('blockquote.post')?.textContent).toBe('A post');
    await eventually(() => expect(embed?.querySelector('script')?.text).toContain('renderPosts()'));
  });

  it('renders an empty box before the editor has fetched the embed HTML', async () => {
    expect((await renderEmbed({ url: 'https://example.com/post/1' })).querySelector('.builder-embed')?.innerHTML).toBe(
      '',
    );
  });

  it('is registered as Embed with the builder-embed element', async () => {
    expect(embedSpec).toMatchObject({ name: 'Embed', tag: 'builder-embed' });
  });
});
