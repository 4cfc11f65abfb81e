// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { BLOCK_TYPE, BuilderContent, LOCALIZED_VALUE_TYPE, type BuilderBlock } from '../index.ts';
import { render } from '../../test/helpers/happy-dom-render.tsx';
import { localize } from './localize.ts';

const localized = (Default: unknown, fr?: unknown) => ({
  '@type': LOCALIZED_VALUE_TYPE,
  Default,
  ...(fr === undefined ? {} : { fr }),
});
const text = (id: string, binding: string): BuilderBlock => ({
  '@type': BLOCK_TYPE,
  id,
  component: { name: 'Text', options: { text: '' } },
  bindings: { 'component.options.text': binding },
});
const shown = (host: HTMLElement, id: string) => host.querySelector(`[builder-id="${id}"]`)?.textContent;

describe('localized values wherever content reads them', () => {
  it('resolves them in state from the app, the content and bindings, with Default when the locale has none', async () => {
    const host = await render(
      <BuilderContent
        locale="fr"
        data={{ header: localized('Hello', 'Bonjour'), only: localized('Default only') }}
        content={{
          id: 'loc',
          data: {
            state: { nested: { title: localized('Title', 'Titre') } },
            blocks: [
              text('builder-header', 'state.header'),
              text('builder-only', 'state.only'),
              text('builder-nested', 'state.nested.title'),
            ],
          },
        }}
      />,
    );
    expect(shown(host, 'builder-header')).toBe('Bonjour');
    expect(shown(host, 'builder-only')).toBe('Default only');
    expect(shown(host, 'builder-nested')).toBe('Titre');
  });

  it('resolves repeat collections and symbol data', async () => {
    const host = await render(
      <BuilderContent
        content={{
          id: 'loc-repeat',
          data: {
            state: { items: [localized('one', 'un'), localized('two', 'deux')] },
            blocks: [
              { ...text('builder-item', 'state.itemsItem'), repeat: { collection: 'state.items' } },
              {
                '@type': BLOCK_TYPE,
                id: 'builder-symbol',
                component: {
                  name: 'Symbol',
                  options: {
                    symbol: {
                      data: { label: localized('Label', 'Étiquette') },
                      content: { id: 'sym', data: { blocks: [text('builder-label', 'state.label')] } },
                    },
                  },
                },
              },
            ],
          },
        }}
        locale="fr"
      />,
    );
    expect([...host.querySelectorAll('[builder-id="builder-item"]')].map((el) => el.textContent)).toEqual([
      'un',
      'deux',
    ]);
    expect(shown(host, 'builder-label')).toBe('Étiquette');
  });

  it('keeps objects without localized values (and class instances) as they are', () => {
    class Cart {
      items = [1];
    }
    const cart = new Cart();
    const value = { cart, list: [{ a: 1 }] };
    expect(localize(value, 'fr')).toBe(value);
    expect((localize({ cart, x: localized('a', 'b') }, 'fr') as { cart: Cart }).cart).toBe(cart);
  });
});
