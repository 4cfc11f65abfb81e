/**
 * The BUILT bundle, as a site loads it: `/dist/builder-elements.js` (run `npm run build` first;
 * `npm test` does). Nothing from the sources is imported here, so this page holds only the bundle.
 */
import { expect } from 'chai';
import { testEnv, waitFor } from '../helpers/browser.ts';
import { inside, mount, unmountAll } from './elements-helpers.ts';

const { serviceUrl, apiKey } = testEnv();
const BUNDLE = '/dist/builder-elements.js';
const TAGS = [
  'builder-init',
  'builder-content',
  'builder-text',
  'builder-image',
  'builder-video',
  'builder-columns',
  'builder-section',
  'builder-button',
  'builder-embed',
  'builder-custom-code',
  'builder-symbol',
  'builder-router',
  'builder-form',
  'builder-input',
  'builder-select',
  'builder-textarea',
  'builder-submit-button',
  'builder-label',
  'builder-carousel',
  'builder-tabs',
  'builder-accordion',
  'builder-masonry',
];

/** The parts of the bundle's `Builder` the tracking check uses. */
interface BundleBuilder {
  apiHost: string | null;
  init(apiKey: string, canTrack: boolean): BundleBuilder;
  trackImpression(contentId: string): void;
}

interface BundleModule {
  builder: object;
  Builder: new () => BundleBuilder;
}

/** Imports a URL at run time (kept out of the test bundle). */
const load = (url: string): Promise<BundleModule> => import(/* @vite-ignore */ url);
/** Chunk files requested so far (`/dist/chunks/<name>-<hash>.js`). */
const chunks = () =>
  performance
    .getEntriesByType('resource')
    .map((e) => e.name)
    .filter((url) => url.includes('/dist/chunks/'));

const announced: CustomEvent[] = [];
window.addEventListener('builder:load', (event) => announced.push(event));
let bundle: BundleModule;
const warnings: unknown[][] = [];
const errors: unknown[][] = [];

before(async () => {
  bundle = await load(BUNDLE);
});

afterEach(unmountAll);

describe('dist/builder-elements.js', () => {
  it('defines every tag', () => {
    expect(TAGS.filter((tag) => !customElements.get(tag))).to.deep.equal([]);
  });

  it("exposes window.builderElements and announces builder:load once, with the page's builder", () => {
    expect(window.builderElements?.builder).to.equal(bundle.builder);
    expect(window.builderElements?.Builder).to.equal(bundle.Builder);
    expect(announced).to.have.length(1);
    expect(announced[0].detail).to.equal(window.builderElements);
  });

  it('renders a page from the content service', async () => {
    const element = mount(
      `<builder-content api-key="${apiKey}" api-host="${serviceUrl}" url="/test-page"></builder-content>`,
    );
    await waitFor(
      () => inside(element).querySelector('[builder-content-id="test-page"]')?.textContent?.includes('Test page'),
      'the page',
    );
  });

  it("loads a widget's chunk only when its tag is used", async () => {
    expect(
      chunks().filter((url) => /\/(carousel|tabs|accordion|masonry)-/.test(url)),
      'no widget chunk before a widget shows',
    ).to.deep.equal([]);
    const tabs = mount(`<builder-tabs tabs='[{"label":[],"content":[]}]'></builder-tabs>`);
    await waitFor(() => inside(tabs).querySelector('[part~="tablist"]'), 'tabs');
    expect(chunks().some((url) => url.includes('/chunks/tabs-'))).to.equal(true);
    expect(
      chunks().some((url) => url.includes('/chunks/carousel-')),
      'no carousel chunk without a carousel',
    ).to.equal(false);
  });

  it('tracks with the code it loaded at once: no chunk for tracking', async () => {
    const before = chunks();
    const contentId = `bundle-tracking-${Math.random().toString(16).slice(2)}`;
    const tracker = new bundle.Builder().init(apiKey, true);
    tracker.apiHost = serviceUrl;
    tracker.trackImpression(contentId);
    const event = await waitFor(async () => {
      const { events } = (await (await fetch(`${serviceUrl}/api/v1/track/events`)).json()) as {
        events: { type: string; data: { contentId?: string } }[];
      };
      return events.find((e) => e.data.contentId === contentId);
    }, 'the impression at the service');
    expect(event.type).to.equal('impression');
    expect(chunks()).to.deep.equal(before);
  });

  it('keeps one core when a second copy of the bundle loads: same builder, tags defined once, no error', async () => {
    const originals = TAGS.map((tag) => customElements.get(tag));
    const warn = console.warn;
    const error = console.error;
    console.warn = (...args: unknown[]) => warnings.push(args);
    console.error = (...args: unknown[]) => errors.push(args);
    let copy: BundleModule;
    try {
      copy = await load(`${BUNDLE}?copy`);
    } finally {
      console.warn = warn;
      console.error = error;
    }
    expect(copy).not.to.equal(bundle);
    expect(copy.Builder, 'a separate module instance').not.to.equal(bundle.Builder);
    expect(copy.builder, 'one builder (and with it one tracking queue and one content cache)').to.equal(bundle.builder);
    expect(TAGS.map((tag) => customElements.get(tag))).to.deep.equal(originals);
    expect(window.builderElements?.builder).to.equal(bundle.builder);
    expect(announced).to.have.length(1);
    expect(errors).to.deep.equal([]);
    expect(warnings, 'same version: defining again is silent').to.deep.equal([]);

    // Tags rendered after the copy loaded still render with the first copy's blocks.
    const element = mount('<builder-accordion items=\'[{"title":[],"detail":[]}]\'></builder-accordion>');
    await waitFor(() => inside(element).querySelector('[part~="title"]'), 'accordion after the copy');
  });
});
