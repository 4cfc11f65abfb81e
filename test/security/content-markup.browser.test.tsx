/**
 * In Chromium, on a page whose Content-Security-Policy is `script-src 'self'`, with the kit's
 * tags defined and the site's own `<builder-init>`: content markup never configures the kit.
 * A malicious editor user puts `<builder-init>` (or `<builder-content>`) into rich text, a
 * block's `tagName`, Custom Code or a symbol, to get their API key, tracking consent or editor
 * host into the page; or `<base>`, `<meta http-equiv=refresh>` and preloads into rich text or
 * `tagName`, to act on the whole page. None of it reaches the page; each block is named in
 * one warning.
 */
import { expect } from 'chai';
import '../../elements/index.ts';
import {
  BLOCK_TYPE,
  builder,
  BuilderContent,
  type BuilderBlock,
  type BuilderContent as Content,
} from '../../src/index.ts';
import { waitFor } from '../helpers/browser.ts';
import { mount, reactSettled } from '../helpers/browser-render.tsx';

const ATTACK = 'api-key="attacker-key" can-track="true" trusted-hosts="evil.example"';
const SITE_KEY = 'site-key';

const block = (id: string, options: Partial<BuilderBlock>): BuilderBlock => ({ '@type': BLOCK_TYPE, id, ...options });
const text = (id: string, html: string) => block(id, { component: { name: 'Text', options: { text: html } } });

/** Console warnings since the test page started, as text. */
const warnings: string[] = [];
const warnedAbout = (id: string) => warnings.filter((warning) => warning.includes(`block ${id} `));

async function renderWithReact(content: Content): Promise<HTMLElement> {
  const host = mount(<BuilderContent content={content} canTrack={false} />);
  await waitFor(() => host.querySelector(`[builder-content-id="${content.id}"]`), 'the content');
  await reactSettled();
  return host;
}

async function renderInTag(content: Content): Promise<ShadowRoot> {
  const tag = document.createElement('builder-content') as HTMLElement & { content: Content };
  tag.setAttribute('can-track', 'false');
  tag.content = content;
  document.body.append(tag);
  await waitFor(
    () => tag.shadowRoot?.querySelector(`[builder-content-id="${content.id}"]`),
    'the content in <builder-content>',
  );
  await reactSettled();
  return tag.shadowRoot!;
}

describe("content markup under script-src 'self'", () => {
  const baseBefore = document.baseURI;

  before(() => {
    const meta = document.createElement('meta');
    meta.httpEquiv = 'Content-Security-Policy';
    meta.content = "script-src 'self'";
    document.head.append(meta);
    const warn = console.warn.bind(console);
    console.warn = (...args: unknown[]) => {
      warnings.push(args.map(String).join(' '));
      warn(...args);
    };
    // The site's own settings, as markup: these must hold.
    const site = document.createElement('div');
    site.innerHTML = `<builder-init api-key="${SITE_KEY}" can-track="false" trusted-hosts="site-editor.example"></builder-init>`;
    document.body.append(site);
  });

  it("the page really forbids eval, and the site's own <builder-init> set the page's settings", () => {
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the test: eval must throw under this policy
    expect(() => new Function('return 1')).to.throw();
    expect(customElements.get('builder-init'), "the kit's tags are defined").to.not.equal(undefined);
    expect(builder.apiKey).to.equal(SITE_KEY);
    expect(builder.canTrack).to.equal(false);
    expect(builder.trustedHosts).to.include('site-editor.example');
  });

  it('<builder-init> in rich text, a tagName, Custom Code, Embed or a symbol changes no setting, in React and in <builder-content>, with one warning per block', async () => {
    const content: Content = {
      id: 'markup-init',
      data: {
        blocks: [
          text(
            'builder-rich',
            `<p id="rich-kept">rich</p><builder-init ${ATTACK}></builder-init><builder-content ${ATTACK} model="page" url="/attacker"></builder-content>`,
          ),
          block('builder-tag', {
            tagName: 'builder-init',
            properties: { 'api-key': 'attacker-key', 'can-track': 'true', 'trusted-hosts': 'evil.example' },
          }),
          block('builder-code', {
            component: {
              name: 'Custom Code',
              options: { code: `<p id="code-kept">code</p><BUILDER-INIT ${ATTACK}></BUILDER-INIT>` },
            },
          }),
          block('builder-embed', {
            component: { name: 'Embed', options: { content: `<div><builder-init ${ATTACK}></builder-init></div>` } },
          }),
          block('builder-symbol', {
            component: {
              name: 'Symbol',
              options: {
                symbol: {
                  content: {
                    id: 'attacker-symbol',
                    data: {
                      blocks: [
                        text(
                          'builder-in-symbol',
                          `<builder-init ${ATTACK}></builder-init><p id="symbol-kept">symbol</p>`,
                        ),
                      ],
                    },
                  },
                },
              },
            },
          }),
        ],
      },
    };
    const page = await renderWithReact(content);
    const shadow = await renderInTag({ ...content, id: 'markup-init-tag' });

    for (const where of [page, shadow]) {
      expect(where.querySelectorAll('builder-init, builder-content'), 'no kit element in the content').to.have.length(
        0,
      );
      for (const kept of ['#rich-kept', '#symbol-kept']) expect(where.querySelector(kept), kept).to.not.equal(null);
      expect(where.querySelector('[builder-id="builder-tag"]')!.localName).to.equal('div');
    }
    // Custom Code in a tag's shadow root lives in the tag's light DOM (slotted back into place).
    expect(page.querySelector('#code-kept')).to.not.equal(null);
    expect(shadow.host.querySelector('#code-kept')).to.not.equal(null);
    expect(shadow.host.querySelectorAll('builder-init')).to.have.length(0);
    expect(document.querySelectorAll('builder-init')).to.have.length(1);
    expect(builder.apiKey).to.equal(SITE_KEY);
    expect(builder.canTrack).to.equal(false);
    expect(builder.trustedHosts).to.not.include('evil.example');
    expect(
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((url) => url.includes('attacker')),
    ).to.deep.equal([]);

    expect(warnedAbout('builder-rich')).to.deep.equal([
      'Builder: block builder-rich holds markup that would act outside its content, left out: <builder-init>, <builder-content>',
    ]);
    expect(warnedAbout('builder-tag')).to.deep.equal([
      'Builder: block builder-tag cannot be a <builder-init> element (it would act outside its content); rendered as a <div>',
    ]);
    expect(warnedAbout('builder-code')).to.deep.equal([
      'Builder: block builder-code holds markup that would act outside its content, left out: <builder-init>',
    ]);
    expect(warnedAbout('builder-embed')).to.deep.equal([
      'Builder: block builder-embed holds markup that would act outside its content, left out: <builder-init>',
    ]);
    expect(warnedAbout('builder-in-symbol')).to.deep.equal([
      'Builder: block builder-in-symbol holds markup that would act outside its content, left out: <builder-init>',
    ]);
  });

  it('rich text loses <base>, <meta http-equiv=refresh>, <link rel=preload>, <title> and <script>, and keeps stylesheets', async () => {
    const probe = `${location.origin}/__markup_preload_probe__.png`;
    const page = await renderWithReact({
      id: 'markup-page-wide',
      data: {
        blocks: [
          text(
            'builder-page-wide',
            '<base href="https://evil.example/"><meta http-equiv="refresh" content="0;url=https://evil.example/">' +
              `<link rel="preload" as="image" href="${probe}"><title>owned</title><script>window.pwned = 1</script>` +
              '<link rel="stylesheet" href="data:text/css,.kept-style{color:rgb(1,2,3)}"><span class="kept-style" id="page-wide-kept">kept</span>',
          ),
        ],
      },
    });
    const kept = page.querySelector<HTMLElement>('#page-wide-kept')!;
    await waitFor(() => getComputedStyle(kept).color === 'rgb(1, 2, 3)', 'the kept stylesheet');
    expect(document.baseURI).to.equal(baseBefore);
    expect(document.querySelectorAll(`base, meta[http-equiv="refresh"], link[href="${probe}"], title`)).to.have.length(
      0,
    );
    expect(page.querySelectorAll('script')).to.have.length(0);
    expect(page.querySelectorAll('link[rel="stylesheet"]')).to.have.length(1);
    expect(performance.getEntriesByType('resource').some((entry) => entry.name === probe)).to.equal(false);
    expect(warnedAbout('builder-page-wide')).to.deep.equal([
      'Builder: block builder-page-wide holds markup that would act outside its content, left out: <base>, <meta>, <link>, <title>, <script>',
    ]);
  });

  it('a tagName of base, meta, link, script, style, title or object renders a div, with one warning each', async () => {
    const tags = ['base', 'meta', 'link', 'script', 'style', 'title', 'object'];
    const page = await renderWithReact({
      id: 'markup-tag-names',
      data: {
        blocks: tags.map((tag) =>
          block(`builder-as-${tag}`, {
            tagName: tag,
            properties: {
              href: 'https://evil.example/',
              'http-equiv': 'refresh',
              content: '0;url=https://evil.example/',
              rel: 'preload',
              data: 'https://evil.example/',
            },
          }),
        ),
      },
    });
    for (const tag of tags) {
      expect(page.querySelector(`[builder-id="builder-as-${tag}"]`)!.localName, tag).to.equal('div');
      expect(warnedAbout(`builder-as-${tag}`), tag).to.deep.equal([
        `Builder: block builder-as-${tag} cannot be a <${tag}> element (it would act outside its content); rendered as a <div>`,
      ]);
    }
    expect(document.baseURI).to.equal(baseBefore);
    expect(
      document.querySelectorAll('base, meta[http-equiv="refresh"], link[href^="https://evil.example"], object'),
    ).to.have.length(0);
  });

  it("an iframe block never gets srcdoc; the owner's Custom Code keeps its <meta> (owner code)", async () => {
    const page = await renderWithReact({
      id: 'markup-owner',
      data: {
        blocks: [
          block('builder-frame', {
            tagName: 'iframe',
            properties: { srcdoc: '<p>attacker document</p>', title: 'frame' },
          }),
          block('builder-owner', {
            component: {
              name: 'Custom Code',
              options: { code: '<meta name="owner-verification" content="kept"><p>owner</p>' },
            },
          }),
        ],
      },
    });
    const frame = page.querySelector('[builder-id="builder-frame"]')!;
    expect(frame.localName).to.equal('iframe');
    expect(frame.hasAttribute('srcdoc')).to.equal(false);
    expect(page.querySelector('meta[name="owner-verification"]')!.getAttribute('content')).to.equal('kept');
    expect(warnedAbout('builder-owner')).to.deep.equal([]);
  });
});
