/**
 * Conformance: styles (basic-styles.spec, default-styles.spec, css-properties.spec,
 * styles.spec "data-binding-styles" and "Style Bindings", custom-breakpoints.spec) and the
 * style fixtures without assertions (css-nesting, custom-breakpoints-reset, duplicate-attributes).
 */
import { expect } from 'chai';
import {
  byText,
  captureConsole,
  cleanup,
  css,
  findByText,
  isVisible,
  quiet,
  renderRoute,
  viewport,
  waitFor,
  waitForText,
} from './harness.tsx';

describe('conformance: styles', () => {
  beforeEach(() => viewport());
  afterEach(() => cleanup());

  describe('basic-styles.json (/basic-styles)', () => {
    it('stretches the button to the page width (1264px)', async () => {
      await renderRoute('/basic-styles');
      const button = [...document.querySelectorAll('button, a, [role=button]')].find((el) =>
        /click me!/i.test(el.textContent ?? ''),
      )!;
      expect(button.getBoundingClientRect().width).to.equal(1264);
    });

    it('aligns texts by their margins and colours them', async () => {
      await renderRoute('/basic-styles');
      const centered = byText('Centered aligned');
      expect(css(centered).color).to.equal('rgb(0, 255, 16)');
      expect(centered.getBoundingClientRect().left).to.be.greaterThan(580);
      const left = byText('Left aligned');
      expect(css(left).color).to.equal('rgb(255, 0, 0)');
      expect(left.getBoundingClientRect().left).to.be.lessThan(10);
      const right = byText('Right aligned');
      expect(css(right).color).to.equal('rgb(0, 24, 255)');
      expect(right.getBoundingClientRect().right).to.be.greaterThan(1200);
    });

    it('lays the row box children side by side', async () => {
      await renderRoute('/basic-styles');
      const box = document.querySelector('[builder-id="builder-258a89336ec44f37a38a146e698a858a"]')!;
      const children = [...box.querySelectorAll('div[builder-id]')];
      expect(children).to.have.length(3);
      await waitFor(() => [...box.querySelectorAll('img')].every((img) => img.complete), 'images');
      for (let i = 0; i < children.length - 1; i++) {
        expect(children[i].getBoundingClientRect().right).to.be.at.most(children[i + 1].getBoundingClientRect().left);
      }
    });
  });

  describe('default-styles.json (/default-styles)', () => {
    it('injects the default button CSS exactly once, even with a nested symbol', async () => {
      await renderRoute('/default-styles');
      await quiet();
      const withSnippet = [...document.querySelectorAll('style')].filter((style) =>
        style.textContent?.includes('.builder-button {\n  all: unset;\n}\n'),
      );
      expect(withSnippet).to.have.length(1);
    });

    it('applies the block padding to the element showing the button text', async () => {
      await renderRoute('/default-styles');
      const button = findByText('Click me!', { exact: true })[0];
      const s = css(button);
      expect([s.paddingTop, s.paddingRight, s.paddingBottom, s.paddingLeft]).to.deep.equal([
        '15px',
        '25px',
        '15px',
        '25px',
      ]);
    });
  });

  describe('css-properties.json (/css-properties)', () => {
    it('sizes the image from its responsive width and resolves custom properties', async () => {
      await renderRoute('/css-properties');
      expect(css(document.querySelector('.builder-image')!).width).to.equal('616px');
      const box = document.querySelector('.builder-4f5a09e2a52747f8b7cb48b880636a3c')!;
      expect(css(box).backgroundColor).to.equal('rgb(255, 0, 0)');
      expect(css(box).getPropertyValue('--red-color').trim()).to.equal('red');
    });
  });

  describe('data-binding-styles.json (/data-binding-styles)', () => {
    it('applies a style.color binding', async () => {
      await renderRoute('/data-binding-styles');
      const text = await waitForText('This text should be red...', { exact: true });
      expect(css(text).color).to.equal('rgb(255, 0, 0)');
    });
  });

  describe('content-bindings.json (/content-bindings)', () => {
    it('binds the four border radii on the block element', async () => {
      const { root } = await renderRoute('/content-bindings');
      const candidates = [...root.querySelectorAll(':scope .builder-blocks > div')].filter((el) =>
        el.textContent?.includes('Enter some text...'),
      );
      const block = candidates[candidates.length - 1];
      const s = css(block);
      expect([
        s.borderTopLeftRadius,
        s.borderTopRightRadius,
        s.borderBottomLeftRadius,
        s.borderBottomRightRadius,
      ]).to.deep.equal(['10px', '22px', '40px', '30px']);
    });

    it('also binds the title attribute (a TODO in the peer)', async () => {
      await renderRoute('/content-bindings');
      expect(
        document.querySelector('[builder-id="builder-1098ca09970149b3bc4cd43643bd0545"]')!.getAttribute('title'),
      ).to.equal('some special title');
    });
  });

  describe('custom-breakpoints.json (/custom-breakpoints)', () => {
    const colours = () => [css(byText('BREAKPOINTS 500 - 800')).color, css(byText('Column 2', {})).color];
    it('uses the content breakpoints (medium ≤ 800, small ≤ 500) for responsive styles', async () => {
      await viewport(801, 1000);
      await renderRoute('/custom-breakpoints');
      expect(colours()).to.deep.equal(['rgb(0, 0, 0)', 'rgb(0, 0, 0)']);
      await viewport(501, 1000);
      expect(colours()).to.deep.equal(['rgb(208, 2, 27)', 'rgb(223, 22, 22)']);
      await viewport(500, 1000);
      expect(colours()).to.deep.equal(['rgb(65, 117, 5)', 'rgb(126, 211, 33)']);
    });

    it('drives the image block wrapper (display and width) by the same breakpoints', async () => {
      await viewport(801, 1000);
      await renderRoute('/custom-breakpoints');
      const wrapper = () => document.querySelector('img.builder-image')!.closest('.builder-block')!;
      expect([css(wrapper()).display, css(wrapper()).width]).to.deep.equal(['flex', '785px']);
      await viewport(501, 1000);
      expect(css(wrapper()).display).to.equal('none');
      await viewport(500, 1000);
      expect([css(wrapper()).display, css(wrapper()).width, css(wrapper()).maxWidth]).to.deep.equal([
        'flex',
        '121px',
        '250px',
      ]);
    });
  });

  describe('custom-breakpoints-reset.json (/custom-breakpoints-reset, held back)', () => {
    it('uses the default breakpoints (medium ≤ 991) when the content sets none', async () => {
      await viewport(801, 1000);
      await renderRoute('/custom-breakpoints-reset');
      const text = byText('BREAKPOINTS 500 - 800');
      await viewport(1000, 1000);
      const large = css(text).color;
      await viewport(900, 1000);
      expect(css(text).color).not.to.equal(large);
    });
  });

  describe('css-nesting.json (/css-nesting, held back)', () => {
    it('scopes the content cssCode (&) to the content root', async () => {
      const { root } = await renderRoute('/css-nesting');
      const level3 = root.querySelector(':scope > div > div > div')!;
      expect(css(level3).color).to.equal('rgb(0, 0, 255)');
      const level4 = root.querySelector(':scope > div > div > div > div')!;
      expect(css(level4).color).to.equal('rgb(65, 117, 5)');
      expect(css(document.body).color).not.to.equal('rgb(0, 0, 255)');
    });
  });

  describe('duplicate-attributes.json (/duplicate-attributes, held back)', () => {
    it('renders the footer section once, without duplicate attribute warnings', async () => {
      const errors = captureConsole('error');
      try {
        const { root } = await renderRoute('/duplicate-attributes');
        await quiet();
        const footers = root.querySelectorAll('footer');
        expect(footers).to.have.length(1);
        expect(footers[0].getAttribute('builder-id')).to.equal('builder-6a8ccf9861154b7689ba9adfe4577a55');
        expect(root.querySelectorAll('[builder-id="builder-6a8ccf9861154b7689ba9adfe4577a55"]')).to.have.length(1);
        expect(isVisible(footers[0]) || footers[0].isConnected).to.equal(true);
        expect(errors.calls).to.have.length(0);
      } finally {
        errors.restore();
      }
    });
  });
});
