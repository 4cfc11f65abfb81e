import { setViewport } from '@web/test-runner-commands';
import { expect } from 'chai';
import { BLOCK_TYPE, type BuilderBlock } from '../../core/types.ts';
import { BuilderContent } from '../../render/index.ts';
import { waitFor } from '../../../test/helpers/browser.ts';
import { mount, showContent } from '../../../test/helpers/browser-render.tsx';

/** A Core:Button styled the way the editor styles a new one. */
const button = (id: string, options: Record<string, unknown>): BuilderBlock => ({
  '@type': BLOCK_TYPE,
  id,
  component: { name: 'Core:Button', options },
  responsiveStyles: {
    large: {
      display: 'flex',
      flexDirection: 'column',
      position: 'relative',
      flexShrink: '0',
      boxSizing: 'border-box',
      marginTop: '20px',
      appearance: 'none',
      paddingTop: '15px',
      paddingBottom: '15px',
      paddingLeft: '25px',
      paddingRight: '25px',
      backgroundColor: 'black',
      color: 'white',
      borderRadius: '4px',
      textAlign: 'center',
      cursor: 'pointer',
    },
  },
});

const show = (blocks: BuilderBlock[]) => showContent(blocks, '.builder-button', { id: 'button-test' });

describe('Core:Button in Chromium', () => {
  before(() => setViewport({ width: 1280, height: 720 }));

  it("shows the block's styles on the element with the text, across the page column", async () => {
    const host = await show([button('builder-click', { text: 'Click me!' })]);
    const element = [...host.querySelectorAll('*')].find((e) => e.textContent === 'Click me!' && !e.firstElementChild)!;
    expect(element.tagName).to.equal('BUTTON');
    expect(element.getAttribute('builder-id')).to.equal('builder-click');
    const style = getComputedStyle(element);
    expect([style.paddingTop, style.paddingRight, style.paddingBottom, style.paddingLeft]).to.deep.equal([
      '15px',
      '25px',
      '15px',
      '25px',
    ]);
    expect([style.backgroundColor, style.color, style.cursor]).to.deep.equal([
      'rgb(0, 0, 0)',
      'rgb(255, 255, 255)',
      'pointer',
    ]);
    expect(element.getBoundingClientRect().width).to.equal(1264);
  });

  it('puts the reset rule on the page once, however many contents show buttons', async () => {
    const host = await show([button('builder-one', {}), button('builder-two', { link: '/two' })]);
    const second = mount(
      <BuilderContent
        content={{ id: 'button-test-2', data: { blocks: [button('builder-three', {})] } }}
        canTrack={false}
      />,
    );
    await waitFor(() => second.querySelector('.builder-button'), 'the second content');
    const withReset = [...document.querySelectorAll('style')].filter((s) =>
      s.textContent?.includes('.builder-button {\n  all: unset;\n}\n'),
    );
    expect(withReset).to.have.length(1);
    expect(host.querySelector('a[href="/two"]')).to.not.equal(null);
  });

  it('can be reached and pressed with the keyboard, and shows where focus is', async () => {
    const host = await show([button('builder-focus', { text: 'Press' })]);
    const element = host.querySelector<HTMLButtonElement>('button')!;
    element.focus();
    expect(document.activeElement).to.equal(element);
    expect(getComputedStyle(element).outlineStyle).to.not.equal('none');
  });
});
