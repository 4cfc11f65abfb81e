/**
 * `<builder-content hydrate>` from the sources, with React's development build: it checks every
 * attribute of every hydrated element against the client render (the production build in
 * dist/ only checks structure and text), so any difference between the server HTML of
 * `renderContentElementToHtml` and the element's first render shows up here as a console error.
 *
 * The server HTML is inserted before the element's code loads (the tags upgrade when it does),
 * then after (they upgrade as they are inserted), then with innerHTML (no declarative shadow root:
 * the element attaches the template's content itself). The only attribute the server writes that the
 * render does not is `part="base"` (the element adds it after hydrating, so `::part(base)`
 * applies before any script runs); React's development build reports it as "extra", so it is
 * taken out of the HTML here and the test checks the element puts it back.
 */
import { expect } from 'chai';
import type { BuilderContent } from '../../src/core/types.ts';
import { testEnv, waitFor } from '../helpers/browser.ts';
import cssProperties from '../conformance/peer/fixtures/css-properties.json';
import collegeResults from '../conformance/peer/fixtures/college-results-repeat.json';
import stateBinding from '../conformance/peer/fixtures/state-binding.json';
import home from '../../demo/content/page/home.json';
import { renderContentElementToHtml } from './element-server-render.ts';
import { renderRootOf } from './element-hydration-helpers.ts';
import { REACT_18 } from '../helpers/react-version.ts';

const { serviceUrl, apiKey } = testEnv();

const FIXTURES: [string, unknown, { apiKey?: string; apiHost?: string }?][] = [
  ['css-properties.json', cssProperties],
  ['college-results-repeat.json', collegeResults],
  ['state-binding.json', stateBinding],
  ['demo home page', home, { apiKey, apiHost: serviceUrl }],
];

/** Console errors and warnings while `body` runs, but the one this page causes by running React's server and client renderers side by side. */
async function consoleDuring(body: () => Promise<void>): Promise<string[]> {
  const logs: string[] = [];
  const original = { error: console.error, warn: console.warn };
  for (const level of ['error', 'warn'] as const) {
    console[level] = (...args: unknown[]) => {
      const message = args.map(String).join(' ');
      // React 18 does not know `fetchPriority` (React 19 does) and warns once that it writes it as a
      // plain attribute, which is what it does (`fetchpriority` in HTML): no difference from the server's.
      const react18Only =
        REACT_18 && message.includes('React does not recognize the `%s` prop') && message.includes('fetchPriority');
      if (!message.includes('multiple renderers concurrently rendering') && !react18Only)
        logs.push(`${level}: ${message}`);
      original[level](...args);
    };
  }
  try {
    await body();
  } finally {
    Object.assign(console, original);
  }
  return logs;
}

let defined: Promise<unknown> | undefined;
const holders: HTMLElement[] = [];
afterEach(() => holders.splice(0).forEach((holder) => holder.remove()));

describe('<builder-content hydrate> in development React: no attribute differs from the server HTML', () => {
  for (const [name, fixture, server] of FIXTURES) {
    for (const shadow of [true, false]) {
      it(`${name}, ${shadow ? 'declarative shadow root' : 'light DOM'}`, async () => {
        const { html } = await renderContentElementToHtml({
          content: fixture as BuilderContent,
          model: 'page',
          shadow,
          ...server,
        });
        const holder = document.createElement('div');
        holders.push(holder);
        holder.setHTMLUnsafe(html.replace(' part="base"', ''));
        const host = holder.querySelector<HTMLElement>('builder-content')!;
        const contentRoot = renderRootOf(host).querySelector('[builder-content-id]')!;
        const nodes = [...contentRoot.querySelectorAll('*')];
        let loads = 0;
        host.addEventListener('load', () => loads++);
        const logs = await consoleDuring(async () => {
          document.body.append(holder);
          // The first test loads the elements after the tag is in the page (it upgrades then).
          defined ??= import('../../elements/index.ts');
          await defined;
          await waitFor(() => loads > 0, 'the load event');
          await waitFor(() => !shadow || contentRoot.part.contains('base'), 'the base part').catch(() => {});
        });
        expect(logs).to.deep.equal([]);
        expect(renderRootOf(host).querySelector('[builder-content-id]')).to.equal(contentRoot);
        expect(
          nodes.filter((node) => !contentRoot.contains(node)),
          'server elements replaced',
        ).to.deep.equal([]);
        if (shadow) expect(contentRoot.part.contains('base'), 'the base part, given back once hydrated').to.equal(true);
      });
    }
  }

  it('server HTML inserted with innerHTML (the shadow root stays a plain template) hydrates too', async () => {
    const { html } = await renderContentElementToHtml({
      content: stateBinding as unknown as BuilderContent,
      model: 'page',
    });
    const holder = document.createElement('div');
    holders.push(holder);
    holder.innerHTML = html.replace(' part="base"', '');
    const host = holder.querySelector<HTMLElement>('builder-content')!;
    const template = host.querySelector('template')!;
    const contentRoot = template.content.querySelector('[builder-content-id]')!;
    const nodes = [...contentRoot.querySelectorAll('*')];
    let loads = 0;
    host.addEventListener('load', () => loads++);
    const logs = await consoleDuring(async () => {
      document.body.append(holder);
      await (defined ??= import('../../elements/index.ts'));
      await waitFor(() => loads > 0, 'the load event');
      await waitFor(() => contentRoot.part.contains('base'), 'the base part');
    });
    expect(logs).to.deep.equal([]);
    expect(host.shadowRoot!.querySelector('[builder-content-id]')).to.equal(contentRoot);
    expect(nodes.filter((node) => !contentRoot.contains(node))).to.deep.equal([]);
    expect(host.querySelector('template')).to.equal(null);
  });
});
