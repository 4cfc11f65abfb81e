import { expect } from 'chai';
import { testEnv } from '../../../test/helpers/browser.ts';
import { block, oneSubmission, recordStates, renderForm, stateIs, submissions, type } from './form.test-kit.tsx';

const textInput = (name: string, options: Record<string, unknown> = {}) =>
  block('Form:Input', { name, type: 'text', ...options });
const submit = block('Form:SubmitButton', { text: 'Send' });
const marker = () => `run-${Date.now()}-${Math.random().toString(36).slice(2)}`;

describe('Form:Form requests', () => {
  it('e-mail mode: POSTs JSON to {apiHost}/api/v1/form-submit with the key, base64 address, name and custom headers', async () => {
    const since = Date.now();
    const id = marker();
    const { form, field, submitButton } = await renderForm(
      { sendSubmissionsToEmail: 'inbox@larkspur.example', name: `Contact ${id}`, customHeaders: { 'x-form-test': id } },
      [textInput('name'), textInput('address.city'), submit],
    );
    type(field('name'), 'Jane Doe');
    type(field('address.city'), 'Lisbon');
    submitButton.click();
    const received = await oneSubmission(since, (s) => s.name === `Contact ${id}`);
    expect(received.endpoint).to.equal('form-submit');
    expect(received.method).to.equal('POST');
    expect(received.to).to.equal('inbox@larkspur.example');
    expect(received.query).to.deep.equal({
      apiKey: testEnv().apiKey,
      to: btoa('inbox@larkspur.example'),
      name: `Contact ${id}`,
    });
    expect(received.contentType).to.equal('application/json');
    expect(received.headers['x-form-test']).to.equal(id);
    expect(received.fields).to.deep.equal({ name: 'Jane Doe', address: { city: 'Lisbon' } });
    await stateIs(form, 'success');
  });

  it('custom mode, url-encoded: the action, the method and the encoded fields', async () => {
    const since = Date.now();
    const id = marker();
    const { form, field, submitButton } = await renderForm(
      {
        sendSubmissionsTo: 'custom',
        action: `${testEnv().serviceUrl}/api/custom-form`,
        method: 'PUT',
        contentType: 'application/x-www-form-urlencoded',
      },
      [textInput('id'), textInput('note'), submit],
    );
    type(field('id'), id);
    type(field('note'), 'two words & more');
    submitButton.click();
    const received = await oneSubmission(since, (s) => s.fields.id === id);
    expect([received.endpoint, received.method, received.contentType]).to.deep.equal([
      'custom',
      'PUT',
      'application/x-www-form-urlencoded',
    ]);
    expect(received.fields).to.deep.equal({ id, note: 'two words & more' });
    await stateIs(form, 'success');
  });

  it('custom mode, multipart: every field as a part', async () => {
    const since = Date.now();
    const id = marker();
    const { field, submitButton } = await renderForm(
      {
        sendSubmissionsTo: 'custom',
        action: `${testEnv().serviceUrl}/api/custom-form`,
        contentType: 'multipart/form-data',
      },
      [textInput('id'), block('Form:TextArea', { name: 'notes' }), submit],
    );
    type(field('id'), id);
    type(field<HTMLTextAreaElement>('notes'), 'line one\nline two');
    submitButton.click();
    const received = await oneSubmission(since, (s) => s.fields.id === id);
    expect(received.contentType).to.equal('multipart/form-data');
    // multipart/form-data serialisation normalises line breaks to CRLF (HTML's encoding algorithm)
    expect(received.fields).to.deep.equal({ id, notes: 'line one\r\nline two' });
  });

  it('native required checks block the submission: no request, state unchanged', async () => {
    const since = Date.now();
    const { form, submitButton } = await renderForm(
      { sendSubmissionsTo: 'custom', action: `${testEnv().serviceUrl}/api/custom-form` },
      [textInput('must', { required: true }), submit],
    );
    let submitted = false;
    form.addEventListener('submit', () => (submitted = true));
    const must = form.querySelector<HTMLInputElement>('[name="must"]')!;
    let invalid = false;
    must.addEventListener('invalid', () => (invalid = true));
    // The browser checks the fields as part of the click: by the time it returns, it has refused to submit.
    submitButton.click();
    expect(invalid, 'the browser reported the empty required field').to.equal(true);
    expect(submitted, 'no submit event').to.equal(false);
    expect(form.dataset.state).to.equal('unsubmitted');
    expect(await submissions(since, (s) => 'must' in s.fields)).to.have.length(0);
  });
});

describe('Form:Form states and messages', () => {
  it('shows Sending... while sending, then Thanks! on success', async () => {
    const { form, field, submitButton } = await renderForm(
      { sendSubmissionsTo: 'custom', action: `${testEnv().serviceUrl}/api/custom-form` },
      [textInput('who'), submit],
    );
    expect(form.dataset.state).to.equal('unsubmitted');
    expect(form.getAttribute('part')).to.equal('form form--unsubmitted');
    type(field('who'), 'me');
    const seen = recordStates(form);
    submitButton.click();
    await stateIs(form, 'success');
    seen.stop();
    expect(seen.states).to.deep.equal(['sending', 'success']);
    expect(seen.messages).to.deep.equal(['Sending...', 'Thanks!']);
    expect(form.getAttribute('part')).to.equal('form form--success');
    expect(form.querySelector('[part~=message]')?.getAttribute('part')).to.equal('message message--success');
  });

  it('on a failed response shows the error message and the response data as formatted JSON', async () => {
    const { form, submitButton } = await renderForm(
      { sendSubmissionsTo: 'custom', action: `${testEnv().serviceUrl}/api/v1/form-submit-fail` },
      [submit],
    );
    submitButton.click();
    await stateIs(form, 'error');
    const texts = form.querySelectorAll('.builder-form-message .builder-text');
    expect(texts[0].textContent).to.equal('Form submission error :( Please check your answers and try again');
    const pre = form.querySelector('pre.builder-form-error-text')!;
    expect(pre.textContent).to.equal(
      JSON.stringify({ error: { message: 'Email address is not valid', code: 'invalid_email' } }, null, 2),
    );
    expect(getComputedStyle(pre).color).to.equal('rgb(204, 0, 0)');
  });

  it('errorMessagePath replaces the default text with the server message', async () => {
    const { form, submitButton } = await renderForm(
      {
        sendSubmissionsTo: 'custom',
        action: `${testEnv().serviceUrl}/api/v1/form-submit-fail`,
        errorMessagePath: 'error.message',
      },
      [submit],
    );
    submitButton.click();
    await stateIs(form, 'error');
    expect(form.querySelector('.builder-form-message .builder-text')?.textContent).to.equal(
      'Email address is not valid',
    );
  });

  it('errorMessagePath pointing at an object shows the object as JSON text', async () => {
    const { form, submitButton } = await renderForm(
      {
        sendSubmissionsTo: 'custom',
        action: `${testEnv().serviceUrl}/api/v1/form-submit-fail`,
        errorMessagePath: 'error',
      },
      [submit],
    );
    submitButton.click();
    await stateIs(form, 'error');
    expect(form.querySelector('.builder-form-message .builder-text')?.textContent).to.equal(
      '{"message":"Email address is not valid","code":"invalid_email"}',
    );
  });

  it('child blocks see formErrorMessage in their state', async () => {
    const { form, submitButton } = await renderForm(
      {
        sendSubmissionsTo: 'custom',
        action: `${testEnv().serviceUrl}/api/v1/form-submit-fail`,
        errorMessagePath: 'error.code',
      },
      [block('Text', { text: 'Problem: {{state.formErrorMessage}}' }, { id: 'builder-form-test-child-text' }), submit],
    );
    submitButton.click();
    await stateIs(form, 'error');
    expect(form.querySelector(':scope > .builder-block > .builder-text')?.textContent).to.equal(
      'Problem: invalid_email',
    );
  });

  it('shows a text answer as it came', async () => {
    const { form, submitButton } = await renderForm(
      {
        sendSubmissionsTo: 'custom',
        action: `${testEnv().serviceUrl}/api/custom-form/text`,
        successMessage: [block('Text', { text: 'Got it' })],
      },
      [submit],
    );
    submitButton.click();
    await stateIs(form, 'success');
    expect(form.querySelector('.builder-form-message')?.textContent).to.equal('Got it');
  });

  it('e-mail mode with the placeholder address: no request, a console error and the message in the error slot', async () => {
    const since = Date.now();
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args.join(' '));
    try {
      const { form, submitButton } = await renderForm(
        { sendSubmissionsToEmail: 'your@email.com', name: 'placeholder form' },
        [submit],
      );
      submitButton.click();
      await stateIs(form, 'error');
      expect(errors).to.include('SubmissionsToEmail is required when sendSubmissionsTo is set to email');
      expect(form.querySelector('.builder-form-message .builder-text')?.textContent).to.equal(
        'SubmissionsToEmail is required when sendSubmissionsTo is set to email',
      );
      expect(form.querySelector('pre')).to.equal(null);
    } finally {
      console.error = original;
    }
    expect(await submissions(since, (s) => s.name === 'placeholder form')).to.have.length(0);
  });
});
