import { expect } from 'chai';
import { testEnv } from '../../../test/helpers/browser.ts';
import { reactSettled } from '../../../test/helpers/browser-render.tsx';
import {
  block,
  oneSubmission,
  recordStates,
  renderForm,
  stateIs,
  submissions,
  type,
  waitFor,
} from './form.test-kit.tsx';

const submit = block('Form:SubmitButton', { text: 'Send' });
const custom = (options: Record<string, unknown> = {}) => ({
  sendSubmissionsTo: 'custom',
  action: `${testEnv().serviceUrl}/api/custom-form`,
  ...options,
});
const marker = () => `run-${Date.now()}-${Math.random().toString(36).slice(2)}`;
/** An address where nothing listens: fetch fails without an answer. */
const DEAD_END = 'http://127.0.0.1:9/';

describe('Form:Form events', () => {
  const page = location.href;
  afterEach(() => history.replaceState(null, '', page));

  it('dispatches presubmit, submit:success and route on the form: bubbling, composed and cancelable', async () => {
    const seen: {
      type: string;
      bubbles: boolean;
      composed: boolean;
      cancelable: boolean;
      detail: Record<string, unknown>;
    }[] = [];
    const record = (event: Event) => {
      const { type: name, bubbles, composed, cancelable, detail } = event as CustomEvent;
      seen.push({ type: name, bubbles, composed, cancelable, detail });
    };
    for (const name of ['presubmit', 'submit:success', 'route']) document.addEventListener(name, record);
    try {
      const { form, field, submitButton } = await renderForm(custom({ successUrl: '/form-test-thanks?from=form' }), [
        block('Form:Input', { name: 'who' }),
        submit,
      ]);
      type(field('who'), 'Ada');
      submitButton.click();
      await waitFor(() => location.pathname === '/form-test-thanks', 'the in-page navigation');
      expect(location.search).to.equal('?from=form');
      expect(seen.map((event) => event.type)).to.deep.equal(['presubmit', 'submit:success', 'route']);
      for (const event of seen)
        expect([event.bubbles, event.composed, event.cancelable]).to.deep.equal([true, true, true]);
      expect(seen[0].detail.body).to.equal('{"who":"Ada"}');
      const success = seen[1].detail;
      expect(success.res).to.be.instanceOf(Response);
      expect(success.response).to.equal(success.res);
      expect((success.data as { ok: boolean }).ok).to.equal(true);
      expect(seen[2].detail).to.deep.equal({ url: '/form-test-thanks?from=form' });
      expect(field('who').value).to.equal('');
      // The route event (and its navigation) comes in the same task as the success state's
      // update, which React commits after it: on a loaded machine the test can look first.
      await waitFor(() => form.dataset.state === 'success', 'the success state');
    } finally {
      for (const name of ['presubmit', 'submit:success', 'route']) document.removeEventListener(name, record);
    }
  });

  it('navigates in the page with a popstate that routers hear', async () => {
    let popped = '';
    const onPop = () => (popped = location.pathname);
    window.addEventListener('popstate', onPop);
    try {
      const { submitButton } = await renderForm(custom({ successUrl: '/form-test-next' }), [submit]);
      submitButton.click();
      await waitFor(() => popped === '/form-test-next', 'popstate');
    } finally {
      window.removeEventListener('popstate', onPop);
    }
  });

  it('resets the fields to their defaults after success', async () => {
    const { form, field, submitButton } = await renderForm(custom(), [
      block('Form:Input', { name: 'a', defaultValue: 'start' }),
      submit,
    ]);
    type(field('a'), 'changed');
    submitButton.click();
    await stateIs(form, 'success');
    expect(field('a').value).to.equal('start');
  });

  it('keeps the values with resetFormOnSubmit: false', async () => {
    const { form, field, submitButton } = await renderForm(custom({ resetFormOnSubmit: false }), [
      block('Form:Input', { name: 'a' }),
      submit,
    ]);
    type(field('a'), 'kept');
    submitButton.click();
    await stateIs(form, 'success');
    expect(field('a').value).to.equal('kept');
  });

  it('sends nothing when presubmit is cancelled', async () => {
    const since = Date.now();
    const id = marker();
    const { form, field, submitButton } = await renderForm(custom(), [block('Form:Input', { name: 'id' }), submit]);
    const cancel = (event: Event) => event.preventDefault();
    form.addEventListener('presubmit', cancel);
    const seen = recordStates(form);
    type(field('id'), id);
    submitButton.click();
    expect(form.dataset.state).to.equal('unsubmitted');
    // A second submission, not cancelled, goes through: the first one, had it been sent, went before it.
    form.removeEventListener('presubmit', cancel);
    const later = marker();
    type(field('id'), later);
    submitButton.click();
    await oneSubmission(since, (s) => s.fields.id === later);
    await stateIs(form, 'success');
    seen.stop();
    expect(seen.states).to.deep.equal(['sending', 'success']);
    expect(await submissions(since, (s) => s.fields.id === id)).to.have.length(0);
  });

  it('skips the reset and the redirect when submit:success is cancelled', async () => {
    let routed = false;
    const { form, field, submitButton } = await renderForm(custom({ successUrl: '/form-test-never' }), [
      block('Form:Input', { name: 'a' }),
      submit,
    ]);
    form.addEventListener('submit:success', (event) => event.preventDefault());
    form.addEventListener('route', () => (routed = true));
    type(field('a'), 'still here');
    submitButton.click();
    // The reset and the redirect would come with the success, before it shows.
    await stateIs(form, 'success');
    expect(field('a').value).to.equal('still here');
    expect(routed).to.equal(false);
    expect(location.href).to.equal(page);
  });

  it('stays on the page when route is cancelled, after resetting', async () => {
    const { form, field, submitButton } = await renderForm(custom({ successUrl: '/form-test-never' }), [
      block('Form:Input', { name: 'a' }),
      submit,
    ]);
    form.addEventListener('route', (event) => event.preventDefault());
    type(field('a'), 'x');
    submitButton.click();
    // The redirect would come with the success, before it shows.
    await stateIs(form, 'success');
    expect(location.href).to.equal(page);
    expect(field('a').value).to.equal('');
  });
});

describe('Form:Form on a network failure', () => {
  it('shows the error with the error as data, keeps every typed value, and retries in one click', async () => {
    const errors: unknown[] = [];
    const { form, field, submitButton } = await renderForm(
      custom({ action: DEAD_END, contentType: 'application/x-www-form-urlencoded' }),
      [
        block('Form:Input', { name: 'name' }),
        block('Form:Input', { name: 'agree', type: 'checkbox' }),
        block('Form:Select', { name: 'size', options: [{ value: 's' }, { value: 'm' }] }),
        block('Form:TextArea', { name: 'notes' }),
        submit,
      ],
    );
    form.addEventListener('submit:error', (event) => errors.push(event.detail.error));
    type(field('name'), 'Grace');
    field('agree').checked = true;
    field<HTMLSelectElement>('size').value = 'm';
    type(field<HTMLTextAreaElement>('notes'), 'call me');
    submitButton.click();
    await stateIs(form, 'error');
    expect(errors).to.have.length(1);
    expect(errors[0]).to.be.instanceOf(TypeError);
    expect(form.querySelector('.builder-form-message .builder-text')?.textContent).to.equal(
      'Form submission error :( Please check your answers and try again',
    );
    expect(form.querySelector('pre.builder-form-error-text')?.textContent).to.match(/^TypeError: /);
    expect([
      field('name').value,
      field('agree').checked,
      field<HTMLSelectElement>('size').value,
      field<HTMLTextAreaElement>('notes').value,
    ]).to.deep.equal(['Grace', true, 'm', 'call me']);

    const seen = recordStates(form);
    submitButton.click();
    await waitFor(() => errors.length === 2, 'the retry');
    await stateIs(form, 'error');
    seen.stop();
    expect(seen.states).to.deep.equal(['sending', 'error']);
    expect(field('name').value).to.equal('Grace');
  });

  it('keeps the sending state when submit:error is cancelled', async () => {
    const { form, submitButton } = await renderForm(custom({ action: DEAD_END }), [submit]);
    let cancelled = false;
    form.addEventListener('submit:error', (event) => {
      event.preventDefault();
      cancelled = true;
    });
    submitButton.click();
    await waitFor(() => cancelled, 'submit:error');
    // Had the error been shown anyway, React would have rendered it by now.
    await reactSettled();
    expect(form.dataset.state).to.equal('sending');
  });
});

describe('Form:Form with sendWithJs: false', () => {
  it('lets the browser submit natively to the action', async () => {
    const since = Date.now();
    const id = marker();
    const frame = document.createElement('iframe');
    frame.name = 'native-sink';
    document.body.append(frame);
    try {
      const action = `${testEnv().serviceUrl}/api/custom-form`;
      const { form, field, submitButton } = await renderForm(
        {
          sendSubmissionsTo: 'custom',
          sendWithJs: false,
          action,
          method: 'POST',
          contentType: 'application/x-www-form-urlencoded',
        },
        [block('Form:Input', { name: 'id' }), submit],
        { properties: { target: 'native-sink' } },
      );
      expect([form.getAttribute('action'), form.getAttribute('method'), form.getAttribute('enctype')]).to.deep.equal([
        action,
        'POST',
        'application/x-www-form-urlencoded',
      ]);
      type(field('id'), id);
      submitButton.click();
      const received = await oneSubmission(since, (s) => s.fields.id === id);
      expect([received.method, received.contentType]).to.deep.equal(['POST', 'application/x-www-form-urlencoded']);
      expect(form.dataset.state).to.equal('unsubmitted');
    } finally {
      frame.remove();
    }
  });
});
