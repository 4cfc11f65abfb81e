import { describe, expect, it } from 'vitest';
import {
  createServerPage,
  renderContentElementToHtml,
  renderContentToHtml,
  BLOCK_TYPE,
  type BuilderContent,
} from '../../server.ts';
import abTest from '../../../test/conformance/peer/fixtures/ab-test.json';
import stateBinding from '../../../test/conformance/peer/fixtures/state-binding.json';
import { startContentService } from '../../../demo/server/service.mjs';

const text = (id: string, html: string) => ({
  '@type': BLOCK_TYPE,
  id,
  component: { name: 'Text', options: { text: html } },
});
const page = (blocks: unknown[], extra: Record<string, unknown> = {}): BuilderContent =>
  ({ id: 'element-test', data: { blocks, ...extra } }) as BuilderContent;

/** The text of the content JSON script, parsed. */
const embedded = (html: string) =>
  JSON.parse(/<script type="application\/json" data-builder-content[^>]*>(.*?)<\/script>/s.exec(html)![1]);

describe('renderContentElementToHtml', () => {
  it('writes the tag with its attributes, hydrate, and a declarative shadow root holding the content, the CSS and the JSON', async () => {
    const content = page([text('builder-hello', '<p>Hello</p>')]);
    const {
      html,
      content: rendered,
      title,
    } = await renderContentElementToHtml({
      content,
      model: 'page',
      apiKey: 'KEY',
      locale: 'fr',
      data: { user: 'a"b' },
      canTrack: false,
      attributes: { class: 'main page', 'trusted-hosts': 'cms.example.com' },
    });
    expect(html).toMatch(
      /^<builder-content model="page" api-key="KEY" locale="fr" data="\{&quot;user&quot;:&quot;a\\&quot;b&quot;\}" can-track="false" class="main page" trusted-hosts="cms.example.com" hydrate><template shadowrootmode="open">/,
    );
    expect(html.endsWith('</script></template></builder-content>')).toBe(true);
    const shadow = /<template shadowrootmode="open">(.*)<\/template>/s.exec(html)![1];
    expect(shadow).toMatch(/^<!--\$--><div part="base" builder-content-id="element-test" builder-model="page">/);
    expect(shadow).toMatch(/<!--\/\$--><style data-builder-host-css>:host \{ display: block; \}/);
    expect(shadow).toContain('<style data-builder-default-css>@layer builder-defaults {');
    expect(embedded(html)).toEqual(rendered);
    expect(rendered).toEqual(content);
    expect(title).toBeUndefined();
  });

  it('renders the same content root as renderContentToHtml', async () => {
    const content = stateBinding as unknown as BuilderContent;
    const [{ html }, server] = await Promise.all([
      renderContentElementToHtml({ content }),
      renderContentToHtml({ content }),
    ]);
    // React writes resource hints (the tracking pixel's preload) ahead of the boundary.
    const [, hints, root] = /^((?:<link [^>]*>)*)(.*)$/s.exec(server.contentHtml)!;
    expect(html).toContain(`${hints}<!--$-->${root.replace('<div ', '<div part="base" ')}<!--/$-->`);
    expect(html).toContain(`<style data-builder-default-css>${server.defaultCss}</style>`);
  });

  it('with shadow: false renders into the light DOM (no-shadow), the shadow root holding the host CSS and the slot', async () => {
    const { html } = await renderContentElementToHtml({
      content: page([text('builder-hello', '<p>Hello</p>')]),
      shadow: false,
    });
    expect(html).toMatch(
      /^<builder-content no-shadow hydrate><template shadowrootmode="open"><style data-builder-host-css>[^<]*<\/style><slot name="builder-light-root"><\/slot><\/template>/,
    );
    expect(html).toMatch(
      /<\/template><style data-builder-default-css>[^<]*<\/style><div slot="builder-light-root" style="display:contents"><!--\$--><div builder-content-id="element-test"/,
    );
    expect(html).toMatch(
      /<!--\/\$--><\/div><script type="application\/json" data-builder-content[^>]*>.*<\/script><\/builder-content>$/s,
    );
  });

  it('escapes the JSON so no text of the content can close the script', async () => {
    const hostile = '</script><script>alert(1)</script><!-- <style>';
    const content = page([text('builder-hostile', `<p>${hostile.replace(/</g, '&lt;')}</p>`)], { title: hostile });
    const { html } = await renderContentElementToHtml({ content });
    const script = /<script type="application\/json"[^>]*>(.*?)<\/script>/s.exec(html)![1];
    expect(script).not.toContain('<');
    expect(embedded(html).data.title).toBe(hostile);
  });

  it('refuses attribute names it writes itself or that would not read back as one name', async () => {
    const content = page([]);
    await expect(renderContentElementToHtml({ content, attributes: { hydrate: '' } })).rejects.toThrow(/"hydrate"/);
    await expect(renderContentElementToHtml({ content, attributes: { 'no-shadow': '' } })).rejects.toThrow(
      /shadow option/,
    );
    await expect(renderContentElementToHtml({ content, attributes: { 'x" onload="alert(1)': '' } })).rejects.toThrow(
      /not a valid attribute name/,
    );
    const { html } = await renderContentElementToHtml({
      content,
      model: 'page',
      attributes: { model: 'other', title: '"><script>' },
    });
    expect(html).toMatch(/^<builder-content model="page" title="&quot;&gt;&lt;script&gt;" hydrate>/);
  });

  it('without a matching entry writes the tag alone, without hydrate (the browser fetches, then shows its fallback)', async () => {
    const service = await startContentService({
      port: 0,
      apiKeys: ['abcd'],
      siteDir: false,
      logger: { info() {}, warn() {}, error() {} },
    });
    try {
      const { html, content } = await renderContentElementToHtml({
        model: 'page',
        apiKey: 'abcd',
        apiHost: service.url,
        url: '/no-such-page',
      });
      expect(content).toBeUndefined();
      expect(html).toBe(
        `<builder-content model="page" api-key="abcd" url="/no-such-page" api-host="${service.url}"></builder-content>`,
      );
    } finally {
      await service.close();
    }
  });

  describe('an A/B test', () => {
    it('puts the variations before the default content in the shadow root, an anchor after it, and the chooser call in the light DOM', async () => {
      const { html } = await renderContentElementToHtml({ content: abTest as unknown as BuilderContent, nonce: 'n0' });
      const [, before, shadow, after] =
        /^<builder-content[^>]*>(.*?)<template shadowrootmode="open">(.*)<\/template>(.*)<\/builder-content>$/s.exec(
          html,
        )!;
      expect(before).toMatch(/^<script data-id="builderio-init-variants-fns" nonce="n0">.*<\/script>$/s);
      expect(shadow).toMatch(
        /^(<template data-template-variant-id="[^"]+"><!--\$--><div part="base" builder-content-id=[^]*?<\/template>){2}(<link [^>]*>)*<!--\$--><div part="base" builder-content-id="691abdd7105c4cf7b9609995fc1fb56c"/,
      );
      expect(shadow).toMatch(
        /<!--\/\$--><template data-builder-variants-anchor><\/template><style data-builder-host-css nonce="n0">/,
      );
      expect(after).toMatch(
        /^<script data-id="builderio-init-variants-call" nonce="n0">window\.__builderVariants&&__builderVariants\.runInShadowRoot\(document\.currentScript,"691abdd7105c4cf7b9609995fc1fb56c",.*\)<\/script>$/s,
      );
    });

    it('writes the chooser functions once per page', async () => {
      const serverPage = createServerPage();
      const content = abTest as unknown as BuilderContent;
      const first = await renderContentElementToHtml({ content, page: serverPage });
      const second = await renderContentElementToHtml({ content, page: serverPage, shadow: false });
      expect(first.html).toContain('builderio-init-variants-fns');
      expect(second.html).not.toContain('builderio-init-variants-fns');
      // In the light DOM the call follows the default content inside the container, as renderContentToHtml writes it.
      expect(second.html).toMatch(
        /<!--\/\$--><script data-id="builderio-init-variants-call">window\.__builderVariants&&__builderVariants\.run\(document\.currentScript,/,
      );
    });
  });
});
