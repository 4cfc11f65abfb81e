/**
 * The owner's code in a custom element's shadow root behaves as on a page without shadow DOM:
 * the HTML of Custom Code and Embed lives in the element's light DOM, slotted into place, so
 * the owner's scripts find it with document-wide lookups and the page's stylesheet reaches it.
 */
import { expect } from 'chai';
import '../../elements/index.ts';
import { BLOCK_TYPE, type BuilderContent } from '../../src/core/types.ts';
import { waitFor } from '../helpers/browser.ts';

type Page = { found?: string[] };
const page = window as unknown as Page;

const SCRIPT_HTML = `<p id="myPara" class="owner-para">Hello there</p>
<script>
  window.found = [
    document.getElementById('myPara') ? 'getElementById' : 'missing',
    document.querySelector('#myPara') ? 'querySelector' : 'missing',
    document.querySelectorAll('.owner-para').length === 1 ? 'querySelectorAll' : 'missing',
    document.getElementsByClassName('owner-para').length === 1 ? 'getElementsByClassName' : 'missing',
  ];
  document.querySelector('#myPara').innerHTML = 'hello';
</script>`;

const withPageStyle = () => {
  const style = document.createElement('style');
  style.textContent = '.owner-para { color: rgb(255, 0, 0); }';
  document.head.append(style);
  return style;
};

describe('Custom Code and Embed inside shadow roots', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    delete page.found;
  });

  it('<builder-content>: scripts find the block HTML and the page stylesheet styles it', async () => {
    const style = withPageStyle();
    try {
      const element = document.createElement('builder-content') as HTMLElement & { content?: BuilderContent };
      element.setAttribute('can-track', 'false');
      element.content = {
        id: 'owner-code',
        data: {
          blocks: [
            {
              '@type': BLOCK_TYPE,
              id: 'builder-owner',
              component: { name: 'Custom Code', options: { code: SCRIPT_HTML } },
            },
          ],
        },
      };
      document.body.append(element);
      await waitFor(() => page.found, 'the owner script');
      expect(page.found).to.deep.equal([
        'getElementById',
        'querySelector',
        'querySelectorAll',
        'getElementsByClassName',
      ]);
      const para = document.getElementById('myPara')!;
      expect(para.textContent).to.equal('hello');
      expect(getComputedStyle(para).color).to.equal('rgb(255, 0, 0)');
      // Slotted into the block's place: inside the block's element in the rendered layout.
      const blockBox = element.shadowRoot!.querySelector('[builder-id="builder-owner"]')!.getBoundingClientRect();
      const paraBox = para.getBoundingClientRect();
      expect(paraBox.top).to.be.at.least(blockBox.top);
      expect(paraBox.bottom).to.be.at.most(blockBox.bottom + 1);
    } finally {
      style.remove();
    }
  });

  it('<builder-custom-code>: the same for the standalone tag', async () => {
    const element = document.createElement('builder-custom-code');
    element.setAttribute('code', SCRIPT_HTML);
    document.body.append(element);
    await waitFor(() => page.found, 'the owner script');
    expect(page.found).to.deep.equal(['getElementById', 'querySelector', 'querySelectorAll', 'getElementsByClassName']);
    expect(document.getElementById('myPara')!.textContent).to.equal('hello');
  });

  it('with no-shadow the HTML stays in place (the light DOM is the page already)', async () => {
    const element = document.createElement('builder-custom-code');
    element.setAttribute('no-shadow', '');
    element.setAttribute('code', SCRIPT_HTML);
    document.body.append(element);
    await waitFor(() => page.found, 'the owner script');
    expect(element.querySelector('.builder-custom-code #myPara')?.textContent).to.equal('hello');
  });
});
