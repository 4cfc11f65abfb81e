// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { render } from '../../../test/helpers/happy-dom-render.tsx';
import { defaultsOf } from '../../core/inputs.ts';
import { BLOCK_TYPE } from '../../core/types.ts';
import { formInputs, formSpec } from './index.ts';
import { Form } from './form.tsx';
import { formInputSpec } from '../form-input/index.ts';
import { formSelectSpec } from '../form-select/index.ts';
import { formTextAreaSpec } from '../form-textarea/index.ts';
import { formSubmitButtonSpec } from '../form-submit-button/index.ts';
import { formLabelSpec } from '../form-label/index.ts';
import { registerBuiltInBlocks } from '../index.ts';

registerBuiltInBlocks();

async function renderForm(options: Record<string, unknown>): Promise<HTMLFormElement> {
  const container = await render(
    <Form
      {...defaultsOf(formInputs)}
      {...options}
      builderBlock={{ '@type': BLOCK_TYPE, id: 'builder-f' }}
      builderState={{}}
    />,
  );
  return container.querySelector('form')!;
}

/** Makes the page look framed by the content editor (`builder.frameEditing` in a frame). */
function pretendEditing(): () => void {
  const search = location.search;
  Object.defineProperty(window, 'top', { value: {}, configurable: true });
  history.replaceState(null, '', '?builder.frameEditing=page');
  return () => {
    Reflect.deleteProperty(window, 'top');
    history.replaceState(null, '', search || location.pathname);
  };
}

describe('Form:Form', () => {
  it('declares the spec §3 options with their defaults', async () => {
    const defaults = defaultsOf(formInputs);
    expect(defaults).toMatchObject({
      sendSubmissionsTo: 'email',
      sendWithJs: true,
      name: 'My form',
      contentType: 'application/json',
      method: 'POST',
      previewState: 'unsubmitted',
      validate: true,
    });
    const text = (key: string) =>
      (defaults[key] as { component: { options: { text: string } } }[])[0].component.options.text;
    expect([text('successMessage'), text('errorMessage'), text('sendingMessage')]).toEqual([
      '<span>Thanks!</span>',
      '<span>Form submission error :( Please check your answers and try again</span>',
      '<span>Sending...</span>',
    ]);
    expect((defaults.errorMessage as { bindings: Record<string, string> }[])[0].bindings).toEqual({
      'component.options.text': 'state.formErrorMessage || block.component.options.text',
    });
    expect(formInputs.map((input) => input.name)).toEqual([
      'sendSubmissionsTo',
      'sendSubmissionsToEmail',
      'sendWithJs',
      'name',
      'action',
      'contentType',
      'method',
      'previewState',
      'successUrl',
      'resetFormOnSubmit',
      'successMessage',
      'validate',
      'errorMessagePath',
      'errorMessage',
      'sendingMessage',
      'customHeaders',
    ]);
  });

  it('registers the six form blocks under their content names and tags, sharing one default CSS text', async () => {
    const specs = [formSpec, formInputSpec, formSelectSpec, formTextAreaSpec, formSubmitButtonSpec, formLabelSpec];
    expect(specs.map((spec) => [spec.name, spec.tag, spec.noWrap])).toEqual([
      ['Form:Form', 'builder-form', true],
      ['Form:Input', 'builder-input', true],
      ['Form:Select', 'builder-select', true],
      ['Form:TextArea', 'builder-textarea', true],
      ['Form:SubmitButton', 'builder-submit-button', true],
      ['Form:Label', 'builder-label', true],
    ]);
    expect(new Set(specs.map((spec) => spec.css)).size).toBe(1);
  });

  it('shows the internal state outside the editor, whatever previewState says', async () => {
    const form = await renderForm({ previewState: 'success' });
    expect(form.dataset.state).toBe('unsubmitted');
    expect(form.querySelector('.builder-form-message')?.textContent).toBe('');
  });

  it.each([
    ['sending', 'Sending...'],
    ['success', 'Thanks!'],
    ['error', 'Form submission error :( Please check your answers and try again'],
  ])('shows previewState %s while editing', async (state, text) => {
    const restore = pretendEditing();
    try {
      const form = await renderForm({ previewState: state });
      expect(form.dataset.state).toBe(state);
      expect(form.getAttribute('part')).toBe(`form form--${state}`);
      expect(form.querySelector('.builder-form-message')?.textContent).toBe(text);
    } finally {
      restore();
    }
  });

  it('gives the browser the action, method and encoding for native submissions', async () => {
    const form = await renderForm({
      sendSubmissionsTo: 'custom',
      sendWithJs: false,
      action: '/subscribe',
      contentType: 'multipart/form-data',
    });
    expect([form.getAttribute('action'), form.getAttribute('method'), form.getAttribute('enctype')]).toEqual([
      '/subscribe',
      'POST',
      'multipart/form-data',
    ]);
  });

  it('keeps e-mail mode on JavaScript even with sendWithJs off (its endpoint needs the encoded address)', async () => {
    const form = await renderForm({ sendWithJs: false });
    expect(form.hasAttribute('action')).toBe(false);
  });
});
