/**
 * Form content built in Builder keeps the spec's default field and submit styling (§9) only
 * where the content says nothing: every style the content sets on a form block wins, in the
 * React API, in `<builder-content>`'s shadow root and in server HTML; the site's own CSS wins
 * in `<builder-form>`'s light DOM, whatever its specificity.
 */
import { setViewport } from '@web/test-runner-commands';
import { expect } from 'chai';
import '../../elements/index.ts';
import type { BuilderBlock, BuilderContent as Content } from '../../src/core/types.ts';
import { BuilderContent } from '../../src/render/index.ts';
import { testEnv, waitFor } from '../helpers/browser.ts';
import { mount } from '../helpers/browser-render.tsx';
import { renderContentToHtml } from '../helpers/server-render.ts';
import { block } from '../../src/blocks/form/form.test-kit.tsx';

/** Block styles the way the editor writes them for every new block. */
const EDITOR = {
  display: 'flex',
  flexDirection: 'column',
  position: 'relative',
  flexShrink: '0',
  boxSizing: 'border-box',
};

/** Styles that each collide with a default (padding, border, radius, submit colours, size and font). */
const CONTENT_STYLE = {
  ...EDITOR,
  paddingTop: '3px',
  paddingRight: '5px',
  paddingBottom: '7px',
  paddingLeft: '9px',
  borderWidth: '2px',
  borderStyle: 'dotted',
  borderColor: 'rgb(1, 2, 3)',
  borderRadius: '6px',
  width: '321px',
  height: '45px',
  fontSize: '17px',
  fontWeight: '400',
  backgroundColor: 'rgb(200, 210, 220)',
  color: 'rgb(10, 20, 30)',
};

/** {@link CONTENT_STYLE} as the browser computes it. */
const COMPUTED = {
  'padding-top': '3px',
  'padding-right': '5px',
  'padding-bottom': '7px',
  'padding-left': '9px',
  'border-top-width': '2px',
  'border-top-style': 'dotted',
  'border-top-color': 'rgb(1, 2, 3)',
  'border-top-left-radius': '6px',
  width: '321px',
  height: '45px',
  'font-size': '17px',
  'font-weight': '400',
  'background-color': 'rgb(200, 210, 220)',
  color: 'rgb(10, 20, 30)',
};

const styled = (
  name: string,
  options: Record<string, unknown>,
  large: Record<string, string>,
  children?: BuilderBlock[],
) =>
  block(name, options, {
    id: `builder-styled-${name.replace(':', '-').toLowerCase()}`,
    responsiveStyles: { large },
    ...(children && { children }),
  });

/** Every form block kind with {@link CONTENT_STYLE}, and a Select in a Label as the contact demo page has it. */
function styledForm(): Content {
  const fields = [
    styled('Form:Input', { name: 'name' }, CONTENT_STYLE),
    styled('Form:Select', { name: 'size', options: [{ value: 'S' }, { value: 'M' }] }, CONTENT_STYLE),
    styled('Form:TextArea', { name: 'notes' }, CONTENT_STYLE),
    styled('Form:Label', { text: 'Styled label' }, CONTENT_STYLE),
    styled('Form:SubmitButton', { text: 'Send' }, CONTENT_STYLE),
    block(
      'Form:Label',
      { text: 'What is it about?' },
      {
        id: 'builder-topic-label',
        responsiveStyles: { large: { ...EDITOR, marginTop: '14px', fontWeight: '600' } },
        children: [
          block(
            'Form:Select',
            { name: 'topic', options: [{ value: 'Orders' }, { value: 'A longer topic than that' }] },
            {
              id: 'builder-topic-select',
              responsiveStyles: {
                large: { ...EDITOR, marginTop: '6px', paddingTop: '10px', paddingBottom: '10px', borderRadius: '6px' },
              },
            },
          ),
        ],
      },
    ),
  ];
  const { width: _width, height: _height, ...formStyle } = CONTENT_STYLE;
  const form = styled(
    'Form:Form',
    { sendSubmissionsTo: 'custom', action: `${testEnv().serviceUrl}/api/custom-form` },
    { ...formStyle, width: '600px' },
    fields,
  );
  return { id: 'form-content-styles', data: { blocks: [form] } };
}

const STYLED = ['Form:Input', 'Form:Select', 'Form:TextArea', 'Form:Label', 'Form:SubmitButton'].map(
  (name) => `builder-styled-${name.replace(':', '-').toLowerCase()}`,
);
const FORM = 'builder-styled-form-form';

/** The computed styles of {@link COMPUTED} of each styled block (the form: all but its size). */
function computedStyles(scope: ParentNode): Record<string, Record<string, string>> {
  const found: Record<string, Record<string, string>> = {};
  for (const id of [...STYLED, FORM]) {
    const element = scope.querySelector(`[builder-id="${id}"]`);
    if (!element) throw new Error(`no block ${id}`);
    const style = getComputedStyle(element);
    const names = Object.keys(COMPUTED).filter((name) => id !== FORM || (name !== 'width' && name !== 'height'));
    found[id] = Object.fromEntries(names.map((name) => [name, style.getPropertyValue(name)]));
  }
  return found;
}

function expectContentStyles(scope: ParentNode): void {
  const { width: _width, height: _height, ...formComputed } = COMPUTED;
  expect(computedStyles(scope)).to.deep.equal({
    ...Object.fromEntries(STYLED.map((id) => [id, COMPUTED])),
    [FORM]: formComputed,
  });
}

/** The Select in the Label stretches across the Label, as the Label's flex column lays it out. */
function expectStretchedSelect(scope: ParentNode): void {
  const label = scope.querySelector('[builder-id="builder-topic-label"]')!.getBoundingClientRect();
  const select = scope.querySelector('[builder-id="builder-topic-select"]')!.getBoundingClientRect();
  expect(label.width, 'the label spans the form').to.be.above(500);
  expect(Math.round(select.width)).to.equal(Math.round(label.width));
}

describe('Form blocks: content styles win over the default styling', () => {
  before(() => setViewport({ width: 1280, height: 720 }));

  it('in the React API, and a Select in a Label stretches across it', async () => {
    const { apiKey, serviceUrl } = testEnv();
    const host = mount(<BuilderContent content={styledForm()} apiKey={apiKey} apiHost={serviceUrl} canTrack={false} />);
    await waitFor(() => host.querySelector('[builder-id="builder-topic-select"]'), 'the form');
    expectContentStyles(host);
    expectStretchedSelect(host);
  });

  it("in <builder-content>'s shadow root", async () => {
    const element = document.createElement('builder-content');
    element.setAttribute('api-key', testEnv().apiKey);
    element.setAttribute('model', 'page');
    element.setAttribute('can-track', 'false');
    element.content = styledForm();
    document.body.append(element);
    try {
      const shadow = await waitFor(
        () => element.shadowRoot?.querySelector('[builder-id="builder-topic-select"]') && element.shadowRoot,
        'the form in the shadow root',
      );
      expectContentStyles(shadow);
      expectStretchedSelect(shadow);
    } finally {
      element.remove();
    }
  });

  it('in server HTML laid out without JavaScript', async () => {
    const { html } = await renderContentToHtml({ content: styledForm(), model: 'page', canTrack: false });
    expect(html).to.contain('@layer builder-defaults');
    const frame = document.createElement('iframe');
    frame.setAttribute('sandbox', 'allow-same-origin');
    frame.style.cssText = 'width: 1280px; height: 720px; border: 0';
    frame.srcdoc = `<!doctype html><html><head></head><body>${html}</body></html>`;
    const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
    document.body.append(frame);
    try {
      await loaded;
      expectContentStyles(frame.contentDocument!);
      expectStretchedSelect(frame.contentDocument!);
    } finally {
      frame.remove();
    }
  });

  it("and the site's CSS wins in <builder-form>, even with a selector less specific than the defaults'", async () => {
    const style = document.createElement('style');
    style.textContent =
      'input, select, textarea, button { padding: 3px 5px 7px 9px; border: 2px dotted rgb(1, 2, 3); border-radius: 6px; font-size: 17px; font-weight: 400; background-color: rgb(200, 210, 220); color: rgb(10, 20, 30); }';
    document.head.append(style);
    const holder = document.createElement('div');
    holder.innerHTML = `<builder-form send-submissions-to="custom" action="${testEnv().serviceUrl}/api/custom-form">
      <builder-input name="name"></builder-input>
      <builder-select name="size"></builder-select>
      <builder-textarea name="notes"></builder-textarea>
      <builder-submit-button text="Send"></builder-submit-button>
    </builder-form>`;
    document.body.append(holder);
    try {
      const fields = await waitFor(() => {
        const found = holder.querySelectorAll(
          'form .builder-form-input, form .builder-form-select, form .builder-form-textarea, form .builder-form-submit',
        );
        return found.length === 4 && [...found];
      }, 'the fields inside the form');
      const { width: _width, height: _height, ...expected } = COMPUTED;
      for (const field of fields) {
        const computed = getComputedStyle(field);
        expect(
          Object.fromEntries(Object.keys(expected).map((name) => [name, computed.getPropertyValue(name)])),
          field.className,
        ).to.deep.equal(expected);
      }
    } finally {
      holder.remove();
      style.remove();
    }
  });
});
