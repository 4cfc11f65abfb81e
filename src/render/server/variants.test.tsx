import { describe, expect, it } from 'vitest';
import { serveContent } from '../../../test/helpers/content-service.ts';
import { BLOCK_TYPE, createServerPage, renderContentToHtml, type BuilderContent } from '../../server.ts';
import abTest from '../../../test/conformance/peer/fixtures/ab-test.json';

const ID = '691abdd7105c4cf7b9609995fc1fb56c';
const VARIATIONS = ['d7b7153da32c4d219b9b5c63ec129c94', '661775df8c2c41d6afc0aa1b5fd1dd61'];
const count = (html: string, part: string) => html.split(part).length - 1;

const text = (id: string, value: string) => ({
  '@type': BLOCK_TYPE,
  id,
  component: { name: 'Text', options: { text: value } },
});
const symbolBlock = (id: string, entry: string) => ({
  '@type': BLOCK_TYPE,
  id,
  component: { name: 'Symbol', options: { symbol: { model: 'symbol', entry } } },
});

const service = serveContent({
  symbol: [{ id: 'promo', data: { blocks: [text('builder-promo', 'Promo from the symbol')] } }],
});

describe('renderContentToHtml with an A/B test', () => {
  it('renders each variation in a template, then the default content, then one call; the functions once (ab-test.json SSR bullet)', async () => {
    const { html, contentHtml, variantsScript } = await renderContentToHtml({
      content: abTest as unknown as BuilderContent,
    });
    expect(count(html, 'data-id="builderio-init-variants-fns"')).toBe(1);
    expect(count(contentHtml, 'data-id="builderio-init-variants-fns"')).toBe(0);
    expect(variantsScript.startsWith('<script data-id="builderio-init-variants-fns">')).toBe(true);
    expect(count(variantsScript, '</script')).toBe(1);
    expect(html.indexOf(variantsScript)).toBeLessThan(html.indexOf('<template'));

    const templates = [...contentHtml.matchAll(/<template data-template-variant-id="([^"]+)">(.*?)<\/template>/g)];
    expect(templates.map((match) => match[1])).toEqual(VARIATIONS);
    expect(templates[0][2]).toContain(`builder-content-id="${VARIATIONS[0]}"`);
    expect(templates[0][2]).toContain('text only in variation 2');
    expect(templates[1][2]).toContain('This is variation 1');
    const afterTemplates = contentHtml.slice(contentHtml.lastIndexOf('</template>'));
    expect(afterTemplates).toContain(`builder-content-id="${ID}"`);
    expect(afterTemplates).toContain('This is the default variation!');
    expect(afterTemplates).toMatch(/<script data-id="builderio-init-variants-call">[^<]+<\/script>$/);
    expect(count(contentHtml, '<script')).toBe(1);
  });

  it('embeds the ids and shares the chooser needs (none when they do not add up to 1), and whether it may track', async () => {
    const { contentHtml } = await renderContentToHtml({ content: abTest as unknown as BuilderContent });
    expect(contentHtml).toContain(
      `.run(document.currentScript,"${ID}",["${VARIATIONS[0]}","${VARIATIONS[1]}"],[["${VARIATIONS[0]}",0.3333],["${VARIATIONS[1]}",0.3333]],30,true)`,
    );
    const broken = { ...abTest, testRatio: 0.9 } as unknown as BuilderContent;
    expect((await renderContentToHtml({ content: broken })).contentHtml).toContain(`"${VARIATIONS[1]}"],null,30,true)`);
    expect(
      (await renderContentToHtml({ content: abTest as unknown as BuilderContent, canTrack: false })).contentHtml,
    ).toMatch(/,30,false\)<\/script>$/);
  });

  it('puts the nonce on the scripts and the default-CSS style', async () => {
    const { html } = await renderContentToHtml({ content: abTest as unknown as BuilderContent, nonce: 'r4nd"om' });
    expect(count(html, 'nonce="r4nd&quot;om"')).toBe(3);
  });

  it('writes the functions once for several A/B contents of one page', async () => {
    const page = createServerPage();
    const first = await renderContentToHtml({ content: abTest as unknown as BuilderContent, page });
    const second = await renderContentToHtml({
      content: { ...abTest, id: 'other-test' } as unknown as BuilderContent,
      page,
    });
    const body = first.html + second.html;
    expect(count(body, 'data-id="builderio-init-variants-fns"')).toBe(1);
    expect(count(body, 'data-id="builderio-init-variants-call"')).toBe(2);
    expect(second.variantsScript).toBe(first.variantsScript);
  });

  it('returns the whole test for hydration, with symbols of every variation fetched and inlined', async () => {
    const content: BuilderContent = {
      id: 'promo-test',
      testRatio: 0.5,
      data: { title: 'Default title', blocks: [text('builder-a', 'Plain default')] },
      variations: {
        'with-symbol': { id: 'with-symbol', testRatio: 0.5, data: { blocks: [symbolBlock('builder-s', 'promo')] } },
      },
    };
    const result = await renderContentToHtml({ content, apiKey: service.apiKey, apiHost: service.url });
    expect(result.contentHtml).toMatch(
      /<template data-template-variant-id="with-symbol">.*Promo from the symbol.*<\/template>/,
    );
    expect(result.content?.variations?.['with-symbol']?.data?.blocks?.[0]?.component?.options?.symbol).toMatchObject({
      entry: 'promo',
      content: { id: 'promo' },
    });
    expect(result.content?.data?.blocks?.[0]?.id).toBe('builder-a');
    expect(result.title).toBe('Default title');
  });

  it('renders content without variations as before: no template, no script', async () => {
    const result = await renderContentToHtml({
      content: { id: 'plain', data: { blocks: [text('builder-p', 'Plain')] } },
    });
    expect(result.html).not.toMatch(/<script|<template/);
    expect(result.variantsScript).toBe('');
  });
});
