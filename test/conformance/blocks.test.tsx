/**
 * Conformance: the leaf blocks (blocks.spec "Blocks › Text/Image/Raw:Img/Video/Embed/Custom
 * Code", image high priority, dynamic-element.spec) and the block fixtures without assertions.
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

const margins = (el: Element) => {
  const s = css(el);
  return [s.marginTop, s.marginBottom, s.marginLeft, s.marginRight];
};

/** Waits until every `img` in `root` has loaded (or failed). */
const imagesLoaded = (root: Element) =>
  waitFor(() => [...root.querySelectorAll('img')].every((img) => img.complete), 'images to load');

describe('conformance: blocks', () => {
  before(() => viewport());
  afterEach(() => cleanup());

  describe('text-block.json (/text-block)', () => {
    it('renders 3 .builder-text; first paragraphs lose their margins, later <p>s keep 16px', async () => {
      await renderRoute('/text-block');
      const texts = document.querySelectorAll('.builder-text');
      expect(texts).to.have.length(3);
      for (const el of texts[0].querySelectorAll('*')) expect(margins(el)).to.deep.equal(['0px', '0px', '0px', '0px']);
      expect(margins(texts[1].querySelector('*')!)).to.deep.equal(['0px', '0px', '0px', '0px']);
      const ps = texts[2].querySelectorAll('p');
      expect(margins(ps[0])).to.deep.equal(['0px', '0px', '0px', '0px']);
      for (const p of [...ps].slice(1)) expect(margins(p)).to.deep.equal(['16px', '16px', '0px', '0px']);
    });
  });

  describe('image.json (/image)', () => {
    it('renders 4 images sized by aspect ratio and fit', async () => {
      const { root } = await renderRoute('/image');
      const images = [...document.querySelectorAll('.builder-image')];
      expect(images).to.have.length(4);
      await imagesLoaded(root);
      const box = (i: number) => [css(images[i]).width, css(images[i]).height, css(images[i]).objectFit];
      expect(box(0)).to.deep.equal(['604px', '670.438px', 'cover']);
      expect(box(1)).to.deep.equal(['1264px', '240.156px', 'cover']);
      expect(box(2)).to.deep.equal(['604px', '120.797px', 'contain']);
      await waitFor(() => css(images[3]).height === '400px', 'natural size of image 4');
      expect([css(images[3]).width, css(images[3]).height]).to.deep.equal(['600px', '400px']);
    });

    it('gives the image titled "title test" its title attribute', async () => {
      await renderRoute('/image');
      const titled = document.querySelector('[title="title test"]')!;
      expect(titled).not.to.equal(null);
      expect(titled.getAttribute('alt')).to.equal('alt text test');
    });
  });

  describe('image-high-priority.json (/image-high-priority)', () => {
    it('sets fetchpriority/loading from highPriority', async () => {
      await renderRoute('/image-high-priority');
      const images = [...document.querySelectorAll('.builder-image')];
      expect(images).to.have.length(4);
      const attrs = images.map((img) => [img.getAttribute('fetchpriority'), img.getAttribute('loading')]);
      expect(attrs).to.deep.equal([
        ['high', 'eager'],
        ['auto', 'lazy'],
        ['auto', 'lazy'],
        ['high', 'eager'],
      ]);
    });
  });

  describe('image-no-webp.json (/image-no-webp)', () => {
    it('gives the SVG image no srcset', async () => {
      await renderRoute('/image-no-webp');
      const images = document.querySelectorAll('.builder-image');
      expect(images).to.have.length(1);
      expect(images[0].hasAttribute('srcset')).to.equal(false);
    });
  });

  describe('raw-img.json (/raw-img) and raw-img-no-webp.json (/raw-img-no-webp)', () => {
    it('the Raw:Img titled "title test" carries the title', async () => {
      await renderRoute('/raw-img');
      expect(document.querySelector('[title="title test"]')?.getAttribute('title')).to.equal('title test');
    });

    it('the SVG Raw:Img has no srcset', async () => {
      await renderRoute('/raw-img-no-webp');
      const raw = document.querySelector('.builder-raw-img')!;
      expect(raw).not.to.equal(null);
      expect(raw.hasAttribute('srcset')).to.equal(false);
    });
  });

  describe('video.json (/video)', () => {
    it('renders 4 videos with width, fit, radius and position', async () => {
      await renderRoute('/video');
      const videos = [...document.querySelectorAll('video')];
      expect(videos).to.have.length(4);
      const look = (v: Element) => [css(v).width, css(v).objectFit, css(v).borderRadius, css(v).position];
      expect(look(videos[0])).to.deep.equal(['152px', 'cover', '1px', 'absolute']);
      expect(look(videos[1])).to.deep.equal(['1249px', 'contain', '1px', 'absolute']);
      expect(look(videos[2])).to.deep.equal(['744px', 'cover', '1px', 'absolute']);
      expect(look(videos[3])).to.deep.equal(['152px', 'cover', '1px', 'absolute']);
    });

    it('has one .some-class per .builder-video, each showing its children text', async () => {
      await renderRoute('/video');
      const containers = [...document.querySelectorAll('.some-class')];
      expect(containers.length).to.be.at.least(1);
      expect(containers.length).to.equal(document.querySelectorAll('.builder-video').length);
      for (const container of containers) {
        const p = [...container.querySelectorAll('.builder-text p')].find((el) =>
          el.textContent?.includes('asfgasgasgasg some test'),
        );
        expect(isVisible(p)).to.equal(true);
      }
    });
  });

  describe('video-lazy-load.json (/video-lazy-load, held back)', () => {
    it('renders a video without errors', async () => {
      const errors = captureConsole('error');
      try {
        await renderRoute('/video-lazy-load');
        await quiet();
        expect(document.querySelectorAll('video').length).to.be.at.least(1);
        expect(errors.calls).to.have.length(0);
      } finally {
        errors.restore();
      }
    });
  });

  describe('section-children.json (/section-children)', () => {
    it('shows both texts inside a <section> constrained to 1200px', async () => {
      await renderRoute('/section-children');
      const one = await waitForText('text 1');
      const two = await waitForText('text 2');
      const section = one.closest('section')!;
      expect(section).not.to.equal(null);
      expect(section.contains(two)).to.equal(true);
      expect(css(section).maxWidth).to.equal('1200px');
    });
  });

  describe('dynamic-button.json (/dynamic-button)', () => {
    it('renders the linkless button as a <button> with its text', async () => {
      await renderRoute('/dynamic-button');
      const el = document.querySelector('[builder-id="builder-b53d1cc2bcbb481b869207fdd97ee1db"]')!;
      expect(el.textContent).to.contain('Click me!');
      expect(el.tagName).to.equal('BUTTON');
    });
  });

  describe('embed-and-custom-code.json (/embed-and-custom-code)', () => {
    for (const kind of ['embed', 'custom-code']) {
      it(`.builder-${kind} renders its iframe`, async () => {
        await renderRoute('/embed-and-custom-code');
        const iframe = await waitFor(() => document.querySelector(`.builder-${kind} iframe`), `${kind} iframe`);
        expect(isVisible(iframe)).to.equal(true);
        expect(iframe.getAttribute('src')).to.contain('https://www.youtube.com/embed/oU3H581uCsA');
      });
    }
  });

  describe('custom-code-dom-update.json (/custom-code-dom-update, held back)', () => {
    it('renders without errors', async () => {
      const errors = captureConsole('error');
      try {
        const { root } = await renderRoute('/custom-code-dom-update');
        // Its script has run: it rewrites the paragraph the custom HTML holds.
        await waitFor(
          () => root.querySelector('.builder-custom-code #myPara')?.textContent === 'hello',
          'the custom code script',
        );
        await quiet();
        expect(errors.calls).to.have.length(0);
      } finally {
        errors.restore();
      }
    });
  });

  describe('dynamic-element.json (/dynamic-element)', () => {
    it('renders the block with tagName "test" as <test> with its id and classes', async () => {
      await renderRoute('/dynamic-element');
      const el = document.querySelector('test')!;
      expect(el).not.to.equal(null);
      expect(el.getAttribute('builder-id')).to.equal('builder-493100cea9504d56886045462b65b481');
      expect(el.getAttribute('class')).to.equal('builder-493100cea9504d56886045462b65b481 builder-block');
      expect(el.textContent).to.equal('testing text');
    });

    it('renders the tagName "p" block as <p> with 2222', async () => {
      await renderRoute('/dynamic-element');
      const p = document.querySelector('p[builder-id="builder-f6bddd39177d490fb278ad6516fa6a75"]')!;
      expect(p.textContent).to.contain('2222');
      expect(findByText('2222').length).to.be.greaterThan(0);
      expect(byText('testing text')).to.be.ok;
    });
  });
});
