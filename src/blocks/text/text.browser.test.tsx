import { setViewport } from '@web/test-runner-commands';
import { expect } from 'chai';
import { BLOCK_TYPE, type BuilderBlock } from '../../core/types.ts';
import { BuilderContent } from '../../render/index.ts';
import { waitFor } from '../../../test/helpers/browser.ts';
import { mount, showContent } from '../../../test/helpers/browser-render.tsx';

const textBlock = (id: string, text: string, styles: Record<string, string> = {}): BuilderBlock => ({
  '@type': BLOCK_TYPE,
  id,
  component: { name: 'Text', options: { text } },
  responsiveStyles: {
    large: {
      display: 'flex',
      flexDirection: 'column',
      position: 'relative',
      marginTop: '20px',
      lineHeight: 'normal',
      height: 'auto',
      ...styles,
    },
  },
});

const show = (blocks: BuilderBlock[]) => showContent(blocks, '.builder-text', { id: 'text-test' });

const margins = (element: Element) => {
  const style = getComputedStyle(element);
  return [style.marginTop, style.marginRight, style.marginBottom, style.marginLeft];
};

describe('Text in Chromium', () => {
  before(() => setViewport({ width: 1280, height: 720 }));

  it("resets the first paragraph's margins and keeps the later ones'", async () => {
    const host = await show([
      textBlock(
        'builder-spans',
        '<span style="display: block;" class="builder-paragraph">Start</span><span style="display: block;" class="builder-heading-6">heading</span>',
      ),
      textBlock('builder-single', '<p>content in p tag</p>'),
      textBlock('builder-three', '<p>first p content</p><p>second p content</p><p>third p content</p>'),
    ]);
    const [spans, single, three] = host.querySelectorAll('.builder-text');
    for (const element of spans.querySelectorAll('*'))
      expect(margins(element)).to.deep.equal(['0px', '0px', '0px', '0px']);
    expect(margins(single.firstElementChild!)).to.deep.equal(['0px', '0px', '0px', '0px']);
    const [first, second, third] = three.querySelectorAll('p');
    expect(margins(first)).to.deep.equal(['0px', '0px', '0px', '0px']);
    expect(margins(second)).to.deep.equal(['16px', '0px', '16px', '0px']);
    expect(margins(third)).to.deep.equal(['16px', '0px', '16px', '0px']);
  });

  it("gives paragraphs the block's colour, size and alignment", async () => {
    const host = await show([
      textBlock('builder-styled', '<p>Styled</p>', {
        color: 'rgb(0, 255, 16)',
        fontSize: '30px',
        textAlign: 'right',
        marginLeft: 'auto',
      }),
    ]);
    const paragraph = host.querySelector('.builder-text p')!;
    const style = getComputedStyle(paragraph);
    expect([style.color, style.fontSize, style.textAlign]).to.deep.equal(['rgb(0, 255, 16)', '30px', 'right']);
    expect(paragraph.getBoundingClientRect().right).to.be.closeTo(document.body.getBoundingClientRect().right, 1);
  });

  it('places texts by their block margins: centred, left, right', async () => {
    const host = await show([
      textBlock('builder-centre', '<p>Centered aligned</p>', {
        marginLeft: 'auto',
        marginRight: 'auto',
        color: 'rgba(0, 255, 16, 1)',
      }),
      textBlock('builder-left', '<p>Left aligned</p>', { marginRight: 'auto', color: 'rgba(255, 0, 0, 1)' }),
      textBlock('builder-right', '<p>Right aligned</p>', { marginLeft: 'auto', color: 'rgba(0, 24, 255, 1)' }),
    ]);
    const [centre, left, right] = [...host.querySelectorAll('.builder-text p')];
    expect(getComputedStyle(centre).color).to.equal('rgb(0, 255, 16)');
    expect(centre.getBoundingClientRect().left).to.be.greaterThan(580);
    expect(getComputedStyle(left).color).to.equal('rgb(255, 0, 0)');
    expect(left.getBoundingClientRect().left).to.be.lessThan(10);
    expect(getComputedStyle(right).color).to.equal('rgb(0, 24, 255)');
    expect(right.getBoundingClientRect().right).to.be.greaterThan(1200);
  });

  it('shows {{state}} templates with their values', async () => {
    const host = mount(
      <BuilderContent
        content={{
          id: 'eval',
          data: {
            blocks: [textBlock('builder-eval', 'Device Size: {{state.deviceSize}}')],
            state: { deviceSize: 'large' },
          },
        }}
        canTrack={false}
      />,
    );
    await waitFor(
      () => host.querySelector('.builder-text')?.textContent === 'Device Size: large',
      'the evaluated text',
    );
  });
});
