/**
 * Content inside shadow roots: default block CSS comes from one constructable stylesheet that
 * every shadow root adopts (no `<style>` per root or per block), and it styles the blocks there.
 */
import { expect } from 'chai';
import { BLOCK_TYPE, BuilderContent, type BuilderBlock } from '../../src/index.ts';
import { waitFor } from '../helpers/browser.ts';
import { mount, shadowRoot } from '../helpers/browser-render.tsx';

const button = (id: string): BuilderBlock => ({
  '@type': BLOCK_TYPE,
  id,
  component: { name: 'Core:Button', options: { text: 'Shadow button' } },
  responsiveStyles: { large: { paddingTop: '7px' } },
});

describe('content in shadow roots', () => {
  async function renderInShadow(id: string): Promise<ShadowRoot> {
    const shadow = shadowRoot();
    mount(<BuilderContent content={{ id, data: { blocks: [button(`builder-${id}`)] } }} />, { into: shadow });
    await waitFor(() => shadow.querySelector('button'), 'the button');
    return shadow;
  }

  it('adopts one shared default stylesheet in every shadow root', async () => {
    const first = await renderInShadow('shadow-a');
    const second = await renderInShadow('shadow-b');
    expect(first.adoptedStyleSheets).to.have.length(1);
    expect(second.adoptedStyleSheets[0]).to.equal(first.adoptedStyleSheets[0]);
    const rules = [...first.adoptedStyleSheets[0].cssRules].map((rule) => rule.cssText).join('\n');
    expect(rules).to.contain('.builder-button');
    expect(first.querySelectorAll('style[data-builder-default-css]')).to.have.length(0);
    // One <style> per content root (its responsive styles), none per block.
    expect(first.querySelectorAll('style')).to.have.length(1);
  });

  it('styles the blocks inside: the reset applies and the block styles win over it', async () => {
    const shadow = await renderInShadow('shadow-c');
    const el = shadow.querySelector('button')!;
    const style = getComputedStyle(el);
    expect(style.paddingTop).to.equal('7px');
    expect(style.borderTopStyle).to.equal('none');
  });
});
