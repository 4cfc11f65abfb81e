import { expect } from 'chai';
import { defaultsOf } from '../../core/inputs.ts';
import { BLOCK_TYPE } from '../../core/types.ts';
import { testEnv } from '../../../test/helpers/browser.ts';
import { formInputs } from './index.ts';
import { Form } from './form.tsx';
import { mount } from '../../../test/helpers/browser-render.tsx';
import { oneSubmission, stateIs, type, waitFor } from './form.test-kit.tsx';

/** The light-DOM children a `<builder-form>` hands over: plain fields and a nested element's own input. */
function siteChildren(id: string): Node[] {
  const holder = document.createElement('div');
  holder.innerHTML = `<label>E-mail <input name="email" type="email"></label>
    <fake-builder-input><div style="display: contents"><input name="city"></div></fake-builder-input>
    <input type="hidden" name="id" value="${id}">
    <button type="submit">Send</button>`;
  return [...holder.childNodes];
}

describe('Form:Form standalone (host children)', () => {
  it('moves the host children into the <form>, before its messages, and submits their values', async () => {
    const id = `run-${Date.now()}`;
    const since = Date.now();
    const children = siteChildren(id);
    const host = mount(
      <Form
        {...defaultsOf(formInputs)}
        sendSubmissionsTo="custom"
        action={`${testEnv().serviceUrl}/api/custom-form`}
        builderBlock={{ '@type': BLOCK_TYPE, id: 'builder-standalone-form' }}
        builderState={{}}
        hostChildren={children}
      />,
    );
    const form = await waitFor(() => host.querySelector('form'), 'the form');
    const message = form.querySelector('.builder-form-message')!;
    for (const node of children) expect(form.contains(node)).to.equal(true);
    expect(children.every((node) => node.compareDocumentPosition(message) & Node.DOCUMENT_POSITION_FOLLOWING)).to.equal(
      true,
    );
    expect([...form.elements].map((field) => (field as HTMLInputElement).name)).to.deep.equal([
      'email',
      'city',
      'id',
      '',
    ]);

    type(form.querySelector<HTMLInputElement>('[name=email]')!, 'ada@example.com');
    type(form.querySelector<HTMLInputElement>('[name=city]')!, 'Lisbon');
    form.querySelector('button')!.click();
    const received = await oneSubmission(since, (s) => s.fields.id === id);
    expect(received.fields).to.deep.equal({ email: 'ada@example.com', city: 'Lisbon', id });
    await stateIs(form, 'success');
    expect(message.textContent).to.equal('Thanks!');
    expect(form.lastElementChild).to.equal(message);
    for (const node of children) expect(form.contains(node)).to.equal(true);
  });
});
