// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { render } from '../../test/helpers/happy-dom-render.tsx';
import { BLOCK_TYPE, BuilderContent, type BuilderContent as Content } from '../index.ts';

const text = (id: string, value: string) => ({
  '@type': BLOCK_TYPE,
  id,
  component: { name: 'Text', options: { text: value } },
});
const entry = (id: string, data: Record<string, unknown>): Content => ({
  id,
  data: { blocks: [text(`builder-${id}`, id)], ...data },
});
const description = () => document.head.querySelectorAll<HTMLMetaElement>('meta[name="description"]');

describe('page title and description', () => {
  beforeEach(() => {
    document.title = 'App title';
    for (const meta of description()) meta.remove();
  });

  it('the page entry sets document.title and adds <meta name="description">', async () => {
    await render(
      <BuilderContent
        content={entry('p', { title: 'Roasting at home', description: 'How we roast' })}
        canTrack={false}
      />,
    );
    expect(document.title).toBe('Roasting at home');
    expect([...description()].map((meta) => meta.content)).toEqual(['How we roast']);
  });

  it('updates the existing description tag, and reads pageTitle / pageDescription', async () => {
    const meta = document.createElement('meta');
    meta.name = 'description';
    meta.content = 'Old';
    document.head.append(meta);
    await render(
      <BuilderContent
        content={entry('p2', { pageTitle: 'From pageTitle', pageDescription: 'From pageDescription' })}
        canTrack={false}
      />,
    );
    expect(document.title).toBe('From pageTitle');
    expect([...description()]).toEqual([meta]);
    expect(meta.content).toBe('From pageDescription');
  });

  it('leaves the head alone for other models, symbols and empty values', async () => {
    const symbol = entry('sym', { title: 'Symbol title', description: 'Symbol description' });
    const page = entry('p3', {
      title: '  ',
      blocks: [
        {
          '@type': BLOCK_TYPE,
          id: 'builder-s',
          component: { name: 'Symbol', options: { symbol: { content: symbol } } },
        },
      ],
    });
    const host = await render(<BuilderContent content={page} canTrack={false} />);
    await render(
      <BuilderContent
        model="announcement-bar"
        content={entry('bar', { title: 'Bar title', description: 'Bar' })}
        canTrack={false}
      />,
    );
    expect(host.textContent).toContain('sym');
    expect(document.title).toBe('App title');
    expect(description()).toHaveLength(0);
  });
});
