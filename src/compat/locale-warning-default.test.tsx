// @vitest-environment happy-dom
/**
 * The locale warning of a page that renders content with the kit's own `BuilderContent` only:
 * it names that component's locale prop. (A file of its own: the other APIs, once used on a
 * page, are named instead; see locale-warning.test.tsx.)
 */
import { expect, it, vi } from 'vitest';
import { eventually, render } from '../../test/helpers/happy-dom-render.tsx';
import { BLOCK_TYPE, BuilderContent, LOCALIZED_VALUE_TYPE, pageGlobal } from '../index.ts';

it("the kit's BuilderContent: its locale prop", async () => {
  pageGlobal('reported-once', () => new Set<string>()).delete('locale'); // not yet warned on this page
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  const text = { '@type': LOCALIZED_VALUE_TYPE, Default: 'Hello', fr: 'Bonjour' };
  await render(
    <BuilderContent
      content={{
        id: 'kit',
        data: { blocks: [{ '@type': BLOCK_TYPE, id: 'builder-kit', component: { name: 'Text', options: { text } } }] },
      }}
      canTrack={false}
    />,
  );
  await eventually(() =>
    expect(
      warn.mock.calls.map(([message]) => String(message)).filter((message) => message.includes('localized fields')),
    ).toEqual([
      '[Builder.io] In order to use localized fields in Builder, you must pass a locale prop to BuilderContent',
    ]),
  );
  warn.mockRestore();
});
