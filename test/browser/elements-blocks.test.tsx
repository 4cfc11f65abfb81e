import { expect } from 'chai';
import '../../elements/index.ts';
import { testEnv, waitFor } from '../helpers/browser.ts';
import { inside, mount, rendered, unmountAll, withPageStyle } from './elements-helpers.ts';

const { serviceUrl, apiKey } = testEnv();

afterEach(unmountAll);

describe('block tags', () => {
  it('<builder-text> renders its text attribute and re-renders when it changes', async () => {
    const element = mount('<builder-text text="<p>Hello</p>"></builder-text>');
    const text = await rendered(element, '.builder-text');
    expect(text.innerHTML).to.equal('<p>Hello</p>');
    element.setAttribute('text', '<p>Changed</p>');
    await waitFor(() => inside(element).querySelector('.builder-text')?.textContent === 'Changed', 'changed text');
  });

  it('gives a removed attribute back the declared default (and an editor-only default back to unset)', async () => {
    const section = mount('<builder-section max-width="500"></builder-section>');
    const inner = await rendered(section, 'section[part~="section"]');
    expect(getComputedStyle(inner).maxWidth).to.equal('500px');
    section.removeAttribute('max-width');
    await waitFor(
      () => getComputedStyle(inside(section).querySelector('section')!).maxWidth === '1200px',
      'default max-width',
    );
    const element = mount('<builder-text text="<p>Set</p>"></builder-text>');
    await rendered(element, '.builder-text');
    element.removeAttribute('text');
    await waitFor(() => inside(element).querySelector('.builder-text')?.textContent === '', 'no text');
  });

  it("exposes base and the block's own parts to ::part rules of the page", async () => {
    await withPageStyle(
      'builder-text::part(base) { padding-top: 7px; } builder-text::part(text) { color: rgb(1, 2, 3); }',
      async () => {
        const element = mount('<builder-text text="<p>Parts</p>"></builder-text>');
        const text = await rendered(element, '[part~="text"]');
        expect(getComputedStyle(text).color).to.equal('rgb(1, 2, 3)');
        const base = inside(element).querySelector('[part~="base"]')!;
        expect(base.classList.contains('builder-block')).to.equal(true);
        expect(getComputedStyle(base).paddingTop).to.equal('7px');
      },
    );
  });

  it('is a block box, and hidden hides it', async () => {
    const element = mount('<builder-text text="x"></builder-text>');
    await rendered(element, '.builder-text');
    expect(getComputedStyle(element).display).to.equal('block');
    element.hidden = true;
    expect(getComputedStyle(element).display).to.equal('none');
  });

  it('injects the default block CSS into its shadow root once, as one shared sheet', async () => {
    const first = mount('<builder-columns columns=\'[{"blocks":[]},{"blocks":[]}]\'></builder-columns>');
    const second = mount('<builder-columns></builder-columns>');
    await rendered(first, '.builder-columns');
    await rendered(second, '.builder-columns');
    const sheets = (element: Element) => element.shadowRoot!.adoptedStyleSheets;
    const shared = sheets(first).filter((sheet) => sheets(second).includes(sheet));
    expect(shared.length).to.be.greaterThan(0);
    expect(getComputedStyle(inside(first).querySelector('.builder-columns')!).display).to.equal('flex');
  });

  it('<builder-columns> renders nested blocks from JSON with their responsive styles', async () => {
    const columns = [
      {
        blocks: [
          {
            '@type': '@builder.io/sdk:Element',
            id: 'builder-col-a',
            component: { name: 'Text', options: { text: 'A' } },
            responsiveStyles: { large: { color: 'rgb(200, 0, 0)' } },
          },
        ],
      },
      {
        blocks: [
          {
            '@type': '@builder.io/sdk:Element',
            id: 'builder-col-b',
            component: { name: 'Text', options: { text: 'B' } },
          },
        ],
      },
    ];
    const element = mount(`<builder-columns space="10"></builder-columns>`);
    element.setAttribute('columns', JSON.stringify(columns));
    const a = await rendered(element, '.builder-col-a');
    expect(getComputedStyle(a).color).to.equal('rgb(200, 0, 0)');
    expect(inside(element).querySelectorAll('[part~="column"]')).to.have.length(2);
  });

  it('takes properties set from script', async () => {
    const element = document.createElement('builder-button');
    element.text = 'From script';
    mount('<div></div>').append(element);
    const button = await rendered(element, 'button.builder-button');
    expect(button.textContent).to.equal('From script');
    expect(button.part.contains('base') && button.part.contains('button')).to.equal(true);
    element.link = '/somewhere';
    await rendered(element, 'a[href="/somewhere"]');
  });

  it('reads a bare boolean attribute as true, and "false" as false', async () => {
    const element = mount('<builder-button text="Go" link="/x" open-link-in-new-tab></builder-button>');
    await rendered(element, 'a[target="_blank"]');
    element.setAttribute('open-link-in-new-tab', 'false');
    await waitFor(() => inside(element).querySelector('a:not([target])'), 'same-tab link');
  });

  it('<builder-image> renders an img part with its alt text', async () => {
    const element = mount(
      '<builder-image image="https://cdn.builder.io/api/v1/image/assets%2Fx%2Fy" alt-text="A cup"></builder-image>',
    );
    const img = await rendered<HTMLImageElement>(element, 'img[part~="image"]');
    expect(img.alt).to.equal('A cup');
  });

  it('<builder-section> and <builder-custom-code> render with their parts', async () => {
    const section = mount('<builder-section max-width="500"></builder-section>');
    const inner = await rendered(section, 'section[part~="section"]');
    expect(getComputedStyle(inner).maxWidth).to.equal('500px');
    const code = mount('<builder-custom-code code="<b>bold</b>"></builder-custom-code>');
    const holder = await rendered(code, '[part~="code"]');
    // The owner's HTML lives in the tag's light DOM, slotted into the block (scripts find it there).
    const slot = holder.querySelector('slot')!;
    expect(slot.assignedElements()[0]?.innerHTML).to.equal('<b>bold</b>');
  });

  it('<builder-symbol> fetches a symbol by model and entry', async () => {
    const element = mount(
      `<builder-symbol api-key="${apiKey}" api-host="${serviceUrl}" symbol='{"model":"symbol","entry":"test-symbol"}'></builder-symbol>`,
    );
    await waitFor(() => inside(element).textContent?.includes('Test symbol content'), 'symbol text');
  });

  it('renders into its light DOM with no-shadow', async () => {
    const element = mount('<builder-text no-shadow text="<p>Light</p>"></builder-text>');
    const text = await waitFor(() => element.querySelector('.builder-text'), 'light text');
    expect(text.textContent).to.equal('Light');
  });
});
