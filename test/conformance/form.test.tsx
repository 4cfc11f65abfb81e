/**
 * Conformance: form.json at /form (form.spec). The form is in e-mail mode with the editor's
 * placeholder address, so a submission attempt must log and show
 * "SubmissionsToEmail is required…" and send nothing.
 */
import { expect } from 'chai';
import { act } from 'react';
import { captureConsole, cleanup, click, renderRoute, quiet, requestsTo, viewport, waitFor } from './harness.tsx';

const REQUIRED = 'SubmissionsToEmail is required when sendSubmissionsTo is set to email';

/** Sets a field's value the way typing does (value, then an input event). */
async function fill(field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, value: string): Promise<void> {
  await act(async () => {
    field.value = value;
    field.dispatchEvent(new Event('input', { bubbles: true }));
    field.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

describe('conformance: form.json (/form)', () => {
  before(() => viewport());
  afterEach(() => cleanup());

  it('has exactly one <form>', async () => {
    await renderRoute('/form');
    expect(document.querySelectorAll('form')).to.have.length(1);
  });

  it('has exactly 2 <input>s, both inside the form', async () => {
    await renderRoute('/form');
    const form = document.querySelector('form')!;
    expect(document.querySelectorAll('input')).to.have.length(2);
    expect(form.querySelectorAll('input')).to.have.length(2);
  });

  it('has exactly 1 <button>, inside the form, with the text Submit', async () => {
    await renderRoute('/form');
    const buttons = document.querySelectorAll('button');
    expect(buttons).to.have.length(1);
    expect(document.querySelector('form')!.contains(buttons[0])).to.equal(true);
    expect(buttons[0].innerText).to.equal('Submit');
  });

  it('has exactly 1 <select>, inside the form, with the options <20, 20-30 and 30+', async () => {
    await renderRoute('/form');
    const selects = document.querySelectorAll('select');
    expect(selects).to.have.length(1);
    expect(document.querySelector('form')!.contains(selects[0])).to.equal(true);
    expect([...selects[0].children].map((option) => [option.tagName, option.textContent])).to.deep.equal([
      ['OPTION', '<20'],
      ['OPTION', '20-30'],
      ['OPTION', '30+'],
    ]);
  });

  it('has exactly 1 <textarea>, inside the form', async () => {
    await renderRoute('/form');
    expect(document.querySelectorAll('textarea')).to.have.length(1);
    expect(document.querySelector('form')!.querySelectorAll('textarea')).to.have.length(1);
  });

  it('marks both inputs, the select and the textarea required', async () => {
    await renderRoute('/form');
    const fields = document.querySelectorAll<HTMLInputElement>('input, select, textarea');
    expect(fields).to.have.length(4);
    for (const field of fields) expect(field.hasAttribute('required'), field.name).to.equal(true);
  });

  it('logs "SubmissionsToEmail is required…" at once, shows it in the error slot, and sends nothing', async () => {
    await renderRoute('/form');
    const errors = captureConsole('error');
    try {
      const [name, email] = document.querySelectorAll('input');
      await fill(name, 'Test Name');
      await fill(email, 'test@example.com');
      await fill(document.querySelector('select')!, '20-30');
      await fill(document.querySelector('textarea')!, 'Test message');
      await click(document.querySelector('button')!);
      // At once: logged while the click is handled, with no request or timer in between.
      expect(errors.text().filter((text) => text.includes(REQUIRED))).to.have.length(1);
    } finally {
      errors.restore();
    }
    // The 4th Text block is the error message, bound to state.formErrorMessage.
    await waitFor(() => document.querySelectorAll('.builder-text')[3]?.textContent === REQUIRED, 'the error slot');
    await quiet();
    expect(requestsTo('form-submit')).to.deep.equal([]);
    expect(document.querySelector('form')!.dataset.state).to.equal('error');
  });
});
