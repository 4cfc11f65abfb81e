/**
 * Conformance: symbols (symbols.spec "render correctly", "fetch content if not provided",
 * "apiVersion", "refresh on locale change"; default-styles.spec for nested content) and the
 * symbol fixtures without peer assertions.
 */
import { expect } from 'chai';
import {
  byText,
  captureConsole,
  cleanup,
  click,
  css,
  findByText,
  hover,
  isVisible,
  quiet,
  renderContent,
  renderRoute,
  requestsTo,
  viewport,
  waitFor,
  waitForText,
} from './harness.tsx';
import nestedSymbol from './peer/fixtures/nested-symbol.json';

const IMAGE_1 =
  'https://cdn.builder.io/api/v1/image/assets%2Ff1a790f8c3204b3b8c5c1795aeac4660%2F32b835cd8f62400085961dcf3f3b37a2';
const IMAGE_2 =
  'https://cdn.builder.io/api/v1/image/assets%2Ff1a790f8c3204b3b8c5c1795aeac4660%2F4bce19c3d8f040b3a95e91000a98283e';

/**
 * Symbol content requests: Gen-2's `/api/v3/content/symbol…` or, as this kit sends them
 * (spec §7, like Gen-1), `/api/v3/query/abcd/symbol…`.
 */
const symbolRequests = () =>
  requestsTo('/api/v3/content/symbol').length + requestsTo('/api/v3/query/abcd/symbol').length;

/** The `/symbols` expectations, also asserted once fetched symbols have rendered. */
async function expectSymbolsPage(): Promise<void> {
  await waitForText('special test description');
  await waitForText('default description');
  const image1 = await waitFor(() => document.querySelector(`[src="${IMAGE_1}"]`), 'image 1');
  const image2 = await waitFor(() => document.querySelector(`[src="${IMAGE_2}"]`), 'image 2');
  await waitFor(() => isVisible(image1) && isVisible(image2), 'both images visible');
}

describe('conformance: symbols', () => {
  beforeEach(() => viewport());
  afterEach(() => cleanup());

  describe('symbols.json (/symbols)', () => {
    it('renders both inline symbols with their data and input defaults', async () => {
      await renderRoute('/symbols');
      await expectSymbolsPage();
    });

    it("lets the symbol texts inherit the symbol block's responsive colour", async () => {
      await renderRoute('/symbols');
      const label = () => findByText('Description of image:', { exact: true })[0];
      expect(css(label()).color).to.equal('rgb(255, 0, 0)');
      await viewport(930, 1000);
      expect(css(label()).color).to.equal('rgb(0, 255, 6)');
      await viewport(400, 1000);
      expect(css(label()).color).to.equal('rgb(0, 255, 255)');
    });
  });

  for (const route of ['/symbols-without-content', '/api-version-default', '/api-version-v3']) {
    describe(`symbols-without-content.json (${route})`, () => {
      it('fetches each symbol from /api/v3/content/symbol and renders like /symbols', async () => {
        performance.clearResourceTimings();
        await renderRoute(route);
        await expectSymbolsPage();
        expect(symbolRequests()).to.be.at.least(2);
      });
    });
  }

  describe('symbol-with-locale.json (/symbol-with-locale)', () => {
    it('refetches the symbol when state.locale changes', async () => {
      performance.clearResourceTimings();
      await renderRoute('/symbol-with-locale');
      await waitForText('Default text');
      await click(byText('click', { exact: true }));
      await waitForText('French text');
      expect(symbolRequests()).to.be.at.least(2);
    });
  });

  describe('symbol-with-input-binding.json (/symbol-with-input-binding)', () => {
    it('binds symbol data into the symbol and swaps images on hover', async () => {
      await renderRoute('/symbol-with-input-binding');
      await waitForText('hello', { exact: true });
      const box = document.querySelector('[builder-id="builder-ead0a1691a6449ecbea65d57cdfc0ecd"]')!;
      const shown = () => [...box.querySelectorAll('[builder-id]')].map((el) => el.getAttribute('builder-id'));
      expect(shown()).to.deep.equal(['builder-3055bd5b075447109325bf67d43fba79']);
      await hover(box);
      expect(shown()).to.deep.equal(['builder-b2c147d1c1f54c55ac476b834c71e01b']);
      await hover(box, false);
      expect(shown()).to.deep.equal(['builder-3055bd5b075447109325bf67d43fba79']);
    });
  });

  describe('symbol-with-repeat-input-binding.json (/symbol-with-repeat-input-binding, held back)', () => {
    it('renders one symbol per product, each with its bound header', async () => {
      await renderRoute('/symbol-with-repeat-input-binding');
      for (const title of ['title1', 'title2', 'title3']) await waitForText(title, { exact: true });
    });
  });

  describe('nested-symbols.json (/nested-symbols, held back)', () => {
    it('renders the symbol inside the symbol', async () => {
      await renderRoute('/nested-symbols');
      await waitForText('Card symbol');
      await waitForText('Child Symbol');
      expect(document.querySelectorAll('[builder-model="symbol"]')).to.have.length(2);
    });
  });

  describe('nested-symbol.json (no peer route)', () => {
    it('repeats over the symbol list input overridden by symbol.data', async () => {
      await renderContent('/nested-symbol', nestedSymbol);
      await waitForText('HN', { exact: true });
      await waitForText('EN', { exact: true });
    });
  });

  describe('symbol-ab-test.json (/symbol-ab-test, held back)', () => {
    it('renders the A/B tested symbol', async () => {
      await renderRoute('/symbol-ab-test');
      await waitForText('below is an A/B tested symbol:');
      await waitFor(() => findByText('symbol').length > 1, 'symbol variation text');
    });
  });

  describe('default-styles.json (/default-styles): nested content', () => {
    it('renders its symbol without a second default stylesheet', async () => {
      const errors = captureConsole('error');
      try {
        await renderRoute('/default-styles');
        await quiet();
        expect(document.querySelectorAll('[builder-model="symbol"]').length).to.be.at.least(1);
        expect(errors.calls).to.have.length(0);
      } finally {
        errors.restore();
      }
    });
  });
});
