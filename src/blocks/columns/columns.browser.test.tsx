import { setViewport } from '@web/test-runner-commands';
import { expect } from 'chai';
import { BLOCK_TYPE, type BuilderBlock, type BuilderContent as Content } from '../../core/types.ts';
import { BuilderContent } from '../../render/index.ts';
import { waitFor } from '../../../test/helpers/browser.ts';
import { hydrate, mount, serverRendered, shadowRoot, showContent } from '../../../test/helpers/browser-render.tsx';

const BLOCK_STYLE = {
  display: 'flex',
  flexDirection: 'column',
  position: 'relative',
  flexShrink: '0',
  boxSizing: 'border-box',
  marginTop: '20px',
};

const text = (id: string, value: string, styles: Record<string, string> = {}): BuilderBlock => ({
  '@type': BLOCK_TYPE,
  id,
  component: { name: 'Text', options: { text: value } },
  responsiveStyles: { large: { ...BLOCK_STYLE, ...styles } },
});

const image = (id: string): BuilderBlock => ({
  '@type': BLOCK_TYPE,
  id,
  component: {
    name: 'Image',
    options: { image: 'https://cdn.builder.io/api/v1/image/assets%2Fspace%2Fcol', aspectRatio: 0.7 },
  },
  responsiveStyles: { large: { ...BLOCK_STYLE, overflow: 'hidden' } },
});

function columns(
  id: string,
  options: Record<string, unknown>,
  columnList: { blocks: BuilderBlock[]; width?: number; link?: string }[],
  styles = {},
): BuilderBlock {
  return {
    '@type': BLOCK_TYPE,
    id,
    component: { name: 'Columns', options: { ...options, columns: columnList } },
    responsiveStyles: { large: { ...BLOCK_STYLE, ...styles } },
  };
}

const pair = (id: string) => [
  { blocks: [image(`${id}-i1`), text(`${id}-t1`, 'one')] },
  { blocks: [image(`${id}-i2`), text(`${id}-t2`, 'two')] },
];

const show = (blocks: BuilderBlock[], meta?: Content['meta']) =>
  showContent(blocks, '.builder-column', { id: 'columns-test', meta });

const direction = (element: Element) => getComputedStyle(element).flexDirection;
const marginLeft = (element: Element) => getComputedStyle(element).marginLeft;

describe('Columns in Chromium', () => {
  afterEach(async () => {
    await setViewport({ width: 1280, height: 720 });
  });

  it('stacks at the tablet or mobile breakpoint, reversed when asked, never with `never`', async () => {
    const host = await show([
      columns('builder-tablet', { space: 20, stackColumnsAt: 'tablet' }, pair('a')),
      columns(
        'builder-tablet-rev',
        { space: 20, stackColumnsAt: 'tablet', reverseColumnsWhenStacked: true },
        pair('b'),
      ),
      columns('builder-mobile', { space: 20, stackColumnsAt: 'mobile' }, pair('c')),
      columns(
        'builder-mobile-rev',
        { space: 20, stackColumnsAt: 'mobile', reverseColumnsWhenStacked: true },
        pair('d'),
      ),
      columns('builder-never', { space: 20, stackColumnsAt: 'never' }, pair('e')),
    ]);
    const expected: Record<string, string[]> = {
      mobile: ['column', 'column-reverse', 'column', 'column-reverse', 'row'],
      tablet: ['column', 'column-reverse', 'row', 'row', 'row'],
      desktop: ['row', 'row', 'row', 'row', 'row'],
    };
    for (const [name, width] of [
      ['mobile', 300],
      ['tablet', 930],
      ['desktop', 1200],
    ] as const) {
      await setViewport({ width, height: 700 });
      const all = [...host.querySelectorAll('.builder-columns')];
      expect(all.map(direction), name).to.deep.equal(expected[name]);
      for (const container of all) {
        const [first, second] = container.querySelectorAll(':scope > .builder-column');
        expect(marginLeft(first), `${name}: first column`).to.equal('0px');
        expect(marginLeft(second), `${name}: second column`).to.equal(direction(container) === 'row' ? '20px' : '0px');
      }
    }
    // An image's picture sits three levels below its column (block, block list, column).
    await setViewport({ width: 750, height: 1000 });
    const secondPicture = host.querySelectorAll('picture')[1];
    expect(secondPicture.parentElement!.parentElement!.parentElement!.classList.contains('builder-column')).to.equal(
      true,
    );
    expect(marginLeft(secondPicture.parentElement!.parentElement!.parentElement!)).to.equal('0px');
  });

  it('shares the row by width, each column giving up gutter space in proportion', async () => {
    const host = await show([
      columns('builder-w1', { space: 20 }, [{ blocks: [text('w1a', '1/2')] }, { blocks: [text('w1b', '1/2')] }]),
      columns('builder-w2', { space: 20 }, [{ blocks: [text('w2a', '1/1')] }]),
      columns('builder-w3', { space: 20 }, [
        { blocks: [text('w3a', '1/3')] },
        { blocks: [text('w3b', '1/3')] },
        { blocks: [text('w3c', '1/3')] },
      ]),
      columns('builder-w4', { space: 20 }, [
        { width: 33.333333, blocks: [text('w4a', '1/3')] },
        { width: 66.666666, blocks: [text('w4b', '2/3')] },
      ]),
      columns('builder-w5', { space: 400 }, [
        { width: 33.333333, blocks: [text('w5a', '1/3')] },
        { width: 66.666666, blocks: [text('w5b', '2/3')] },
      ]),
    ]);
    const fractions = [[1 / 2, 1 / 2], [1], [1 / 3, 1 / 3, 1 / 3], [1 / 3, 2 / 3], [1 / 3, 2 / 3]];
    const gaps = [20, 0, 40, 20, 400];
    host.querySelectorAll('.builder-columns').forEach((container, i) => {
      const total = container.getBoundingClientRect().width;
      const widths = [...container.querySelectorAll(':scope > .builder-column')].map(
        (c) => c.getBoundingClientRect().width,
      );
      widths.forEach((width, j) =>
        expect(width, `columns ${i + 1}, column ${j + 1}`).to.be.closeTo(fractions[i][j] * (total - gaps[i]), 0.05),
      );
      if (i === 4) expect(total / 3 - widths[0] + (2 * total) / 3 - widths[1]).to.be.closeTo(400, 0.05);
    });
  });

  it('fills a block of fixed height, so blocks centred in their columns are centred in it', async () => {
    const centred = { marginTop: 'auto', marginBottom: 'auto' };
    const host = await show([
      columns(
        'builder-fixed',
        { space: 20 },
        [{ blocks: [text('c1', 'text 1', centred)] }, { blocks: [text('c2', 'text 2', centred)] }],
        { height: '400px' },
      ),
    ]);
    const wrapper = host.querySelector('.builder-columns')!.parentElement!.getBoundingClientRect();
    for (const element of host.querySelectorAll('.builder-text')) {
      const rect = element.getBoundingClientRect();
      expect(rect.top + rect.height / 2).to.be.closeTo(wrapper.top + wrapper.height / 2, 0.05);
    }
  });

  it("stacks at the content's own breakpoints", async () => {
    const host = await show([columns('builder-custom', { stackColumnsAt: 'tablet' }, pair('f'))], {
      breakpoints: { small: 500, medium: 800 },
    });
    const container = host.querySelector('.builder-columns')!;
    await setViewport({ width: 801, height: 1000 });
    expect(direction(container)).to.equal('row');
    await setViewport({ width: 800, height: 1000 });
    expect(direction(container)).to.equal('column');
  });

  it('stacks in server HTML before hydration, and hydrates without a mismatch', async () => {
    const element = (
      <BuilderContent
        content={{
          id: 'columns-ssr',
          data: { blocks: [columns('builder-ssr', {}, pair('g'))] },
          meta: { breakpoints: { small: 480, medium: 720 } },
        }}
        canTrack={false}
      />
    );
    const host = serverRendered(element);
    await setViewport({ width: 700, height: 800 });
    expect(direction(host.querySelector('.builder-columns')!), 'server HTML alone').to.equal('column');
    const { errors, done } = hydrate(host, element);
    await done;
    expect(errors).to.deep.equal([]);
    expect(direction(host.querySelector('.builder-columns')!)).to.equal('column');
    await setViewport({ width: 721, height: 800 });
    expect(direction(host.querySelector('.builder-columns')!)).to.equal('row');
  });

  it('stacks inside a shadow root (custom elements render there)', async () => {
    const shadow = shadowRoot();
    mount(
      <BuilderContent
        content={{
          id: 'columns-shadow',
          data: { blocks: [columns('builder-shadow', { stackColumnsAt: 'mobile' }, pair('h'))] },
        }}
        canTrack={false}
      />,
      { into: shadow },
    );
    const container = await waitFor(() => shadow.querySelector('.builder-columns'), 'the columns in the shadow root');
    await setViewport({ width: 600, height: 800 });
    expect(direction(container)).to.equal('column');
    expect(marginLeft(shadow.querySelectorAll('.builder-column')[1])).to.equal('0px');
    await setViewport({ width: 700, height: 800 });
    expect(direction(container)).to.equal('row');
    expect(marginLeft(shadow.querySelectorAll('.builder-column')[1])).to.equal('20px');
  });

  it('makes a column with a link an anchor around its blocks', async () => {
    const host = await show([
      columns('builder-linked', {}, [
        { link: '/test-column-one', blocks: [text('l1', 'linked')] },
        { blocks: [text('l2', 'plain')] },
      ]),
    ]);
    const anchors = host.querySelectorAll('a');
    expect(anchors).to.have.length(1);
    expect(anchors[0].classList.contains('builder-column')).to.equal(true);
    expect(anchors[0].getAttribute('href')).to.equal('/test-column-one');
    expect(anchors[0].textContent).to.equal('linked');
  });
});
