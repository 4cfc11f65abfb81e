/**
 * Two copies of the kit in one process with different Reacts (a Next.js server renders its
 * Pages Router with the app's React and its App Router with its own) share the page-wide
 * registry. A built-in block another copy registered first must not be rendered by this copy:
 * its component calls the other React's hooks. Each copy renders the built-ins with its own.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, describe, expect, it } from 'vitest';
import { BLOCK_TYPE, getComponent, registerComponent, type BuilderContent } from '../core/index.ts';

const REGISTRY = Symbol.for('builder-elements.components');
const store = globalThis as unknown as Record<symbol, unknown>;

describe("another copy's built-in blocks", () => {
  afterAll(() => {
    delete store[REGISTRY];
  });

  it('stay registered, but this copy renders its own', async () => {
    delete store[REGISTRY];
    const foreign = () => {
      throw new Error("another copy's Text, bound to another React");
    };
    registerComponent(foreign, { name: 'Text', builtIn: true });
    // This copy loads now, as a second bundle would (its built-ins register after the other's).
    const { BuilderContent } = await import('../index.ts');
    expect(getComponent('Text')?.component).toBe(foreign);

    const content: BuilderContent = {
      id: 'two-copies',
      data: {
        blocks: [
          { '@type': BLOCK_TYPE, id: 'builder-own', component: { name: 'Text', options: { text: '<p>Own text</p>' } } },
        ],
      },
    };
    const html = renderToStaticMarkup(<BuilderContent content={content} canTrack={false} />);
    expect(html).toContain('<div class="builder-text"><p>Own text</p></div>');
  });

  it("a site's own block of a built-in name is still what renders", async () => {
    const { BuilderContent } = await import('../index.ts');
    registerComponent(({ text }: { text?: string }) => <em>{text}</em>, {
      name: 'Core:Button',
      inputs: [{ name: 'text', type: 'string' }],
    });
    const content: BuilderContent = {
      id: 'override',
      data: {
        blocks: [
          { '@type': BLOCK_TYPE, id: 'builder-mine', component: { name: 'Core:Button', options: { text: 'Mine' } } },
        ],
      },
    };
    expect(renderToStaticMarkup(<BuilderContent content={content} canTrack={false} />)).toContain('<em>Mine</em>');
  });
});
