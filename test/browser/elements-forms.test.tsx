import { expect } from 'chai';
import '../../elements/index.ts';
import { recordFetches, testEnv, waitFor } from '../helpers/browser.ts';
import { mount, unmountAll } from './elements-helpers.ts';

const { serviceUrl, apiKey } = testEnv();
const marker = () => `run-${Date.now()}-${Math.random().toString(36).slice(2)}`;

interface Submission {
  name?: string;
  to?: string;
  fields: Record<string, unknown>;
}

/** Submissions the content service recorded since `since` (epoch ms) under the form name `name`. */
async function submissionsNamed(since: number, name: string): Promise<Submission[]> {
  const response = await fetch(`${serviceUrl}/api/v1/form-submit/submissions?since=${since}`);
  const { submissions } = (await response.json()) as { submissions: Submission[] };
  return submissions.filter((submission) => submission.name === name);
}

/** A `<builder-form>` in e-mail mode through the test service, around `fields`. */
function mountForm(name: string, fields: string): HTMLElement {
  return mount(`<builder-form api-key="${apiKey}" api-host="${serviceUrl}" name="${name}"
    send-submissions-to="email" send-submissions-to-email="inbox@elements.example">${fields}</builder-form>`);
}

const formOf = (element: HTMLElement) =>
  waitFor(() => element.querySelector<HTMLFormElement>('form[part~="form"]'), 'the <form>');
const type = (field: HTMLInputElement | HTMLTextAreaElement, text: string) => {
  field.value = text;
  field.dispatchEvent(new Event('input', { bubbles: true }));
};

afterEach(unmountAll);

describe('form tags', () => {
  it('<builder-form> moves its children inside a real <form>, field tags included, and submits them', async () => {
    const name = `Elements ${marker()}`;
    const since = Date.now();
    const element = mountForm(
      name,
      `
      <label>E-mail <input name="email" type="email"></label>
      <builder-input name="city" placeholder="City"></builder-input>
      <builder-select name="size" options='[{"value":"s","name":"Small"},{"value":"l","name":"Large"}]' default-value="l"></builder-select>
      <builder-textarea name="note"></builder-textarea>
      <builder-submit-button text="Send"></builder-submit-button>`,
    );
    const form = await formOf(element);
    const city = await waitFor(() => form.querySelector<HTMLInputElement>('input[name="city"]'), 'the city input');
    const note = await waitFor(() => form.querySelector<HTMLTextAreaElement>('textarea[name="note"]'), 'the textarea');
    await waitFor(() => form.querySelector('select[name="size"]'), 'the select');
    const submit = await waitFor(
      () => form.querySelector<HTMLButtonElement>('button[type="submit"]'),
      'the submit button',
    );
    expect(submit.textContent).to.equal('Send');
    expect([...form.elements].map((field) => (field as HTMLInputElement).name).filter(Boolean)).to.deep.equal([
      'email',
      'city',
      'size',
      'note',
    ]);

    type(form.querySelector<HTMLInputElement>('input[name="email"]')!, 'jane@example.com');
    type(city, 'Lisbon');
    type(note, 'Hello');
    const success = new Promise<CustomEvent>((resolve) =>
      document.addEventListener('submit:success', (e) => resolve(e as CustomEvent), { once: true }),
    );
    submit.click();
    await success;
    const [received] = await submissionsNamed(since, name);
    expect(received.to).to.equal('inbox@elements.example');
    expect(received.fields).to.deep.equal({ email: 'jane@example.com', city: 'Lisbon', size: 'l', note: 'Hello' });
    await waitFor(() => form.dataset.state === 'success', 'success state');
  });

  it('keeps the cancel semantics of presubmit: a listener on the document stops the request', async () => {
    const name = `Cancelled ${marker()}`;
    const since = Date.now();
    const element = mountForm(name, '<input name="x" value="1"><builder-submit-button></builder-submit-button>');
    const form = await formOf(element);
    const submit = await waitFor(() => form.querySelector<HTMLButtonElement>('button[type="submit"]'), 'submit');
    let heard: Event | undefined;
    const cancel = (event: Event) => {
      heard = event;
      event.preventDefault();
    };
    document.addEventListener('presubmit', cancel);
    // The form sends in the same turn as presubmit, right after it: a request would be recorded as it starts.
    const fetches = recordFetches();
    try {
      submit.click();
      await waitFor(() => heard, 'presubmit');
    } finally {
      fetches.stop();
      document.removeEventListener('presubmit', cancel);
    }
    expect(heard!.composed && heard!.cancelable).to.equal(true);
    expect(fetches.requests.filter((request) => request.method === 'POST')).to.deep.equal([]);
    expect(await submissionsNamed(since, name)).to.have.length(0);
  });

  it('lets the browser enforce required on <builder-input required>', async () => {
    const element = mountForm(`Required ${marker()}`, '<builder-input name="must" required></builder-input>');
    const form = await formOf(element);
    const input = await waitFor(() => form.querySelector<HTMLInputElement>('input[name="must"]'), 'input');
    expect(input.required).to.equal(true);
    expect(form.checkValidity()).to.equal(false);
    type(input, 'now filled');
    expect(form.checkValidity()).to.equal(true);
  });

  it('<builder-label> holds the field given as its child, so it labels it', async () => {
    const element = mount('<builder-label text="Your name"><input name="who"></builder-label>');
    const label = await waitFor(() => element.querySelector<HTMLLabelElement>('label[part~="label"]'), 'label');
    await waitFor(() => label.querySelector('input[name="who"]'), 'input inside the label');
    expect(label.control?.getAttribute('name')).to.equal('who');
    expect(label.textContent).to.contain('Your name');
  });

  it('renders field tags into the light DOM (no shadow content), with their default CSS in the document', async () => {
    const element = mount('<builder-input name="plain"></builder-input>');
    const input = await waitFor(() => element.querySelector<HTMLInputElement>('input.builder-form-input'), 'input');
    expect(getComputedStyle(input).borderTopColor).to.equal('rgb(204, 204, 204)');
    expect(element.shadowRoot!.querySelector('input')).to.equal(null);
  });

  it('the default colours are CSS custom properties the page can set', async () => {
    const element = mount(
      '<builder-submit-button style="--builder-submit-color: rgb(9, 8, 7)"></builder-submit-button>',
    );
    const button = await waitFor(() => element.querySelector<HTMLButtonElement>('button[part~="submit"]'), 'button');
    expect(getComputedStyle(button).backgroundColor).to.equal('rgb(9, 8, 7)');
  });
});
