// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { render } from '../../test/helpers/happy-dom-render.tsx';
import { BLOCK_TYPE, BuilderContent, type BuilderContent as Content } from '../index.ts';
import { fontFaceCss } from './fonts.ts';

const ROBOTO = {
  family: 'Roboto',
  kind: 'sans-serif',
  fileUrl: 'https://fonts.example/roboto.woff2',
  files: {
    regular: 'https://fonts.example/roboto.woff2',
    700: 'https://fonts.example/roboto-bold.ttf',
    italic: 'https://fonts.example/roboto-italic.woff2',
  },
};
const LORA = { family: 'Lora', files: { regular: '/fonts/lora.woff' } };

const text = (id: string, value: string) => ({
  '@type': BLOCK_TYPE,
  id,
  component: { name: 'Text', options: { text: value } },
});

describe('custom fonts', () => {
  it('declares the regular file at 400 and each numeric weight, with font-display: fallback', () => {
    const { css, urls } = fontFaceCss([ROBOTO, LORA]);
    expect(urls).toEqual([
      'https://fonts.example/roboto.woff2',
      'https://fonts.example/roboto-bold.ttf',
      '/fonts/lora.woff',
    ]);
    expect(css.split('\n')).toEqual([
      '@font-face {font-family: "Roboto"; src: local("Roboto"), url("https://fonts.example/roboto.woff2") format("woff2"); font-display: fallback; font-weight: 400;}',
      '@font-face {font-family: "Roboto"; src: local("Roboto"), url("https://fonts.example/roboto-bold.ttf") format("truetype"); font-display: fallback; font-weight: 700;}',
      '@font-face {font-family: "Lora"; src: local("Lora"), url("/fonts/lora.woff") format("woff"); font-display: fallback; font-weight: 400;}',
    ]);
  });

  it('declares each URL once, skips URLs declared around it, and ignores malformed entries and script URLs', () => {
    const { urls } = fontFaceCss(
      [ROBOTO, ROBOTO, { family: '' }, null, 'x', { family: 'Bad', fileUrl: 'javascript:alert(1)' }, LORA],
      new Set(['/fonts/lora.woff']),
    );
    expect(urls).toEqual(['https://fonts.example/roboto.woff2', 'https://fonts.example/roboto-bold.ttf']);
    expect(fontFaceCss(undefined).css).toBe('');
  });

  it('escapes names and URLs so they cannot leave their string (or the style element)', () => {
    const { css } = fontFaceCss([{ family: 'X"; } body { color: red', fileUrl: 'a.woff2"); } </style><script>' }]);
    expect(css).toBe(
      '@font-face {font-family: "X\\22 ; } body { color: red"; src: local("X\\22 ; } body { color: red"), ' +
        'url("a.woff2\\22 ); } \\3c /style>\\3c script>"); font-display: fallback; font-weight: 400;}',
    );
  });

  it("puts the rules in the content root's one stylesheet; a symbol inside leaves out files the page declared", async () => {
    const symbol: Content = {
      id: 'sym',
      data: { customFonts: [ROBOTO, LORA], blocks: [text('builder-in-symbol', 'In the symbol')] },
    };
    const page: Content = {
      id: 'fonts-page',
      data: {
        customFonts: [ROBOTO],
        blocks: [
          text('builder-t', 'Hello'),
          {
            '@type': BLOCK_TYPE,
            id: 'builder-s',
            component: { name: 'Symbol', options: { symbol: { content: symbol } } },
          },
        ],
      },
    };
    const host = await render(<BuilderContent content={page} canTrack={false} />);
    const [pageSheet, symbolSheet] = [...host.querySelectorAll('[builder-content-id] > style')].map(
      (style) => style.textContent ?? '',
    );
    expect(pageSheet.match(/@font-face/g)).toHaveLength(2);
    expect(pageSheet.startsWith('@font-face {font-family: "Roboto"')).toBe(true);
    expect(symbolSheet.match(/@font-face/g)).toHaveLength(1);
    expect(symbolSheet).toContain('url("/fonts/lora.woff")');
    expect(host.querySelectorAll('style')).toHaveLength(2);
  });
});
