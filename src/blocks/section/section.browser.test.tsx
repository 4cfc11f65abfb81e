import { setViewport } from '@web/test-runner-commands';
import { expect } from 'chai';
import { BLOCK_TYPE, type BuilderBlock } from '../../core/types.ts';
import { waitFor } from '../../../test/helpers/browser.ts';
import { showContent } from '../../../test/helpers/browser-render.tsx';

const BLOCK_STYLE = {
  display: 'flex',
  flexDirection: 'column',
  position: 'relative',
  flexShrink: '0',
  boxSizing: 'border-box',
};
const text = (id: string, value: string): BuilderBlock => ({
  '@type': BLOCK_TYPE,
  id,
  component: { name: 'Text', options: { text: value } },
  responsiveStyles: { large: { ...BLOCK_STYLE, marginTop: '20px' } },
});
const section = (
  id: string,
  options: Record<string, unknown>,
  children: BuilderBlock[],
  styles = {},
): BuilderBlock => ({
  '@type': BLOCK_TYPE,
  id,
  component: { name: 'Core:Section', options },
  children,
  responsiveStyles: {
    large: {
      ...BLOCK_STYLE,
      marginTop: '0px',
      paddingLeft: '20px',
      paddingRight: '20px',
      paddingTop: '20px',
      paddingBottom: '20px',
      minHeight: '100px',
      ...styles,
    },
  },
});

const show = (blocks: BuilderBlock[]) => showContent(blocks, 'section', { id: 'section-test' });

describe('Core:Section in Chromium', () => {
  before(() => setViewport({ width: 1600, height: 720 }));

  it('shows its children in a <section> centred and no wider than maxWidth', async () => {
    const host = await show([
      section('builder-s', { maxWidth: 1200 }, [text('builder-t1', 'text 1'), text('builder-t2', 'text 2')]),
    ]);
    const element = host.querySelector('section')!;
    expect([...element.querySelectorAll('.builder-text')].map((t) => t.textContent)).to.deep.equal([
      'text 1',
      'text 2',
    ]);
    const box = element.getBoundingClientRect();
    expect(box.width).to.equal(1200);
    const band = element.parentElement!.getBoundingClientRect();
    expect(box.left - band.left).to.be.closeTo(band.right - box.right, 0.5);
  });

  it('with lazyLoad, renders its children only when it nears the viewport', async () => {
    const host = await show([
      section('builder-near', { lazyLoad: true }, [text('builder-soon', 'near text')]),
      { '@type': BLOCK_TYPE, id: 'builder-spacer', responsiveStyles: { large: { ...BLOCK_STYLE, height: '3000px' } } },
      section('builder-lazy', { lazyLoad: true }, [text('builder-late', 'late text')]),
    ]);
    const [near, far] = host.querySelectorAll('section');
    // Both sections were looked at together: once the one in view shows its children, the far one has had its answer.
    await waitFor(() => near.textContent === 'near text', 'the children of the section in view');
    expect(far.textContent).to.equal('');
    far.scrollIntoView();
    await waitFor(() => far.textContent === 'late text', 'the lazy children');
  });
});
