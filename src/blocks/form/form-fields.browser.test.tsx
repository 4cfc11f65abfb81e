import { expect } from 'chai';
import { testEnv } from '../../../test/helpers/browser.ts';
import { block, oneSubmission, renderForm, stateIs, type } from './form.test-kit.tsx';

const submit = block('Form:SubmitButton', { text: 'Send' });
const custom = (options: Record<string, unknown> = {}) => ({
  sendSubmissionsTo: 'custom',
  action: `${testEnv().serviceUrl}/api/custom-form`,
  ...options,
});
const marker = () => `run-${Date.now()}-${Math.random().toString(36).slice(2)}`;
const input = (name: string, options: Record<string, unknown> = {}, extra = {}) =>
  block('Form:Input', { name, ...options }, extra);

describe('Form:Form field values', () => {
  it('sends a checkbox as a boolean, a number and a range as numbers, a radio as its value', async () => {
    const since = Date.now();
    const id = marker();
    const { form, field, submitButton } = await renderForm(custom(), [
      input('id', { type: 'hidden', value: id }),
      input('agree', { type: 'checkbox' }),
      input('unticked', { type: 'checkbox' }),
      input('ticked', { type: 'checkbox', defaultValue: 'true' }),
      input('count', { type: 'number' }, { properties: { step: 'any' } }),
      input('empty', { type: 'number' }),
      input('level', { type: 'range', defaultValue: '30' }),
      input('size', { type: 'radio', value: 'small' }),
      input('size', { type: 'radio', value: 'large' }),
      input('plan', { type: 'radio', value: 'a', defaultValue: 'a' }),
      input('plan', { type: 'radio', value: 'b', defaultValue: 'a' }),
      block('Form:Select', {
        name: 'roast',
        options: [
          { value: 'light', name: 'Light' },
          { value: 'dark', name: 'Dark' },
        ],
        defaultValue: 'dark',
      }),
      input('', { placeholder: 'unnamed' }),
      submit,
    ]);
    field('agree').click();
    type(field('count'), '12.5');
    form.querySelector<HTMLInputElement>('[name=size][value=large]')!.click();
    submitButton.click();
    const received = await oneSubmission(since, (s) => s.fields.id === id);
    expect(received.fields).to.deep.equal({
      id,
      agree: true,
      unticked: false,
      ticked: true,
      count: 12.5,
      empty: '',
      level: 30,
      size: 'large',
      plan: 'a',
      roast: 'dark',
    });
    await stateIs(form, 'success');
  });

  it('sends dotted names as nested JSON', async () => {
    const since = Date.now();
    const id = marker();
    const { field, submitButton } = await renderForm(custom(), [
      input('meta.id', { type: 'hidden', value: id }),
      input('address.city'),
      input('address.zip'),
      submit,
    ]);
    type(field('address.city'), 'Porto');
    type(field('address.zip'), '4000');
    submitButton.click();
    const received = await oneSubmission(since, (s) => (s.fields.meta as { id?: string } | undefined)?.id === id);
    expect(received.fields).to.deep.equal({ meta: { id }, address: { city: 'Porto', zip: '4000' } });
  });

  it('switches to multipart when a file is chosen, sending the file', async () => {
    const since = Date.now();
    const id = marker();
    const { field, submitButton } = await renderForm(custom({ contentType: 'application/json' }), [
      input('id', { type: 'hidden', value: id }),
      input('menu', { type: 'file' }),
      submit,
    ]);
    const files = new DataTransfer();
    files.items.add(new File(['espresso 3.00'], 'menu.txt', { type: 'text/plain' }));
    field('menu').files = files.files;
    submitButton.click();
    const received = await oneSubmission(since, (s) => s.fields.id === id);
    expect(received.contentType).to.equal('multipart/form-data');
    expect(received.files).to.deep.equal([{ field: 'menu', filename: 'menu.txt', type: 'text/plain', size: 13 }]);
  });

  it('keeps JSON when the file input is empty, leaving it out', async () => {
    const since = Date.now();
    const id = marker();
    const { submitButton } = await renderForm(custom(), [
      input('id', { type: 'hidden', value: id }),
      input('menu', { type: 'file' }),
      submit,
    ]);
    submitButton.click();
    const received = await oneSubmission(since, (s) => s.fields.id === id);
    expect(received.contentType).to.equal('application/json');
    expect(received.fields).to.deep.equal({ id });
  });

  it('refuses a field name that could reach a prototype, sending nothing', async () => {
    const logged: string[] = [];
    const original = console.error;
    console.error = (message: string) => logged.push(message);
    const { form, submitButton } = await renderForm(custom(), [
      input('__proto__.polluted', { defaultValue: 'x' }),
      submit,
    ]);
    try {
      submitButton.click();
      await stateIs(form, 'error');
    } finally {
      console.error = original;
    }
    expect(logged).to.deep.equal(['Property name "__proto__" is not allowed']);
    expect(form.querySelector('.builder-form-message .builder-text')?.textContent).to.equal(
      'Property name "__proto__" is not allowed',
    );
    expect(({} as Record<string, unknown>).polluted).to.equal(undefined);
  });
});
