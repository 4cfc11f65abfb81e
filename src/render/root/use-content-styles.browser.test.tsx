/**
 * useContentStyles and useStylesInPage in Chromium: each content root has one `<style>` (font
 * faces, then its blocks' styles and its cssCode, `&` scoped to the root, then animation start
 * states) that really applies and goes with the root; the default CSS of the blocks a root uses
 * goes once into its document (or is adopted by its shadow root); font faces of content in a
 * shadow root are declared in the document head, once per file.
 */
import { expect } from 'chai';
import {
  BLOCK_TYPE,
  BuilderContent,
  type BuilderBlock,
  type BuilderContent as Content,
  type CustomComponent,
} from '../../index.ts';
import { waitFor } from '../../../test/helpers/browser.ts';
import { mount, reactSettled, rerender, shadowRoot, unmount } from '../../../test/helpers/browser-render.tsx';
import { DEFAULT_CSS_ATTRIBUTE } from '../default-css.ts';
import { FONT_ATTRIBUTE } from '../fonts.ts';

let run = 0;
/** A name unique to this test (the default CSS and font faces stay in the page between tests). */
const unique = (name: string) => `${name}-${run}`;

const box = (id: string, color: string, extra: Partial<BuilderBlock> = {}): BuilderBlock => ({
  '@type': BLOCK_TYPE,
  id,
  responsiveStyles: { large: { color } },
  component: { name: 'Text', options: { text: `<p>${id}</p>` } },
  ...extra,
});
const show = (content: Content, options: { into?: ShadowRoot; components?: readonly CustomComponent[] } = {}) =>
  mount(<BuilderContent content={content} canTrack={false} customComponents={options.components} />, {
    into: options.into,
    sync: true,
  });
const rootOf = (host: ParentNode, id: string) => host.querySelector<HTMLElement>(`[builder-content-id="${id}"]`)!;
/** The text of the root's own `<style>` (its first child). */
const sheetOf = (host: ParentNode, id: string) => rootOf(host, id).querySelector(':scope > style')?.textContent ?? '';
const colorOf = (host: ParentNode, id: string) => getComputedStyle(host.querySelector(`[builder-id="${id}"]`)!).color;
const documentSheetsWith = (text: string) =>
  [...document.styleSheets].filter((sheet) => sheet.ownerNode?.textContent?.includes(text));

describe('useContentStyles', () => {
  beforeEach(() => void run++);

  it('puts one <style> in each content root, holding the styles of its own blocks, which apply', async () => {
    const host = mount(
      <>
        <BuilderContent
          content={{ id: 'styles-red', data: { blocks: [box('builder-red', 'rgb(200, 0, 0)')] } }}
          canTrack={false}
        />
        <BuilderContent
          content={{
            id: 'styles-blue',
            data: { blocks: [box('builder-blue', 'rgb(0, 0, 200)'), box('builder-blue-2', 'rgb(0, 0, 100)')] },
          }}
          canTrack={false}
        />
      </>,
      { sync: true },
    );
    for (const id of ['styles-red', 'styles-blue']) {
      expect(rootOf(host, id).querySelectorAll('style')).to.have.length(1);
      expect(rootOf(host, id).firstElementChild?.tagName).to.equal('STYLE');
    }
    expect(sheetOf(host, 'styles-red')).to.equal('.builder-red {color: rgb(200, 0, 0);}');
    expect(sheetOf(host, 'styles-blue')).to.equal(
      '.builder-blue {color: rgb(0, 0, 200);}\n.builder-blue-2 {color: rgb(0, 0, 100);}',
    );
    expect(colorOf(host, 'builder-red')).to.equal('rgb(200, 0, 0)');
    expect(colorOf(host, 'builder-blue')).to.equal('rgb(0, 0, 200)');
  });

  it("adds the content's cssCode after the blocks' styles, `&` standing for the root, so it wins", async () => {
    const content: Content = {
      id: 'styles-code',
      data: {
        cssCode: '& .builder-coded { color: rgb(0, 128, 0); }',
        blocks: [box('builder-coded', 'rgb(200, 0, 0)')],
      },
    };
    const host = show(content);
    const sheet = sheetOf(host, 'styles-code');
    expect(
      sheet.indexOf('[builder-content-id="styles-code"] .builder-coded { color: rgb(0, 128, 0); }'),
    ).to.be.greaterThan(sheet.indexOf('rgb(200, 0, 0)'));
    expect(colorOf(host, 'builder-coded')).to.equal('rgb(0, 128, 0)');
  });

  it('follows new content of the same root, and its stylesheet leaves the document with it', async () => {
    const content = (color: string): Content => ({ id: 'styles-live', data: { blocks: [box('builder-live', color)] } });
    const host = show(content('rgb(200, 0, 0)'));
    expect(documentSheetsWith('.builder-live {')).to.have.length(1);

    rerender(host, <BuilderContent content={content('rgb(0, 0, 200)')} canTrack={false} />);
    await waitFor(() => colorOf(host, 'builder-live') === 'rgb(0, 0, 200)', 'the new color');
    expect(documentSheetsWith('.builder-live {')).to.have.length(1);
    expect(sheetOf(host, 'styles-live')).not.to.contain('rgb(200, 0, 0)');

    unmount(host);
    expect(documentSheetsWith('.builder-live {')).to.have.length(0);
  });

  it('has no <style> for content without styles', async () => {
    const host = show({
      id: 'styles-none',
      data: {
        blocks: [{ '@type': BLOCK_TYPE, id: 'builder-bare', component: { name: 'Text', options: { text: 'bare' } } }],
      },
    });
    expect(rootOf(host, 'styles-none').querySelector('style')).to.equal(null);
  });

  it("declares the content's custom fonts first in its sheet, and they reach the document's fonts", async () => {
    const family = unique('Styles Font');
    const content: Content = {
      id: 'styles-fonts',
      data: {
        customFonts: [{ family, files: { regular: '/fonts/missing.woff2' } }],
        blocks: [box('builder-font', 'rgb(1, 2, 3)')],
      },
    };
    const host = show(content);
    const sheet = sheetOf(host, 'styles-fonts');
    expect(sheet.startsWith(`@font-face {font-family: "${family}"`)).to.equal(true);
    expect(sheet).to.contain('.builder-font');
    expect([...document.fonts].some((face) => face.family.replace(/"/g, '') === family)).to.equal(true);
  });

  it("puts the start state of animated blocks last, so the first paint shows it over the block's own style", async () => {
    const host = show({
      id: 'styles-animated',
      data: {
        blocks: [
          box('builder-fading', 'rgb(1, 2, 3)', {
            responsiveStyles: { large: { opacity: '0.5' } },
            animations: [
              {
                trigger: 'pageLoad',
                steps: [{ styles: { opacity: '0' } }, { styles: { opacity: '1' } }],
                duration: 0.2,
              },
            ],
          }),
        ],
      },
    });
    const sheet = sheetOf(host, 'styles-animated');
    expect(sheet.lastIndexOf('opacity: 0')).to.be.greaterThan(sheet.indexOf('opacity: 0.5'));
    // Committed synchronously: the animator (loaded after mount) has not run yet.
    expect(getComputedStyle(host.querySelector('[builder-id="builder-fading"]')!).opacity).to.equal('0');
  });
});

describe('useStylesInPage', () => {
  beforeEach(() => void run++);

  const customBox = (css: string): CustomComponent => ({
    name: 'StylesBox',
    css,
    component: () => <b className="styles-box">box</b>,
  });
  const usingBox = (id: string): Content => ({
    id,
    data: { blocks: [{ '@type': BLOCK_TYPE, id: 'builder-box', component: { name: 'StylesBox' } }] },
  });

  it('adds the default CSS of the blocks used to the document once, however many roots use them, and none for blocks not used', async () => {
    const css = `.styles-box { outline: 3px solid rgb(${run}, 9, 9); }`;
    const unused = `.styles-unused-${run} { color: red; }`;
    const components = [customBox(css), { name: 'StylesUnused', css: unused, component: () => null }];
    const first = show(usingBox('styles-default-1'), { components });
    show(usingBox('styles-default-2'), { components });
    const defaults = document.querySelectorAll(`style[${DEFAULT_CSS_ATTRIBUTE}]`);
    expect(defaults).to.have.length(1);
    expect(defaults[0].textContent.split(css)).to.have.length(2);
    expect(defaults[0].textContent).not.to.contain(unused);
    expect(getComputedStyle(first.querySelector('.styles-box')!).outlineColor).to.equal(`rgb(${run}, 9, 9)`);
  });

  it('gives content in a shadow root the default CSS in a sheet the shadow root adopts, and declares its fonts in the document head once', async () => {
    const css = `.styles-box { outline: 3px solid rgb(${run}, 8, 8); }`;
    const url = `/fonts/${unique('shadow')}.woff2`;
    const withFont = (id: string): Content => ({
      ...usingBox(id),
      data: { ...usingBox(id).data, customFonts: [{ family: unique('Shadow Font'), files: { regular: url } }] },
    });
    const shadow = shadowRoot();
    show(withFont('styles-shadow-1'), { into: shadow, components: [customBox(css)] });
    show(withFont('styles-shadow-2'), { into: shadowRoot(), components: [customBox(css)] });

    expect(
      shadow.adoptedStyleSheets.some((sheet) =>
        [...sheet.cssRules].some((rule) => rule.cssText.includes(`rgb(${run}, 8, 8)`)),
      ),
    ).to.equal(true);
    expect(getComputedStyle(shadow.querySelector('.styles-box')!).outlineColor).to.equal(`rgb(${run}, 8, 8)`);
    const declared = document.head.querySelectorAll(`style[${FONT_ATTRIBUTE}="${url}"]`);
    expect(declared).to.have.length(1);
    expect(declared[0].textContent).to.contain(unique('Shadow Font'));
  });

  it('declares no font in the document head for content in the document itself (its own sheet does)', async () => {
    const url = `/fonts/${unique('light')}.woff2`;
    show({
      id: 'styles-light-font',
      data: {
        customFonts: [{ family: unique('Light Font'), files: { regular: url } }],
        blocks: [box('builder-l', 'rgb(1, 1, 1)')],
      },
    });
    expect(document.head.querySelectorAll(`style[${FONT_ATTRIBUTE}="${url}"]`)).to.have.length(0);
  });

  it('warns once that content with localized values needs a locale when none is given', async () => {
    const original = console.warn;
    const warnings: string[] = [];
    console.warn = (...args: unknown[]) => void warnings.push(args.map(String).join(' '));
    try {
      const localized = (id: string): Content => ({
        id,
        data: {
          blocks: [
            {
              '@type': BLOCK_TYPE,
              id: 'builder-l',
              component: {
                name: 'Text',
                options: { text: { '@type': '@builder.io/core:LocalizedValue', Default: 'Hello' } },
              },
            },
          ],
        },
      });
      mount(<BuilderContent content={localized('styles-locale-given')} locale="de-DE" canTrack={false} />, {
        sync: true,
      });
      await reactSettled(); // its effects have run
      expect(warnings.filter((w) => /locale/i.test(w))).to.deep.equal([]);
      mount(
        <>
          <BuilderContent content={localized('styles-locale-1')} canTrack={false} />
          <BuilderContent content={localized('styles-locale-2')} canTrack={false} />
        </>,
      );
      await waitFor(() => warnings.some((w) => /locale/i.test(w)), 'the locale warning');
      expect(warnings.filter((w) => /locale/i.test(w))).to.have.length(1);
    } finally {
      console.warn = original;
    }
  });
});
