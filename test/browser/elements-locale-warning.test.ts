// Content holding localized values shown by a tag without a `locale` attribute: the page's one
// warning names that tag's attribute.
import { expect } from 'chai';
import '../../elements/index.ts';
import { pageGlobal } from '../../src/core/page-global.ts';
import type { BuilderContent } from '../../src/core/types.ts';
import { waitFor } from '../helpers/browser.ts';
import { reactSettled } from '../helpers/browser-render.tsx';
import { inside, mount, unmountAll } from './elements-helpers.ts';

const LOCALIZED = { '@type': '@builder.io/core:LocalizedValue', Default: 'Hello', fr: 'Bonjour' };
const WARNING = '[Builder.io] In order to use localized fields in Builder, you must pass ';

let warnings: string[] = [];
const original = console.warn;
beforeEach(() => {
  // A fresh page as far as the warning goes: not yet warned, no tag named yet.
  pageGlobal('reported-once', () => new Set<string>()).delete('locale');
  pageGlobal('locale-inputs', () => new Set<string>()).clear();
  warnings = [];
  console.warn = (...args: unknown[]) => void warnings.push(args.map(String).join(' '));
});
afterEach(() => {
  console.warn = original;
  unmountAll();
});
const localeWarnings = () => warnings.filter((warning) => warning.includes('localized fields'));

describe('the locale warning of a tag', () => {
  it('<builder-content>: its locale attribute', async () => {
    const element = mount<HTMLElement & { content?: BuilderContent }>(
      '<builder-content can-track="false"></builder-content>',
    );
    element.content = {
      id: 'tag-localized',
      data: {
        blocks: [
          {
            '@type': '@builder.io/sdk:Element',
            id: 'builder-t',
            component: { name: 'Text', options: { text: LOCALIZED } },
          },
        ],
      },
    };
    await waitFor(() => localeWarnings().length > 0, 'the locale warning');
    expect(localeWarnings()).to.deep.equal([`${WARNING}a locale attribute to <builder-content>`]);
    expect(inside(element).textContent).to.contain('Hello');
  });

  it('a block tag (<builder-text>): its locale attribute', async () => {
    const element = mount<HTMLElement & { text?: unknown }>('<builder-text></builder-text>');
    element.text = LOCALIZED;
    await waitFor(() => localeWarnings().length > 0, 'the locale warning');
    expect(localeWarnings()).to.deep.equal([`${WARNING}a locale attribute to <builder-text>`]);
  });

  it('with the attribute, nothing is warned', async () => {
    const element = mount<HTMLElement & { content?: BuilderContent }>(
      '<builder-content can-track="false" locale="fr"></builder-content>',
    );
    element.content = {
      id: 'tag-localized-fr',
      data: {
        blocks: [
          {
            '@type': '@builder.io/sdk:Element',
            id: 'builder-t',
            component: { name: 'Text', options: { text: LOCALIZED } },
          },
        ],
      },
    };
    await waitFor(() => inside(element).textContent?.includes('Bonjour'), 'the French text');
    await reactSettled(); // its effects have run
    expect(localeWarnings()).to.deep.equal([]);
  });
});
