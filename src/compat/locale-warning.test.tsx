// @vitest-environment happy-dom
/**
 * Content holding localized values rendered without a locale: the one warning of the page names
 * the locale input of the API the page rendered it with (the kit's own `BuilderContent`, named
 * when no other API is: locale-warning-default.test.tsx).
 */
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { eventually, render } from '../../test/helpers/happy-dom-render.tsx';
import {
  BLOCK_TYPE,
  BuilderComponent,
  Content,
  LOCALIZED_VALUE_TYPE,
  pageGlobal,
  type BuilderContent as Entry,
} from '../index.ts';

const localized = (id: string): Entry => ({
  id,
  data: {
    blocks: [
      {
        '@type': BLOCK_TYPE,
        id: `builder-${id}`,
        component: {
          name: 'Text',
          options: { text: { '@type': LOCALIZED_VALUE_TYPE, Default: 'Hello', fr: 'Bonjour' } },
        },
      },
    ],
  },
});
const WARNING = '[Builder.io] In order to use localized fields in Builder, you must pass ';

let warn: MockInstance<typeof console.warn>;
const localeWarnings = () =>
  warn.mock.calls.map(([message]) => String(message)).filter((message) => message.includes('localized fields'));

beforeEach(() => {
  // A fresh page as far as the warning goes: not yet warned, no API named yet.
  pageGlobal('reported-once', () => new Set<string>()).delete('locale');
  pageGlobal('locale-inputs', () => new Set<string>()).clear();
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => warn.mockRestore());

describe('the locale warning names the locale input of the API used', () => {
  it("Gen 2's Content: its locale prop (or fetchOneEntry's locale option)", async () => {
    await render(<Content content={localized('gen2')} model="page" canTrack={false} />);
    await eventually(() =>
      expect(localeWarnings()).toEqual([
        `${WARNING}a locale prop to Content (or the locale option to fetchOneEntry and fetchEntries)`,
      ]),
    );
  });

  it("Gen 1's BuilderComponent: its locale prop, in Gen 1's own words", async () => {
    await render(<BuilderComponent content={localized('gen1')} model="page" canTrack={false} />);
    await eventually(() => expect(localeWarnings()).toEqual([`${WARNING}a locale prop to the BuilderComponent`]));
  });

  it('a page rendering with two APIs: both, once', async () => {
    await render(
      <>
        <BuilderComponent content={localized('both-gen1')} model="page" canTrack={false} />
        <Content content={localized('both-gen2')} model="page" canTrack={false} />
      </>,
    );
    await eventually(() =>
      expect(localeWarnings()).toEqual([
        `${WARNING}a locale prop to the BuilderComponent or a locale prop to Content (or the locale option to fetchOneEntry and fetchEntries)`,
      ]),
    );
  });

  it('given a locale, nothing is warned', async () => {
    const host = await render(<Content content={localized('given')} model="page" locale="fr" canTrack={false} />);
    await eventually(() => expect(host.textContent).toBe('Bonjour'));
    expect(localeWarnings()).toEqual([]);
  });
});
