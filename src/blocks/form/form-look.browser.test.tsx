import axe from 'axe-core';
import { expect } from 'chai';
import { testEnv } from '../../../test/helpers/browser.ts';
import { block, renderForm, stateIs } from './form.test-kit.tsx';

const custom = { sendSubmissionsTo: 'custom', action: `${testEnv().serviceUrl}/api/custom-form` };

/** The axe violations inside `element` (ids and the nodes they concern). */
async function violations(element: Element): Promise<string[]> {
  const result = await axe.run(element, { resultTypes: ['violations'] });
  return result.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`,
  );
}

describe('Form blocks: DOM', () => {
  it('render one element per field, carrying the block id, classes and part', async () => {
    const input = block('Form:Input', { name: 'a', required: true });
    const select = block('Form:Select', { name: 'b', options: [{ value: 'option 1' }, { value: 'option 2' }] });
    const textarea = block('Form:TextArea', { name: 'c' });
    const button = block('Form:SubmitButton', {});
    const { form } = await renderForm(custom, [input, select, textarea, button]);
    for (const [child, tag, cls, part] of [
      [input, 'INPUT', 'builder-form-input', 'input'],
      [select, 'SELECT', 'builder-form-select', 'select'],
      [textarea, 'TEXTAREA', 'builder-form-textarea', 'textarea'],
      [button, 'BUTTON', 'builder-form-submit', 'submit'],
    ] as const) {
      const elements = form.querySelectorAll(`[builder-id="${child.id}"]`);
      expect(elements).to.have.length(1);
      const element = elements[0];
      expect(element.tagName).to.equal(tag);
      expect([...element.classList]).to.include.members(['builder-block', child.id!, cls]);
      expect(element.getAttribute('part')).to.equal(part);
    }
    expect(form.querySelector('input')!.required).to.equal(true);
    expect([...form.querySelectorAll('option')].map((option) => [option.value, option.textContent])).to.deep.equal([
      ['option 1', 'option 1'],
      ['option 2', 'option 2'],
    ]);
    expect(form.querySelector('button')!.textContent).to.equal('Click me');
    expect(form.querySelector('input')!.placeholder).to.equal(''); // the editor's 'Hello there' is for new blocks only
    expect(form.getAttribute('method')).to.equal('POST');
    expect(form.getAttribute('name')).to.equal('My form');
    expect(form.hasAttribute('action')).to.equal(false);
    expect(form.noValidate).to.equal(false);
  });

  it('holds its child blocks directly, so its own layout places them, with the message on a line of its own', async () => {
    const row = {
      responsiveStyles: { large: { display: 'flex', flexDirection: 'row', flexWrap: 'wrap', alignItems: 'flex-end' } },
    };
    const input = block('Form:Input', { name: 'email' });
    const button = block('Form:SubmitButton', { text: 'Notify me' });
    const { form } = await renderForm(
      { ...custom, action: `${testEnv().serviceUrl}/api/v1/form-submit-fail` },
      [input, button],
      row,
    );
    expect([...form.children].map((child) => child.getAttribute('builder-id') ?? child.className)).to.deep.equal([
      input.id,
      button.id,
      'builder-form-message',
    ]);
    const [field, submit] = [form.querySelector('input')!, form.querySelector('button')!];
    expect(submit.getBoundingClientRect().left).to.be.at.least(field.getBoundingClientRect().right);
    submit.click();
    await stateIs(form, 'error');
    const message = form.querySelector('.builder-form-message')!.getBoundingClientRect();
    expect(message.top).to.be.at.least(submit.getBoundingClientRect().bottom);
    expect(message.width).to.be.closeTo(form.getBoundingClientRect().width, 1);
  });

  it('turns the browser checks off with validate: false', async () => {
    const { form } = await renderForm({ ...custom, validate: false }, []);
    expect(form.noValidate).to.equal(true);
  });

  it('shows a select option by its name and submits its value', async () => {
    const { field } = await renderForm(custom, [
      block('Form:Select', {
        name: 'age',
        options: [{ value: '1', name: 'Under 20' }, { value: '2' }],
        defaultValue: '2',
      }),
    ]);
    const select = field<HTMLSelectElement>('age');
    expect([...select.options].map((option) => option.textContent)).to.deep.equal(['Under 20', '2']);
    expect(select.value).to.equal('2');
  });

  it('renders a label with its rich text and the field it holds', async () => {
    const { form } = await renderForm(custom, [
      block('Form:Label', { text: 'Your <em>name</em>' }, { children: [block('Form:Input', { name: 'name' })] }),
      block('Form:Label', { text: 'E-mail', for: 'email-field' }),
      block('Form:Input', { name: 'email' }, { properties: { id: 'email-field' } }),
    ]);
    const [wrapping, pointing] = form.querySelectorAll('label');
    expect(wrapping.querySelector('span.builder-label-text')!.innerHTML).to.equal('Your <em>name</em>');
    expect(wrapping.getAttribute('part')).to.equal('label');
    expect(wrapping.querySelector('input')!.labels![0]).to.equal(wrapping);
    expect(pointing.htmlFor).to.equal('email-field');
    expect(form.querySelector<HTMLInputElement>('#email-field')!.labels![0]).to.equal(pointing);
  });
});

describe('Form blocks: look', () => {
  it('apply the default styling of spec §9', async () => {
    const { form } = await renderForm(custom, [
      block('Form:Input', { name: 'a' }),
      block('Form:TextArea', { name: 'b' }),
      block('Form:SubmitButton', {}),
    ]);
    for (const field of form.querySelectorAll('input, textarea')) {
      const style = getComputedStyle(field);
      expect([
        style.paddingTop,
        style.paddingLeft,
        style.borderTopWidth,
        style.borderTopStyle,
        style.borderTopColor,
        style.borderTopLeftRadius,
      ]).to.deep.equal(['10px', '10px', '1px', 'solid', 'rgb(204, 204, 204)', '3px']);
    }
    const button = getComputedStyle(form.querySelector('button')!);
    expect([
      button.backgroundColor,
      button.color,
      button.borderTopLeftRadius,
      button.paddingTop,
      button.paddingLeft,
      button.cursor,
    ]).to.deep.equal(['rgb(56, 152, 236)', 'rgb(255, 255, 255)', '4px', '15px', '25px', 'pointer']);
  });

  it('let block styles and custom properties win over the defaults', async () => {
    const styled = block(
      'Form:Input',
      { name: 'a' },
      { responsiveStyles: { large: { paddingTop: '2px', borderRadius: '0px' } } },
    );
    const { form, host } = await renderForm(custom, [
      styled,
      block('Form:Input', { name: 'b' }),
      block('Form:SubmitButton', {}),
    ]);
    host.style.setProperty('--builder-input-border', '2px dashed rgb(255, 0, 0)');
    host.style.setProperty('--builder-submit-color', 'rgb(0, 128, 0)');
    const [first, second] = form.querySelectorAll('input');
    expect([getComputedStyle(first).paddingTop, getComputedStyle(first).borderTopLeftRadius]).to.deep.equal([
      '2px',
      '0px',
    ]);
    expect([
      getComputedStyle(second).borderTopWidth,
      getComputedStyle(second).borderTopStyle,
      getComputedStyle(second).borderTopColor,
    ]).to.deep.equal(['2px', 'dashed', 'rgb(255, 0, 0)']);
    expect(getComputedStyle(form.querySelector('button')!).backgroundColor).to.equal('rgb(0, 128, 0)');
  });
});

describe('Form blocks: accessibility', () => {
  it('name a field without a label by its placeholder, and leave labelled fields to their label', async () => {
    const { field } = await renderForm(custom, [
      block('Form:Input', { name: 'alone', placeholder: 'Jane Doe' }),
      block(
        'Form:Label',
        { text: 'City' },
        { children: [block('Form:Input', { name: 'city', placeholder: 'Lisbon' })] },
      ),
      block('Form:Select', { name: 'size' }),
      block('Form:TextArea', { name: 'notes', placeholder: 'Anything else?' }),
      block('Form:Input', { name: 'named', placeholder: 'x' }, { properties: { 'aria-label': 'Given name' } }),
    ]);
    expect(field('alone').getAttribute('aria-label')).to.equal('Jane Doe');
    expect(field('city').hasAttribute('aria-label')).to.equal(false);
    expect(field('size').getAttribute('aria-label')).to.equal('size');
    expect(field('notes').getAttribute('aria-label')).to.equal('Anything else?');
    expect(field('named').getAttribute('aria-label')).to.equal('Given name');
  });

  it('has no axe violations, before and after submitting', async () => {
    const { form, host } = await renderForm(custom, [
      block('Text', { text: '<h2>Contact</h2>' }),
      block(
        'Form:Label',
        { text: 'Name' },
        { children: [block('Form:Input', { name: 'name', placeholder: 'Jane Doe', required: true })] },
      ),
      block('Form:Input', { name: 'email', type: 'email', placeholder: 'jane@example.com' }),
      block('Form:Label', { text: 'Size' }, { children: [block('Form:Select', { name: 'size' })] }),
      block(
        'Form:Label',
        { text: 'Subscribe' },
        { children: [block('Form:Input', { name: 'subscribe', type: 'checkbox' })] },
      ),
      block('Form:TextArea', { name: 'notes', placeholder: 'Notes' }),
      block('Form:SubmitButton', { text: 'Send' }),
    ]);
    expect(await violations(host)).to.deep.equal([]);
    form.querySelector<HTMLInputElement>('[name=name]')!.value = 'Ada';
    form.querySelector('button')!.click();
    await stateIs(form, 'success');
    expect(await violations(host)).to.deep.equal([]);
  });

  it('has no axe violations in the error state', async () => {
    const { form, host } = await renderForm({ ...custom, action: `${testEnv().serviceUrl}/api/v1/form-submit-fail` }, [
      block('Form:SubmitButton', { text: 'Send' }),
    ]);
    form.querySelector('button')!.click();
    await stateIs(form, 'error');
    expect(form.querySelector('pre')).not.to.equal(null);
    expect(await violations(host)).to.deep.equal([]);
  });
});
