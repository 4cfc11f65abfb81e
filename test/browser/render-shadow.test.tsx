/**
 * Content inside shadow roots: default block CSS comes from one constructable stylesheet that
 * every shadow root adopts (no `<style>` per root or per block), and it styles the blocks there.
 */
import { expect } from 'chai';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { BLOCK_TYPE, BuilderContent, type BuilderBlock } from '../../src/index.ts';
import { waitFor } from '../helpers/browser.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const button = (id: string): BuilderBlock => ({
  '@type': BLOCK_TYPE, id, component: { name: 'Core:Button', options: { text: 'Shadow button' } },
  responsiveStyles: { large: { paddingTop: '7px' } },
});

describe('content in shadow roots', () => {
  const roots: Root[] = [];
  const hosts: HTMLElement[] = [];
  afterEach(() => {
    for (const root of roots.splice(0)) act(() => root.unmount());
    for (const host of hosts.splice(0)) host.remove();
  });

  async function renderInShadow(id: string): Promise<ShadowRoot> {
    const host = document.createElement('div');
    document.body.append(host);
    hosts.push(host);
    const shadow = host.attachShadow({ mode: 'open' });
    const mount = document.createElement('div');
    shadow.append(mount);
    const root = createRoot(mount);
    roots.push(root);
    await act(async () => root.render(<BuilderContent content={{ id, data: { blocks: [button(`builder-${id}`)] } }} />));
    await waitFor(() => shadow.querySelector('button'));
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
