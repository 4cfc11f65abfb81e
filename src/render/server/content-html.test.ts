/**
 * Content HTML on the server, attacked: whatever a Text, Custom Code or Embed block holds, the
 * HTML the server writes keeps it inside its block, leaves out the kit's elements (and, in rich
 * text, the page-wide ones), and parses back to itself.
 */
import {
  defaultTreeAdapter,
  html as parse5Html,
  parse,
  parseFragment,
  serialize,
  type DefaultTreeAdapterTypes,
} from 'parse5';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BLOCK_TYPE, renderContentElementToHtml, renderContentToHtml, type BuilderContent } from '../../server.ts';
import { HOSTILE_MARKUP } from '../../../test/helpers/hostile-markup.ts';
import { serverMarkupFilter } from './content-html.ts';

type Node = DefaultTreeAdapterTypes.Node;

const HOSTILE = HOSTILE_MARKUP;

const filter = (html: string, richText = true) => {
  const dropped = new Set<string>();
  return { html: serverMarkupFilter(html, richText, dropped), dropped: [...dropped] };
};

/**
 * A page that puts `html` where a block's goes (in a shadow root's template, or in the light DOM),
 * with the page's own login form after it, parsed as a browser with scripting on or off would:
 * the elements outside the content root (the page's own, as it wrote them) and those in it.
 */
function page(html: string, scriptingEnabled: boolean, shadow: boolean) {
  const root = `<div id="root"><div class="builder-text">${html}</div></div>`;
  const document = parse(
    `<!doctype html><body><main><builder-content>${shadow ? `<template shadowrootmode="open">${root}</template>` : root}</builder-content><form id="login" action="/login"></form></main>`,
    { scriptingEnabled },
  );
  const outside: string[] = [];
  const inside: string[] = [];
  const walk = (node: Node, into: string[]) => {
    const isRoot = 'tagName' in node && node.attrs.some((a) => a.name === 'id' && a.value === 'root');
    if ('tagName' in node) into.push(isRoot ? 'root' : node.tagName + node.attrs.map((a) => `#${a.value}`).join(''));
    const next = isRoot ? inside : into;
    if ('childNodes' in node) node.childNodes.forEach((child) => walk(child, next));
    if ('content' in node) node.content.childNodes.forEach((child) => walk(child, next));
  };
  walk(document, outside);
  return { outside, inside };
}

/** The page's own elements outside the content root, as the page wrote them. */
const pageOnly = (shadow: boolean) => [
  'html',
  'head',
  'body',
  'main',
  'builder-content',
  ...(shadow ? ['template#open'] : []),
  'root',
  'form#login#/login',
];

afterEach(() => vi.restoreAllMocks());

describe('content HTML in server output', () => {
  it('each hostile fragment stays inside its block: the page around it parses as the page wrote it', () => {
    for (const hostile of HOSTILE) {
      for (const richText of [true, false]) {
        const { html } = filter(hostile, richText);
        // The fragment built to mutate on a second parse is left out whole; the others keep their paragraph.
        if (html) expect(html, hostile).toMatch(/^<p>[a-z]+<\/p>/);
        for (const scripting of [true, false]) {
          for (const shadow of [true, false]) {
            const parsed = page(html, scripting, shadow);
            expect(parsed.outside, hostile).toEqual(pageOnly(shadow));
            expect(parsed.inside[0], hostile).toBe('div#builder-text');
            expect(parsed.inside, hostile).not.toContain('img');
          }
        }
      }
    }
  });

  it('the same fragments, unfiltered or only parsed and written again, do break out or swallow the page (the check above sees each attack)', () => {
    const roundTrip = (html: string) =>
      serialize(parseFragment(defaultTreeAdapter.createElement('div', parse5Html.NS.HTML, []), html, {}));
    // What the HTML spec's serialiser writes for a <style> in <svg>: its text as it is (parse5 escapes it).
    const specRoundTrip = (html: string) =>
      roundTrip(html).replace(
        /<svg><style>(.*?)<\/style>/s,
        (_, text: string) =>
          `<svg><style>${text
            .replace(/&lt;/g, '<')
            .replace(/&gt;/g, '>')
            .replace(/&quot;/g, '"')}</style>`,
      );
    for (const hostile of HOSTILE) {
      const escaped = [hostile, roundTrip(hostile), specRoundTrip(hostile)].some((html) =>
        [true, false].some((scripting) =>
          [true, false].some((shadow) => {
            const parsed = page(html, scripting, shadow);
            return parsed.outside.join() !== pageOnly(shadow).join() || parsed.inside.includes('img');
          }),
        ),
      );
      expect(escaped, hostile).toBe(true);
    }
  });

  it('writes HTML that parses back to itself, and keeps ordinary markup as it is', () => {
    const ordinary =
      '<h2 class="title">Hello <em>there</em></h2><p>a &amp; b&nbsp;c<br><a href="/x?a=1&amp;b=2">link</a></p><ul><li>one</li><li>two</li></ul><img src="x.png" alt="a picture"><table><tbody><tr><td>cell</td></tr></tbody></table><svg viewBox="0 0 1 1"><path d="M0 0"></path></svg>';
    const { html, dropped } = filter(ordinary);
    expect(html).toBe(ordinary);
    expect(dropped).toEqual([]);
    for (const hostile of HOSTILE) {
      const out = filter(hostile).html;
      expect(
        serialize(parseFragment(defaultTreeAdapter.createElement('div', parse5Html.NS.HTML, []), out, {})),
        hostile,
      ).toBe(out);
    }
  });

  it('closes what is open, drops stray end tags, and writes comments closed', () => {
    expect(filter('<p><b>open').html).toBe('<p><b>open</b></p>');
    expect(filter('a</template>b</div>c</body>d').html).toBe('abcd');
    // Kept (the browser's parse of the same HTML, which React compares while hydrating, has them
    // too), and closed: an unclosed one ends where the HTML ends, not at the page's next `-->`.
    expect(filter('a<!-- note -->b<!-- open').html).toBe('a<!-- note -->b<!-- open-->');
    expect(filter('a<!-- x --!>b<!-->c').html).toBe('a<!-- x -->b<!---->c');
  });

  it('leaves out the escape hatches and raw text inside svg or math', () => {
    expect(filter('a<plaintext>b').dropped).toEqual(['<plaintext>']);
    expect(filter('a<xmp>b</xmp>').html).toBe('a');
    expect(filter('a<noscript><p>b</p></noscript>').html).toBe('a');
    expect(filter('a<noembed>b</noembed><noframes>c</noframes>').html).toBe('a');
    expect(filter('<svg><style>x</style><script>y</script></svg>').html).toBe('<svg></svg>');
    expect(filter('<math><style>x</style></math>').html).toBe('<math></math>');
  });

  it('no raw text keeps a `<`: style as a CSS escape, JSON scripts as \\u003c, other scripts with one left out', () => {
    expect(filter('<style>.a::after { content: "</div>" }</style>', false).html).toBe(
      '<style>.a::after { content: "\\3c /div>" }</style>',
    );
    expect(filter('<script type="application/ld+json">{"name":"</script-ish"}</script>', false).html).toBe(
      '<script type="application/ld+json">{"name":"\\u003c/script-ish"}</script>',
    );
    expect(filter('<script type="application/ld+json">{"name":"plain"}</script>', false).html).toBe(
      '<script type="application/ld+json">{"name":"plain"}</script>',
    );
    expect(filter('<script type="text/x-template"><b>x</b></script>', false).html).toBe('');
    expect(filter('<iframe src="/frame">fallback</iframe>', false).html).toBe('<iframe src="/frame"></iframe>');
  });

  it("leaves out the kit's elements everywhere, page-wide elements in rich text only, JavaScript always", () => {
    const html =
      '<builder-init api-key="attacker" can-track="true" trusted-hosts="evil.example"></builder-init><BUILDER-CONTENT model="page" api-key="attacker"></BUILDER-CONTENT><template><builder-symbol></builder-symbol></template>' +
      '<base href="https://evil.example/"><meta http-equiv="refresh" content="0;url=https://evil.example"><link rel="preload" href="/x"><link rel="stylesheet" href="/site.css"><title>t</title><script>alert(1)</script><p>kept</p>';
    const rich = filter(html, true);
    expect(rich.html).toBe('<template></template><link rel="stylesheet" href="/site.css"><p>kept</p>');
    expect(rich.dropped).toEqual([
      '<builder-init>',
      '<builder-content>',
      '<builder-symbol>',
      '<base>',
      '<meta>',
      '<link>',
      '<title>',
      '<script>',
    ]);
    const owner = filter(html, false);
    expect(owner.html).toBe(
      '<template></template><base href="https://evil.example/"><meta http-equiv="refresh" content="0;url=https://evil.example"><link rel="preload" href="/x"><link rel="stylesheet" href="/site.css"><title>t</title><p>kept</p>',
    );
    expect(owner.dropped).toEqual(['<builder-init>', '<builder-content>', '<builder-symbol>', '<script>']);
  });

  it('HTML built to change on a second parse is left out whole', () => {
    expect(filter('<form><div></form><form><input name="x"></form>').html).toBe('');
    expect(
      filter('<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;/mglyph&gt;&lt;img src=1&gt;">')
        .dropped,
    ).toEqual(['markup that parses differently when read again']);
  });
});

const block = (id: string, name: string, options: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  '@type': BLOCK_TYPE,
  id,
  component: { name, options },
  ...extra,
});
const content = (blocks: unknown[]): BuilderContent => ({ id: 'markup', data: { blocks } }) as BuilderContent;

describe('server renders of content markup', () => {
  it('renderContentToHtml and renderContentElementToHtml write what the filter keeps, with one warning naming the block', async () => {
    const warnings: string[] = [];
    vi.spyOn(console, 'warn').mockImplementation(
      (...args: unknown[]) => void warnings.push(args.map(String).join(' ')),
    );
    const blocks = [
      block('builder-rich-init', 'Text', {
        text: '<p>rich</p><builder-init api-key="attacker"></builder-init><base href="https://evil.example/">',
      }),
      block('builder-code-init', 'Custom Code', {
        code: '<p>code</p><builder-init api-key="attacker"></builder-init><meta name="owner" content="kept">',
      }),
      block('builder-embed-init', 'Embed', {
        content: '<p>embed</p><builder-content api-key="attacker"></builder-content>',
      }),
      block('builder-escape', 'Text', { text: '<p>escape</p></template></div></div><form id="evil"></form>' }),
      block('builder-raw-init', 'Builder:RawText', {
        text: '<b>raw</b><builder-init api-key="attacker"></builder-init><link rel="preload" href="/x">',
      }),
      block('builder-label-init', 'Form:Label', {
        text: '<i>label</i><builder-init api-key="attacker"></builder-init><meta http-equiv="refresh" content="0">',
      }),
    ];
    const plain = await renderContentToHtml({
      content: content(blocks),
      model: 'page',
      apiKey: 'KEY',
      canTrack: false,
    });
    const element = await renderContentElementToHtml({
      content: content(blocks),
      model: 'page',
      apiKey: 'KEY',
      canTrack: false,
    });
    const light = await renderContentElementToHtml({
      content: content(blocks),
      model: 'page',
      apiKey: 'KEY',
      canTrack: false,
      shadow: false,
    });
    expect(element.html.split('</template>')).toHaveLength(2); // the shadow root's own end tag only
    for (const html of [plain.html, element.html, light.html]) {
      const markup = html.replace(/<script type="application\/json"[^>]*>.*?<\/script>/s, '');
      expect(markup).not.toMatch(/<builder-init|<builder-content api-key|<base/);
      expect(markup).toContain('<div class="builder-text"><p>escape</p><form id="evil"></form></div>');
      expect(markup).toContain('<meta name="owner" content="kept">');
      for (const kept of [
        '<p>rich</p>',
        '<p>code</p>',
        '<p>embed</p>',
        '<p>escape</p>',
        '<b>raw</b></span>',
        '<i>label</i></span>',
      ])
        expect(markup).toContain(kept);
      expect(markup).not.toMatch(/<link rel="preload"|<meta http-equiv/);
    }
    const named = (id: string) => warnings.filter((w) => w.includes(`block ${id} `));
    expect(named('builder-rich-init')).toEqual([
      'Builder: block builder-rich-init holds markup that would act outside its content, left out: <builder-init>, <base>',
    ]);
    expect(named('builder-code-init')).toEqual([
      'Builder: block builder-code-init holds markup that would act outside its content, left out: <builder-init>',
    ]);
    expect(named('builder-embed-init')).toEqual([
      'Builder: block builder-embed-init holds markup that would act outside its content, left out: <builder-content>',
    ]);
    expect(named('builder-raw-init')).toEqual([
      'Builder: block builder-raw-init holds markup that would act outside its content, left out: <builder-init>, <link>',
    ]);
    expect(named('builder-label-init')).toEqual([
      'Builder: block builder-label-init holds markup that would act outside its content, left out: <builder-init>, <meta>',
    ]);
  });

  it('a tagName outside the allow-list renders a div, with one warning naming the block', async () => {
    const warnings: string[] = [];
    vi.spyOn(console, 'warn').mockImplementation(
      (...args: unknown[]) => void warnings.push(args.map(String).join(' ')),
    );
    const blocks = ['base', 'meta', 'link', 'script', 'style', 'title', 'builder-init', 'object', 'template'].map(
      (tag) =>
        block(
          `builder-tag-${tag}`,
          'Text',
          { text: `<p>${tag}</p>` },
          {
            tagName: tag,
            properties: { href: 'https://evil.example/', 'http-equiv': 'refresh', content: '0', 'api-key': 'attacker' },
          },
        ),
    );
    blocks.push(
      block(
        'builder-tag-iframe',
        'Text',
        { text: '' },
        { tagName: 'iframe', properties: { srcdoc: '<p>doc</p>', src: '/frame' } },
      ),
    );
    const { html } = await renderContentToHtml({
      content: content(blocks),
      model: 'page',
      apiKey: 'KEY',
      canTrack: false,
    });
    expect(html).not.toMatch(/<(base|meta|link|script|title|builder-init|object|template)\b[^>]*builder-id/);
    expect(html).not.toMatch(/<style[^>]*builder-id/);
    expect(html).toMatch(/<iframe [^>]*builder-id="builder-tag-iframe"/);
    expect(html).not.toContain('srcdoc');
    for (const tag of ['base', 'meta', 'link', 'script', 'style', 'title', 'builder-init', 'object', 'template']) {
      expect(html).toMatch(new RegExp(`<div [^>]*builder-id="builder-tag-${tag}"`));
      expect(warnings.filter((w) => w.includes(`block builder-tag-${tag} `))).toEqual([
        `Builder: block builder-tag-${tag} cannot be a <${tag}> element (it would act outside its content); rendered as a <div>`,
      ]);
    }
  });
});
