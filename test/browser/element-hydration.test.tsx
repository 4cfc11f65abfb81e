/**
 * `<builder-content hydrate>` over the server HTML of `renderContentElementToHtml`, as a page
 * loads it (an iframe): with JavaScript disabled it shows the content and its styles inside the
 * tag; with the built elements bundle (`npm run build` first) it hydrates that HTML in place —
 * the nodes parsed before the bundle ran are the ones shown after, nothing restyled, no console
 * error or warning — then behaves as the tag does (load event, actions, the rest of a repeat);
 * server HTML of other content than the element gets is rendered afresh, never blank. Both
 * placements: a declarative shadow root, and the light DOM (`shadow: false`, `no-shadow`).
 */
import { expect } from 'chai';
import type { BuilderContent } from '../../src/core/types.ts';
import { testEnv, waitFor } from '../helpers/browser.ts';
import cssProperties from '../conformance/peer/fixtures/css-properties.json';
import collegeResults from '../conformance/peer/fixtures/college-results-repeat.json';
import stateBinding from '../conformance/peer/fixtures/state-binding.json';
import abTest from '../conformance/peer/fixtures/ab-test.json';
import home from '../../demo/content/page/home.json';
import brewGuide from '../../demo/content/page/brew-guide.json';
import contact from '../../demo/content/page/contact.json';
import { renderContentElementToHtml } from './element-server-render.ts';
import {
  loadFrame,
  lostNodes,
  removeFrames,
  renderRootOf,
  restyled,
  type FramePage,
} from './element-hydration-helpers.ts';

const { serviceUrl, apiKey } = testEnv();
const entry = (json: unknown) => json as BuilderContent;

const AB_ID = '691abdd7105c4cf7b9609995fc1fb56c';
const AB_VARIATION_2 = 'd7b7153da32c4d219b9b5c63ec129c94';
const AB_COOKIE = `builder.tests.${AB_ID}`;

interface Fixture {
  name: string;
  content: BuilderContent;
  /** Text the server HTML shows (css-properties.json is a box and an image). */
  shows?: string;
  /** Text only the client shows, after hydration (the rest of a repeat). */
  later?: string;
  /** Options for the server render (the demo page fetches its symbols). */
  server?: { apiKey?: string; apiHost?: string };
}

const FIXTURES: Fixture[] = [
  { name: 'css-properties.json', content: entry(cssProperties) },
  {
    name: 'college-results-repeat.json',
    content: entry(collegeResults),
    shows: 'Stanford University',
    later: 'Yale University',
  },
  { name: 'state-binding.json', content: entry(stateBinding), shows: 'first: (click me', later: 'second: (click me' },
  // The demo home page with its two symbols (newsletter banner, site footer), fetched by the server.
  {
    name: 'demo home page',
    content: entry(home),
    shows: 'Coffee roasted the week you drink it.',
    server: { apiKey, apiHost: serviceUrl },
  },
];

const PLACEMENTS = [
  { name: 'declarative shadow root', shadow: true },
  { name: 'light DOM (no-shadow)', shadow: false },
] as const;

const serverHtml = async (fixture: Fixture, shadow: boolean) =>
  (await renderContentElementToHtml({ content: fixture.content, model: 'page', shadow, ...fixture.server })).html;

/** Waits for the tag's load event and for hydration to settle (the server's styles removed). */
async function hydrated(page: FramePage): Promise<void> {
  const server = page.server!;
  await waitFor(() => server.loads.length > 0, 'the load event');
  await waitFor(() => !renderRootOf(page.host).querySelector('script[data-builder-content]'), 'the content JSON read');
  await waitFor(
    () => !page.host.shadowRoot?.querySelector('style[data-builder-host-css]'),
    'the server host CSS replaced',
  );
  await new Promise((resolve) => page.win.requestAnimationFrame(resolve));
  server.stop();
}

afterEach(removeFrames);

describe('<builder-content hydrate> over renderContentElementToHtml', () => {
  for (const placement of PLACEMENTS) {
    describe(placement.name, () => {
      it('css-properties.json: shows the content and its styles with JavaScript disabled', async () => {
        const page = await loadFrame(await serverHtml(FIXTURES[0], placement.shadow), { bundle: false });
        const root = renderRootOf(page.host);
        expect(!!page.host.shadowRoot, 'the declarative shadow root is attached without script').to.equal(true);
        expect(page.win.getComputedStyle(page.host).display).to.equal('block');
        const box = root.querySelector('.builder-4f5a09e2a52747f8b7cb48b880636a3c')!;
        expect(page.win.getComputedStyle(box).backgroundColor).to.equal('rgb(255, 0, 0)');
        expect(page.win.getComputedStyle(box).getPropertyValue('--red-color').trim()).to.equal('red');
        expect(page.win.getComputedStyle(root.querySelector('.builder-image')!).width).to.equal('616px');
        expect(page.win.getComputedStyle(root.querySelector('.builder-blocks')!).display, 'default block CSS').to.equal(
          'flex',
        );
        expect(root.querySelector('[builder-content-id]')!.getClientRects().length).to.be.greaterThan(0);
      });

      for (const fixture of FIXTURES.slice(1)) {
        it(`${fixture.name}: shows the content with JavaScript disabled`, async () => {
          const page = await loadFrame(await serverHtml(fixture, placement.shadow), { bundle: false });
          const root = renderRootOf(page.host);
          const contentRoot = root.querySelector<HTMLElement>('[builder-content-id]')!;
          expect(contentRoot.innerText).to.contain(fixture.shows!);
          expect(contentRoot.getBoundingClientRect().height).to.be.greaterThan(0);
          expect(page.win.getComputedStyle(root.querySelector('.builder-blocks')!).display).to.equal('flex');
          if (fixture.later) expect(contentRoot.textContent).not.to.contain(fixture.later);
        });
      }

      for (const fixture of FIXTURES) {
        it(`${fixture.name}: the bundle hydrates the server HTML in place`, async () => {
          const page = await loadFrame(await serverHtml(fixture, placement.shadow), { bundle: true });
          const server = page.server!;
          expect(server.hostDisplay).to.equal('block');
          await hydrated(page);
          expect(page.logs, 'console errors and warnings').to.deep.equal([]);
          expect(lostNodes(server), 'server nodes replaced').to.deep.equal([]);
          expect(
            renderRootOf(page.host).querySelectorAll('[builder-content-id]:not([builder-content-id] *)'),
          ).to.have.length(1);
          expect(restyled(server), 'computed styles changed').to.deep.equal([]);
          expect(page.win.getComputedStyle(page.host).display).to.equal('block');
          expect(server.blankFrames).to.equal(0);
          expect(server.loads).to.have.length(1);
          expect((server.loads[0] as BuilderContent).id).to.equal(fixture.content.id);
          expect([...server.states], 'loading or no-content at any time').to.deep.equal([]);
          expect(page.host.hasAttribute('loading') || page.host.hasAttribute('no-content')).to.equal(false);
          if (fixture.shows) expect(server.contentRoot.textContent).to.contain(fixture.shows);
          if (fixture.later)
            await waitFor(() => server.contentRoot.textContent?.includes(fixture.later!), fixture.later);
          if (placement.shadow) {
            expect(server.contentRoot.part.contains('base'), 'the base part').to.equal(true);
            // React's own hoisted styles (`data-precedence`) stay: it hydrated them.
            const serverStyles = page.host.shadowRoot!.querySelectorAll(
              'style:not([builder-content-id] style, [data-precedence])',
            );
            expect(
              [...serverStyles].map((style) => style.outerHTML.slice(0, 80)),
              'server <style>s removed once adopted',
            ).to.deep.equal([]);
            expect(page.host.shadowRoot!.adoptedStyleSheets.length).to.be.greaterThanOrEqual(2);
          } else {
            expect(
              page.doc.querySelectorAll('style[data-builder-default-css]'),
              'one default-CSS style on the page',
            ).to.have.length(1);
          }
        });
      }

      it('state-binding.json: an action still works after hydration (state changes re-render)', async () => {
        const page = await loadFrame(await serverHtml(FIXTURES[2], placement.shadow), { bundle: true });
        await hydrated(page);
        const root = page.server!.contentRoot;
        const button = [...root.querySelectorAll<HTMLElement>('.builder-block')].find(
          (el) => el.textContent?.trim() === 'Change Name',
        )!;
        expect(root.textContent).to.contain('initial Name');
        button.click();
        await waitFor(() => root.textContent?.includes('updated text'), 'the state change');
        expect(root.textContent).not.to.contain('initial Name');
        expect(
          lostNodes(page.server!).filter((node) => node.nodeType === 1),
          'elements replaced',
        ).to.deep.equal([]);
        expect(page.logs).to.deep.equal([]);
      });

      it('later attribute changes re-render: a changed data attribute flows into the state', async () => {
        const page = await loadFrame(await serverHtml(FIXTURES[2], placement.shadow), { bundle: true });
        await hydrated(page);
        page.host.setAttribute('data', '{"name": "from the data attribute"}');
        await waitFor(() => page.server!.contentRoot.textContent?.includes('from the data attribute'), 'the new state');
        expect(page.logs).to.deep.equal([]);
      });

      it('pages with blocks the bundle loads lazily (brew guide: tabs, masonry; contact: a form) hydrate in place', async () => {
        for (const content of [brewGuide, contact]) {
          const html = (
            await renderContentElementToHtml({
              content: entry(content),
              model: 'page',
              shadow: placement.shadow,
              apiKey,
              apiHost: serviceUrl,
            })
          ).html;
          const page = await loadFrame(html, { bundle: true });
          await hydrated(page);
          expect(page.logs, content.id).to.deep.equal([]);
          expect(lostNodes(page.server!), content.id).to.deep.equal([]);
          expect(page.server!.blankFrames).to.equal(0);
          expect([...page.server!.states], 'loading while the widgets load').to.deep.equal([]);
          if (content !== brewGuide) continue;
          // The widgets' default CSS (in the server HTML; in the browser it comes with each widget's
          // chunk) stays applied through hydration: nothing of theirs restyled, in the frame after the
          // server's <style> left the shadow root (React hydrates their Suspense boundaries later than
          // the content's) nor at the end (Masonry lays its tiles out once hydrated, on purpose).
          const ofWidgets = (lines: string[]) =>
            lines.filter((line) => /^\w+\.builder-(carousel|tab|accordion)/.test(line));
          if (placement.shadow) {
            expect(page.server!.stylesWithoutServerCss, 'the server <style> removed').not.to.equal(undefined);
            expect(
              ofWidgets(restyled(page.server!, page.server!.stylesWithoutServerCss)),
              'widgets restyled when the server <style> left',
            ).to.deep.equal([]);
          }
          expect(ofWidgets(restyled(page.server!)), 'widgets restyled').to.deep.equal([]);
          // The hydrated tabs respond.
          const tab = page.server!.contentRoot.querySelector<HTMLElement>('[role="tab"][aria-selected="false"]')!;
          tab.click();
          await waitFor(() => tab.getAttribute('aria-selected') === 'true', 'the tab selected');
        }
      });

      it('with <builder-init> on the page (its settings reach the tag while it hydrates)', async () => {
        const html = await serverHtml(FIXTURES[1], placement.shadow);
        const page = await loadFrame(
          `<builder-init api-key="${apiKey}" api-host="${serviceUrl}" can-track="false"></builder-init>${html}`,
          { bundle: true },
        );
        await hydrated(page);
        expect(page.logs).to.deep.equal([]);
        expect(lostNodes(page.server!)).to.deep.equal([]);
        await waitFor(
          () => page.server!.contentRoot.textContent?.includes('Yale University'),
          'the rest of the repeat',
        );
      });

      it('a changed fetch attribute (url) fetches and shows that entry, as on any tag', async () => {
        const html = (
          await renderContentElementToHtml({
            content: entry(stateBinding),
            model: 'page',
            shadow: placement.shadow,
            apiKey,
            apiHost: serviceUrl,
          })
        ).html;
        const page = await loadFrame(html, { bundle: true });
        await hydrated(page);
        page.host.setAttribute('url', '/test-page');
        await waitFor(
          () => renderRootOf(page.host).querySelector('[builder-content-id="test-page"]'),
          'the fetched page',
        );
        await waitFor(() => page.server!.loads.length === 2, 'a second load event');
        expect((page.server!.loads[1] as BuilderContent).id).to.equal('test-page');
        expect(renderRootOf(page.host).textContent).not.to.contain('Change Name');
        expect(page.logs).to.deep.equal([]);
      });

      it('other content than the server rendered (the content property): rendered afresh, never blank', async () => {
        const html = await serverHtml(FIXTURES[0], placement.shadow);
        const page = await loadFrame(html, { bundle: true, content: entry(collegeResults) });
        const server = page.server!;
        await waitFor(() => server.loads.length > 0, 'the load event');
        const root = renderRootOf(page.host);
        await waitFor(() => root.textContent?.includes('Yale University'), 'the client content');
        server.stop();
        expect((server.loads[0] as BuilderContent).data?.title).to.equal('College Results with Repeat');
        expect(root.querySelector('.builder-4f5a09e2a52747f8b7cb48b880636a3c'), 'server content gone').to.equal(null);
        expect(root.querySelectorAll('[builder-content-id]:not([builder-content-id] *)')).to.have.length(1);
        expect(server.blankFrames).to.equal(0);
        expect(page.logs).to.have.length(1);
        expect(page.logs[0]).to.match(/^warn: <builder-content>: the server HTML did not match/);
      });
    });
  }

  describe('an A/B test (ab-test.json)', () => {
    beforeEach(() => void (document.cookie = `${AB_COOKIE}=${AB_VARIATION_2}; path=/`));
    afterEach(() => void (document.cookie = `${AB_COOKIE}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`));

    for (const placement of PLACEMENTS) {
      it(`${placement.name}: the chooser shows the visitor's variation as the page is parsed, and the bundle hydrates it`, async () => {
        const html = (
          await renderContentElementToHtml({ content: entry(abTest), model: 'page', shadow: placement.shadow })
        ).html;
        const page = await loadFrame(html, { bundle: true });
        const server = page.server!;
        expect(server.contentRoot.getAttribute('builder-content-id'), 'chosen before the bundle ran').to.equal(
          AB_VARIATION_2,
        );
        expect(server.contentRoot.textContent).to.contain('text only in variation 2');
        await hydrated(page);
        expect(page.logs).to.deep.equal([]);
        expect(lostNodes(server)).to.deep.equal([]);
        const root = renderRootOf(page.host);
        expect(root.querySelectorAll('template, script'), 'templates and scripts gone').to.have.length(0);
        expect(page.host.querySelectorAll(':scope > script')).to.have.length(0);
        expect((server.loads[0] as BuilderContent).id).to.equal(AB_ID);
      });

      it(`${placement.name}: with JavaScript disabled the default variation shows`, async () => {
        const html = (
          await renderContentElementToHtml({ content: entry(abTest), model: 'page', shadow: placement.shadow })
        ).html;
        const page = await loadFrame(html, { bundle: false });
        const roots = [...renderRootOf(page.host).querySelectorAll('[builder-content-id]')].filter(
          (el) => el.getClientRects().length,
        );
        expect(roots.map((el) => el.getAttribute('builder-content-id'))).to.deep.equal([AB_ID]);
        expect(roots[0].textContent).to.contain('This is the default variation!');
      });
    }
  });
});
